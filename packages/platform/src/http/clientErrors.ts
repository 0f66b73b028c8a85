import { STATUS_CODES, maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';

/**
 * The longest path parameter the router hands to a route (Fastify's default is 100): the longest any route
 * declares (a help section's or a device's key, 200), so each one meets its own schema (400 VALIDATION_FAILED)
 * and only longer ones stop at the router (400 PARAMETER_TOO_LONG).
 */
export const MAX_PARAM_LENGTH = 200;

/**
 * Requests Node's HTTP parser refuses before Fastify sees them, answered in the usual shape instead of
 * Fastify's own: a request line and headers over Node's limit (16 KB; a 200,000-character `?q=` is one)
 * answer 400 HEADERS_TOO_LARGE, any other malformed request 400 BAD_REQUEST, a request too slow to arrive
 * 408 REQUEST_TIMEOUT. The connection is closed after the answer, as Node does.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          400,
          errorBody(
            400,
            'HEADERS_TOO_LARGE',
            `The request's address and headers are longer than ${maxHeaderSize / 1024} KB: shorten them, or send long values in the request body.`,
          ),
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody(408, 'REQUEST_TIMEOUT', 'The request did not arrive in time.')]
        : [400, errorBody(400, 'BAD_REQUEST', 'The request is not valid HTTP.')];
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/** The router's refusals (a path parameter over MAX_PARAM_LENGTH, a malformed URL), in the usual shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(400)
      .send(errorBody(400, 'PARAMETER_TOO_LONG', `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`));
    return;
  }
  void reply.status(400).send(errorBody(400, 'BAD_REQUEST', error.message));
}
