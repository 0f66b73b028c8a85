import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`. The gateway's port faces the internet, so
 * without a configured token there are no metrics here at all (404, as for any unknown path).
 */
export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  registry: Registry,
  token: string | undefined,
): Promise<void> {
  if (!token) return plain(res, 404, 'Not found');
  if (!bearerMatches(req.headers.authorization, token)) return plain(res, 401, 'Metrics need the metrics token');
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(await registry.metrics());
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
