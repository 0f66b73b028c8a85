import { candidatesQuerySchema, listQuerySchema, pageSchema, searchQuerySchema } from '../../http/lists.js';
import { id, idList, nullable } from '../../http/schemas.js';
import {
  ORGANIZATION_CLIENT_SORT_COLUMNS,
  ORGANIZATION_SORT_COLUMNS,
  ORGANIZATION_USER_SORT_COLUMNS,
} from './repository.js';
import { DOMAINS_MAX } from './rules.js';

const text = nullable('string');
const bool = { type: 'boolean' } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;

export const organizationListQuery = listQuerySchema(Object.keys(ORGANIZATION_SORT_COLUMNS));
export const organizationSearchQuery = searchQuerySchema();
export const organizationUserListQuery = listQuerySchema(Object.keys(ORGANIZATION_USER_SORT_COLUMNS));
export const organizationClientListQuery = listQuerySchema(Object.keys(ORGANIZATION_CLIENT_SORT_COLUMNS));

export const organizationBody = obj({
  name: text,
  contactName: text,
  contactEmail: text,
  contactPhone: text,
  registrationNumber: text,
  description: text,
});

export const PERMISSIONS = ['edit', 'delete', 'manageUsers', 'manageClients', 'saveSaml', 'changeDisplay'] as const;

export const organizationResponse = obj({
  id: int,
  name: str,
  contactName: text,
  contactEmail: text,
  contactPhone: text,
  registrationNumber: text,
  description: text,
  createdAt: str,
  userCount: int,
  clientCount: int,
  displayed: bool,
  permissions: obj(Object.fromEntries(PERMISSIONS.map((k) => [k, bool]))),
});
export const organizationPage = pageSchema(organizationResponse);
export const organizationSearchResponse = { type: 'array', items: obj({ id: int, name: str }) } as const;

export const deleteQuery = obj({ clients: { type: 'string', enum: ['detach', 'delete'] } });

export const displayBody = obj({ hide: { ...idList, default: [] }, display: { ...idList, default: [] } });
export const displayResponse = obj({ hidden: { type: 'array', items: int } });

export const networkSummaryResponse = obj({ open: int, public: int, private: int });
export const subscriptionSummaryResponse = obj(
  Object.fromEntries(['micro', 'mini', 'medi', 'maxi', 'mega', 'macro'].map((t) => [t, int])),
);

export const organizationUserResponse = obj({
  id: int,
  firstName: text,
  lastName: text,
  email: str,
  createdAt: str,
  isActive: bool,
  appVersion: text,
  os: text,
  isAdmin: bool,
  status: str,
  subscription: str,
});
export const organizationUserPage = pageSchema(organizationUserResponse);
export const userAdminBody = obj({ isAdmin: bool }, ['isAdmin']);

export const organizationClientPage = pageSchema(obj({ id: int, name: str, userCount: int, createdAt: str }));
export const addClientsBody = obj({ clientIds: { ...idList, minItems: 1 } }, ['clientIds']);
export const addedResponse = obj({ added: int });
export const candidatesQuery = candidatesQuerySchema();
/** As `/clients/search` answers a client. */
export const clientCandidatesResponse = {
  type: 'array',
  items: obj({ id: int, name: str, organizationId: nullable('integer') }),
} as const;

export const userParams = obj({ id, userId: id }, ['id', 'userId']);
export const clientParams = obj({ id, clientId: id }, ['id', 'clientId']);

export const samlBody = obj({
  samlMetadataUrl: text,
  samlEmailDomains: { type: 'array', items: { type: 'string', maxLength: 1000 }, maxItems: DOMAINS_MAX },
  samlAllowUserCreation: bool,
  samlAllowIdpInitiated: bool,
});
export const samlResponse = obj({
  samlMetadataUrl: text,
  samlEmailDomains: { type: 'array', items: str },
  samlAllowUserCreation: bool,
  samlAllowIdpInitiated: bool,
});
