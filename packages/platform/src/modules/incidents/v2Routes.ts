import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { callerOf } from '../../policy/index.js';
import type { AppAlarmInput } from './appAlarm.js';
import { appAlarmBody, incidentResponse } from './schemas.js';
import { IncidentsService } from './service.js';

/** POST /v2/incidents: the app's alarm, raised by a member of the network (any role). */
export async function incidentsV2Routes(app: FastifyInstance, { db }: Deps) {
  const incidents = new IncidentsService(db);

  app.post<{ Body: AppAlarmInput }>(
    '/incidents',
    { schema: { body: appAlarmBody, response: { 201: incidentResponse } } },
    async (req, reply) => reply.status(201).send(await incidents.raise(callerOf(req), req.body)),
  );
}
