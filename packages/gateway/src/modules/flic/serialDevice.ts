import { toGlobalId } from '../../ids.js';
import { toClientFromSearch, type ClientSource } from '../clients/client.js';
import { deviceKindOf, devicePermissionsOf } from '../devices/alarmDevice.js';
import { toUser, type UserSource } from '../users/user.js';

/**
 * Hubs, buttons and sensors: the devices the platform addresses by serial number (`/flic-hub/{serial}`,
 * `/collactivate/{serial}`; docs/rest-contract.md "Alarm devices (issue 11)"). Their global ids are
 * FlicHub:<serial>, FlicButton:<serial> and SensorDevice:<serial>.
 */

export type SerialNodeType = 'FlicHub' | 'FlicButton' | 'SensorDevice';

/** One press block of `settings` (PressSettings of the contract). */
export interface RestPressSettings {
  usePolicySettings?: boolean | null;
  useHubSettings?: boolean | null;
  alertType?: string | null;
  selectedNetworks?: number[] | null;
  title?: string | null;
  description?: string | null;
  sound?: string | null;
}

export type RestPress = 'click' | 'double_click' | 'hold';

/**
 * A FlicDevice or SensorDevice answer: a list row (GET /flic-hub/list, /collactivate) or the detail
 * (GET /flic-hub/{serial} with children and settings, /collactivate/{serial}). Every field may be missing
 * from a row; the detail has them all.
 */
export interface RestSerialDevice {
  id: number;
  kind?: string | null;
  type?: string | null;
  name: string;
  serialNumber?: string | null;
  location?: string | null;
  clientOwnerId?: number | null;
  clientOwnerName?: string | null;
  ownerId?: number | null;
  ownerName?: string | null;
  clientId?: number | null;
  clientName?: string | null;
  userId?: number | null;
  userName?: string | null;
  userEmail?: string | null;
  lat?: number | null;
  lng?: number | null;
  lastReceivedSignalAt?: string | null;
  lastPing?: string | null;
  relaysCount?: number | null;
  relaysEnabled?: boolean | null;
  testModeEnabled?: boolean | null;
  testModeAutoDisableTimeoutMs?: number | null;
  testModeExpiresAt?: string | null;
  enableClustering?: boolean | null;
  isOnline?: boolean | null;
  createdAt?: string | null;
  battery?: number | null;
  deleted?: boolean | null;
  parentSerialNumber?: string | null;
  data?: {
    firmwareVersion?: string | null;
    batteryStatus?: number | null;
    activeDisconnect?: boolean | null;
    connected?: boolean | null;
    ready?: boolean | null;
  } | null;
  wifi?: boolean | null;
  ethernet?: boolean | null;
  buttonCount?: number | null;
  children?: RestSerialDevice[] | null;
  settings?: Partial<Record<RestPress, RestPressSettings | null>> | null;
  hasIngestKey?: boolean | null;
  permissions?: { edit?: boolean; delete?: boolean } | null;
  // Sensor devices.
  siaId?: string | null;
  alarmAreaName?: string | null;
  objectName?: string | null;
  placement?: string | null;
  floor?: string | null;
  description?: string | null;
  alertRemoteCenter?: string | null;
  sound?: string | null;
  firmwareVersion?: string | null;
  activeDisconnect?: boolean | null;
  connected?: boolean | null;
  ready?: boolean | null;
}

/** The fields a list row may lack: read from the device's detail when selected (memoized GET per request). */
export const SERIAL_DEVICE_FIELDS = [
  'location',
  'latitude',
  'longitude',
  'client',
  'owner',
  'testModeEnabled',
  'testModeAutoDisableTimeoutMs',
  'testModeExpiresAt',
  'enableClustering',
  'isOnline',
  'lastReceivedSignalAt',
  'relaysCount',
  'relaysEnabled',
  'createdAt',
  'battery',
  'activeDisconnect',
  'connected',
  'ready',
] as const;

/** FlicHub only. */
export const HUB_FIELDS = ['firmwareVersion', 'wifi', 'ethernet', 'buttonCount'] as const;
/** FlicButton only. */
export const BUTTON_FIELDS = ['firmwareVersion', 'lastPing'] as const;
/** SensorDevice only. */
export const SENSOR_FIELDS = [
  'siaId',
  'alarmAreaName',
  'objectName',
  'placement',
  'floor',
  'description',
  'alertRemoteCenter',
  'sound',
] as const;

/**
 * A hub, button or sensor as resolvers see it. A field that is undefined is not in the record the source was
 * made from (a list row, a hub's child, a button's hub); it is read from the device's detail on demand.
 * `deleted`, `hasIngestKey` and `viewerCan` follow the same rule (src/modules/devices/alarmDevice.ts).
 */
export type SerialDeviceSource = {
  __typename: SerialNodeType;
  id: string;
  /** The serial number: the key of the device's REST paths. */
  serial: string;
  serialNumber: string;
  kind: string;
  name: string | undefined;
  /** The platform's numeric id; undefined when the source was made from a serial alone. */
  restId: string | undefined;
  deleted: boolean | undefined;
  hasIngestKey: boolean | undefined;
  viewerCan: { edit: boolean; delete: boolean } | undefined;
  /** FlicButton: the hub's serial (null: no hub). */
  parentSerialNumber: string | null | undefined;
  /** FlicHub: its buttons (the detail's children). */
  children: RestSerialDevice[] | undefined;
  /** FlicHub and FlicButton: the detail's press settings. */
  settings: RestSerialDevice['settings'] | undefined;
} & Record<string, unknown>;

const NODE_TYPE_BY_TYPE: Record<string, SerialNodeType> = {
  hub: 'FlicHub',
  button: 'FlicButton',
  sensor: 'SensorDevice',
};

/** The node type of an answer (by `type`, else `kind`); null for a DALM device or an unknown kind. */
export function nodeTypeOf(row: Pick<RestSerialDevice, 'type' | 'kind'>): SerialNodeType | null {
  return NODE_TYPE_BY_TYPE[(row.type ?? row.kind ?? '').toLowerCase()] ?? null;
}

/** The source of a device known only by its serial (a button's hub): every other field loads from the detail. */
export function serialOnlySource(type: SerialNodeType, serial: string): SerialDeviceSource {
  return {
    __typename: type,
    id: toGlobalId(type, serial),
    serial,
    serialNumber: serial,
    kind: type === 'FlicHub' ? 'HUB' : type === 'FlicButton' ? 'BUTTON' : 'SENSOR',
    name: undefined,
    restId: undefined,
    deleted: undefined,
    hasIngestKey: undefined,
    viewerCan: undefined,
    parentSerialNumber: undefined,
    children: undefined,
    settings: undefined,
  };
}

/**
 * An answer → its source. `complete`: the detail, whose missing fields read as empty (null, false, 0, []) instead
 * of "load them", so a field the platform leaves out never loops back to the detail.
 */
export function toSerialDevice(
  row: RestSerialDevice,
  type: SerialNodeType,
  { complete = false }: { complete?: boolean } = {},
): SerialDeviceSource {
  const has = (key: keyof RestSerialDevice) => row[key] !== undefined;
  const pick = <T>(present: boolean, value: () => T, empty: T): T | undefined =>
    present ? value() : complete ? empty : undefined;
  const data = row.data ?? null;
  const serial = row.serialNumber ?? '';
  const hasClient = has('clientId') || has('clientOwnerId');
  const hasOwner = has('userId') || has('ownerId');
  const fromData = (key: 'firmwareVersion' | 'activeDisconnect' | 'connected' | 'ready') =>
    pick(has('data') || has(key), () => (has(key) ? row[key] : data?.[key]) ?? null, null);

  const source: SerialDeviceSource = {
    __typename: type,
    id: toGlobalId(type, serial),
    serial,
    serialNumber: serial,
    kind: deviceKindOf(row.type ?? row.kind),
    name: row.name,
    restId: String(row.id),
    deleted: pick(has('deleted'), () => row.deleted ?? false, false),
    hasIngestKey: pick(has('hasIngestKey'), () => row.hasIngestKey ?? false, false),
    viewerCan: pick(has('permissions'), () => devicePermissionsOf(row.permissions), devicePermissionsOf(null)),
    parentSerialNumber: pick(has('parentSerialNumber'), () => row.parentSerialNumber ?? null, null),
    children: pick(has('children'), () => row.children ?? [], []),
    settings: pick(has('settings'), () => row.settings ?? {}, {}),
    location: pick(has('location'), () => row.location ?? null, null),
    latitude: pick(has('lat'), () => row.lat ?? null, null),
    longitude: pick(has('lng'), () => row.lng ?? null, null),
    client: pick(
      hasClient,
      () => clientOf(row.clientId ?? row.clientOwnerId, row.clientName ?? row.clientOwnerName),
      null,
    ),
    owner: pick(hasOwner, () => ownerOf(row.userId ?? row.ownerId, row.userName ?? row.ownerName, row.userEmail), null),
    testModeEnabled: pick(has('testModeEnabled'), () => row.testModeEnabled ?? false, false),
    testModeAutoDisableTimeoutMs: pick(
      has('testModeAutoDisableTimeoutMs'),
      () => row.testModeAutoDisableTimeoutMs ?? 0,
      0,
    ),
    testModeExpiresAt: pick(has('testModeExpiresAt'), () => row.testModeExpiresAt ?? null, null),
    enableClustering: pick(has('enableClustering'), () => row.enableClustering ?? false, false),
    isOnline: pick(has('isOnline'), () => row.isOnline ?? false, false),
    lastReceivedSignalAt: pick(
      has('lastReceivedSignalAt') || has('lastPing'),
      () => row.lastReceivedSignalAt ?? row.lastPing ?? null,
      null,
    ),
    relaysCount: pick(has('relaysCount'), () => row.relaysCount ?? null, null),
    relaysEnabled: pick(has('relaysEnabled'), () => row.relaysEnabled ?? null, null),
    createdAt: pick(has('createdAt'), () => row.createdAt ?? null, null),
    firmwareVersion: fromData('firmwareVersion'),
    battery: pick(has('battery') || has('data'), () => row.battery ?? data?.batteryStatus ?? null, null),
    activeDisconnect: fromData('activeDisconnect'),
    connected: fromData('connected'),
    ready: fromData('ready'),
  };

  if (type === 'FlicHub') {
    source.wifi = pick(has('wifi'), () => row.wifi ?? null, null);
    source.ethernet = pick(has('ethernet'), () => row.ethernet ?? null, null);
    source.buttonCount = pick(
      has('buttonCount') || has('children'),
      () => row.buttonCount ?? row.children?.length ?? 0,
      0,
    );
  }
  if (type === 'FlicButton') {
    source.lastPing = pick(
      has('lastPing') || has('lastReceivedSignalAt'),
      () => row.lastPing ?? row.lastReceivedSignalAt ?? null,
      null,
    );
  }
  if (type === 'SensorDevice') {
    for (const field of SENSOR_FIELDS) source[field] = pick(has(field), () => row[field] ?? null, null);
  }
  return source;
}

function clientOf(clientId: number | null | undefined, clientName: string | null | undefined): ClientSource | null {
  if (clientId === null || clientId === undefined) return null;
  // The name comes with the device; the client's other fields load from GET /clients/{id} when selected.
  return toClientFromSearch({ id: clientId, name: clientName ?? '' });
}

/** The owner: id, name and e-mail come with the device; other fields from GET /users/{id}. */
function ownerOf(
  userId: number | null | undefined,
  userName: string | null | undefined,
  userEmail: string | null | undefined,
): UserSource | null {
  if (userId === null || userId === undefined) return null;
  const user = toUser({ id: userId, email: userEmail ?? '' });
  return {
    ...user,
    firstName: undefined as unknown as null,
    lastName: undefined as unknown as null,
    email: userEmail ? userEmail : (undefined as unknown as string),
    displayName: userName?.trim() || undefined,
  };
}

/** Press types in the graph's order (click, double click, hold) with the platform's names. */
export const PRESSES: readonly { press: string; rest: RestPress; input: 'click' | 'doubleClick' | 'hold' }[] = [
  { press: 'CLICK', rest: 'click', input: 'click' },
  { press: 'DOUBLE_CLICK', rest: 'double_click', input: 'doubleClick' },
  { press: 'HOLD', rest: 'hold', input: 'hold' },
];

/** PressAlertType ↔ the platform's alert types. */
export const ALERT_TYPE_BY_ENUM: Record<string, string> = {
  SOS_EMERGENCY: 'SOS_Emergency',
  PUBLIC_ALERT: 'Public_Alert',
  SAFE_ASSIST: 'Safe_Assist',
  NETWORK_ALERT: 'Network_Alert',
  SUMMON: 'Summon',
};
const ENUM_BY_ALERT_TYPE = Object.fromEntries(
  Object.entries(ALERT_TYPE_BY_ENUM).map(([value, rest]) => [rest.toLowerCase(), value]),
);

/** The platform's alert type → PressAlertType; unknown ones read as the default, NETWORK_ALERT. */
export function alertTypeOf(alertType: string | null | undefined): string {
  return ENUM_BY_ALERT_TYPE[(alertType ?? '').toLowerCase()] ?? 'NETWORK_ALERT';
}

/** A press block with the contract's defaults for what it lacks; selectedNetworks stay REST ids. */
export function toPressSetting(press: string, block: RestPressSettings | null | undefined) {
  return {
    press,
    usePolicySettings: block?.usePolicySettings ?? true,
    useHubSettings: block?.useHubSettings ?? false,
    alertType: alertTypeOf(block?.alertType),
    selectedNetworkIds: (block?.selectedNetworks ?? []).map(String),
    title: block?.title ?? null,
    description: block?.description ?? null,
    sound: block?.sound ?? null,
  };
}

/** A row of GET /flic-hub/alerts. */
export interface RestFlicAlert {
  id: number | string;
  serialNumber?: string | null;
  title?: string | null;
  kind?: string | null;
  press?: string | null;
  created: string;
  message?: string | null;
  active?: boolean | null;
  resetAt?: string | null;
}

const PRESS_TYPES = ['CLICK', 'DOUBLE_CLICK', 'HOLD'];

/**
 * A hub's or button's alert (its event log): the alarm type is the platform's `kind` (the press's alert type),
 * alarmDate its `created`, `device` the hub or the button that raised it (from `devices` when the caller holds its
 * row, e.g. a hub's children; else known by its serial only, its fields loading from its detail).
 */
export function toFlicAlert(row: RestFlicAlert, devices: ReadonlyMap<string, SerialDeviceSource> = new Map()) {
  const press = (row.press ?? '').toUpperCase();
  return {
    id: String(row.id),
    alarmType: row.kind ?? '',
    eventCode: null,
    sectionNumber: null,
    title: row.title ?? null,
    message: row.message ?? null,
    press: PRESS_TYPES.includes(press) ? press : null,
    alarmDate: row.created,
    active: row.active ?? false,
    resetAt: row.resetAt ?? null,
    device: row.serialNumber
      ? (devices.get(row.serialNumber) ?? serialOnlySource('FlicButton', row.serialNumber))
      : null,
    serialNumber: row.serialNumber ?? null,
  };
}
