import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import { incidentEventsRoutes } from './liveRoutes.js';
import type { Status, View } from './repository.js';
import {
  countersQuery,
  countersResponse,
  incidentParams,
  incidentResponse,
  listQuery,
  listResponse,
  statusBody,
} from './schemas.js';
import { IncidentsService, type ListQuery } from './service.js';

export async function incidentsRoutes(app: FastifyInstance, deps: Deps) {
  const incidents = new IncidentsService(deps.db);
  await app.register(incidentEventsRoutes, deps);

  app.get<{ Querystring: { view?: View } }>(
    '/incidents/counters',
    { schema: { querystring: countersQuery, response: { 200: countersResponse } } },
    (req) => incidents.counters(callerOf(req), req.query.view),
  );

  app.patch<{ Params: { uid: number }; Body: { status: Status } }>(
    '/incidents/:uid/status',
    {
      preHandler: requireRole(...CONSOLE_ROLES),
      schema: { params: incidentParams, body: statusBody, response: { 200: incidentResponse } },
    },
    (req) => incidents.setStatus(callerOf(req), req.params.uid, req.body.status),
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
