import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import { deviceByIdOrSerial, registerDeviceSubresources } from '../devices/subresources.js';
import type { SerialListQuery } from '../flic/repository.js';
import type { DeviceInput } from '../flic/rules.js';
import { deviceBody, devicePage, deviceRow, keyParams, sensorListQuery } from '../flic/schemas.js';
import { SerialDevicesService } from '../flic/service.js';

type Key = { Params: { key: string } };

/**
 * /collactivate: sensor devices, addressed by serial number (`DELETE` and the subresources also take the id;
 * docs/rest-contract.md "Alarm devices (issue 11)"). The rows, rules and answers are the Flic devices' own
 * (src/modules/flic) with the sensor fields; networks, relays, logs, notification settings and the ingest key
 * are the shared device subresources.
 */
export async function sensorsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const service = new SerialDevicesService(db, 'sensor');
  const preHandler = requireRole(...CONSOLE_ROLES);

  app.get<{ Querystring: SerialListQuery }>(
    '/collactivate',
    { preHandler, schema: { querystring: sensorListQuery, response: { 200: devicePage } } },
    (req) => service.list(callerOf(req), req.query),
  );

  app.post<{ Body: DeviceInput }>(
    '/collactivate',
    { preHandler, schema: { body: deviceBody, response: { 201: deviceRow } } },
    async (req, reply) => reply.status(201).send(await service.create(callerOf(req), req.body)),
  );

  app.get<Key>(
    '/collactivate/:key',
    { preHandler, schema: { params: keyParams, response: { 200: deviceRow } } },
    (req) => service.get(callerOf(req), req.params.key),
  );

  app.put<Key & { Body: DeviceInput }>(
    '/collactivate/:key',
    { preHandler, schema: { params: keyParams, body: deviceBody, response: { 200: deviceRow } } },
    (req) => service.update(callerOf(req), req.params.key, req.body),
  );

  app.delete<Key>('/collactivate/:key', { preHandler, schema: { params: keyParams } }, async (req, reply) => {
    await service.delete(callerOf(req), req.params.key);
    return reply.status(204).send();
  });

  registerDeviceSubresources(app, deps, { base: '/collactivate/:key', lookup: deviceByIdOrSerial(['sensor']) });
}
