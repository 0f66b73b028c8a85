import { id, nullable } from '../../http/schemas.js';
import { STATUSES } from './repository.js';

const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

export const countersQuery = {
  type: 'object',
  properties: { view: { type: 'string', enum: ['comprehensive', 'operational'] } },
} as const;

export const countersResponse = {
  type: 'object',
  properties: Object.fromEntries(STATUSES.map((s) => [s, { type: 'integer' }])),
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    after: { type: 'string', maxLength: 200 },
    before: { type: 'string', maxLength: 200 },
    filter: { type: 'string', enum: [...STATUSES] },
    networkId: id,
    search: { type: 'string', maxLength: 200 },
    startDate: date,
    endDate: date,
    view: { type: 'string', enum: ['comprehensive', 'operational'] },
  },
} as const;

export const incidentParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: id },
} as const;

export const incidentResponse = {
  type: 'object',
  properties: {
    uid: { type: 'integer' },
    status: { type: 'string' },
    created: { type: 'string' },
    kind: { type: 'string' },
    name: { type: 'string' },
    incDescription: nullable('string'),
    networkId: nullable('integer'),
    networkName: nullable('string'),
    address: nullable('string'),
    latitude: nullable('number'),
    longitude: nullable('number'),
  },
} as const;

export const listResponse = {
  type: 'object',
  properties: {
    summary: {
      type: 'object',
      properties: { confirm: { type: 'integer' }, pending: { type: 'integer' }, finalized: { type: 'integer' } },
    },
    incidents: { type: 'array', items: incidentResponse },
    next_cursor: nullable('string'),
    prev_cursor: nullable('string'),
  },
} as const;
