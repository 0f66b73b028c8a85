import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger.js';
import type { Upstream } from '../upstream/upstreams.js';
import { answerJson, ByteLimit } from './proxyAnswers.js';

/** The largest upload of any purpose: a document, 50 MB (the platform's own limit, byte for byte). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * A signed upload token as the platform makes them: base64url payload, a dot, base64url signature; the
 * platform's route takes 10 to 500 characters.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
export const isWellFormedToken = (token: string) =>
  token.length >= 10 && token.length <= 500 && TOKEN_SHAPE.test(token);

/**
 * How long the rest of a refused body is still read and dropped (nothing kept) before the connection is
 * closed. A browser that is still sending when its connection is closed can lose the answer it has not
 * read yet (a reset instead of the 401 or 413), so it gets this long to notice the answer and stop.
 */
export const UPLOAD_LINGER_MS = 2_000;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const tooLarge = (maxBytes: number) => ({
  error: 'Payload Too Large',
  errorMessage: `The file is larger than ${megabytes(maxBytes)}`,
  errorCode: 'TOO_LARGE',
});
const invalidUrl = { error: 'Unauthorized', errorMessage: 'Invalid upload URL', errorCode: 'UNAUTHENTICATED' };

/** Answers, then drops what the browser still sends for UPLOAD_LINGER_MS at most (never buffered). */
export function refuseUpload(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
  answerJson(res, status, body);
  dropRestOfBody(req);
}

function dropRestOfBody(req: IncomingMessage) {
  if (req.complete) return;
  req.unpipe();
  const timer = setTimeout(() => req.socket.destroy(), UPLOAD_LINGER_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
  req.resume();
}

/** What the platform says a pending upload accepts (GET on the upload URL), or its refusal to pass on. */
type UploadCheck = { maxBytes: number } | { refusal: { status: number; body: unknown } };

async function checkUpload(upstream: Upstream, upstreamPath: string): Promise<UploadCheck> {
  const response = await upstream.pool.request({ method: 'GET', path: upstream.basePath + upstreamPath });
  const body = (await response.body.json().catch(() => undefined)) as { maxBytes?: unknown } | undefined;
  if (response.statusCode === 200 && typeof body?.maxBytes === 'number') return { maxBytes: body.maxBytes };
  if (response.statusCode >= 400 && response.statusCode < 500)
    return { refusal: { status: response.statusCode, body } };
  throw new Error(`upload check answered ${response.statusCode}`);
}

/**
 * `PUT /uploads/<token>` → the platform's `PUT /backoffice/uploads/<token>`, refused here before a body byte
 * is forwarded: a declared length over the largest purpose's limit (413), a token of the wrong shape (401),
 * then one small GET asks the platform about the token (constant work; an unknown, expired or used URL gets
 * the platform's 401 as is) and what the upload accepts: a declared length over it is 413, and the body is
 * streamed with that limit (413 at the byte past it, chunked or not). The platform checks everything again.
 */
export async function proxyUpload(
  req: IncomingMessage,
  res: ServerResponse,
  { upstream, upstreamPath, token, log }: { upstream: Upstream; upstreamPath: string; token: string; log: Logger },
) {
  const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
  if (declared !== undefined && declared > MAX_UPLOAD_BYTES)
    return refuseUpload(req, res, 413, tooLarge(MAX_UPLOAD_BYTES));
  if (!isWellFormedToken(token)) return refuseUpload(req, res, 401, invalidUrl);

  let limit: ByteLimit | undefined;
  try {
    const check = await checkUpload(upstream, upstreamPath);
    if ('refusal' in check) return refuseUpload(req, res, check.refusal.status, check.refusal.body);
    const { maxBytes } = check;
    if (declared !== undefined && declared > maxBytes) return refuseUpload(req, res, 413, tooLarge(maxBytes));

    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-length']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    limit = new ByteLimit(maxBytes);
    const response = await upstream.pool.request({
      method: 'PUT',
      path: upstream.basePath + upstreamPath,
      headers,
      body: req.pipe(limit),
    });
    const answerHeaders: Record<string, string> = { 'cache-control': 'no-store' };
    for (const name of ['content-type', 'content-length']) {
      const value = response.headers[name];
      if (typeof value === 'string') answerHeaders[name] = value;
    }
    res.writeHead(response.statusCode, answerHeaders);
    await pipeline(response.body, res);
    // The platform answered before it had read the whole body (a refusal): the rest is not forwarded.
    dropRestOfBody(req);
  } catch (error) {
    if (limit?.exceeded) return refuseUpload(req, res, 413, tooLarge(limit.max));
    log.error(`upstream PUT ${upstreamPath.split('/').slice(0, 3).join('/')}/… failed: ${(error as Error).message}`);
    if (!res.headersSent) {
      answerJson(res, 502, { error: 'Bad Gateway', errorMessage: 'Unexpected error.', errorCode: 'INTERNAL' });
      dropRestOfBody(req);
    } else res.destroy();
  }
}
