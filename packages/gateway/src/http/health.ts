import type { ServerResponse } from 'node:http';
import type { Upstreams } from '../upstream/upstreams.js';

const HEALTH_TIMEOUT_MS = 3_000;

/** { status: "ok", platform: "ok" | "down" }: the gateway answers; the platform's /health says the rest. */
export async function answerHealth(res: ServerResponse, upstreams: Upstreams): Promise<void> {
  const platform = (await platformIsUp(upstreams)) ? 'ok' : 'down';
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ status: 'ok', platform }));
}

async function platformIsUp(upstreams: Upstreams): Promise<boolean> {
  const upstream = upstreams.forPath('/health');
  try {
    const response = await upstream.pool.request({
      method: 'GET',
      path: `${upstream.basePath}/health`,
      headersTimeout: HEALTH_TIMEOUT_MS,
      bodyTimeout: HEALTH_TIMEOUT_MS,
    });
    await response.body.dump();
    return response.statusCode >= 200 && response.statusCode < 300;
  } catch {
    return false;
  }
}
