// The rules the three device forms (DALM, Flic hub and button, sensor) share: spec 002 section 5 and
// docs/rest-contract.md "Alarm devices". The platform checks every one again.
import type { PickerOption } from '../../../ui/SearchPicker';

export const NAME_MAX = 100;
export const LOCATION_MAX = 200;
export const DESCRIPTION_MAX = 300;

/** What every device form holds (each form adds its own fields). */
export interface DeviceFormBase {
  name: string;
  location: string;
  latitude: string;
  longitude: string;
  client: PickerOption | null;
  owner: PickerOption | null;
  testModeEnabled: boolean;
  testModeAutoDisableTimeoutMs: number;
  enableClustering: boolean;
  deleted: boolean;
}

/** A coordinate as typed: required, a plain decimal number, at most `limit` either side of 0. */
export function coordinateError(text: string, limit: number): 'REQUIRED' | 'OUT_OF_RANGE' | null {
  const value = text.trim();
  if (!value) return 'REQUIRED';
  return /^-?\d+(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit ? null : 'OUT_OF_RANGE';
}

/**
 * The checks every device has, as field -> code: name and location required and not too long, latitude and
 * longitude required and in range, and a client owner from a non-admin (else the device would be lost to
 * it once saved).
 */
export function commonDeviceErrors(
  values: Pick<DeviceFormBase, 'name' | 'location' | 'latitude' | 'longitude'> & { client: unknown },
  viewerIsAdmin: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > NAME_MAX) errors.name = 'TOO_LONG';
  if (!values.location.trim()) errors.location = 'REQUIRED';
  else if (values.location.trim().length > LOCATION_MAX) errors.location = 'TOO_LONG';
  const latitude = coordinateError(values.latitude, 90);
  if (latitude) errors.latitude = latitude;
  const longitude = coordinateError(values.longitude, 180);
  if (longitude) errors.longitude = longitude;
  if (!viewerIsAdmin && !values.client) errors.client = 'REQUIRED';
  return errors;
}

/** The input fields every device mutation takes; the deleted flag only for an existing device. */
export function commonDeviceInput(values: DeviceFormBase, { existing }: { existing: boolean }) {
  return {
    name: values.name.trim(),
    location: values.location.trim(),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    clientId: values.client?.id ?? null,
    ownerId: values.owner?.id ?? null,
    testModeEnabled: values.testModeEnabled,
    testModeAutoDisableTimeoutMs: values.testModeEnabled ? values.testModeAutoDisableTimeoutMs : 0,
    enableClustering: values.enableClustering,
    ...(existing ? { deleted: values.deleted } : {}),
  };
}

/** The platform's and the gateway's field names -> the forms' fields. */
export const SERVER_FIELDS: Readonly<Record<string, string>> = {
  lat: 'latitude',
  lng: 'longitude',
  clientId: 'client',
  clientOwnerId: 'client',
  ownerId: 'owner',
  userId: 'owner',
};

/** A map pick or drag as the coordinate fields show it: 7 decimals (about 1 cm). */
export const roundCoordinate = (value: number) => String(Math.round(value * 1e7) / 1e7);

/** Text trimmed, or null when nothing is left (optional text fields). */
export const trimmedOrNull = (text: string) => (text.trim() ? text.trim() : null);
