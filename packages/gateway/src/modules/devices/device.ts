import { toGlobalId } from '../../ids.js';

/** A row of GET /backoffice/clients/{id}/devices. */
export interface RestDevice {
  id: number;
  name: string;
  dalmId?: string | null;
  location?: string | null;
  clientOwnerName?: string | null;
  ownerName?: string | null;
  lastReceivedSignalAt?: string | null;
  relaysCount?: number | null;
  relaysEnabled?: boolean | null;
  testModeEnabled?: boolean;
  isOnline?: boolean;
  status?: string;
  createdAt?: string | null;
  serialNumber?: string | null;
}

/** A row of GET /backoffice/devices/search (the device picker). */
export interface RestDeviceSearchRow {
  id: number;
  name: string;
  dalmId?: string | null;
}

/** Fields a picker row lacks; read from the client's device list when selected. */
export const DEVICE_ROW_FIELDS = [
  'location',
  'clientOwnerName',
  'ownerName',
  'lastReceivedSignalAt',
  'relaysCount',
  'relaysEnabled',
  'testModeEnabled',
  'isOnline',
  'status',
  'createdAt',
  'serialNumber',
] as const;

export type DeviceSource = {
  __typename: 'Device';
  id: string;
  restId: string;
  name: string;
  dalmId: string | null;
  /** The client whose device list holds the full row; null when unknown (picker without clientId). */
  clientRestId: string | null;
} & { [F in (typeof DEVICE_ROW_FIELDS)[number]]: unknown };

const STATUSES = ['OK', 'INACTIVE', 'ALARM'];

export function toDevice(row: RestDevice, clientRestId: string | null): DeviceSource {
  const status = (row.status ?? '').toUpperCase();
  return {
    __typename: 'Device',
    id: toGlobalId('Device', row.id),
    restId: String(row.id),
    name: row.name,
    dalmId: row.dalmId ?? null,
    clientRestId,
    location: row.location ?? null,
    clientOwnerName: row.clientOwnerName ?? null,
    ownerName: row.ownerName ?? null,
    lastReceivedSignalAt: row.lastReceivedSignalAt ?? null,
    relaysCount: row.relaysCount ?? null,
    relaysEnabled: row.relaysEnabled ?? null,
    testModeEnabled: row.testModeEnabled ?? false,
    isOnline: row.isOnline ?? false,
    status: STATUSES.includes(status) ? status : 'INACTIVE',
    createdAt: row.createdAt ?? null,
    serialNumber: row.serialNumber ?? null,
  };
}

export function toDeviceFromSearch(row: RestDeviceSearchRow, clientRestId: string | null): DeviceSource {
  const partial = Object.fromEntries(DEVICE_ROW_FIELDS.map((field) => [field, undefined])) as Record<
    (typeof DEVICE_ROW_FIELDS)[number],
    undefined
  >;
  return {
    ...partial,
    __typename: 'Device',
    id: toGlobalId('Device', row.id),
    restId: String(row.id),
    name: row.name,
    dalmId: row.dalmId ?? null,
    clientRestId,
  };
}
