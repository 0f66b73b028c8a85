import type { IntlShape } from 'react-intl';
import { ERROR_TEXTS } from '../i18n/errorMessage';
import { fieldErrorText, type FieldErrorShape } from './form';

/**
 * The text of a payload's first error: a code the error catalog knows (OWNER_CANNOT_BE_REMOVED, …)
 * shows its `error.*` text, other codes their field text.
 */
export function payloadErrorText(intl: IntlShape, error: Pick<FieldErrorShape, 'code' | 'message'>): string {
  const key = ERROR_TEXTS[error.code];
  if (key && !key.startsWith('TOO_MANY')) return intl.formatMessage({ id: `error.${key}` });
  return fieldErrorText(intl, error);
}
