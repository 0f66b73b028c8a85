import type { IntlShape } from 'react-intl';
import { errorMessage } from '../../../i18n/errorMessage';
import { ApiError } from '../../../relay/ApiError';
import type { FieldErrorShape } from '../../../ui/form';
import { payloadErrorText } from '../../../ui/payloadErrors';

/**
 * The text of a payload error (`{ code, message }`) or of a failed request (ApiError), as the networks'
 * tabs show them: the error catalog (CANNOT_CHANGE_OWN_ADMIN, CANNOT_REMOVE_SELF,
 * CLIENT_IN_OTHER_ORGANIZATION, …), else the field text / errorMessage's rule. DOMAIN_CLAIMED names the
 * domain when the caller knows which one it was.
 */
export function organizationErrorText(
  intl: IntlShape,
  error: Pick<FieldErrorShape, 'code' | 'message'> | unknown,
  domain?: string,
): string {
  const code = error instanceof ApiError ? (error.errorCode ?? error.code) : (error as { code?: string } | null)?.code;
  if (code === 'DOMAIN_CLAIMED' && domain)
    return intl.formatMessage({ id: 'organizations.saml.error.DOMAIN_CLAIMED' }, { domain });
  if (code === 'INVALID_DOMAIN' && domain && !(error instanceof ApiError))
    return intl.formatMessage({ id: 'organizations.saml.error.INVALID_DOMAIN' }, { domain });
  if (error instanceof ApiError || !(error && typeof error === 'object' && 'code' in error))
    return errorMessage(intl, error);
  return payloadErrorText(intl, error as Pick<FieldErrorShape, 'code' | 'message'>);
}
