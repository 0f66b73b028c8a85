import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import { deviceBySerial, registerDeviceSubresources } from '../devices/subresources.js';
import type { FlicKind, SerialListQuery } from './repository.js';
import type { DeviceInput, Press, PressSettings } from './rules.js';
import {
  alertsPage,
  alertsQuery,
  deviceBody,
  devicePage,
  flicDeviceResponse,
  flicListQuery,
  keyParams,
  pressSettingsBody,
  pressSettingsResponse,
} from './schemas.js';
import { SerialDevicesService } from './service.js';

type Key = { Params: { key: string } };

/**
 * /flic-hub: Flic hubs and buttons, one resource addressed by serial number (docs/rest-contract.md "Alarm
 * devices (issue 11)"). `/flic-hub/list` and `/flic-hub/alerts` are static routes, so they are never read as a
 * serial. Networks, notification settings, logs, relays and the ingest key are the shared device subresources.
 */
export async function flicRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const service = new SerialDevicesService(db, 'flic');
  const preHandler = requireRole(...CONSOLE_ROLES);

  app.get<{ Querystring: SerialListQuery & { type: FlicKind } }>(
    '/flic-hub/list',
    { preHandler, schema: { querystring: flicListQuery, response: { 200: devicePage } } },
    (req) => service.list(callerOf(req), req.query),
  );

  app.get<{ Querystring: { ids: string; limit: number; offset: number } }>(
    '/flic-hub/alerts',
    { preHandler, schema: { querystring: alertsQuery, response: { 200: alertsPage } } },
    (req) => service.alerts(callerOf(req), req.query),
  );

  app.post<{ Body: DeviceInput }>(
    '/flic-hub',
    { preHandler, schema: { body: deviceBody, response: { 201: flicDeviceResponse } } },
    async (req, reply) => reply.status(201).send(await service.create(callerOf(req), req.body)),
  );

  app.get<Key>(
    '/flic-hub/:key',
    { preHandler, schema: { params: keyParams, response: { 200: flicDeviceResponse } } },
    (req) => service.get(callerOf(req), req.params.key),
  );

  app.put<Key & { Body: DeviceInput }>(
    '/flic-hub/:key',
    { preHandler, schema: { params: keyParams, body: deviceBody, response: { 200: flicDeviceResponse } } },
    (req) => service.update(callerOf(req), req.params.key, req.body),
  );

  app.delete<Key>('/flic-hub/:key', { preHandler, schema: { params: keyParams } }, async (req, reply) => {
    await service.delete(callerOf(req), req.params.key);
    return reply.status(204).send();
  });

  app.put<Key & { Body: Partial<Record<Press, Partial<PressSettings>>> }>(
    '/flic-hub/:key/settings',
    {
      preHandler,
      schema: { params: keyParams, body: pressSettingsBody, response: { 200: pressSettingsResponse } },
    },
    (req) => service.savePressSettings(callerOf(req), req.params.key, req.body),
  );

  registerDeviceSubresources(app, deps, { base: '/flic-hub/:key', lookup: deviceBySerial(['hub', 'button']) });
}
