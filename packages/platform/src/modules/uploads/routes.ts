import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { unauthenticated } from '../../http/errors.js';
import type { UploadRow } from './repository.js';
import { UploadsService } from './service.js';

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 10, maxLength: 500 } },
} as const;

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', pattern: '^[a-f0-9]{32}\\.(png|jpg)$' } },
} as const;

/**
 * How long the rest of a refused body is still taken off the wire and dropped (nothing kept) before the
 * connection is closed, unless it ends sooner. Closing at once would reset the connection under a client
 * that is still sending, and it would lose the answer it had not read yet (nginx's lingering close).
 */
export const LINGER_MS = 2_000;

function lingerThenClose(req: IncomingMessage) {
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
  req.resume();
}

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

const declaredLength = (req: FastifyRequest) => {
  const header = req.headers['content-length'];
  return header === undefined ? undefined : Number(header);
};

/** The signed-URL PUT and the public file reads: no bearer token, the URL is the credential. */
export async function uploadsRoutes(app: FastifyInstance, deps: Deps) {
  const uploads = new UploadsService(deps);
  /** The upload each PUT's token named, found before its body. */
  const pendingOf = new WeakMap<FastifyRequest, UploadRow>();

  // The body reaches the handler unread, as a stream: it is read there with the upload's own limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  /**
   * Before a single body byte is read: the token (401), then what the headers say against the upload's
   * purpose (a declared length over its limit 413, a content type it was not asked for 400). A chunked body
   * is cut off at the limit by the handler; a Content-Length body cannot run past its declared length (the
   * HTTP parser frames it), and that length was checked here.
   */
  const checkBeforeBody = async (req: TokenRequest) => {
    const { token } = req.params;
    if (token.length > tokenParams.properties.token.maxLength)
      throw unauthenticated('UNAUTHENTICATED', 'Invalid upload URL');
    const upload = await uploads.pending(token);
    uploads.refuseBeforeBody(upload, req.headers['content-type'], declaredLength(req));
    pendingOf.set(req, upload);
  };

  /** An answer sent before the whole body arrived: the rest is dropped unread, for LINGER_MS at most. */
  const dropUnreadBody = async (req: FastifyRequest) => {
    if (!req.raw.complete) lingerThenClose(req.raw);
  };

  app.put<{ Params: { token: string } }>(
    '/uploads/:token',
    {
      config: { public: true },
      schema: { params: tokenParams },
      onRequest: checkBeforeBody,
      onSend: dropUnreadBody,
    },
    async (req, reply) => {
      const stored = await uploads.store(pendingOf.get(req)!, req.headers['content-type'], req.body as Readable);
      return reply.status(201).send(stored);
    },
  );

  /** What a pending upload accepts (its size limit): the gateway asks before it forwards a body. */
  app.get<{ Params: { token: string } }>(
    '/uploads/:token',
    { config: { public: true }, schema: { params: tokenParams } },
    async (req) => uploads.describe(req.params.token),
  );

  app.get<{ Params: { key: string } }>(
    '/files/:key',
    { config: { public: true }, schema: { params: keyParams } },
    async (req, reply) => {
      const file = await uploads.file(req.params.key);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.file.size)
        .type(file.contentType)
        .send(file.file.stream);
    },
  );
}
