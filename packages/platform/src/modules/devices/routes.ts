import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { searchQuerySchema } from '../../http/lists.js';
import { id, idParams, nullable } from '../../http/schemas.js';
import { callerOf, scopeOf } from '../../policy/index.js';
import { DevicesRepository, type DeviceSearch } from './repository.js';
import { deviceById, DEVICE_KINDS, registerDeviceSubresources } from './subresources.js';

const searchQuery = searchQuerySchema({ networkId: id, clientId: id });
const searchResponse = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' }, dalmId: nullable('string') },
  },
} as const;
const outputsResponse = {
  type: 'array',
  items: { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' } } },
} as const;

/** /devices: outputs of one device and the device picker (the devices area comes later). */
export async function devicesRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const devices = new DevicesRepository(db);
  registerDeviceSubresources(app, deps, { base: '/devices/:key', lookup: deviceById(DEVICE_KINDS) });

  app.get<{ Querystring: DeviceSearch }>(
    '/devices/search',
    { schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    async (req) => devices.search(await scopeOf(db, callerOf(req)), req.query),
  );

  app.get<{ Params: { id: number } }>(
    '/devices/:id/outputs',
    { schema: { params: idParams, response: { 200: outputsResponse } } },
    async (req) => {
      if (!(await devices.isInScope(await scopeOf(db, callerOf(req)), req.params.id)))
        throw notFound('Device not found');
      return devices.outputs(req.params.id);
    },
  );
}
