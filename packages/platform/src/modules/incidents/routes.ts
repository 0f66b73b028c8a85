import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { callerOf } from '../../policy/index.js';
import {
  countersQuery,
  countersResponse,
  incidentParams,
  incidentResponse,
  listQuery,
  listResponse,
} from './schemas.js';
import { IncidentsService, type ListQuery } from './service.js';

export async function incidentsRoutes(app: FastifyInstance, { db }: Deps) {
  const incidents = new IncidentsService(db);

  app.get(
    '/incidents/counters',
    { schema: { querystring: countersQuery, response: { 200: countersResponse } } },
    (req) => incidents.counters(callerOf(req)),
  );

  app.get<{ Querystring: ListQuery }>(
    '/incidents/list',
    { schema: { querystring: listQuery, response: { 200: listResponse } } },
    (req) => incidents.list(callerOf(req), req.query),
  );

  app.get<{ Params: { uid: number } }>(
    '/incidents/:uid',
    { schema: { params: incidentParams, response: { 200: incidentResponse } } },
    (req) => incidents.get(callerOf(req), req.params.uid),
  );
}
