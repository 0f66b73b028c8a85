import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema, searchQuerySchema } from '../../http/lists.js';
import { id, idList } from '../../http/schemas.js';
import { ALL_ROLES } from '../../policy/index.js';
import { USER_SORT_COLUMNS } from './repository.js';
import { DESCRIPTION_MAX, EMAIL_MAX, LANGUAGES, PASSWORD_MAX, STATUSES, SUBSCRIPTIONS } from './rules.js';

export { idParams } from '../../http/schemas.js';

export const userSearchQuery = searchQuerySchema({
  email: { type: 'string', maxLength: EMAIL_MAX },
  clientId: id,
  networkId: id,
  excludeNetworkId: id,
  excludeClientId: id,
});

export const userSearchResponse = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      firstName: { type: ['string', 'null'] },
      lastName: { type: ['string', 'null'] },
      email: { type: 'string' },
    },
  },
} as const;

const role = { type: 'integer', enum: [...ALL_ROLES] } as const;
const str = { type: ['string', 'null'] } as const;
const int = { type: ['integer', 'null'] } as const;
const num = { type: ['number', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const nullableBool = { type: ['boolean', 'null'] } as const;
const date = { type: ['string', 'null'] } as const;

/** The list's filters (GET /users and the export's body). */
const listFilters = {
  deactivated: { type: 'boolean', default: false },
  clientId: id,
  networkId: id,
  role,
  subscription: { type: 'string', enum: [...SUBSCRIPTIONS] },
} as const;

const listProperties = {
  limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  sort: { type: 'string', enum: Object.keys(USER_SORT_COLUMNS), default: 'createdAt' },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  q: { type: 'string', maxLength: 200 },
  ...listFilters,
} as const;

export const userListQuery = { type: 'object', properties: listProperties } as const;

/**
 * POST /users/export: the list query as a JSON body (paging ignored: the file has every row), the reader's
 * time zone (IANA) for the date-time cells and the language of the headers and labels.
 */
export const exportBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...listProperties,
    timeZone: { type: 'string', minLength: 1, maxLength: 64 },
    language: { type: 'string', enum: [...LANGUAGES] },
  },
} as const;

export const exportTokenQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const exportLinkResponse = {
  type: 'object',
  properties: { token: { type: 'string' }, expiresAt: { type: 'string' } },
} as const;

const userRowProperties = {
  id: { type: 'integer' },
  email: { type: 'string' },
  username: str,
  firstName: str,
  lastName: str,
  description: str,
  phoneNumber: str,
  roles: { type: 'array', items: { type: 'integer' } },
  language: { type: 'string' },
  subscription: str,
  status: { type: 'string' },
  clientId: int,
  clientName: str,
  organizationId: int,
  organizationName: str,
  lat: num,
  lng: num,
  twoFaEnabled: bool,
  lastActionAt: date,
  createdAt: { type: 'string' },
  deactivatedAt: date,
  locationEnabled: nullableBool,
  isActive: nullableBool,
  appVersion: str,
  os: str,
  logoutTime: date,
  testAlarmAt: date,
} as const;

export const userRowResponse = { type: 'object', properties: userRowProperties } as const;
export const userPage = pageSchema(userRowResponse);

export const userResponse = {
  type: 'object',
  properties: {
    ...userRowProperties,
    clients: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
    samlEnabled: bool,
    showOnlyAdmin: bool,
    streamingEnabled: bool,
    listeningEnabled: bool,
    publicAlertEnabled: bool,
    subscribeToReleaseNotes: bool,
    alertCentralEnabled: bool,
    showUserLocationToNetworkAdmins: bool,
    permissions: {
      type: 'object',
      properties: {
        edit: bool,
        delete: bool,
        assignableRoles: { type: 'array', items: { type: 'integer' } },
        changeSubscription: bool,
        changeClients: bool,
        resetPassword: bool,
        viewDevices: bool,
        readOnlyReason: { type: ['string', 'null'], enum: ['DEACTIVATED', 'HIGHER_ROLE', 'REACH_OUTSIDE_SCOPE', null] },
      },
    },
  },
} as const;

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/**
 * POST /users and PUT /users/{id}. Lengths the rules report as field codes (description TOO_LONG) are
 * left to the rules; the schema only caps what no form sends.
 */
const userBodyProperties = {
  email: { type: 'string', maxLength: 1000 },
  username: text(1000),
  firstName: text(1000),
  lastName: text(1000),
  description: text(DESCRIPTION_MAX * 10),
  phoneNumber: text(100),
  roles: { type: 'array', items: role, minItems: 1, maxItems: ALL_ROLES.length, uniqueItems: true },
  language: { type: 'string', enum: [...LANGUAGES] },
  subscription: { type: ['string', 'null'], enum: [...SUBSCRIPTIONS, null] },
  status: { type: 'string', enum: [...STATUSES] },
  clientId: { anyOf: [id, { type: 'null' }] },
  clients: idList,
  organizationId: { anyOf: [id, { type: 'null' }] },
  lat: { type: ['number', 'null'], minimum: -90, maximum: 90 },
  lng: { type: ['number', 'null'], minimum: -180, maximum: 180 },
  twoFaEnabled: bool,
  showOnlyAdmin: bool,
  streamingEnabled: bool,
  listeningEnabled: bool,
  publicAlertEnabled: bool,
  subscribeToReleaseNotes: bool,
  alertCentralEnabled: bool,
  showUserLocationToNetworkAdmins: bool,
} as const;

export const createUserBody = {
  type: 'object',
  required: ['email', 'roles'],
  properties: { ...userBodyProperties, networks: idList },
} as const;

/** PUT only: single sign-on is an administrator's decision on an existing account, never the user's own. */
export const updateUserBody = { type: 'object', properties: { ...userBodyProperties, samlEnabled: bool } } as const;

export const resetPasswordBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', maxLength: PASSWORD_MAX * 4 } },
} as const;

export const generatedPasswordResponse = {
  type: 'object',
  properties: { password: { type: 'string' } },
} as const;
