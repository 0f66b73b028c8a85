import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { Role, requireRole } from '../../policy/index.js';
import { appVersionsResponse, heartbeatsResponse, versionResponse } from './schemas.js';
import { SERVER_VERSION, ShellService } from './service.js';

/** /backoffice: version and heartbeats. */
export async function shellRoutes(app: FastifyInstance, deps: Deps) {
  const shell = new ShellService(deps);

  app.get('/version', { schema: { response: { 200: versionResponse } } }, async () => ({ version: SERVER_VERSION }));

  app.get(
    '/heartbeats',
    { preHandler: requireRole(Role.admin), schema: { response: { 200: heartbeatsResponse } } },
    () => shell.heartbeats(),
  );
}

/** Public: /api/version and /health. */
export async function publicShellRoutes(app: FastifyInstance, deps: Deps) {
  const shell = new ShellService(deps);

  app.get('/api/version', { schema: { response: { 200: appVersionsResponse } } }, () => shell.appVersions());

  // Liveness only: the database is /ready's (src/observability), so an outage does not get the process restarted.
  app.get('/health', async () => ({ status: 'ok', version: SERVER_VERSION }));
}
