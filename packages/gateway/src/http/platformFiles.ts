import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger.js';
import { answerJson } from './proxyAnswers.js';
import { proxyUpload } from './uploadProxy.js';
import { FILES_PATH, UPLOADS_PATH, platformPathOf } from '../modules/files/fileUrl.js';
import type { Upstreams } from '../upstream/upstreams.js';

export { MAX_UPLOAD_BYTES } from './uploadProxy.js';

const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
];

export const isPlatformFilePath = (pathname: string) =>
  pathname.startsWith(UPLOADS_PATH) || pathname.startsWith(FILES_PATH);

/**
 * Same-origin proxy for the platform's signed uploads and stored files, so the browser never needs the
 * platform's address: `PUT /uploads/<token>` → `PUT /backoffice/uploads/<token>` (uploadProxy.ts: refused
 * before a body byte is forwarded unless the platform knows the token; streamed with the upload's own size
 * limit; content type passed through, no bearer: the token is the signature) and `GET /files/<key>` → `/files/<key>`,
 * with the browser's Authorization header when it sent one: a document that is not public is served only to a
 * caller who may see it (`/files/<type>/<id>.<ext>`); icons and public documents need none.
 */
export function createPlatformFilesHandler(upstreams: Upstreams, log: Logger) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const upstreamPath = platformPathOf(url.pathname);
    const isUpload = url.pathname.startsWith(UPLOADS_PATH);
    const allowed = isUpload ? ['PUT'] : ['GET', 'HEAD'];
    if (!upstreamPath || !allowed.includes(req.method ?? '')) {
      req.resume();
      return answerJson(
        res,
        upstreamPath ? 405 : 404,
        { error: 'Not Found', errorMessage: 'Not found', errorCode: 'NOT_FOUND' },
        allowed,
      );
    }
    const upstream = upstreams.forPath(upstreamPath);
    if (isUpload) {
      const token = url.pathname.slice(UPLOADS_PATH.length);
      return proxyUpload(req, res, { upstream, upstreamPath, token, log });
    }

    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since', 'authorization']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const response = await upstream.pool.request({
        method: req.method as 'GET' | 'HEAD',
        path: upstream.basePath + upstreamPath + url.search,
        headers,
      });
      const responseHeaders: Record<string, string> = {};
      for (const name of PASSED_RESPONSE_HEADERS) {
        const value = response.headers[name];
        if (typeof value === 'string') responseHeaders[name] = value;
      }
      // A stored file is never sniffed into something else (nosniff comes from securityHeaders.ts).
      if (!responseHeaders['content-type']) responseHeaders['content-type'] = 'application/octet-stream';
      // A refusal (404 for a private document signed out) is never stored by a cache, or a later signed-in read
      // of the same URL could be answered from it.
      if (response.statusCode >= 400 && !responseHeaders['cache-control'])
        responseHeaders['cache-control'] = 'no-store';
      // A document comes with the platform's own policy (sandbox): sent next to the gateway's FILES_CSP, so the
      // browser enforces both and neither side can loosen the other.
      const platformPolicy = response.headers['content-security-policy'];
      if (typeof platformPolicy === 'string') res.appendHeader('content-security-policy', platformPolicy);
      res.writeHead(response.statusCode, responseHeaders);
      await pipeline(response.body, res);
    } catch (error) {
      log.error(
        `upstream ${req.method} ${upstreamPath.split('/').slice(0, 3).join('/')}/… failed: ${(error as Error).message}`,
      );
      if (!res.headersSent)
        answerJson(res, 502, { error: 'Bad Gateway', errorMessage: 'Unexpected error.', errorCode: 'INTERNAL' });
      else res.destroy();
    }
  };
}
