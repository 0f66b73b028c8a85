import { KINDS } from './repository.js';

const countProps = Object.fromEntries(KINDS.map((k) => [k, { type: 'integer' }]));

export const countsResponse = { type: 'object', properties: countProps } as const;

export const seriesParams = {
  type: 'object',
  required: ['granularity'],
  properties: { granularity: { type: 'string', enum: ['daily', 'weekly', 'monthly'] } },
} as const;

export const seriesQuery = {
  type: 'object',
  properties: { count: { type: 'integer', minimum: 1, maximum: 120, default: 12 } },
} as const;

export const seriesResponse = {
  type: 'object',
  properties: {
    granularity: { type: 'string' },
    points: { type: 'array', items: { type: 'object', properties: { timestamp: { type: 'string' }, ...countProps } } },
  },
} as const;

export const hourlyQuery = {
  type: 'object',
  required: ['date'],
  properties: { date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } },
} as const;

export const hourlyResponse = {
  type: 'object',
  properties: {
    date: { type: 'string' },
    hours: {
      type: 'array',
      items: {
        type: 'object',
        properties: { hour: { type: 'integer' }, timestamp: { type: 'string' }, ...countProps },
      },
    },
  },
} as const;

export const subscriptionsResponse = {
  type: 'object',
  properties: Object.fromEntries(
    ['micro', 'mini', 'medi', 'maxi', 'mega', 'macro'].map((t) => [t, { type: 'integer' }]),
  ),
} as const;
