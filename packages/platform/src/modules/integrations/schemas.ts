import { id } from '../../http/schemas.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/lists.js';
import { NETWORK_WARNING_TYPES } from './notificationSettings.js';
import { KEY_BITS } from '../../integrations/dc09/index.js';
import { KINDS, SIA_SETTINGS } from './rules.js';

const code = { type: 'string', maxLength: 8 } as const;
const siaProps = Object.fromEntries(SIA_SETTINGS.map((k) => [k, code]));

const settingsIn = {
  type: 'object',
  properties: {
    line: { type: 'string', maxLength: 64 },
    receiver: { type: 'string', maxLength: 64 },
    pin: { type: 'string', maxLength: 64 },
    uid: { type: 'string', maxLength: 64 },
    use_device_id: { type: 'boolean' },
    ...siaProps,
  },
} as const;

const keyBits = { type: 'integer', enum: [...KEY_BITS] } as const;

/** POST and PUT: every field optional to ajv; the service says which are required (per kind). */
export const integrationBody = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...KINDS] },
    ip: { type: 'string', maxLength: 253 },
    port: { type: 'integer', minimum: 1, maximum: 65535 },
    description: { type: 'string', maxLength: 1000 },
    settings: settingsIn,
    // DC-09 encryption (manitou, guardtools); keyBits: the size of the key generated when it is turned on
    // without one (default 128).
    encryption: {
      type: 'object',
      additionalProperties: false,
      properties: { enabled: { type: 'boolean' }, keyBits },
    },
  },
} as const;

/** POST .../encryption-key: a new key of keyBits (generated, answered once), or the receiving centre's key. */
export const encryptionKeyBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    keyBits,
    key: { type: 'string', maxLength: 200 },
    format: { type: 'string', enum: ['hex', 'text'] },
  },
} as const;

export const networkParams = { type: 'object', required: ['networkId'], properties: { networkId: id } } as const;
export const integrationParams = {
  type: 'object',
  required: ['networkId', 'integrationId'],
  properties: { networkId: id, integrationId: id },
} as const;
export const logParams = { type: 'object', required: ['id'], properties: { id } } as const;

export const logQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
} as const;

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const integrationResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    networkId: { type: 'integer' },
    kind: str,
    ip: nullableStr,
    port: { type: ['integer', 'null'] },
    description: nullableStr,
    status: str,
    statusReason: nullableStr,
    encryption: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        keySet: { type: 'boolean' },
        keyBits: { type: ['integer', 'null'] },
        keySetAt: nullableStr,
      },
    },
    /** Only in the answer that generated a key: the key, hex, shown once. */
    encryptionKey: str,
    settings: {
      type: 'object',
      properties: {
        line: str,
        receiver: str,
        uid: str,
        use_device_id: { type: 'boolean' },
        pinSet: { type: 'boolean' },
        ...Object.fromEntries(SIA_SETTINGS.map((k) => [k, str])),
      },
    },
    createdAt: str,
    updatedAt: str,
  },
} as const;

export const integrationListResponse = { type: 'array', items: integrationResponse } as const;

export const logPageResponse = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: { type: 'object', properties: { id: str, createdAt: str, log: str } },
    },
    total: { type: 'integer' },
  },
} as const;

export const siaCodesResponse = {
  type: 'array',
  items: { type: 'object', properties: { code: str, en: str, sv: str, es: str } },
} as const;

const bool = { type: 'boolean' } as const;
const recipients = {
  type: 'object',
  required: ['clientAdmin', 'clientUsers', 'networkAdmin', 'networkUsers'],
  properties: { clientAdmin: bool, clientUsers: bool, networkAdmin: bool, networkUsers: bool },
} as const;

/** GET and PUT /backoffice/networks/{id}/notification-settings: the list (PUT: the types to change). */
export const networkNotificationSettingsSchema = {
  type: 'array',
  maxItems: NETWORK_WARNING_TYPES.length * 2,
  items: {
    type: 'object',
    required: ['type', 'email', 'push', 'sound', 'recipients'],
    properties: {
      type: { type: 'string', enum: [...NETWORK_WARNING_TYPES] },
      email: bool,
      push: bool,
      sound: bool,
      recipients,
    },
  },
} as const;

export const idParamsSchema = { type: 'object', required: ['id'], properties: { id } } as const;

export const testAlarmResponse = {
  type: 'object',
  properties: {
    outcome: str,
    status: str,
    statusReason: nullableStr,
    sequence: { type: 'integer' },
    attempts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          attempt: { type: 'integer' },
          outcome: str,
          sentAt: str,
          elapsedMs: { type: 'integer' },
          frame: str,
          answer: nullableStr,
        },
      },
    },
  },
} as const;
