import { INTERVALS } from './incidentStats.js';

const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;

const periodProperties = {
  from: date,
  to: date,
  clientIds: { type: 'string', pattern: '^[0-9]{1,9}(,[0-9]{1,9})*$', maxLength: 5000 },
} as const;

export const incidentStatsQuery = {
  type: 'object',
  required: ['from', 'to'],
  properties: { ...periodProperties, interval: { type: 'string', enum: INTERVALS, default: 'month' } },
} as const;

export const analysisQuery = { type: 'object', required: ['from', 'to'], properties: periodProperties } as const;

export const analysisLinkBody = {
  type: 'object',
  required: ['from', 'to'],
  additionalProperties: false,
  properties: {
    from: date,
    to: date,
    clientIds: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  },
} as const;

export const incidentStatsResponse = {
  type: 'object',
  properties: {
    series: {
      type: 'array',
      items: { type: 'object', properties: { period: str, kind: str, status: str, count: int } },
    },
    response: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: str,
          count: int,
          confirmedMedianS: nullableNumber,
          confirmedP90S: nullableNumber,
          finalizedMedianS: nullableNumber,
          finalizedP90S: nullableNumber,
        },
      },
    },
    topNetworks: {
      type: 'array',
      items: {
        type: 'object',
        properties: { networkId: int, networkName: str, clientName: { type: ['string', 'null'] }, count: int },
      },
    },
    subscriptions: {
      type: 'array',
      items: { type: 'object', properties: { period: str, tier: str, count: int } },
    },
  },
} as const;

export const analysisResponse = {
  type: 'object',
  properties: {
    days: {
      type: 'array',
      items: {
        type: 'object',
        properties: { date: str, total: int, confirm: int, pending: int, confirmed: int, finalized: int },
      },
    },
    heatmap: {
      type: 'array',
      items: { type: 'object', properties: { weekday: int, hour: int, count: int } },
    },
  },
} as const;
