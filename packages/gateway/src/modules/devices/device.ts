import { toGlobalId } from '../../ids.js';
import { toClientFromSearch, type ClientSource } from '../clients/client.js';
import { toPartialUser, toUser, type UserSource } from '../users/user.js';
import { deviceKindOf, devicePath, devicePermissionsOf, flicDevicePath, sensorDevicePath } from './alarmDevice.js';

/**
 * `DeviceRow` (docs/rest-contract.md "Alarm devices (issue 11)"): a row of GET /backoffice/devices, of the client's
 * and the network's devices tabs and of a user's devices; every kind of device (kind says which).
 */
export interface RestDevice {
  id: number;
  kind?: string | null;
  name: string;
  dalmId?: string | null;
  serialNumber?: string | null;
  location?: string | null;
  clientOwnerId?: number | null;
  clientOwnerName?: string | null;
  ownerId?: number | null;
  ownerName?: string | null;
  lastReceivedSignalAt?: string | null;
  relaysCount?: number | null;
  relaysEnabled?: boolean | null;
  testModeEnabled?: boolean;
  isOnline?: boolean;
  status?: string;
  createdAt?: string | null;
  battery?: number | null;
  deleted?: boolean | null;
}

/**
 * A device's own answer: `Device` (GET /devices/{id}, a DALM device) or, for a row of another kind, `FlicDevice`
 * (GET /flic-hub/{serial}) or `SensorDevice` (GET /collactivate/{serial}); each is the row plus its own fields.
 */
export interface RestDeviceRecord extends RestDevice {
  type?: string | null;
  ownerType?: string | null;
  owner?: {
    id: number;
    username?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
  } | null;
  active?: boolean | null;
  description?: string | null;
  lat?: number | null;
  lng?: number | null;
  dalmSim?: string | null;
  dalmPasscode?: string | null;
  testModeAutoDisableTimeoutMs?: number | null;
  testModeExpiresAt?: string | null;
  enableClustering?: boolean | null;
  wifi?: boolean | null;
  ethernet?: boolean | null;
  hasIngestKey?: boolean | null;
  permissions?: { edit?: boolean; delete?: boolean } | null;
  /** FlicDevice and SensorDevice name the client and the owner this way. */
  clientId?: number | null;
  clientName?: string | null;
  userId?: number | null;
  userName?: string | null;
  userEmail?: string | null;
  lastPing?: string | null;
}

/** A row of GET /backoffice/devices/search (the device picker). */
export interface RestDeviceSearchRow {
  id: number;
  name: string;
  dalmId?: string | null;
  serialNumber?: string | null;
  kind?: string | null;
}

/** Fields of the row; a picker row lacks them (read from the client's device list, else the device's own answer). */
export const DEVICE_ROW_FIELDS = [
  'kind',
  'dalmId',
  'serialNumber',
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
  'battery',
  'deleted',
] as const;

/** Fields only the device's own answer has: loaded once per device and request when selected. */
export const DEVICE_DETAIL_FIELDS = [
  'client',
  'owner',
  'ownerType',
  'active',
  'description',
  'latitude',
  'longitude',
  'dalmSim',
  'dalmPasscode',
  'testModeAutoDisableTimeoutMs',
  'testModeExpiresAt',
  'enableClustering',
  'wifi',
  'ethernet',
  'hasIngestKey',
  'viewerCan',
] as const;

type LazyDeviceField = (typeof DEVICE_ROW_FIELDS)[number] | (typeof DEVICE_DETAIL_FIELDS)[number];

/**
 * A Device as resolvers see it. A field that is undefined is not in the record the source was made from (a picker
 * row, a list or tab row, the device's own answer); it is loaded on demand.
 */
export type DeviceSource = {
  __typename: 'Device';
  id: string;
  restId: string;
  name: string;
  /** The client whose device list holds the full row (client tabs, pickers searched in a client); null when unknown. */
  clientRestId: string | null;
} & { [F in LazyDeviceField]?: unknown };

const STATUSES = ['OK', 'INACTIVE', 'ALARM'];

export function deviceStatusOf(status: string | null | undefined): string {
  const upper = (status ?? '').toUpperCase();
  return STATUSES.includes(upper) ? upper : 'INACTIVE';
}

function clientOf(clientId: number | null | undefined, clientName: string | null | undefined): ClientSource | null {
  if (clientId === null || clientId === undefined) return null;
  return toClientFromSearch({ id: clientId, name: clientName ?? '' });
}

/** The row's fields of any row or record. */
export function rowFieldsOf(row: RestDevice) {
  return {
    kind: deviceKindOf(row.kind ?? (row as RestDeviceRecord).type),
    dalmId: row.dalmId ?? null,
    serialNumber: row.serialNumber ?? null,
    location: row.location ?? null,
    clientOwnerName: row.clientOwnerName ?? (row as RestDeviceRecord).clientName ?? null,
    ownerName: row.ownerName ?? (row as RestDeviceRecord).userName ?? null,
    lastReceivedSignalAt: row.lastReceivedSignalAt ?? (row as RestDeviceRecord).lastPing ?? null,
    relaysCount: row.relaysCount ?? null,
    relaysEnabled: row.relaysEnabled ?? null,
    testModeEnabled: row.testModeEnabled ?? false,
    isOnline: row.isOnline ?? false,
    status: deviceStatusOf(row.status),
    createdAt: row.createdAt ?? null,
    battery: row.battery ?? null,
    deleted: row.deleted ?? false,
    // The row names its client owner when the platform sends clientOwnerId (rows of issue 11 on).
    ...('clientOwnerId' in row ? { client: clientOf(row.clientOwnerId, row.clientOwnerName) } : {}),
  };
}

export function toDevice(row: RestDevice, clientRestId: string | null): DeviceSource {
  return {
    __typename: 'Device',
    id: toGlobalId('Device', row.id),
    restId: String(row.id),
    name: row.name,
    clientRestId,
    ...rowFieldsOf(row),
  };
}

export function toDeviceFromSearch(row: RestDeviceSearchRow, clientRestId: string | null): DeviceSource {
  return {
    __typename: 'Device',
    id: toGlobalId('Device', row.id),
    restId: String(row.id),
    name: row.name,
    clientRestId,
    ...(row.dalmId !== undefined ? { dalmId: row.dalmId } : {}),
    ...(row.serialNumber !== undefined ? { serialNumber: row.serialNumber } : {}),
    ...(row.kind !== undefined && row.kind !== null ? { kind: deviceKindOf(row.kind) } : {}),
  };
}

function ownerOf(record: RestDeviceRecord): UserSource | null {
  if (record.owner) {
    return toPartialUser({
      id: record.owner.id,
      firstName: record.owner.firstName,
      lastName: record.owner.lastName,
      email: record.owner.email ?? '',
      ...(record.owner.username !== undefined ? { username: record.owner.username } : {}),
    });
  }
  // FlicDevice and SensorDevice: the owner's id, display name and e-mail; other fields load from GET /users/{id}.
  if (record.userId === null || record.userId === undefined) return null;
  return {
    ...toUser({ id: record.userId, email: record.userEmail ?? '' }),
    firstName: undefined as unknown as null,
    lastName: undefined as unknown as null,
    email: record.userEmail ? record.userEmail : (undefined as unknown as string),
    displayName: record.userName?.trim() || undefined,
  };
}

const OWNER_TYPES = ['CLIENT', 'USER'];

/** The detail's own fields of a device's answer (DALM, or the FlicDevice/SensorDevice answer of a row of another kind). */
export function detailFieldsOf(record: RestDeviceRecord) {
  const ownerType = (record.ownerType ?? '').toUpperCase();
  const clientId = record.clientOwnerId !== undefined ? record.clientOwnerId : record.clientId;
  const clientName = record.clientOwnerName ?? record.clientName;
  return {
    client: clientOf(clientId, clientName),
    owner: ownerOf(record),
    ownerType: OWNER_TYPES.includes(ownerType) ? ownerType : null,
    // A hub, button or sensor has no enabled switch of its own: it is active unless deleted.
    active: record.active ?? !record.deleted,
    description: record.description ?? null,
    latitude: record.lat ?? null,
    longitude: record.lng ?? null,
    dalmSim: record.dalmSim ?? null,
    dalmPasscode: record.dalmPasscode ?? null,
    testModeAutoDisableTimeoutMs: record.testModeAutoDisableTimeoutMs ?? 0,
    testModeExpiresAt: record.testModeExpiresAt ?? null,
    enableClustering: record.enableClustering ?? false,
    wifi: record.wifi ?? null,
    ethernet: record.ethernet ?? null,
    hasIngestKey: record.hasIngestKey ?? false,
    viewerCan: devicePermissionsOf(record.permissions),
  };
}

/** A device's own answer: every field. */
export function toDeviceFromRecord(record: RestDeviceRecord): DeviceSource {
  const clientId = record.clientOwnerId !== undefined ? record.clientOwnerId : record.clientId;
  return {
    ...toDevice(record, clientId === null || clientId === undefined ? null : String(clientId)),
    ...detailFieldsOf(record),
  };
}

/** The path of a device's own answer by its kind: GET /devices/{id} answers DALM devices only (404 for the others). */
export function recordPathOf(kind: string, restId: string, serialNumber: string | null): string {
  if ((kind === 'HUB' || kind === 'BUTTON') && serialNumber) return flicDevicePath(serialNumber);
  if (kind === 'SENSOR') return sensorDevicePath(serialNumber ?? restId);
  return devicePath(restId);
}

/** Device.detailId: the node of the device's own page (Device for DALM, else FlicHub/FlicButton/SensorDevice by serial). */
export function detailIdOf(kind: string, restId: string, serialNumber: string | null): string {
  if (kind === 'DALM' || !serialNumber) return toGlobalId('Device', restId);
  return toGlobalId(kind === 'HUB' ? 'FlicHub' : kind === 'BUTTON' ? 'FlicButton' : 'SensorDevice', serialNumber);
}

/** A port (GET /devices/{id}/inputs, /outputs). */
export interface RestDevicePort {
  code: string;
  name: string;
  active?: boolean | null;
  silent?: boolean | null;
}

export const toDevicePort = (port: RestDevicePort) => ({
  code: port.code,
  name: port.name,
  active: port.active ?? true,
  silent: port.silent ?? false,
});

/** A row of GET /devices/{id}/alerts and /active-alerts. */
export interface RestDeviceAlert {
  id: number | string;
  alarmType: string;
  eventCode?: string | null;
  sectionNumber?: string | null;
  title?: string | null;
  message?: string | null;
  press?: string | null;
  alarmDate: string;
  active?: boolean | null;
  resetAt?: string | null;
}

const PRESSES = ['CLICK', 'DOUBLE_CLICK', 'HOLD'];

/** A device alert; `device` is the device whose alerts these are. */
export function toDeviceAlert(row: RestDeviceAlert, device: DeviceSource | null) {
  const press = (row.press ?? '').toUpperCase();
  return {
    id: String(row.id),
    alarmType: row.alarmType,
    eventCode: row.eventCode ?? null,
    sectionNumber: row.sectionNumber ?? null,
    title: row.title ?? null,
    message: row.message ?? null,
    press: PRESSES.includes(press) ? press : null,
    alarmDate: row.alarmDate,
    active: row.active ?? false,
    resetAt: row.resetAt ?? null,
    device,
  };
}

/** DeviceOrderField → the sort of GET /devices. */
export const DEVICE_SORT: Record<string, string> = {
  CREATED_AT: 'createdAt',
  NAME: 'name',
  DALM_ID: 'dalmId',
  LOCATION: 'location',
  LAST_RECEIVED_SIGNAL_AT: 'lastReceivedSignalAt',
  IS_ONLINE: 'isOnline',
  STATUS: 'status',
};
