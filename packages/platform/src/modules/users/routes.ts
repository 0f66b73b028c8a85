import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../http/deps.js'
import { callerOf } from '../../policy/index.js'
import { idParams, userResponse } from './schemas.js'
import { UsersService } from './service.js'

export async function usersRoutes(app: FastifyInstance, { db }: Deps) {
  const users = new UsersService(db)

  app.get<{ Params: { id: number } }>(
    '/users/:id',
    { schema: { params: idParams, response: { 200: userResponse } } },
    (req) => users.get(callerOf(req), req.params.id),
  )
}
