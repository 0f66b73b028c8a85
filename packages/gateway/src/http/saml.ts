import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger.js';
import { answerJson, ByteLimit } from './proxyAnswers.js';
import type { Upstreams } from '../upstream/upstreams.js';

export const SAML_METADATA_PATH = '/saml/metadata';
export const SAML_ACS_PATH = '/saml/acs';

/** A SAMLResponse form post: a signed assertion with a few attributes is some kilobytes; 1 MB is far above any real one. */
export const MAX_ACS_BYTES = 1024 * 1024;

const ROUTES: Record<string, { method: 'GET' | 'POST'; upstreamPath: string }> = {
  [SAML_METADATA_PATH]: { method: 'GET', upstreamPath: '/v2/auth/saml/metadata' },
  [SAML_ACS_PATH]: { method: 'POST', upstreamPath: '/v2/auth/saml/acs' },
};

const PASSED_RESPONSE_HEADERS = ['content-type', 'content-length', 'location'];

export const isSamlPath = (pathname: string) => Object.hasOwn(ROUTES, pathname);

/**
 * The console's origin is the SAML service provider's public face (entity id `<console>/saml/metadata`,
 * ACS `<console>/saml/acs`): the gateway forwards both to the platform's v2 upstream. The identity
 * provider's auto-submitted form body is streamed through (size-capped); the platform's status,
 * content type and `Location` (the 303 back to the console) come back as they are. Nothing is cached.
 */
export function createSamlHandler(upstreams: Upstreams, log: Logger) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    const route = ROUTES[pathname]!;
    const allowed = route.method === 'GET' ? ['GET', 'HEAD'] : ['POST'];
    if (!allowed.includes(req.method ?? '')) {
      req.resume();
      return answerJson(
        res,
        405,
        { error: 'Method Not Allowed', errorMessage: 'Method not allowed', errorCode: 'METHOD_NOT_ALLOWED' },
        allowed,
      );
    }
    const isPost = route.method === 'POST';
    if (isPost && Number(req.headers['content-length'] ?? 0) > MAX_ACS_BYTES) {
      req.resume();
      return answerJson(res, 413, tooLarge);
    }

    const upstream = upstreams.forPath(route.upstreamPath);
    const headers: Record<string, string> = {};
    for (const name of isPost ? ['content-type', 'content-length'] : []) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const limit = new ByteLimit(MAX_ACS_BYTES);
    try {
      const response = await upstream.pool.request({
        method: req.method as 'GET' | 'HEAD' | 'POST',
        path: upstream.basePath + route.upstreamPath,
        headers,
        body: isPost ? req.pipe(limit) : undefined,
      });
      const responseHeaders: Record<string, string> = { 'cache-control': 'no-store' };
      for (const name of PASSED_RESPONSE_HEADERS) {
        const value = response.headers[name];
        if (typeof value === 'string') responseHeaders[name] = value;
      }
      res.writeHead(response.statusCode, responseHeaders);
      await pipeline(response.body, res);
    } catch (error) {
      if (limit.exceeded) {
        // the rest of the body is read and dropped, so the connection (and a server closing) is not left hanging
        req.unpipe(limit);
        req.resume();
        return answerJson(res, 413, tooLarge);
      }
      log.error(`upstream ${req.method} ${route.upstreamPath} failed: ${(error as Error).message}`);
      if (!res.headersSent)
        answerJson(res, 502, { error: 'Bad Gateway', errorMessage: 'Unexpected error.', errorCode: 'INTERNAL' });
      else res.destroy();
    }
  };
}

const tooLarge = { error: 'Payload Too Large', errorMessage: 'The request is too large.', errorCode: 'TOO_LARGE' };
