import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idParams } from '../../http/schemas.js';
import { CONSOLE_ROLES, callerOf, requireRole, scopeOf } from '../../policy/index.js';
import { DevicesRepository, type DalmListQuery, type DeviceSearch } from './repository.js';
import {
  alertList,
  alertPage,
  alertQuery,
  dalmCreateBody,
  dalmListQuery,
  dalmPage,
  dalmResponse,
  dalmUpdateBody,
  deviceSearchQuery,
  deviceSearchResponse,
  portList,
  resetBody,
  resetResponse,
} from './schemas.js';
import { DevicesService, type DalmInput } from './service.js';
import { deviceById, DEVICE_KINDS, registerDeviceSubresources } from './subresources.js';

type Id = { Params: { id: number } };

/**
 * /devices: the DALM devices (list, read, create, update, alerts, reset, ports), the device picker, and the
 * subresources every kind shares, by id (networks, notification settings, logs, relays, ingest key).
 */
export async function devicesRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const devices = new DevicesRepository(db);
  const service = new DevicesService(db);
  const preHandler = requireRole(...CONSOLE_ROLES);
  registerDeviceSubresources(app, deps, { base: '/devices/:key', lookup: deviceById(DEVICE_KINDS) });

  app.get<{ Querystring: DeviceSearch }>(
    '/devices/search',
    { schema: { querystring: deviceSearchQuery, response: { 200: deviceSearchResponse } } },
    async (req) => devices.search(await scopeOf(db, callerOf(req)), req.query),
  );

  app.get<{ Querystring: DalmListQuery }>(
    '/devices',
    { preHandler, schema: { querystring: dalmListQuery, response: { 200: dalmPage } } },
    (req) => service.list(callerOf(req), req.query),
  );

  app.post<{ Body: DalmInput }>(
    '/devices',
    { preHandler, schema: { body: dalmCreateBody, response: { 200: dalmResponse, 201: dalmResponse } } },
    async (req, reply) => {
      const { status, device } = await service.create(callerOf(req), req.body);
      return reply.status(status).send(device);
    },
  );

  app.get<Id>('/devices/:id', { preHandler, schema: { params: idParams, response: { 200: dalmResponse } } }, (req) =>
    service.get(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: DalmInput }>(
    '/devices/:id',
    { preHandler, schema: { params: idParams, body: dalmUpdateBody, response: { 200: dalmResponse } } },
    (req) => service.update(callerOf(req), req.params.id, req.body),
  );

  app.get<Id & { Querystring: { limit: number; offset: number } }>(
    '/devices/:id/alerts',
    { preHandler, schema: { params: idParams, querystring: alertQuery, response: { 200: alertPage } } },
    (req) => service.alerts(callerOf(req), req.params.id, req.query),
  );

  app.get<Id>(
    '/devices/:id/active-alerts',
    { preHandler, schema: { params: idParams, response: { 200: alertList } } },
    (req) => service.activeAlerts(callerOf(req), req.params.id),
  );

  app.patch<Id & { Body: { sia: string; section: string } }>(
    '/devices/:id/reset',
    { preHandler, schema: { params: idParams, body: resetBody, response: { 200: resetResponse } } },
    (req) => service.reset(callerOf(req), req.params.id, req.body.sia, req.body.section),
  );

  app.get<Id>('/devices/:id/inputs', { preHandler, schema: { params: idParams, response: { 200: portList } } }, (req) =>
    service.ports(callerOf(req), req.params.id, 'device_inputs'),
  );

  app.get<Id>('/devices/:id/outputs', { schema: { params: idParams, response: { 200: portList } } }, (req) =>
    service.ports(callerOf(req), req.params.id, 'device_outputs'),
  );
}
