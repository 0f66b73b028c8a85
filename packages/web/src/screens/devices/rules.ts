// The DALM device form's rules (spec 002 section 5; docs/rest-contract.md "Alarm devices"). The platform
// checks every one again; these let the form say so before a round trip.

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 300;
export const LOCATION_MAX = 200;

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
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > NAME_MAX) errors.name = 'TOO_LONG';
  if (!values.location.trim()) errors.location = 'REQUIRED';
  else if (values.location.trim().length > LOCATION_MAX) errors.location = 'TOO_LONG';
  if (values.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  const coordinate = (field: 'latitude' | 'longitude', limit: number) => {
    const text = values[field].trim();
    if (!text) errors[field] = 'REQUIRED';
    else if (!/^-?\d+(\.\d+)?$/.test(text) || Math.abs(Number(text)) > limit) errors[field] = 'OUT_OF_RANGE';
  };
  coordinate('latitude', 90);
  coordinate('longitude', 180);
  if (!values.dalmId.trim()) errors.dalmId = 'REQUIRED';
  if (!values.viewerIsAdmin && !values.clientId) errors.clientId = 'CLIENT_REQUIRED';
  else if (!values.ownerId && !values.clientId) errors.ownerId = 'OWNER_REQUIRED';
  return errors;
}

/** The platform's and the gateway's field names -> the form's. */
export function formField(field: string): string {
  if (field === 'lat') return 'latitude';
  if (field === 'lng') return 'longitude';
  if (field === 'clientOwnerId' || field === 'client') return 'clientId';
  if (field === 'owner') return 'ownerId';
  return field;
}
