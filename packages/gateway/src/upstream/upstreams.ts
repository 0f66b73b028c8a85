import { Pool } from 'undici';

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
  /** Path prefix of the upstream URL (e.g. "/vakt" for http://host/vakt), prepended to contract paths. */
  basePath: string;
}

export interface Upstreams {
  /** The upstream that serves a contract path such as /backoffice/users/1 or /v2/auth. */
  forPath(path: string): Upstream;
  close(): Promise<void>;
}

export const UPSTREAM_TIMEOUT_MS = 15_000;

export function createUpstreams(urls: UpstreamUrls): Upstreams {
  const byName: Record<UpstreamName, Upstream> = {
    platform: openUpstream('platform', urls.platformUrl),
    backoffice: openUpstream('backoffice', urls.backofficeUrl ?? urls.platformUrl),
    v2: openUpstream('v2', urls.v2Url ?? urls.platformUrl),
    api: openUpstream('api', urls.apiUrl ?? urls.platformUrl),
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

function openUpstream(name: UpstreamName, url: string): Upstream {
  const parsed = new URL(url);
  const pool = new Pool(parsed.origin, {
    connections: 32,
    headersTimeout: UPSTREAM_TIMEOUT_MS,
    bodyTimeout: UPSTREAM_TIMEOUT_MS,
  });
  return { name, pool, basePath: parsed.pathname.replace(/\/+$/, '') };
}
