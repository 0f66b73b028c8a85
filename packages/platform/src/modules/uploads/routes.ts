import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { AppError } from '../../http/errors.js';
import { LARGEST_UPLOAD_BYTES, UPLOAD_RULES, UploadsService } from './service.js';

// Over the largest purpose's limit (documents, 50 MB), so a slightly larger file still reaches the handler
// and gets 413 TOO_LARGE; each purpose's own limit is checked before the body is read (tooLargeForPurpose).
const BODY_LIMIT = LARGEST_UPLOAD_BYTES + 1024 * 1024;

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

/** The signed-URL PUT and the public file reads: no bearer token, the URL is the credential. */
export async function uploadsRoutes(app: FastifyInstance, deps: Deps) {
  const uploads = new UploadsService(deps);

  // Raw bytes of any type reach the handler, which answers UNSUPPORTED_TYPE itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));

  /**
   * A declared length over the purpose's limit is refused before the body is read: a client icon's URL
   * does not take 50 MB into memory. A bad token is left to the handler (401).
   */
  const tooLargeForPurpose = async (req: FastifyRequest<{ Params: { token: string } }>) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (!length) return;
    const upload = await uploads.pending(req.params.token).catch(() => undefined);
    const max = upload && UPLOAD_RULES[upload.purpose].maxBytes;
    if (max && length > max)
      throw new AppError(413, 'TOO_LARGE', `The file is larger than ${Math.round(max / 1024 / 1024)} MB`);
  };

  app.put<{ Params: { token: string } }>(
    '/uploads/:token',
    {
      config: { public: true },
      bodyLimit: BODY_LIMIT,
      schema: { params: tokenParams },
      preParsing: tooLargeForPurpose,
    },
    async (req, reply) => {
      const stored = await uploads.store(req.params.token, req.headers['content-type'], req.body as Buffer | undefined);
      return reply.status(201).send(stored);
    },
  );

  app.get<{ Params: { key: string } }>(
    '/files/:key',
    { config: { public: true }, schema: { params: keyParams } },
    async (req, reply) => {
      const file = await uploads.file(req.params.key);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.bytes);
    },
  );
}
