// The DALM device form's rules (spec 002 section 5; docs/rest-contract.md "Alarm devices"). The platform
// checks every one again; these let the form say so before a round trip.
import { commonDeviceErrors, DESCRIPTION_MAX } from './form/rules';

export { DESCRIPTION_MAX, LOCATION_MAX, NAME_MAX } from './form/rules';

export interface DeviceRuleInput {
  name: string;
  description: string;
  location: string;
  latitude: string;
  longitude: string;
  dalmId: string;
  ownerId: string | null;
  clientId: string | null;
  /** Admins may leave the client owner empty (an owner then); others must pick one of their clients. */
  viewerIsAdmin: boolean;
}

/** Field -> code (codes with a text in the form: REQUIRED, TOO_LONG, OUT_OF_RANGE, OWNER_REQUIRED, CLIENT_REQUIRED). */
export function validateDevice(values: DeviceRuleInput): Record<string, string> {
  const { client, ...errors } = commonDeviceErrors({ ...values, client: values.clientId }, values.viewerIsAdmin);
  if (values.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  if (!values.dalmId.trim()) errors.dalmId = 'REQUIRED';
  if (client) errors.clientId = 'CLIENT_REQUIRED';
  else if (!values.ownerId && !values.clientId) errors.ownerId = 'OWNER_REQUIRED';
  return errors;
}
