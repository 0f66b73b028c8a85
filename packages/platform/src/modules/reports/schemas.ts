import { ALERT_TYPES } from './params.js';

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** POST /incidents/summary and /incidents/summary/link. */
export const summaryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['startDate', 'endDate', 'format'],
  properties: {
    startDate: date,
    endDate: date,
    clientIds: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } },
    alertTypes: { type: 'array', maxItems: 10, items: { type: 'string', enum: [...ALERT_TYPES] } },
    deviceAlert: { type: 'boolean' },
    siaCodes: { type: 'array', maxItems: 200, items: { type: 'string', minLength: 1, maxLength: 10 } },
    format: { type: 'string', enum: ['pdf', 'xlsx'] },
    language: { type: 'string', enum: ['en', 'sv', 'es'] },
  },
} as const;

export const linkResponse = {
  type: 'object',
  required: ['token', 'expiresAt'],
  properties: { token: { type: 'string' }, expiresAt: { type: 'string' } },
} as const;

export const tokenQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
