import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idsFilter, searchQuerySchema, type ListQuery } from '../../http/lists.js';
import { id, idAndParams, idParams, nullable } from '../../http/schemas.js';
import { CONSOLE_ROLES, callerOf, requireRole, scopeOf } from '../../policy/index.js';
import {
  NetworksRepository,
  type DeviceSort,
  type MemberSort,
  type NetworkListQuery,
  type NetworkSearch,
  type NetworkSettings,
} from './repository.js';
import type { NetworkInput } from './rules.js';
import {
  addDevicesBody,
  addedResponse,
  addMembersBody,
  deviceListQuery,
  devicePage,
  fromClientBody,
  memberListQuery,
  memberPage,
  memberTypeBody,
  memberTypeResponse,
  networkBody,
  networkListQuery,
  networkPage,
  logoRequestBody,
  logoUrlResponse,
  networkResponse,
  networkUpdateBody,
  settingsBody,
  settingsResponse,
} from './schemas.js';
import { UploadsService } from '../uploads/service.js';
import { tabListQuery, userDocumentPage } from '../users/tabsSchemas.js';
import { NetworksService, type LogoRequest, type NetworkUpdate } from './service.js';

const searchQuery = searchQuerySchema({
  userId: id,
  clientId: id,
  withoutClients: { type: 'boolean' },
  excludeClientId: id,
  ...idsFilter,
});
const searchResponse = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      type: { type: 'string' },
      clientId: nullable('integer'),
    },
  },
} as const;

type Id = { Params: { id: number } };
type Member = { Params: { id: number; userId: number } };
type Device = { Params: { id: number; deviceId: number } };

/** /networks: the list, the network itself, its settings and members; the picker. */
export async function networksRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const networks = new NetworksRepository(db);
  const service = new NetworksService(db, new UploadsService(deps));
  const preHandler = requireRole(...CONSOLE_ROLES);

  app.get<{ Querystring: NetworkSearch }>(
    '/networks/search',
    { schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    async (req) => networks.search(await scopeOf(db, callerOf(req)), req.query),
  );

  app.get<{ Querystring: NetworkListQuery }>(
    '/networks',
    { preHandler, schema: { querystring: networkListQuery, response: { 200: networkPage } } },
    (req) => service.list(callerOf(req), req.query),
  );

  app.post<{ Body: NetworkInput }>(
    '/networks',
    { preHandler, schema: { body: networkBody, response: { 201: networkResponse } } },
    async (req, reply) => reply.status(201).send(await service.create(callerOf(req), req.body)),
  );

  app.get<Id>(
    '/networks/:id',
    { preHandler, schema: { params: idParams, response: { 200: networkResponse } } },
    (req) => service.get(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: NetworkUpdate }>(
    '/networks/:id',
    { preHandler, schema: { params: idParams, body: networkUpdateBody, response: { 200: networkResponse } } },
    (req) => service.update(callerOf(req), req.params.id, req.body),
  );

  app.post<Id & { Body: LogoRequest }>(
    '/networks/:id/logo',
    { preHandler, schema: { params: idParams, body: logoRequestBody, response: { 200: logoUrlResponse } } },
    (req) => service.logoUploadUrl(callerOf(req), req.params.id, req.body),
  );

  app.delete<Id>('/networks/:id', { preHandler, schema: { params: idParams } }, async (req, reply) => {
    await service.delete(callerOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.get<Id>(
    '/networks/:id/settings',
    { preHandler, schema: { params: idParams, response: { 200: settingsResponse } } },
    (req) => service.settings(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: Partial<NetworkSettings> }>(
    '/networks/:id/settings',
    { preHandler, schema: { params: idParams, body: settingsBody, response: { 200: settingsResponse } } },
    (req) => service.saveSettings(callerOf(req), req.params.id, req.body),
  );

  app.get<Id & { Querystring: ListQuery<MemberSort> }>(
    '/networks/:id/users',
    { preHandler, schema: { params: idParams, querystring: memberListQuery, response: { 200: memberPage } } },
    (req) => service.members(callerOf(req), req.params.id, req.query),
  );

  app.post<Id & { Body: { ids: number[] } }>(
    '/networks/:id/users',
    { preHandler, schema: { params: idParams, body: addMembersBody, response: { 200: addedResponse } } },
    (req) => service.addMembers(callerOf(req), req.params.id, req.body.ids),
  );

  app.post<Id & { Body: { clientId: number } }>(
    '/networks/:id/users/from-client',
    { preHandler, schema: { params: idParams, body: fromClientBody, response: { 200: addedResponse } } },
    (req) => service.addClientMembers(callerOf(req), req.params.id, req.body.clientId),
  );

  app.put<Member & { Body: { memberType: 'admin' | 'member' } }>(
    '/networks/:id/users/:userId',
    {
      preHandler,
      schema: { params: idAndParams('userId'), body: memberTypeBody, response: { 200: memberTypeResponse } },
    },
    (req) => service.setMemberType(callerOf(req), req.params.id, req.params.userId, req.body.memberType),
  );

  app.delete<Member>(
    '/networks/:id/users/:userId',
    { preHandler, schema: { params: idAndParams('userId') } },
    async (req, reply) => {
      await service.removeMember(callerOf(req), req.params.id, req.params.userId);
      return reply.status(204).send();
    },
  );
  app.get<Id & { Querystring: { limit: number; offset: number } }>(
    '/networks/:id/documents',
    { preHandler, schema: { params: idParams, querystring: tabListQuery, response: { 200: userDocumentPage } } },
    (req) => service.documents(callerOf(req), req.params.id, req.query),
  );

  app.get<Id & { Querystring: ListQuery<DeviceSort> }>(
    '/networks/:id/devices',
    { preHandler, schema: { params: idParams, querystring: deviceListQuery, response: { 200: devicePage } } },
    (req) => service.devices(callerOf(req), req.params.id, req.query),
  );

  app.post<Id & { Body: { ids: number[] } }>(
    '/networks/:id/devices',
    { preHandler, schema: { params: idParams, body: addDevicesBody, response: { 200: addedResponse } } },
    (req) => service.addDevices(callerOf(req), req.params.id, req.body.ids),
  );

  app.delete<Device>(
    '/networks/:id/devices/:deviceId',
    { preHandler, schema: { params: idAndParams('deviceId') } },
    async (req, reply) => {
      await service.removeDevice(callerOf(req), req.params.id, req.params.deviceId);
      return reply.status(204).send();
    },
  );
}
