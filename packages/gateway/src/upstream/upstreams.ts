import { Pool, type Dispatcher } from 'undici';
import type { GatewayMetrics } from '../observability/metrics.js';
import { REQUEST_ID_HEADER, currentRequest } from '../observability/requestContext.js';

/** The platform's REST services, told apart by the first path segment of the contract's paths. */
export type UpstreamName = 'backoffice' | 'v2' | 'api' | 'platform';

export interface UpstreamUrls {
  /** Serves /health; the default for the others. */
  platformUrl: string;
  backofficeUrl?: string;
  v2Url?: string;
  apiUrl?: string;
}

export interface Upstream {
  name: UpstreamName;
  pool: Pool;
  /** The upstream's origin, for calls that need their own dispatcher (long-lived event streams). */
  origin: string;
  /** Path prefix of the upstream URL (e.g. "/vakt" for http://host/vakt), prepended to contract paths. */
  basePath: string;
}

export interface Upstreams {
  /** The upstream that serves a contract path such as /backoffice/users/1 or /v2/auth. */
  forPath(path: string): Upstream;
  close(): Promise<void>;
}

export const UPSTREAM_TIMEOUT_MS = 15_000;

export function createUpstreams(urls: UpstreamUrls, metrics?: GatewayMetrics): Upstreams {
  const byName: Record<UpstreamName, Upstream> = {
    platform: openUpstream('platform', urls.platformUrl, metrics),
    backoffice: openUpstream('backoffice', urls.backofficeUrl ?? urls.platformUrl, metrics),
    v2: openUpstream('v2', urls.v2Url ?? urls.platformUrl, metrics),
    api: openUpstream('api', urls.apiUrl ?? urls.platformUrl, metrics),
  };
  return {
    forPath(path) {
      const segment = path.split(/[/?]/)[1];
      return segment === 'backoffice' || segment === 'v2' || segment === 'api' ? byName[segment] : byName.platform;
    },
    async close() {
      await Promise.all(Object.values(byName).map((upstream) => upstream.pool.close()));
    },
  };
}

function openUpstream(name: UpstreamName, url: string, metrics?: GatewayMetrics): Upstream {
  const parsed = new URL(url);
  const pool = new Pool(parsed.origin, {
    connections: 32,
    headersTimeout: UPSTREAM_TIMEOUT_MS,
    bodyTimeout: UPSTREAM_TIMEOUT_MS,
  });
  traceRequests(pool, name, metrics);
  return { name, pool, origin: parsed.origin, basePath: parsed.pathname.replace(/\/+$/, '') };
}

/**
 * Every call through the pool, whichever module makes it, carries the caller's request id as
 * X-Request-Id and is timed until its body is read (or the call fails).
 */
function traceRequests(pool: Pool, name: UpstreamName, metrics?: GatewayMetrics): void {
  const request = pool.request.bind(pool) as (options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;
  pool.request = (async (options: Dispatcher.RequestOptions) => {
    const started = performance.now();
    const observe = (status: number | 'error') =>
      metrics?.observeUpstream(name, options.method, status, (performance.now() - started) / 1000);
    const requestId = currentRequest()?.requestId;
    try {
      const response = await request(
        requestId ? { ...options, headers: withHeader(options.headers, REQUEST_ID_HEADER, requestId) } : options,
      );
      response.body.once('close', () => observe(response.statusCode));
      return response;
    } catch (error) {
      observe('error');
      throw error;
    }
  }) as typeof pool.request;
}

function withHeader(
  headers: Dispatcher.RequestOptions['headers'],
  name: string,
  value: string,
): Dispatcher.RequestOptions['headers'] {
  if (!headers) return { [name]: value };
  if (Array.isArray(headers)) return [...headers, name, value];
  if (typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function') return headers;
  return { ...(headers as Record<string, string>), [name]: value };
}
