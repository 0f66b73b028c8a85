import type { OrderBy } from '../../ui/useTableControls';

/** Spec 002 section 2: the sensor devices list opens newest first. */
export const DEFAULT_SENSOR_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };

/** The sensor's alarm zones on its map (spec 002 section 9): 50, 25 and 15 m, yellow, blue, red. */
export const SENSOR_ALARM_ZONES = [
  { radius: 50, color: '#ECC94B' },
  { radius: 25, color: '#3182CE' },
  { radius: 15, color: '#E53E3E' },
] as const;

/** Sounds a sensor's alarm may play (the platform's names; labels are the policy's `sound.*`). */
export const SENSOR_SOUNDS: Readonly<Record<string, string>> = {
  default: 'DEFAULT',
  alarmfire: 'ALARMFIRE',
  alarmsmoke: 'ALARMSMOKE',
  siren: 'SIREN',
  uan: 'UAN',
  'uan-short': 'UAN_SHORT',
};

/** Roles that add and edit sensor devices (a plain user never reaches the console's lists). */
export const canManageSensors = (roles: readonly string[] | null | undefined) =>
  Boolean(roles?.some((role) => role !== 'USER'));
