import { candidatesQuerySchema, idsFilter, listQuerySchema, pageSchema, searchQuerySchema } from '../../http/lists.js';
import { id, idList, nullable } from '../../http/schemas.js';
import { DOCUMENT_SORT_COLUMNS } from './repository.js';
import { DOCUMENT_LANGS, DOCUMENT_TYPES } from './rules.js';

const bool = { type: 'boolean' } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const text = nullable('string');
const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;
/** Long enough for the rules to answer TOO_LONG themselves; far longer is refused by the schema. */
const bounded = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const documentListQuery = listQuerySchema(Object.keys(DOCUMENT_SORT_COLUMNS), {
  type: { type: 'string', enum: [...DOCUMENT_TYPES] },
  lang: { type: 'string', enum: [...DOCUMENT_LANGS] },
  clientId: id,
  organizationId: id,
  releaseNotes: { type: 'boolean', default: false },
});
export const searchQuery = searchQuerySchema({ clientId: id, ...idsFilter });
export const pageQuery = obj({
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
});

const metadata = {
  name: bounded(1000),
  description: bounded(1000),
  type: { type: 'string', maxLength: 50 },
  lang: { type: 'string', maxLength: 50 },
  organizationId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  clientIds: { ...idList, maxItems: 500 },
  section: bounded(200),
};
export const createBody = obj({
  ...metadata,
  releaseNotes: bool,
  filename: { type: 'string', maxLength: 1000 },
  size: { type: 'integer', minimum: 0, maximum: 1e12 },
  contentType: { type: 'string', maxLength: 300 },
});
export const updateBody = obj(metadata);
export const userIdsBody = obj({ userIds: { ...idList, minItems: 1, maxItems: 500 } }, ['userIds']);
export const networkIdsBody = obj({ networkIds: { ...idList, minItems: 1, maxItems: 500 } }, ['networkIds']);

const documentProperties = {
  id: int,
  name: str,
  description: text,
  type: str,
  lang: str,
  section: text,
  extension: text,
  filename: text,
  size: nullable('number'),
  contentType: text,
  ready: bool,
  url: text,
  organizationId: nullable('integer'),
  organizationName: text,
  clients: { type: 'array', items: obj({ id: int, name: str }) },
  userId: nullable('integer'),
  ownerName: text,
  createdAt: str,
  updatedAt: str,
  releaseNotes: bool,
  isUnread: bool,
  permissions: obj({
    edit: bool,
    manageLinks: bool,
    readOnlyReason: { type: ['string', 'null'], enum: ['ADMIN_ONLY', 'PLATFORM_WIDE', 'OTHER_TENANT', null] },
  }),
};
export const documentRow = obj(documentProperties);
export const documentResponse = obj({ ...documentProperties, users: int, networks: int });
export const documentPage = pageSchema(documentRow);
export const createdResponse = obj({ id: int, uploadUrl: str, expiresAt: str, document: documentRow });
export const searchResponse = { type: 'array', items: obj({ id: int, name: str }) } as const;
/** As `/users/search` and `/networks/search` answer their rows. */
export const userCandidatesResponse = {
  type: 'array',
  items: obj({ id: int, firstName: text, lastName: text, email: str }),
} as const;
export const networkCandidatesResponse = {
  type: 'array',
  items: obj({ id: int, name: str, type: str, clientId: nullable('integer') }),
} as const;
export const countResponse = obj({ count: int });
export const candidatesQuery = candidatesQuerySchema();
export const addedResponse = obj({ added: int });

export const documentUserPage = pageSchema(
  obj({
    id: int,
    firstName: text,
    lastName: text,
    userName: text,
    email: str,
    createdAt: str,
    addedAt: str,
    memberType: str,
    isMultiDocumentAdmin: bool,
    canRemove: bool,
  }),
);
export const documentNetworkPage = pageSchema(
  obj({ id: int, name: str, clientName: text, addedAt: str, canRemove: bool }),
);

export const fileParams = obj(
  {
    type: { type: 'string', maxLength: 30 },
    file: { type: 'string', maxLength: 30 },
  },
  ['type', 'file'],
);
