import { candidatesQuerySchema, idsFilter, listQuerySchema, pageSchema, searchQuerySchema } from '../../http/lists.js';
import { id, idList, nullable } from '../../http/schemas.js';
import { POLICY_FIELDS, type FieldKind } from './alertPolicy.js';
import { ALERT_CATEGORIES, SOUNDS } from './categories.js';
import { WARNING_TYPES } from './notificationSettings.js';
import { CLIENT_SORT_COLUMNS } from './repository.js';
import { DEVICE_SORT_COLUMNS, MEMBER_SORT_COLUMNS, NETWORK_SORT_COLUMNS } from './tabsRepository.js';

const text = nullable('string');
const bool = { type: 'boolean' } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;

export const clientListQuery = listQuerySchema(Object.keys(CLIENT_SORT_COLUMNS));
export const clientSearchQuery = searchQuerySchema();

export const clientBody = obj({
  name: text,
  contactName: text,
  contactEmail: text,
  contactPhone: text,
  alarmCentralPhone: text,
  description: text,
  organizationId: { ...id, type: ['integer', 'null'] },
});

export const clientResponse = obj({
  id: int,
  name: str,
  organizationId: nullable('integer'),
  organizationName: text,
  contactName: text,
  contactEmail: text,
  contactPhone: text,
  alarmCentralPhone: text,
  description: text,
  createdAt: str,
  userCount: int,
  deviceCount: int,
  networkCount: int,
  lat: nullable('number'),
  lng: nullable('number'),
  displayed: bool,
  permissions: obj(
    Object.fromEntries(
      [
        'delete',
        'edit',
        'addExistingUsers',
        'addExistingNetworks',
        'addExistingDevices',
        'removeDevices',
        'saveSaml',
        'changeDisplay',
      ].map((k) => [k, bool]),
    ),
  ),
});

export const clientPage = pageSchema(clientResponse);
export const clientSearchResponse = {
  type: 'array',
  items: obj({ id: int, name: str, organizationId: nullable('integer') }),
} as const;

export const displayBody = obj({ hide: { ...idList, default: [] }, display: { ...idList, default: [] } });
export const displayResponse = obj({ hidden: { type: 'array', items: int } });

export const networkSummaryResponse = obj({ open: int, public: int, private: int });
export const subscriptionSummaryResponse = obj(
  Object.fromEntries(['micro', 'mini', 'medi', 'maxi', 'mega', 'macro'].map((t) => [t, int])),
);

export const memberListQuery = listQuerySchema(Object.keys(MEMBER_SORT_COLUMNS), idsFilter);
export const networkListQuery = listQuerySchema(Object.keys(NETWORK_SORT_COLUMNS), idsFilter);
export const deviceListQuery = listQuerySchema(Object.keys(DEVICE_SORT_COLUMNS), idsFilter);

export const memberResponse = obj({
  userId: int,
  firstName: text,
  lastName: text,
  userName: text,
  email: str,
  added: str,
  locationEnabled: bool,
  isActive: bool,
  lastActive: text,
  logoutTime: text,
  appVersion: text,
  os: text,
  testAlarmAt: text,
  isAdmin: bool,
  status: str,
  subscription: str,
  memberType: str,
  isMultiClientAdmin: bool,
});
export const memberPage = pageSchema(memberResponse);
export const addMembersBody = obj({ userIds: { ...idList, minItems: 1 } }, ['userIds']);
export const memberAdminBody = obj({ isAdmin: bool }, ['isAdmin']);
export const candidatesQuery = candidatesQuerySchema();
export const addedResponse = obj({ added: int });

export const networkPage = pageSchema(
  obj({
    networkId: int,
    name: str,
    type: str,
    address: text,
    added: str,
    integration_settings_statuses: { type: 'array', items: str },
  }),
);
export const addNetworksBody = obj({ networkIds: { ...idList, minItems: 1 } }, ['networkIds']);
export const addDevicesBody = obj({ deviceIds: { ...idList, minItems: 1, maxItems: 500 } }, ['deviceIds']);

/** As `/devices/search` answers a device. */
export const deviceCandidatesResponse = {
  type: 'array',
  items: obj({ id: int, name: str, dalmId: text, serialNumber: text, kind: str }),
} as const;

/** DeviceRow (docs/rest-contract.md "Alarm devices (issue 11)"): every list of devices. */
export const deviceRow = obj({
  id: int,
  kind: str,
  name: str,
  dalmId: text,
  location: text,
  clientOwnerId: nullable('integer'),
  clientOwnerName: text,
  ownerId: nullable('integer'),
  ownerName: text,
  lastReceivedSignalAt: text,
  relaysCount: int,
  relaysEnabled: nullable('boolean'),
  testModeEnabled: bool,
  isOnline: bool,
  status: str,
  createdAt: str,
  serialNumber: text,
  battery: nullable('integer'),
  deleted: bool,
});
export const devicePage = pageSchema(deviceRow);

const POLICY_KIND_SCHEMA: Record<FieldKind, object> = {
  bool,
  userIds: idList,
  networkIds: idList,
  text,
  link: text,
  document: { ...id, type: ['integer', 'null'] },
  sound: { type: 'string', enum: [...SOUNDS] },
  radius: int,
  outputs: {
    type: 'object',
    propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
    additionalProperties: { type: 'array', items: { type: 'string', maxLength: 50 }, maxItems: 50, uniqueItems: true },
  },
};

/** Request and answer share the shape; in a request every field is optional. */
export const policySchema = obj(Object.fromEntries(POLICY_FIELDS.map((f) => [f.name, POLICY_KIND_SCHEMA[f.kind]])));

const alertScreenCategory = obj({ caption: text, color: str, icon: id, removeFile: bool });
export const alertScreenBody = obj(Object.fromEntries(ALERT_CATEGORIES.map((c) => [c, alertScreenCategory])));
export const alertScreenResponse = obj(
  Object.fromEntries(ALERT_CATEGORIES.map((c) => [c, obj({ caption: text, color: str, iconUrl: text })])),
);

export const uploadUrlBody = obj(
  {
    filename: { type: 'string', minLength: 1, maxLength: 255 },
    size: { type: 'integer', minimum: 1 },
    contentType: { type: 'string', maxLength: 100, default: 'image/png' },
  },
  ['filename', 'size'],
);
export const uploadUrlResponse = obj({ url: str, uploadId: int, expiresAt: str });

export const samlBody = obj({ samlMetadataUrl: text, samlSelectedNetworks: idList });
export const samlResponse = obj({
  samlMetadataUrl: text,
  samlEmailDomains: { type: 'array', items: str },
  samlSelectedNetworks: { type: 'array', items: int },
});

const recipients = obj({ clientAdmin: bool, clientUsers: bool, networkAdmin: bool, networkUsers: bool }, [
  'clientAdmin',
  'clientUsers',
  'networkAdmin',
  'networkUsers',
]);
const notificationSetting = obj(
  { type: { type: 'string', enum: [...WARNING_TYPES] }, email: bool, push: bool, sound: bool, recipients },
  ['type', 'email', 'push', 'sound', 'recipients'],
);
export const notificationSettingsSchema = {
  type: 'array',
  items: notificationSetting,
  maxItems: WARNING_TYPES.length * 2,
} as const;
