import type { ServerResponse } from 'node:http';
import type { Upstreams } from '../upstream/upstreams.js';

const CHECK_TIMEOUT_MS = 3_000;

/** { status: "ok", platform: "ok" | "down" }: the gateway answers (liveness); the platform's /health says the rest. */
export async function answerHealth(res: ServerResponse, upstreams: Upstreams): Promise<void> {
  const platform = (await platformAnswers(upstreams, '/health')) ? 'ok' : 'down';
  answer(res, 200, { status: 'ok', platform });
}

/**
 * 200 { status: "ready" } when the platform's /ready answers 200 (so its database is reachable);
 * 503 when it does not, or when this gateway is shutting down (no longer listening).
 */
export async function answerReady(res: ServerResponse, upstreams: Upstreams, listening: () => boolean): Promise<void> {
  if (!listening()) return answer(res, 503, { status: 'draining' });
  const platform = await platformAnswers(upstreams, '/ready');
  answer(res, platform ? 200 : 503, {
    status: platform ? 'ready' : 'unavailable',
    platform: platform ? 'ready' : 'unavailable',
  });
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function platformAnswers(upstreams: Upstreams, path: '/health' | '/ready'): Promise<boolean> {
  const upstream = upstreams.forPath(path);
  try {
    const response = await upstream.pool.request({
      method: 'GET',
      path: `${upstream.basePath}${path}`,
      headersTimeout: CHECK_TIMEOUT_MS,
      bodyTimeout: CHECK_TIMEOUT_MS,
    });
    await response.body.dump();
    return response.statusCode >= 200 && response.statusCode < 300;
  } catch {
    return false;
  }
}
