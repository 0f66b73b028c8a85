import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { outboundPolicy } from '../../outbound/index.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import {
  encryptionKeyBody,
  integrationBody,
  integrationListResponse,
  integrationParams,
  integrationResponse,
  logPageResponse,
  logParams,
  idParamsSchema,
  logQuery,
  networkNotificationSettingsSchema,
  networkParams,
  siaCodesResponse,
  testAlarmResponse,
} from './schemas.js';
import type { NetworkNotificationSetting } from './notificationSettings.js';
import { IntegrationsService, type EncryptionKeyInput, type IntegrationInput } from './service.js';
import { SIA_CODES } from './siaCodes.js';

type NetworkParams = { Params: { networkId: number } };
type OneParams = { Params: { networkId: number; integrationId: number } };

const SORTED_CODES = [...SIA_CODES].sort((a, b) => a.code.localeCompare(b.code));

/**
 * /v2/integrations (the spec's separate API base, same bearer token): a network's integrations with
 * alarm-receiving centres, their logs and the SIA event code table (docs/rest-contract.md "Networks and
 * integrations (issue 9)", "Integrations").
 */
export async function integrationsRoutes(app: FastifyInstance, { db, config }: Deps) {
  const integrations = new IntegrationsService(db, outboundPolicy(config), config.jwtSecret);
  const preHandler = requireRole(...CONSOLE_ROLES);

  app.get(
    '/integrations/sia-codes',
    { preHandler, schema: { response: { 200: siaCodesResponse } } },
    async () => SORTED_CODES,
  );

  app.get<{ Params: { id: number }; Querystring: { limit: number; offset: number } }>(
    '/integrations/logs/:id',
    { preHandler, schema: { params: logParams, querystring: logQuery, response: { 200: logPageResponse } } },
    (req) => integrations.logs(callerOf(req), req.params.id, req.query.limit, req.query.offset),
  );

  app.get<NetworkParams>(
    '/integrations/:networkId',
    { preHandler, schema: { params: networkParams, response: { 200: integrationListResponse } } },
    (req) => integrations.list(callerOf(req), req.params.networkId),
  );

  app.post<NetworkParams & { Body: IntegrationInput }>(
    '/integrations/:networkId',
    { preHandler, schema: { params: networkParams, body: integrationBody, response: { 201: integrationResponse } } },
    async (req, reply) =>
      reply.status(201).send(await integrations.create(callerOf(req), req.params.networkId, req.body ?? {})),
  );

  app.put<OneParams & { Body: IntegrationInput }>(
    '/integrations/:networkId/:integrationId',
    {
      preHandler,
      schema: { params: integrationParams, body: integrationBody, response: { 200: integrationResponse } },
    },
    (req) => integrations.update(callerOf(req), req.params.networkId, req.params.integrationId, req.body ?? {}),
  );

  app.post<OneParams>(
    '/integrations/:networkId/:integrationId/test-alarm',
    { preHandler, schema: { params: integrationParams, response: { 200: testAlarmResponse } } },
    (req) => integrations.testAlarm(callerOf(req), req.params.networkId, req.params.integrationId),
  );

  app.post<OneParams & { Body: EncryptionKeyInput }>(
    '/integrations/:networkId/:integrationId/encryption-key',
    {
      preHandler,
      schema: { params: integrationParams, body: encryptionKeyBody, response: { 200: integrationResponse } },
    },
    (req) =>
      integrations.setEncryptionKey(callerOf(req), req.params.networkId, req.params.integrationId, req.body ?? {}),
  );

  app.delete<OneParams>(
    '/integrations/:networkId/:integrationId',
    { preHandler, schema: { params: integrationParams } },
    async (req, reply) => {
      await integrations.remove(callerOf(req), req.params.networkId, req.params.integrationId);
      return reply.status(204).send();
    },
  );
}

/**
 * /backoffice/networks/{id}/notification-settings: who is told when the network's integrations fail or
 * succeed again (mounted with the backoffice modules; the networks module owns the rest of /networks).
 */
export async function networkNotificationRoutes(app: FastifyInstance, { db, config }: Deps) {
  const integrations = new IntegrationsService(db, outboundPolicy(config), config.jwtSecret);
  const preHandler = requireRole(...CONSOLE_ROLES);
  const schema = (body?: object) => ({
    params: idParamsSchema,
    ...(body ? { body } : {}),
    response: { 200: networkNotificationSettingsSchema },
  });

  app.get<{ Params: { id: number } }>('/networks/:id/notification-settings', { preHandler, schema: schema() }, (req) =>
    integrations.notificationSettings(callerOf(req), req.params.id),
  );

  app.put<{ Params: { id: number }; Body: NetworkNotificationSetting[] }>(
    '/networks/:id/notification-settings',
    { preHandler, schema: schema(networkNotificationSettingsSchema) },
    (req) => integrations.saveNotificationSettings(callerOf(req), req.params.id, req.body),
  );
}
