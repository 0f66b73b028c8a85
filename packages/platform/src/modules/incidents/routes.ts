import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../http/deps.js'
import { callerOf } from '../../policy/index.js'
import { countersQuery, countersResponse, listQuery, listResponse } from './schemas.js'
import { IncidentsService, type ListQuery } from './service.js'

export async function incidentsRoutes(app: FastifyInstance, { db }: Deps) {
  const incidents = new IncidentsService(db)

  app.get('/incidents/counters', { schema: { querystring: countersQuery, response: { 200: countersResponse } } }, (req) =>
    incidents.counters(callerOf(req)),
  )

  app.get<{ Querystring: ListQuery }>(
    '/incidents/list',
    { schema: { querystring: listQuery, response: { 200: listResponse } } },
    (req) => incidents.list(callerOf(req), req.query),
  )
}
