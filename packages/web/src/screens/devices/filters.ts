// The DALM devices list's filters as URL keys (devices.status=ALARM, devices.online=false) and their
// translation into the query's `filter: DeviceFilter` variable.
import type { OrderBy } from '../../ui/useTableControls';

export const DEVICES_URL_PREFIX = 'devices';
export const DEFAULT_DEVICE_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };

export const DEVICE_STATUSES = ['OK', 'INACTIVE', 'ALARM'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** Filter names with their defaults (null: not filtered). */
export const DEVICE_FILTERS: Readonly<Record<string, string | null>> = { status: null, online: null };

/** The table's variables (filters spread as plain strings) -> the query's variables with `filter`. */
export function toDevicesVariables(variables: Record<string, unknown>): Record<string, unknown> {
  const { status, online, ...rest } = variables as Record<string, string | null>;
  const filter: { status?: string; online?: boolean } = {};
  if (status && (DEVICE_STATUSES as readonly string[]).includes(status)) filter.status = status;
  if (online === 'true' || online === 'false') filter.online = online === 'true';
  return { ...rest, filter: Object.keys(filter).length ? filter : null };
}
