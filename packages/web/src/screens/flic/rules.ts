// The form's rules for hubs and buttons (spec 002 section 5; docs/rest-contract.md "Alarm devices"); the
// platform checks them again.
import type { PickerOption } from '../../ui/SearchPicker';
import {
  commonDeviceErrors,
  commonDeviceInput,
  SERVER_FIELDS as COMMON_SERVER_FIELDS,
  type DeviceFormBase,
} from '../devices/form/rules';

export { LOCATION_MAX, NAME_MAX } from '../devices/form/rules';

/** The map's range circle: hub 20 m, button 10 m (spec 002 section 9). */
export const HUB_RANGE_M = 20;
export const BUTTON_RANGE_M = 10;
export const HUB_RANGE_COLOR = '#3182CE';
export const BUTTON_RANGE_COLOR = '#805AD5';
export const DEFAULT_LATITUDE = 59.3243556;
export const DEFAULT_LONGITUDE = 18.0705097;

export type FlicType = 'HUB' | 'BUTTON';

export interface FlicFormValues extends DeviceFormBase {
  serialNumber: string;
  hub: PickerOption | null;
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

/** Field → code of each rule broken (empty when the form may be sent). */
export function validateFlicDevice(values: FlicFormValues, { viewerIsAdmin }: { viewerIsAdmin: boolean }) {
  return commonDeviceErrors(values, viewerIsAdmin);
}

/** Form values → FlicDeviceInput (the serial is sent only on create; the platform keeps it afterwards). */
export function toFlicInput(values: FlicFormValues, type: FlicType, { existing }: { existing: boolean }) {
  return {
    type,
    serialNumber: existing ? undefined : values.serialNumber.trim() || null,
    ...commonDeviceInput(values, { existing }),
    hubId: type === 'BUTTON' ? (values.hub?.id ?? null) : null,
  };
}

/** The platform's and the gateway's field names → the form's fields. */
export const SERVER_FIELDS: Readonly<Record<string, string>> = {
  ...COMMON_SERVER_FIELDS,
  hubId: 'hub',
  parentSerialNumber: 'hub',
};
