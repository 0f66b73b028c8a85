import { searchQuerySchema } from '../../http/lists.js';
import { id } from '../../http/schemas.js';

export { idParams } from '../../http/schemas.js';

export const userSearchQuery = searchQuerySchema({
  clientId: id,
  networkId: id,
  excludeNetworkId: id,
  excludeClientId: id,
});

export const userSearchResponse = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      firstName: { type: ['string', 'null'] },
      lastName: { type: ['string', 'null'] },
      email: { type: 'string' },
    },
  },
} as const;

export const userResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    firstName: { type: ['string', 'null'] },
    lastName: { type: ['string', 'null'] },
    username: { type: ['string', 'null'] },
    email: { type: 'string' },
    language: { type: 'string' },
    roles: { type: 'array', items: { type: 'integer' } },
    twoFaEnabled: { type: 'boolean' },
    organizationId: { type: ['integer', 'null'] },
    subscription: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;
