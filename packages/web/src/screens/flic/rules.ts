// The form's rules for hubs and buttons (spec 002 section 5; docs/rest-contract.md "Alarm devices"); the
// platform checks them again.
import type { PickerOption } from '../../ui/SearchPicker';

export const NAME_MAX = 100;
export const LOCATION_MAX = 200;
/** The map's range circle: hub 20 m, button 10 m (spec 002 section 9). */
export const HUB_RANGE_M = 20;
export const BUTTON_RANGE_M = 10;
export const HUB_RANGE_COLOR = '#3182CE';
export const BUTTON_RANGE_COLOR = '#805AD5';
export const DEFAULT_LATITUDE = 59.3243556;
export const DEFAULT_LONGITUDE = 18.0705097;

export type FlicType = 'HUB' | 'BUTTON';

export interface FlicFormValues {
  name: string;
  serialNumber: string;
  location: string;
  latitude: string;
  longitude: string;
  client: PickerOption | null;
  owner: PickerOption | null;
  hub: PickerOption | null;
  testModeEnabled: boolean;
  testModeAutoDisableTimeoutMs: number;
  enableClustering: boolean;
  deleted: boolean;
}

/** A new hub: empty name and serial, everything off, central Stockholm (spec 002 section 3). */
export function blankFlicDevice(hub: PickerOption | null = null): FlicFormValues {
  return {
    name: '',
    serialNumber: '',
    location: '',
    latitude: String(DEFAULT_LATITUDE),
    longitude: String(DEFAULT_LONGITUDE),
    client: null,
    owner: null,
    hub,
    testModeEnabled: false,
    testModeAutoDisableTimeoutMs: 0,
    enableClustering: false,
    deleted: false,
  };
}

const coordinate = (text: string, limit: number): 'REQUIRED' | 'OUT_OF_RANGE' | null => {
  if (!text.trim()) return 'REQUIRED';
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? null : 'OUT_OF_RANGE';
};

/** Field → code of each rule broken (empty when the form may be sent). */
export function validateFlicDevice(values: FlicFormValues, { viewerIsAdmin }: { viewerIsAdmin: boolean }) {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > NAME_MAX) errors.name = 'TOO_LONG';
  if (!values.location.trim()) errors.location = 'REQUIRED';
  else if (values.location.trim().length > LOCATION_MAX) errors.location = 'TOO_LONG';
  const latitude = coordinate(values.latitude, 90);
  if (latitude) errors.latitude = latitude;
  const longitude = coordinate(values.longitude, 180);
  if (longitude) errors.longitude = longitude;
  // a device a non-admin could not see afterwards would be lost to it: the client owner is required
  if (!viewerIsAdmin && !values.client) errors.client = 'REQUIRED';
  return errors;
}

/** Form values → FlicDeviceInput (the serial is sent only on create; the platform keeps it afterwards). */
export function toFlicInput(values: FlicFormValues, type: FlicType, { existing }: { existing: boolean }) {
  return {
    type,
    serialNumber: existing ? undefined : values.serialNumber.trim() || null,
    name: values.name.trim(),
    location: values.location.trim(),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    clientId: values.client?.id ?? null,
    ownerId: values.owner?.id ?? null,
    hubId: type === 'BUTTON' ? (values.hub?.id ?? null) : null,
    testModeEnabled: values.testModeEnabled,
    testModeAutoDisableTimeoutMs: values.testModeEnabled ? values.testModeAutoDisableTimeoutMs : 0,
    enableClustering: values.enableClustering,
    ...(existing ? { deleted: values.deleted } : {}),
  };
}

/** The platform's and the gateway's field names → the form's fields. */
export const SERVER_FIELDS: Readonly<Record<string, string>> = {
  lat: 'latitude',
  lng: 'longitude',
  clientId: 'client',
  clientOwnerId: 'client',
  ownerId: 'owner',
  userId: 'owner',
  hubId: 'hub',
  parentSerialNumber: 'hub',
};
