import type { ServerResponse } from 'node:http';

const csp = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ');

const NOT_FRAMED = {
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'object-src': "'none'",
};

/**
 * The console (the built web app): scripts only from our origin. Chakra/emotion inject <style> tags,
 * hence 'unsafe-inline' for styles only; maplibre runs its worker from a blob: URL and draws through
 * data:/blob: images; every API call goes to our own /graphql, /uploads and /files. A map tile source
 * on another origin (MAP_SOURCE) is allowed to be fetched and drawn, and only when one is configured.
 */
export function consoleCsp(mapOrigin: string | null = null): string {
  const map = mapOrigin ? ` ${mapOrigin}` : '';
  return csp({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob:${map}`,
    'font-src': "'self' data:",
    'connect-src': `'self'${map}`,
    'worker-src': "'self' blob:",
    'child-src': "'self' blob:",
    ...NOT_FRAMED,
  });
}

/** The console's policy with no map origin (the offline map, or a PMTiles file served by us). */
export const CONSOLE_CSP = consoleCsp();

/**
 * GraphiQL (GET /graphql as HTML) is one self-contained page: its scripts and styles are inline, so it
 * gets its own policy allowing inline code, still same-origin for everything it loads and calls. It is a
 * developer tool that runs only what the signed-in user types, under the same limits as any request.
 */
export const GRAPHIQL_CSP = csp({
  'default-src': "'self'",
  'script-src': "'self' 'unsafe-inline'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  ...NOT_FRAMED,
});

/** Stored files (/files): never a document that runs anything, even if an upload pretended to be an image. */
export const FILES_CSP = csp({
  'default-src': "'none'",
  'img-src': "'self'",
  'style-src': "'unsafe-inline'",
  sandbox: '',
  ...NOT_FRAMED,
});

export type ResponseKind = 'console' | 'graphql' | 'files';

/**
 * The one place the gateway's response security headers are decided; server.ts applies it to every
 * response before routing (handlers may still set their own content type, caching, CORS).
 */
export function applySecurityHeaders(res: ServerResponse, kind: ResponseKind, consolePolicy = CONSOLE_CSP): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader(
    'content-security-policy',
    kind === 'graphql' ? GRAPHIQL_CSP : kind === 'files' ? FILES_CSP : consolePolicy,
  );
}
