import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/postgres.js';

export type FieldErrors = Record<string, string>;

/** Any error a handler wants the client to see; everything else becomes a 500 INTERNAL. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'VALIDATION_FAILED', message, fields ? { fields } : {});
export const unauthenticated = (code = 'UNAUTHENTICATED', message = 'Authentication required') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyAttempts = (retryAfterSeconds: number, message = 'Too many attempts, try again later') =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', message, { retryAfterSeconds: Math.max(0, Math.ceil(retryAfterSeconds)) });

export function errorBody(
  statusCode: number,
  errorCode: string,
  errorMessage: string,
  extra: Record<string, unknown> = {},
) {
  return { error: STATUS_CODES[statusCode] ?? 'Error', errorMessage, errorCode, ...extra };
}

type ValidationItem = { instancePath?: string; keyword?: string; params?: Record<string, unknown> };

function fieldsOf(items: ValidationItem[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const item of items) {
    const missing = item.params?.missingProperty;
    if (item.keyword === 'required' && typeof missing === 'string') fields[missing] = 'REQUIRED';
    else {
      const name = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      if (name) fields[name] = 'INVALID';
    }
  }
  return fields;
}

const CODES_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_ATTEMPTS',
};

/** Every answer that is not a success has the { error, errorMessage, errorCode } shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 429 || err.extra.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(err.extra.retryAfterSeconds ?? 0));
      // A server-side failure the caller is told about (a mail server down): the operator needs its cause.
      if (err.statusCode >= 500)
        request.log.warn(
          { err: err.cause ?? err, errorCode: err.errorCode },
          `answered ${err.statusCode}: ${err.message}`,
        );
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.errorCode, err.message, err.extra));
    }
    if (err.validation) {
      const fields = fieldsOf(err.validation as ValidationItem[]);
      const message = `Invalid ${err.validationContext ?? 'request'}: ${err.message}`;
      return reply
        .status(400)
        .send(errorBody(400, 'VALIDATION_FAILED', message, Object.keys(fields).length ? { fields } : {}));
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      return reply.status(status).send(errorBody(status, CODES_BY_STATUS[status] ?? 'BAD_REQUEST', err.message));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn(
        { err: { message: err.message, code: (err as { code?: unknown }).code } },
        'database unavailable',
      );
      reply.header('retry-after', '1');
      return reply
        .status(503)
        .send(errorBody(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable, try again shortly'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'INTERNAL', 'Oups! Something went wrong. Contact support for help.'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody(404, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
