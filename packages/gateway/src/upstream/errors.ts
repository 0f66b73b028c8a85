import { GraphQLError } from 'graphql';
import type { Logger } from '../logger.js';

/** The platform's error body: { error, errorMessage, errorCode } plus optional details. */
export interface PlatformErrorBody {
  error?: string;
  errorMessage?: string;
  errorCode?: string;
  /** Fastify's own answers (e.g. a framework refusal) say `message`, not `errorMessage`. */
  message?: string;
  retryAfterSeconds?: number;
  fields?: Record<string, string>;
  /** A refused import: the rows and fields at fault (POST /clients/{id}/import-users). */
  rows?: { row: number; field: string; code: string }[];
  /** 409 DOMAIN_CLAIMED: the e-mail domain another organization claims (PUT /organizations/{id}/saml). */
  domain?: string;
  /** 409 ORGANIZATION_HAS_CLIENTS: how many clients the organization has (DELETE /organizations/{id}). */
  clientCount?: number;
  /** 409 errorCode 114/115: the device holding the DALM id, when the caller can see it (POST /devices). */
  existingId?: number;
  /** A refused batch add: each refused pick, its field and why (PUT /documents/{id}/users, ...). */
  refused?: { field: string; id: number; name: string | null; code: string }[];
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  // The platform's database is unreachable for now (errorCode DATABASE_UNAVAILABLE, retryAfterSeconds).
  503: 'SERVICE_UNAVAILABLE',
};

export function internalError(): GraphQLError {
  return new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

export function unauthenticated(message: string, errorCode = 'UNAUTHENTICATED'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', errorCode } });
}

export function badUserInput(message: string, errorCode = 'VALIDATION_FAILED'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', errorCode } });
}

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof GraphQLError && error.extensions.code === code;
}

/** Any other 4xx: still the caller's request at fault, so a clear error with the platform's words. */
const OTHER_CLIENT_ERROR = 'BAD_REQUEST';

/**
 * A 502 the platform answers on purpose: a third party it depends on failed, and the reason is the
 * caller's to act on (the organization's identity provider is down or its metadata URL is wrong). Any
 * other 5xx stays masked.
 */
const THIRD_PARTY_FAILURES: ReadonlySet<string> = new Set(['IDP_METADATA_UNAVAILABLE']);

/**
 * Client errors (every 4xx) and a third party's failure keep the platform's message and code; anything
 * else (5xx, other statuses) is masked and only logged, so internals never reach the browser.
 */
export function platformError(
  status: number,
  bodyText: string,
  request: { method: string; path: string; retryAfterHeader?: string },
  log: Logger,
): GraphQLError {
  const body = parseErrorBody(bodyText);
  const code =
    CODE_BY_STATUS[status] ??
    (status >= 400 && status < 500 ? OTHER_CLIENT_ERROR : undefined) ??
    (status === 502 && body.errorCode && THIRD_PARTY_FAILURES.has(body.errorCode) ? 'BAD_GATEWAY' : undefined);
  if (!code) {
    log.error(`upstream ${request.method} ${request.path} answered ${status}: ${bodyText.slice(0, 500)}`);
    return internalError();
  }
  const retryAfterSeconds = body.retryAfterSeconds ?? numberOrUndefined(request.retryAfterHeader);
  const message = [body.errorMessage, body.message, body.error].find((text) => typeof text === 'string' && text);
  return new GraphQLError(message ?? `Request failed with status ${status}.`, {
    extensions: {
      code,
      errorCode: body.errorCode ?? code,
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
      ...(body.fields && { fields: body.fields }),
      ...(Array.isArray(body.rows) && { rows: body.rows }),
      ...(Array.isArray(body.refused) && { refused: body.refused }),
      ...(typeof body.domain === 'string' && { domain: body.domain }),
      ...(typeof body.clientCount === 'number' && { clientCount: body.clientCount }),
      ...(typeof body.existingId === 'number' && { existingId: body.existingId }),
    },
  });
}

function parseErrorBody(text: string): PlatformErrorBody {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as PlatformErrorBody) : {};
  } catch {
    return {};
  }
}

function numberOrUndefined(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) ? parsed : undefined;
}

/** DataLoader batch functions report a failed key by returning an Error in its place. */
export function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
