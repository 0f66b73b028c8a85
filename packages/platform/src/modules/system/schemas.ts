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

/** An object a row names (references.ts): name null when deleted or outside the caller's scope. */
const namedObject = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    id: { type: 'integer' },
    name: { type: ['string', 'null'] },
    kind: { type: 'string' },
    serialNumber: { type: ['string', 'null'] },
    releaseNote: { type: 'boolean' },
    section: { type: ['string', 'null'] },
    clientId: { type: 'integer' },
  },
} as const;

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
    entity: { anyOf: [namedObject, { type: 'null' }] },
    references: {
      type: 'array',
      items: {
        ...namedObject,
        properties: { field: { type: 'string' }, key: { type: 'string' }, ...namedObject.properties },
      },
    },
  },
} as const;

export const actionPage = pageSchema(actionResponse);
