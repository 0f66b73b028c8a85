import { idsFilter, listQuerySchema, MAX_PAGE_SIZE, pageSchema } from '../../http/lists.js';
import { id, nullable } from '../../http/schemas.js';
import { FLIC_SORT_COLUMNS, SENSOR_SORT_COLUMNS } from './repository.js';
import { ALERT_TYPES, PRESS_TYPES } from './rules.js';

const text = nullable('string');
const bool = { type: 'boolean' } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = nullable('number');
const optionalId = { ...id, type: ['integer', 'null'] };
const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;

/** The device's path key: a serial (or, for sensors, an id). */
export const keyParams = obj({ key: { type: 'string', minLength: 1, maxLength: 100 } }, ['key']);

/** A list's query without a default sort: the service picks it (buttons: lastPing, others: createdAt). */
const withoutSortDefault = (schema: ReturnType<typeof listQuerySchema>) => {
  const { default: _default, ...sort } = schema.properties.sort;
  return { ...schema, properties: { ...schema.properties, sort } };
};

export const flicListQuery = {
  ...withoutSortDefault(
    listQuerySchema(Object.keys(FLIC_SORT_COLUMNS), {
      type: { type: 'string', enum: ['hub', 'button'] },
      parentSerialNumber: { type: 'string', minLength: 1, maxLength: 100 },
      ...idsFilter,
    }),
  ),
  required: ['type'],
};

export const sensorListQuery = withoutSortDefault(listQuerySchema(Object.keys(SENSOR_SORT_COLUMNS), idsFilter));

export const alertsQuery = obj(
  {
    ids: { type: 'string', maxLength: 10_000 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
  ['ids'],
);

export const deviceBody = obj({
  type: text,
  serialNumber: text,
  name: text,
  clientId: optionalId,
  userId: optionalId,
  location: text,
  lat: num,
  lng: num,
  parentSerialNumber: text,
  testModeEnabled: nullable('boolean'),
  testModeAutoDisableTimeoutMs: nullable('integer'),
  enableClustering: nullable('boolean'),
  deleted: nullable('boolean'),
  description: text,
  siaId: text,
  alarmAreaName: text,
  objectName: text,
  placement: text,
  floor: text,
  alertRemoteCenter: text,
  sound: text,
});

const pressBlock = obj({
  usePolicySettings: bool,
  useHubSettings: bool,
  alertType: { type: 'string', enum: [...ALERT_TYPES] },
  selectedNetworks: { type: 'array', items: id, maxItems: 500 },
  title: text,
  description: text,
  sound: text,
});

export const pressSettingsBody = {
  type: 'object',
  properties: Object.fromEntries(PRESS_TYPES.map((p) => [p, pressBlock])),
  additionalProperties: false,
} as const;

const pressAnswer = obj({
  usePolicySettings: bool,
  useHubSettings: bool,
  alertType: str,
  selectedNetworks: { type: 'array', items: int },
  title: text,
  description: text,
  sound: text,
});
export const pressSettingsResponse = obj(Object.fromEntries(PRESS_TYPES.map((p) => [p, pressAnswer])));

const logItem = obj({ id: int, event: str, type: str, data: {}, createdAt: str });

/** DeviceRow plus the FlicDevice and SensorDevice fields (docs/rest-contract.md "Device answers"). */
const deviceProperties = {
  id: int,
  kind: str,
  type: str,
  name: str,
  dalmId: text,
  serialNumber: text,
  location: text,
  clientOwnerId: nullable('integer'),
  clientOwnerName: text,
  ownerId: nullable('integer'),
  ownerName: text,
  clientId: nullable('integer'),
  clientName: text,
  userId: nullable('integer'),
  userName: text,
  userEmail: text,
  lastReceivedSignalAt: text,
  lastPing: text,
  relaysCount: int,
  relaysEnabled: nullable('boolean'),
  testModeEnabled: bool,
  testModeAutoDisableTimeoutMs: int,
  testModeExpiresAt: text,
  enableClustering: bool,
  isOnline: bool,
  status: str,
  createdAt: str,
  battery: nullable('integer'),
  deleted: bool,
  lat: num,
  lng: num,
  parentSerialNumber: text,
  data: obj({
    firmwareVersion: text,
    batteryStatus: nullable('integer'),
    activeDisconnect: nullable('boolean'),
    connected: nullable('boolean'),
    ready: nullable('boolean'),
  }),
  wifi: nullable('boolean'),
  ethernet: nullable('boolean'),
  buttonCount: int,
  hasIngestKey: bool,
  siaId: text,
  alarmAreaName: text,
  objectName: text,
  placement: text,
  floor: text,
  description: text,
  alertRemoteCenter: text,
  sound: text,
  permissions: obj({ edit: bool, delete: bool }),
};

export const deviceRow = obj(deviceProperties);
export const devicePage = pageSchema(deviceRow);

export const flicDeviceResponse = obj({
  ...deviceProperties,
  children: { type: 'array', items: deviceRow },
  settings: pressSettingsResponse,
  logs: { type: 'array', items: logItem },
});

export const alertsPage = pageSchema(
  obj({ id: int, serialNumber: text, title: text, kind: str, press: text, created: str }),
);
