import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger.js';
import type { Upstreams } from '../upstream/upstreams.js';

/** Same-origin download links the graph answers (exportUsers, exportIncidentSummary, exportIncidentAnalysis) → the platform's token-guarded files. */
export const DOWNLOADS_PATH = '/downloads/';

const PLATFORM_PATH_BY_DOWNLOAD: Record<string, string> = {
  '/downloads/users': '/backoffice/users/export',
  '/downloads/incident-summary': '/backoffice/incidents/summary',
  '/downloads/incident-analysis': '/backoffice/stats/daily/export',
};

const PASSED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control'];

export const isDownloadPath = (pathname: string) => pathname.startsWith(DOWNLOADS_PATH);

/**
 * `GET /downloads/users?token=...` → `GET /backoffice/users/export?token=...`, streamed to the browser as
 * the platform writes it (never buffered). No bearer is sent or needed: the short-lived single-use token
 * is the credential, so the browser can open the link directly. Only the token goes upstream.
 */
export function createDownloadsHandler(upstreams: Upstreams, log: Logger) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const platformPath = PLATFORM_PATH_BY_DOWNLOAD[url.pathname];
    const token = url.searchParams.get('token');
    req.resume();
    if (!platformPath) return answer(res, 404, 'Not Found', 'Not found', 'NOT_FOUND');
    // GET only: the link is single use, so a HEAD probe must not spend it.
    if (req.method !== 'GET') {
      res.setHeader('allow', 'GET');
      return answer(res, 405, 'Method Not Allowed', 'Method not allowed', 'METHOD_NOT_ALLOWED');
    }
    if (!token) return answer(res, 404, 'Not Found', 'The download link is not valid.', 'NOT_FOUND');

    const upstream = upstreams.forPath(platformPath);
    try {
      const response = await upstream.pool.request({
        method: 'GET',
        path: `${upstream.basePath}${platformPath}?${new URLSearchParams({ token })}`,
        headers: { accept: '*/*' },
      });
      const headers: Record<string, string> = { 'cache-control': 'no-store' };
      for (const name of PASSED_RESPONSE_HEADERS) {
        const value = response.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      // The file is never sniffed into something else (nosniff from securityHeaders.ts).
      headers['content-type'] ??= 'application/octet-stream';
      res.writeHead(response.statusCode, headers);
      await pipeline(response.body, res);
    } catch (error) {
      log.error(`upstream ${req.method} ${platformPath} failed: ${(error as Error).message}`);
      if (!res.headersSent) answer(res, 502, 'Bad Gateway', 'Unexpected error.', 'INTERNAL');
      else res.destroy();
    }
  };
}

function answer(res: ServerResponse, status: number, error: string, errorMessage: string, errorCode: string) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error, errorMessage, errorCode }));
}
