import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema } from '../../http/lists.js';
import { id, idList, nullable } from '../../http/schemas.js';
import { devicePage } from '../clients/schemas.js';
import { ALERT_CENTRAL_KINDS, NOTIFICATION_CATEGORIES } from './settings.js';

const text = nullable('string');
const bool = { type: 'boolean' } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const radius = { type: ['integer', 'null'] } as const;
const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;

/** The profile tabs' lists: `limit`, `offset` (and `q` for networks); always newest first. */
const tabQuery = (extra: Record<string, object> = {}) =>
  ({
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
      offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
      ...extra,
    },
  }) as const;

export const tabListQuery = tabQuery();
export const userNetworkListQuery = tabQuery({ q: { type: 'string', maxLength: 200 } });

export const userNetworkParams = {
  type: 'object',
  required: ['id', 'networkId'],
  properties: { id, networkId: id },
} as const;

// --- notification settings -----------------------------------------------------------------------

const notificationSetting = obj(
  {
    category: { type: 'integer', minimum: 0, maximum: Math.max(...NOTIFICATION_CATEGORIES) },
    isEmail: bool,
    isPush: bool,
    isSound: bool,
  },
  ['category', 'isEmail', 'isPush', 'isSound'],
);
export const notificationSettingsBody = { type: 'array', items: notificationSetting, maxItems: 8 } as const;
export const notificationSettingsResponse = { type: 'array', items: notificationSetting } as const;

// --- alert central settings ----------------------------------------------------------------------

const alertCentralFields = {
  customize: bool,
  enforced: bool,
  createPublicAlert: bool,
  publicRadius: radius,
  alertAllAvailableNetworks: bool,
  alertAllAvailableUsers: bool,
  selectedNetworks: { ...idList, uniqueItems: false, maxItems: 500 },
  selectedNetworksRadius: radius,
  personalInformation: bool,
  headline: text,
  description: text,
  requestSelectedNetworks: nullable('boolean'),
  requestPersonalInformation: nullable('boolean'),
};
export const alertCentralBody = {
  type: 'array',
  maxItems: 4,
  items: obj({ kind: { type: 'string', enum: [...ALERT_CENTRAL_KINDS] }, ...alertCentralFields }, ['kind']),
} as const;
export const alertCentralResponse = {
  type: 'array',
  items: obj({
    kind: str,
    ...alertCentralFields,
    selectedNetworks: { type: 'array', items: int },
  }),
} as const;

// --- lists ---------------------------------------------------------------------------------------

export const subscriptionHistoryPage = pageSchema(
  obj({ id: int, subscription: str, platform: str, createdAt: str, expiresAt: text, unsubscribedAt: text }),
);

export const activityLogPage = pageSchema(
  obj({
    id: int,
    createdAt: str,
    kind: str,
    name: text,
    nameTranslations: obj({ en: str, sv: str, es: str }),
    action: str,
    address: text,
  }),
);

export const userDevicePage = pageSchema(
  obj({
    id: int,
    appVersion: text,
    latestAppVersion: text,
    manufacturer: text,
    model: text,
    os: text,
    createdAt: str,
    updatedAt: str,
    locationEnabled: bool,
    isActive: bool,
    lastActive: text,
    logoutTime: text,
    testAlarmAt: text,
  }),
);

export const userDocumentPage = pageSchema(
  obj({
    id: int,
    name: str,
    extension: text,
    type: str,
    clientNames: { type: 'array', items: str },
    organizationName: text,
    createdAt: str,
  }),
);

/** The client devices tab's row shape. */
export const ownedDevicePage = devicePage;

export const userNetworkPage = pageSchema(
  obj({ networkId: int, name: str, address: text, type: str, memberType: str, joined: str }),
);

export const addUserNetworksBody = obj({ ids: { ...idList, minItems: 1 } }, ['ids']);
export const addedResponse = obj({ added: int });
