import { idsFilter, listQuerySchema, pageSchema, searchQuerySchema } from '../../http/lists.js';
import { id, nullable } from '../../http/schemas.js';
import { deviceRow } from '../clients/schemas.js';
import { DALM_SORT_COLUMNS } from './repository.js';
import { DALM_STATUSES } from './service.js';
import { DEVICE_KINDS } from './subresources.js';

const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const text = nullable('string');
const num = nullable('number');
const nullableId = { ...id, type: ['integer', 'null'] };

export const dalmListQuery = listQuerySchema(Object.keys(DALM_SORT_COLUMNS), {
  clientId: id,
  status: { type: 'string', enum: [...DALM_STATUSES] },
  online: bool,
  ...idsFilter,
});

export const deviceSearchQuery = searchQuerySchema({
  networkId: id,
  clientId: id,
  excludeNetworkId: id,
  kind: { type: 'string', enum: [...DEVICE_KINDS] },
});
export const deviceSearchResponse = {
  type: 'array',
  items: obj({ id: int, name: str, dalmId: text, serialNumber: text, kind: str }),
} as const;

export const dalmPage = pageSchema(deviceRow);

/** POST and PUT /devices (PUT: fields left out keep their value; `deleted` only on PUT). */
const dalmFields = {
  name: text,
  description: text,
  location: text,
  lat: num,
  lng: num,
  dalmId: text,
  dalmSim: text,
  dalmPasscode: text,
  clientOwnerId: nullableId,
  ownerId: nullableId,
  status: { type: ['string', 'null'], enum: [...DALM_STATUSES, null] },
  active: nullable('boolean'),
  testModeEnabled: nullable('boolean'),
  testModeAutoDisableTimeoutMs: nullable('integer'),
  enableClustering: nullable('boolean'),
};
export const dalmCreateBody = obj({ ...dalmFields, reactivate: bool });
export const dalmUpdateBody = obj({ ...dalmFields, deleted: nullable('boolean') });

export const dalmResponse = obj({
  ...deviceRow.properties,
  ownerType: text,
  owner: {
    type: ['object', 'null'],
    properties: { id: int, username: text, firstName: text, lastName: text, email: text },
  },
  active: bool,
  description: text,
  lat: num,
  lng: num,
  dalmSim: text,
  dalmPasscode: text,
  testModeAutoDisableTimeoutMs: int,
  testModeExpiresAt: text,
  enableClustering: bool,
  wifi: nullable('boolean'),
  ethernet: nullable('boolean'),
  hasIngestKey: bool,
  permissions: obj({ edit: bool, delete: bool }),
});

const alert = obj({
  id: int,
  alarmType: str,
  eventCode: text,
  sectionNumber: text,
  message: text,
  alarmDate: str,
  active: bool,
  resetAt: text,
});
export const alertPage = pageSchema(alert);
export const alertList = { type: 'array', items: alert } as const;
export const alertQuery = obj({
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
});

export const resetBody = {
  ...obj({ sia: { type: 'string', minLength: 1, maxLength: 50 }, section: { type: 'string', maxLength: 50 } }, [
    'sia',
    'section',
  ]),
  additionalProperties: false,
} as const;
export const resetResponse = obj({ reset: int });

export const portList = {
  type: 'array',
  items: obj({ code: str, name: str, active: bool, silent: bool }),
} as const;
