import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import { actionListQuery, actionPage } from './schemas.js';
import { SystemService, type ActionListQuery } from './service.js';

/** /system/actions: the audit trail, console roles only, scoped like everything else. */
export async function systemRoutes(app: FastifyInstance, { db }: Deps) {
  const system = new SystemService(db);

  app.get<{ Querystring: ActionListQuery }>(
    '/system/actions',
    {
      preHandler: requireRole(...CONSOLE_ROLES),
      schema: { querystring: actionListQuery, response: { 200: actionPage } },
    },
    (req) => system.actions(callerOf(req), req.query),
  );
}
