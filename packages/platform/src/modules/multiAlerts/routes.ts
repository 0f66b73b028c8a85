import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import type { ListQuery } from '../../http/lists.js';
import { idAndParams, idParams } from '../../http/schemas.js';
import { callerOf } from '../../policy/index.js';
import type { MultiAlertSort } from './repository.js';
import { createBody, draftBody, multiAlertPage, multiAlertQuery, multiAlertResponse, updateBody } from './schemas.js';
import { MultiAlertsService, type MultiAlertInput } from './service.js';

type AlertParams = { Params: { id: number; alertId: number } };

/** /clients/{id}/multi-alerts: the client's custom alerts. */
export async function multiAlertsRoutes(app: FastifyInstance, { db }: Deps) {
  const alerts = new MultiAlertsService(db);
  const alertParams = idAndParams('alertId');

  app.get<{ Params: { id: number }; Querystring: ListQuery<MultiAlertSort> }>(
    '/clients/:id/multi-alerts',
    { schema: { params: idParams, querystring: multiAlertQuery, response: { 200: multiAlertPage } } },
    (req) => alerts.list(callerOf(req), req.params.id, req.query),
  );

  app.post<{ Params: { id: number }; Body: MultiAlertInput }>(
    '/clients/:id/multi-alerts',
    { schema: { params: idParams, body: createBody, response: { 201: multiAlertResponse } } },
    async (req, reply) => reply.status(201).send(await alerts.create(callerOf(req), req.params.id, req.body)),
  );

  app.put<AlertParams & { Body: MultiAlertInput }>(
    '/clients/:id/multi-alerts/:alertId',
    { schema: { params: alertParams, body: updateBody, response: { 200: multiAlertResponse } } },
    (req) => alerts.update(callerOf(req), req.params.id, req.params.alertId, req.body),
  );

  app.put<AlertParams & { Body: { draft: boolean } }>(
    '/clients/:id/multi-alerts/:alertId/draft',
    { schema: { params: alertParams, body: draftBody, response: { 200: multiAlertResponse } } },
    (req) => alerts.setDraft(callerOf(req), req.params.id, req.params.alertId, req.body.draft),
  );

  app.delete<AlertParams>(
    '/clients/:id/multi-alerts/:alertId',
    { schema: { params: alertParams } },
    async (req, reply) => {
      await alerts.delete(callerOf(req), req.params.id, req.params.alertId);
      return reply.status(204).send();
    },
  );
}
