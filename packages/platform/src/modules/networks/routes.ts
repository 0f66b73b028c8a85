import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idsFilter, searchQuerySchema } from '../../http/lists.js';
import { id, nullable } from '../../http/schemas.js';
import { callerOf, scopeOf } from '../../policy/index.js';
import { NetworksRepository, type NetworkSearch } from './repository.js';

const searchQuery = searchQuerySchema({
  userId: id,
  clientId: id,
  withoutClients: { type: 'boolean' },
  excludeClientId: id,
  ...idsFilter,
});
const searchResponse = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      type: { type: 'string' },
      clientId: nullable('integer'),
    },
  },
} as const;

/** /networks: the network picker (the networks area comes later). */
export async function networksRoutes(app: FastifyInstance, { db }: Deps) {
  const networks = new NetworksRepository(db);

  app.get<{ Querystring: NetworkSearch }>(
    '/networks/search',
    { schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    async (req) => networks.search(await scopeOf(db, callerOf(req)), req.query),
  );
}
