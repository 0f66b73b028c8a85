import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { registerMetrics } from './metrics.js';
import { registerReadiness } from './readiness.js';
import { REQUEST_ID_HEADER } from './requestId.js';

export { requestIdOf, REQUEST_ID_HEADER } from './requestId.js';

/** /metrics, /ready and the X-Request-Id answer header; one call from buildApp. */
export function registerObservability(
  app: FastifyInstance,
  { db, metricsToken }: { db: Db; metricsToken?: string },
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerMetrics(app, { db, token: metricsToken });
  const readiness = registerReadiness(app, db);
  app.addHook('preClose', async () => readiness.drain());
}
