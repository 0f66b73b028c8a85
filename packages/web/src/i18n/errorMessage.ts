import type { IntlShape } from 'react-intl';
import { ApiError } from '../relay/ApiError';

/**
 * Error codes (the platform's errorCode, or the gateway's GraphQL code) and the catalog text each one
 * shows: `error.<key>`. Several codes share a text where the user can do the same thing about them.
 * Every code the platform and gateway emit is here; a test checks that each has a text in every language.
 */
export const ERROR_TEXTS: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_CODE: 'INVALID_CODE',
  CODE_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  TOO_MANY_REQUESTS: 'TOO_MANY_ATTEMPTS',
  SSO_NOT_CONFIGURED: 'SSO_NOT_CONFIGURED',
  INVALID_SSO_CODE: 'INVALID_SSO_CODE',
  IDP_METADATA_UNAVAILABLE: 'IDP_METADATA_UNAVAILABLE',
  NO_PENDING_LOGIN: 'NO_PENDING_LOGIN',
  REFRESH_TOKEN_REUSED: 'REFRESH_TOKEN_REUSED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  TOKEN_INVALID: 'UNAUTHENTICATED',
  NO_REFRESH_TOKEN: 'UNAUTHENTICATED',
  PERSISTED_DOCUMENT_NOT_ALLOWED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  NETWORK_ERROR: 'NETWORK_ERROR',
  REQUEST_TIMEOUT: 'NETWORK_ERROR',
  // bad input (the hardening's one validation layer, plus the gateway's argument checks)
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'VALIDATION_FAILED',
  BAD_USER_INPUT: 'VALIDATION_FAILED',
  STRING_TOO_LONG: 'TEXT_TOO_LONG',
  PARAMETER_TOO_LONG: 'VALIDATION_FAILED',
  INVALID_ID: 'VALIDATION_FAILED',
  INVALID_CURSOR: 'VALIDATION_FAILED',
  METHOD_NOT_ALLOWED: 'VALIDATION_FAILED',
  FIELD_NOT_AVAILABLE: 'FIELD_NOT_AVAILABLE',
  CONFLICT: 'CONFLICT',
  OWNER_CANNOT_BE_REMOVED: 'OWNER_CANNOT_BE_REMOVED',
  OWNER_CANNOT_BE_CHANGED: 'OWNER_CANNOT_BE_CHANGED',
  DEVICE_OWNER_REQUIRED: 'DEVICE_OWNER_REQUIRED',
  // users (issue 8)
  SSO_USER: 'SSO_USER',
  CANNOT_DELETE_SELF: 'CANNOT_DELETE_SELF',
  REACH_OUTSIDE_SCOPE: 'REACH_OUTSIDE_SCOPE',
  // organizations (issue 10)
  ORGANIZATION_HAS_CLIENTS: 'ORGANIZATION_HAS_CLIENTS',
  CLIENT_IN_OTHER_ORGANIZATION: 'CLIENT_IN_OTHER_ORGANIZATION',
  DOMAIN_CLAIMED: 'DOMAIN_CLAIMED',
  CANNOT_CHANGE_OWN_ADMIN: 'CANNOT_CHANGE_OWN_ADMIN',
  CANNOT_REMOVE_SELF: 'CANNOT_REMOVE_SELF',
  // integrations: a DC-09 key sealed under another JWT_SECRET
  ENCRYPTION_KEY_UNREADABLE: 'ENCRYPTION_KEY_UNREADABLE',
  // incidents (issue 13)
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  NETWORK_NOT_ACTIVE: 'NETWORK_NOT_ACTIVE',
  TOO_MANY: 'TOO_MANY',
  TOO_MANY_STREAMS: 'TOO_MANY_STREAMS',
  // sizes and files
  TOO_LARGE: 'TOO_LARGE',
  PAYLOAD_TOO_LARGE: 'TOO_LARGE',
  REQUEST_ENTITY_TOO_LARGE: 'TOO_LARGE',
  HEADERS_TOO_LARGE: 'TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_TYPE',
  UNSUPPORTED_TYPE: 'UNSUPPORTED_TYPE',
  INVALID_IMAGE: 'INVALID_IMAGE',
  UPLOAD_EXPIRED: 'UPLOAD_EXPIRED',
  // the service is there but cannot answer now
  DATABASE_UNAVAILABLE: 'UNAVAILABLE',
  DRAINING: 'UNAVAILABLE',
  SERVICE_UNAVAILABLE: 'UNAVAILABLE',
  // the mail server did not take a mail the user waits for (a sign-in code, a new user's password)
  MAIL_UNAVAILABLE: 'MAIL_UNAVAILABLE',
  // the gateway's limits on one GraphQL operation
  ALIAS_LIMIT_EXCEEDED: 'QUERY_LIMIT',
  COST_LIMIT_EXCEEDED: 'QUERY_LIMIT',
  LIST_LIMIT_EXCEEDED: 'LIST_LIMIT',
  DIRECTIVE_LIMIT_EXCEEDED: 'QUERY_LIMIT',
  TOKEN_LIMIT_EXCEEDED: 'QUERY_LIMIT',
  QUERY_TOO_DEEP: 'QUERY_LIMIT',
  GRAPHQL_PARSE_FAILED: 'QUERY_LIMIT',
  // trusted documents: an id the gateway does not know means this console is older than the server
  PERSISTED_DOCUMENT_NOT_FOUND: 'OUTDATED_CONSOLE',
  PERSISTED_DOCUMENT_REQUIRED: 'OUTDATED_CONSOLE',
};

// Masked server faults carry a placeholder text that means nothing to a user.
const MASKED_CODES = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR']);

/**
 * The text to show for a failed request, in the user's language.
 * Rule: a known code shows its translated text. An unknown code shows the server's own message only
 * when the console is in English (the server writes English; it is more precise than a generic
 * text); in any other language, and for masked faults, the generic translated text — never English
 * inside a Swedish or Spanish screen.
 */
export function errorMessage(intl: IntlShape, error: unknown): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: 'error.generic' });
  const code = [error.errorCode, error.code].find((candidate) => candidate && candidate in ERROR_TEXTS);
  const key = code ? ERROR_TEXTS[code] : undefined;
  if (key === 'TOO_MANY_ATTEMPTS') {
    return error.retryAfterSeconds !== undefined
      ? intl.formatMessage({ id: 'error.TOO_MANY_ATTEMPTS' }, { seconds: error.retryAfterSeconds })
      : intl.formatMessage({ id: 'error.TOO_MANY_ATTEMPTS.later' });
  }
  if (key) return intl.formatMessage({ id: `error.${key}` });
  const masked = MASKED_CODES.has(error.code ?? '') || MASKED_CODES.has(error.errorCode ?? '');
  if (!masked && isEnglish(intl) && error.message.trim()) return error.message;
  return intl.formatMessage({ id: 'error.generic' });
}

export const isEnglish = (intl: IntlShape) => intl.locale === 'en' || intl.locale.startsWith('en-');
