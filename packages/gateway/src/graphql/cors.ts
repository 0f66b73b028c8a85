import type { CORSOptions } from 'graphql-yoga';
import { CSRF_HEADER } from './yoga.js';

/**
 * CORS for /graphql: off unless the request's Origin is on the allow-list (CORS_ORIGINS), since the console
 * is same-origin. A listed origin gets exactly itself back, with credentials; any other origin gets no
 * CORS header at all, so the browser keeps its answer (and the refresh cookie) from that page.
 */
export function corsFor(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map(normalizeOrigin));
  return (request: Request): CORSOptions => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(normalizeOrigin(origin))) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'accept', 'authorization', CSRF_HEADER],
      maxAge: 600,
    };
  };
}

/** CORS_ORIGINS: a comma-separated list of origins such as https://tools.example.com. */
export function parseCorsOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

const normalizeOrigin = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();
