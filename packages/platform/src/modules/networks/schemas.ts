import { idsFilter, listQuerySchema, pageSchema } from '../../http/lists.js';
import { id, idList, nullable } from '../../http/schemas.js';
import { DEVICE_SORT_COLUMNS } from '../clients/tabsRepository.js';
import { MEMBER_SORT_COLUMNS, NETWORK_SORT_COLUMNS, SETTINGS_COLUMNS } from './repository.js';
import { NETWORK_TYPES } from './rules.js';

const text = nullable('string');
const bool = { type: 'boolean' } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = nullable('number');
const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;

/** The list's status filter: deleted networks are left out unless asked for. */
export const NETWORK_STATUSES = ['active', 'closed', 'archived', 'deleted'] as const;

export const networkListQuery = listQuerySchema(Object.keys(NETWORK_SORT_COLUMNS), {
  clientId: id,
  status: { type: 'string', enum: [...NETWORK_STATUSES] },
  type: { type: 'string', enum: [...NETWORK_TYPES] },
  ...idsFilter,
});

export const networkPage = pageSchema(
  obj({
    id: int,
    name: str,
    type: str,
    status: str,
    address: text,
    lat: num,
    lng: num,
    clientId: nullable('integer'),
    clientName: text,
    integration_settings_statuses: { type: 'array', items: str },
    userCount: int,
    deviceCount: int,
    relaysCount: int,
    relaysEnabled: nullable('boolean'),
    createdAt: str,
  }),
);

const optionalId = { ...id, type: ['integer', 'null'] };

export const networkBody = obj({
  name: text,
  type: text,
  description: text,
  address: text,
  lat: num,
  lng: num,
  ownerId: optionalId,
  clientId: optionalId,
});

/** PUT /networks/{id}: the form, plus a stored logo upload of this network to attach, or removeLogo. */
export const networkUpdateBody = {
  ...networkBody,
  properties: { ...networkBody.properties, logoUploadId: optionalId, removeLogo: nullable('boolean') },
} as const;

export const logoRequestBody = obj(
  {
    filename: { type: 'string', minLength: 1, maxLength: 255 },
    size: { type: 'integer', minimum: 1, maximum: 2147483647 },
    mimetype: { type: 'string', minLength: 1, maxLength: 100 },
  },
  ['filename', 'size', 'mimetype'],
);
export const logoUrlResponse = obj({ putUrl: str, publicUrl: str, mimetype: str, uploadId: int, expiresAt: str });

export const networkResponse = obj({
  id: int,
  name: str,
  type: str,
  description: text,
  address: text,
  lat: num,
  lng: num,
  ownerId: nullable('integer'),
  ownerName: text,
  ownerEmail: text,
  clientId: nullable('integer'),
  clientName: text,
  status: str,
  logo: { type: ['object', 'null'], properties: { url: str, mimetype: text } },
  permissions: obj({ edit: bool, delete: bool }),
});

const settingProperties = Object.fromEntries(
  Object.keys(SETTINGS_COLUMNS).map((k) => [
    k,
    k === 'notificationRange'
      ? { type: 'integer', minimum: 0, maximum: 1_000_000 }
      : k === 'notifySelectedUsersOutsideOfRange'
        ? idList
        : k === 'enableClustering'
          ? nullable('boolean')
          : bool,
  ]),
);

export const settingsBody = { type: 'object', properties: settingProperties, additionalProperties: false } as const;
export const settingsResponse = obj(settingProperties);

export const memberListQuery = listQuerySchema(Object.keys(MEMBER_SORT_COLUMNS), idsFilter);
export const memberPage = pageSchema(
  obj({
    userId: int,
    firstName: text,
    lastName: text,
    email: str,
    joined: str,
    isActive: bool,
    memberType: str,
    status: str,
  }),
);
export const addMembersBody = obj({ ids: { ...idList, minItems: 1 } }, ['ids']);
export const fromClientBody = obj({ clientId: id }, ['clientId']);
export const memberTypeBody = obj({ memberType: { type: 'string', enum: ['admin', 'member'] } }, ['memberType']);
export const memberTypeResponse = obj({ userId: int, memberType: str });
export const addedResponse = obj({ added: int });

export const deviceListQuery = listQuerySchema(Object.keys(DEVICE_SORT_COLUMNS), idsFilter);
export const addDevicesBody = obj({ ids: { ...idList, minItems: 1 } }, ['ids']);
export { devicePage } from '../clients/schemas.js';
