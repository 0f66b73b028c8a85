import { createGraphQLError, type Plugin } from 'graphql-yoga';

const DECIMAL = /^\d+$/;

const tooLarge = () =>
  createGraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });

/**
 * The request body limit (413 REQUEST_ENTITY_TOO_LARGE), in place of yoga's `maxRequestBodySize`, which
 * pipes every body through a TransformStream into a second Request even when Content-Length already
 * bounds it (about 5 % of the gateway's CPU per operation in bench/overhead.ts). Node's HTTP parser never
 * hands a handler more than Content-Length bytes of body, so a declared length within the limit needs
 * no counting; only a body without one (chunked) is counted as it streams. Yoga's own limit is turned off
 * (`maxRequestBodySize: false`) where this plugin is used.
 */
export function useBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        if (!DECIMAL.test(declared)) {
          throw createGraphQLError('Content-Length header is invalid.', {
            extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
          });
        }
        if (Number(declared) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((req) => requestParser(counted(req, limit, fetchAPI)));
    },
  };
}

/** `request` with a body that fails with 413 once more than `limit` bytes have streamed. */
function counted(
  request: Request,
  limit: number,
  fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream },
): Request {
  // As yoga does: a native body needs the native TransformStream, a ponyfilled one the ponyfill's.
  const Transform = request.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let read = 0;
  const body = request.body!.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body,
    duplex: 'half',
  } as RequestInit);
}
