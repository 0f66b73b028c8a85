import type { FieldErrors } from '../../http/errors.js';
import { sharedFieldErrors } from '../devices/fields.js';

/** docs/rest-contract.md "Alarm devices (issue 11)", Validation; spec 002 sections 5 and 9. */
export const SERIAL_MAX = 64;
/** The sensor's free text fields (SIA id, alarm area, object, placement, floor, remote centre, sound). */
export const TEXT_MAX = 200;
/**
 * A serial names the device in its path (`/flic-hub/{serial}`, `/collactivate/{serial}`): letters, digits and
 * `.` `_` `:` `-`, not only digits (a sensor is also addressed by its numeric id).
 */
const SERIAL_PATTERN = /^(?!\d+$)[A-Za-z0-9._:-]+$/;

export const PRESS_TYPES = ['click', 'double_click', 'hold'] as const;
export type Press = (typeof PRESS_TYPES)[number];
export const ALERT_TYPES = ['SOS_Emergency', 'Public_Alert', 'Safe_Assist', 'Network_Alert', 'Summon'] as const;
export const SENSOR_TEXT_FIELDS = [
  'siaId',
  'alarmAreaName',
  'objectName',
  'placement',
  'floor',
  'alertRemoteCenter',
  'sound',
] as const;

/** The body of POST/PUT /flic-hub and /collactivate as the API names it. */
export interface DeviceInput {
  type?: string | null;
  serialNumber?: string | null;
  name?: string | null;
  clientId?: number | null;
  userId?: number | null;
  location?: string | null;
  lat?: number | null;
  lng?: number | null;
  parentSerialNumber?: string | null;
  testModeEnabled?: boolean | null;
  testModeAutoDisableTimeoutMs?: number | null;
  enableClustering?: boolean | null;
  deleted?: boolean | null;
  description?: string | null;
  siaId?: string | null;
  alarmAreaName?: string | null;
  objectName?: string | null;
  placement?: string | null;
  floor?: string | null;
  alertRemoteCenter?: string | null;
  sound?: string | null;
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/** A serial as stored: trimmed; undefined when none was given. */
export const serialOf = (v: string | null | undefined) => (blank(v) ? undefined : v!.trim());

export function serialError(serial: string): string | undefined {
  if (serial.length > SERIAL_MAX) return 'TOO_LONG';
  if (!SERIAL_PATTERN.test(serial)) return 'INVALID';
  return undefined;
}

/** The rules every hub, button and sensor form shares (spec 5); scope, owner and parent checks come after. */
export function deviceFieldErrors(input: DeviceInput, sensor: boolean): FieldErrors {
  const e = sharedFieldErrors(sensor ? input : { ...input, description: null });
  if (sensor) for (const k of SENSOR_TEXT_FIELDS) if (input[k] && input[k]!.trim().length > TEXT_MAX) e[k] = 'TOO_LONG';
  return e;
}

/** One press block as the API names it (PressSettings). */
export interface PressSettings {
  usePolicySettings: boolean;
  useHubSettings: boolean;
  alertType: (typeof ALERT_TYPES)[number];
  selectedNetworks: number[];
  title: string | null;
  description: string | null;
  sound: string | null;
}

export const DEFAULT_PRESS: PressSettings = {
  usePolicySettings: true,
  useHubSettings: false,
  alertType: 'Network_Alert',
  selectedNetworks: [],
  title: null,
  description: null,
  sound: null,
};

export const PRESS_TITLE_MAX = 100;
