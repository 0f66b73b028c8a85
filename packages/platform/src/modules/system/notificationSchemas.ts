import { id } from '../../http/schemas.js';

/** Receivers: users named and members of clients named (deduplicated by the service). */
export const MAX_RECEIVER_USERS = 10_000;
export const MAX_RECEIVER_CLIENTS = 1_000;

const receivers = {
  type: 'object',
  properties: {
    userIds: { type: 'array', items: id, maxItems: MAX_RECEIVER_USERS },
    clientIds: { type: 'array', items: id, maxItems: MAX_RECEIVER_CLIENTS },
  },
  additionalProperties: false,
} as const;

const version = { type: ['string', 'null'], maxLength: 40 } as const;

export const versionsQuery = {
  type: 'object',
  properties: { clientId: id, networkId: id },
  additionalProperties: false,
} as const;

export const versionsResponse = {
  type: 'object',
  properties: {
    latest: {
      type: 'array',
      items: { type: 'object', properties: { os: { type: 'string' }, version: { type: 'string' } } },
    },
    inUse: {
      type: 'array',
      items: {
        type: 'object',
        properties: { os: { type: 'string' }, version: { type: 'string' }, users: { type: 'integer' } },
      },
    },
  },
} as const;

export const newAppVersionBody = {
  type: 'object',
  properties: {
    os: { type: 'array', items: { type: 'string', enum: ['ios', 'android'] }, maxItems: 2 },
    versions: { type: 'object', properties: { ios: version, android: version }, additionalProperties: false },
    receivers,
  },
  additionalProperties: false,
} as const;

export const REMINDER_ACTIONS = ['test-alarm', 'enable-location', 'logout-notify', 'release-notes'] as const;

export const reminderBody = {
  type: 'object',
  required: ['action'],
  properties: {
    action: { type: 'string', enum: REMINDER_ACTIONS },
    receivers,
    docId: { anyOf: [id, { type: 'null' }] },
  },
  additionalProperties: false,
} as const;

export const sendResponse = {
  type: 'object',
  properties: { users: { type: 'integer' }, devices: { type: 'integer' }, withoutDevice: { type: 'integer' } },
} as const;
