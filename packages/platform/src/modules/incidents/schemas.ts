import { id, nullable } from '../../http/schemas.js';
import { INCIDENT_KINDS, STATUSES, VIEWS } from './repository.js';

const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

export const countersQuery = {
  type: 'object',
  properties: { view: { type: 'string', enum: [...VIEWS] } },
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
    view: { type: 'string', enum: [...VIEWS] },
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
    clientId: nullable('integer'),
    address: nullable('string'),
    latitude: nullable('number'),
    longitude: nullable('number'),
    confirmedAt: nullable('string'),
    finalizedAt: nullable('string'),
    statusChangedAt: nullable('string'),
  },
} as const;

export const statusBody = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: [...STATUSES] } },
} as const;

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

export const appAlarmBody = {
  type: 'object',
  required: ['kind', 'networkId', 'name'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: [...INCIDENT_KINDS] },
    networkId: id,
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: text(1000),
    address: text(200),
    lat: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    lng: { type: ['number', 'null'], minimum: -180, maximum: 180 },
  },
} as const;

export const eventsQuery = {
  type: 'object',
  properties: { networkId: id, view: { type: 'string', enum: [...VIEWS] } },
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
