import type { IntlShape } from 'react-intl';
import { ApiError } from '../relay/ApiError';

// Codes with a translated text; any other code shows the server's message.
const KNOWN_CODES = new Set([
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'SSO_NOT_CONFIGURED',
  'NO_PENDING_LOGIN',
  'REFRESH_TOKEN_REUSED',
  'TOKEN_EXPIRED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NETWORK_ERROR',
]);

// Masked server faults carry a placeholder text that means nothing to a user.
const MASKED_CODES = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR']);

export function errorMessage(intl: IntlShape, error: unknown): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: 'error.generic' });
  const code = [error.errorCode, error.code].find((candidate) => candidate && KNOWN_CODES.has(candidate));
  if (code === 'TOO_MANY_ATTEMPTS') {
    return error.retryAfterSeconds !== undefined
      ? intl.formatMessage({ id: 'error.TOO_MANY_ATTEMPTS' }, { seconds: error.retryAfterSeconds })
      : intl.formatMessage({ id: 'error.TOO_MANY_ATTEMPTS.later' });
  }
  if (code) return intl.formatMessage({ id: `error.${code}` });
  const masked = MASKED_CODES.has(error.code ?? '') || MASKED_CODES.has(error.errorCode ?? '');
  if (!masked && error.message.trim()) return error.message;
  return intl.formatMessage({ id: 'error.generic' });
}
