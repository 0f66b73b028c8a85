import { id } from '../../http/schemas.js';
import { IMPORT_MAX_ROWS } from './importRows.js';

export { idParams } from '../../http/schemas.js';

const MAX_LIST = 1000;

/**
 * Field types only: the row rules (required names, e-mail, phone, language, subscription, networks)
 * are checked by importRows.ts so that each fault is reported with its row and field.
 */
const importRow = {
  type: 'object',
  required: ['row'],
  properties: {
    row: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    email: { type: 'string', maxLength: 320 },
    username: { type: 'string', maxLength: 200 },
    firstName: { type: 'string', maxLength: 200 },
    lastName: { type: 'string', maxLength: 200 },
    phoneNumber: { type: ['string', 'null'], maxLength: 40 },
    language: { type: 'string', maxLength: 20 },
    isAdmin: { type: 'boolean' },
    subscription: { type: 'string', maxLength: 20 },
    twoFaEnabled: { type: 'boolean' },
    isStreamingEnabled: { type: 'boolean' },
    isListeningEnabled: { type: 'boolean' },
    subscribeToReleaseNotes: { type: 'boolean' },
    networks: { type: 'array', items: id, maxItems: MAX_LIST },
    active: { type: 'boolean' },
  },
} as const;

export const importUsersBody = {
  type: 'object',
  required: ['users', 'activatedDate'],
  properties: {
    users: { type: 'array', items: importRow, minItems: 1, maxItems: IMPORT_MAX_ROWS },
    activatedDate: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 },
    clientName: { type: 'string', maxLength: 1000 },
  },
} as const;

export const importUsersResponse = {
  type: 'object',
  properties: {
    imported: {
      type: 'array',
      items: {
        type: 'object',
        properties: { row: { type: 'integer' }, id: { type: 'integer' }, email: { type: 'string' } },
      },
    },
    skipped: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          row: { type: 'integer' },
          email: { type: 'string' },
          reasons: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

const textList = (maxLength: number) => ({
  type: 'array',
  items: { type: 'string', maxLength },
  maxItems: MAX_LIST,
  default: [],
});

// clientId is left out by the user form's e-mail check (uniqueness is platform-wide): then inClient is
// false and no networks are looked up.
export const batchValidationBody = {
  type: 'object',
  properties: {
    clientId: id,
    emails: textList(320),
    usernames: textList(200),
    networks: textList(200),
  },
} as const;

export const batchValidationResponse = {
  type: 'object',
  properties: {
    existingUsers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          email: { type: ['string', 'null'] },
          username: { type: ['string', 'null'] },
          inClient: { type: 'boolean' },
          unavailable: { type: 'boolean' },
        },
      },
    },
    existingNetworks: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
} as const;
