import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema } from '../../http/lists.js';
import { id } from '../../http/schemas.js';

const instant = { type: 'string', format: 'date-time', maxLength: 40 } as const;

/** GET /system/actions: offset paging plus the filters (no sort: always newest first). */
export const actionListQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    entityType: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$', maxLength: 50 },
    entityId: id,
    userId: id,
    from: instant,
    to: instant,
  },
  additionalProperties: false,
} as const;

const anyObject = { type: 'object', additionalProperties: true } as const;

export const actionResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    entityType: { type: 'string' },
    entityId: { type: 'integer' },
    action: { type: 'string' },
    userId: { type: ['integer', 'null'] },
    userName: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    payload: { type: 'object', properties: { before: anyObject, after: anyObject } },
    clientIds: { type: 'array', items: { type: 'integer' } },
  },
} as const;

export const actionPage = pageSchema(actionResponse);
