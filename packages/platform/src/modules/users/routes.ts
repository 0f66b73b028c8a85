import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { callerOf } from '../../policy/index.js';
import type { UserSearch } from './repository.js';
import { idParams, userResponse, userSearchQuery, userSearchResponse } from './schemas.js';
import { UsersService } from './service.js';

export async function usersRoutes(app: FastifyInstance, { db }: Deps) {
  const users = new UsersService(db);

  app.get<{ Querystring: UserSearch }>(
    '/users/search',
    { schema: { querystring: userSearchQuery, response: { 200: userSearchResponse } } },
    (req) => users.search(callerOf(req), req.query),
  );

  app.get<{ Params: { id: number } }>(
    '/users/:id',
    { schema: { params: idParams, response: { 200: userResponse } } },
    (req) => users.get(callerOf(req), req.params.id),
  );
}
