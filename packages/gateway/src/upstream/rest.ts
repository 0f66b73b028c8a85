import DataLoader from 'dataloader';
import type { Logger } from '../logger.js';
import { asError, internalError, platformError } from './errors.js';
import type { Upstreams } from './upstreams.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** REST calls with one caller's bearer token. Paths are the contract's, e.g. /backoffice/users/1. */
export interface RestClient {
  /** Memoized: within one client (one GraphQL request) each path is fetched at most once. */
  get<T>(path: string): Promise<T>;
  /** Seeds the GET memo with an answer already in hand (a list row, the body a PUT answered). */
  prime(path: string, value: unknown): void;
  /**
   * Drops memoized GETs of `path` and of everything below it (`/backoffice/clients/5` also drops
   * `/backoffice/clients/5/policy`), so the next read after a write goes to the platform once more.
   */
  forget(path: string): void;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
}

export interface RestClientOptions {
  upstreams: Upstreams;
  /** The caller's token, forwarded as is; the gateway has no rights of its own. */
  bearer: string | null;
  log: Logger;
  /** Sent on every call of this client (e.g. X-Forwarded-For on the sign-in calls). */
  headers?: Record<string, string>;
}

export function createRestClient(options: RestClientOptions): RestClient {
  const send = <T>(method: Method, path: string, body?: unknown) => sendRequest<T>(options, method, path, body);
  const gets = new DataLoader<string, unknown>(
    async (paths) => {
      const settled = await Promise.allSettled(paths.map((path) => send('GET', path)));
      return settled.map((result) => (result.status === 'fulfilled' ? result.value : asError(result.reason)));
    },
    { batch: false },
  );
  const memoized = new Set<string>();
  return {
    get: <T>(path: string) => {
      memoized.add(path);
      return gets.load(path) as Promise<T>;
    },
    prime(path, value) {
      memoized.add(path);
      gets.clear(path).prime(path, value);
    },
    forget(prefix) {
      for (const path of memoized) {
        if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
          gets.clear(path);
          memoized.delete(path);
        }
      }
    },
    post: (path, body) => send('POST', path, body),
    put: (path, body) => send('PUT', path, body),
    patch: (path, body) => send('PATCH', path, body),
    delete: (path, body) => send('DELETE', path, body),
  };
}

/** Builds a path with a query string, leaving out undefined and null values. */
export function withQuery(path: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

async function sendRequest<T>(
  { upstreams, bearer, log, headers: extraHeaders }: RestClientOptions,
  method: Method,
  path: string,
  body: unknown,
): Promise<T> {
  const upstream = upstreams.forPath(path);
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response;
  let text: string;
  try {
    response = await upstream.pool.request({
      method,
      path: upstream.basePath + path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await response.body.text();
  } catch (error) {
    log.error(`upstream ${method} ${path} failed: ${(error as Error).message}`);
    throw internalError();
  }

  if (response.statusCode < 200 || response.statusCode >= 300) {
    const retryAfter = response.headers['retry-after'];
    throw platformError(
      response.statusCode,
      text,
      {
        method,
        path,
        retryAfterHeader: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
      },
      log,
    );
  }
  if (!text) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    log.error(`upstream ${method} ${path} answered ${response.statusCode} with a body that is not JSON`);
    throw internalError();
  }
}
