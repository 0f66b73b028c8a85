import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import type { CandidateQuery, ListQuery } from '../../http/lists.js';
import { idAndParams, idParams } from '../../http/schemas.js';
import { callerOf } from '../../policy/index.js';
import {
  addDevicesBody,
  addedResponse,
  addMembersBody,
  candidatesQuery,
  deviceCandidatesResponse,
  addNetworksBody,
  deviceListQuery,
  devicePage,
  memberAdminBody,
  memberListQuery,
  memberPage,
  memberResponse,
  networkListQuery,
  networkPage,
} from './schemas.js';
import { ClientTabsService } from './tabsService.js';

type Id = { Params: { id: number } };
type List = { Querystring: ListQuery<any> };

/** The users, networks and devices tabs of /clients/{id}. */
export async function tabRoutes(app: FastifyInstance, { db }: Deps) {
  const tabs = new ClientTabsService(db);
  const userParams = idAndParams('userId');
  const networkParams = idAndParams('networkId');

  app.get<Id & List>(
    '/clients/:id/users',
    { schema: { params: idParams, querystring: memberListQuery, response: { 200: memberPage } } },
    (req) => tabs.members(callerOf(req), req.params.id, req.query),
  );

  app.put<Id & { Body: { userIds: number[] } }>(
    '/clients/:id/users',
    { schema: { params: idParams, body: addMembersBody, response: { 200: addedResponse } } },
    (req) => tabs.addMembers(callerOf(req), req.params.id, req.body.userIds),
  );

  app.put<{ Params: { id: number; userId: number }; Body: { isAdmin: boolean } }>(
    '/clients/:id/users/:userId',
    { schema: { params: userParams, body: memberAdminBody, response: { 200: memberResponse } } },
    (req) => tabs.setMemberAdmin(callerOf(req), req.params.id, req.params.userId, req.body.isAdmin),
  );

  app.delete<{ Params: { id: number; userId: number } }>(
    '/clients/:id/users/:userId',
    { schema: { params: userParams } },
    async (req, reply) => {
      await tabs.removeMember(callerOf(req), req.params.id, req.params.userId);
      return reply.status(204).send();
    },
  );

  app.get<Id & List>(
    '/clients/:id/networks',
    { schema: { params: idParams, querystring: networkListQuery, response: { 200: networkPage } } },
    (req) => tabs.networks(callerOf(req), req.params.id, req.query),
  );

  app.put<Id & { Body: { networkIds: number[] } }>(
    '/clients/:id/networks',
    { schema: { params: idParams, body: addNetworksBody, response: { 200: addedResponse } } },
    (req) => tabs.addNetworks(callerOf(req), req.params.id, req.body.networkIds),
  );

  app.delete<{ Params: { id: number; networkId: number } }>(
    '/clients/:id/networks/:networkId',
    { schema: { params: networkParams } },
    async (req, reply) => {
      await tabs.removeNetwork(callerOf(req), req.params.id, req.params.networkId);
      return reply.status(204).send();
    },
  );

  app.get<Id & List>(
    '/clients/:id/devices',
    { schema: { params: idParams, querystring: deviceListQuery, response: { 200: devicePage } } },
    (req) => tabs.devices(callerOf(req), req.params.id, req.query),
  );

  app.get<Id & { Querystring: CandidateQuery }>(
    '/clients/:id/devices/candidates',
    { schema: { params: idParams, querystring: candidatesQuery, response: { 200: deviceCandidatesResponse } } },
    (req) => tabs.deviceCandidates(callerOf(req), req.params.id, req.query),
  );

  app.put<Id & { Body: { deviceIds: number[] } }>(
    '/clients/:id/devices',
    { schema: { params: idParams, body: addDevicesBody, response: { 200: addedResponse } } },
    (req) => tabs.addDevices(callerOf(req), req.params.id, req.body.deviceIds),
  );

  app.delete<{ Params: { id: number; deviceId: number } }>(
    '/clients/:id/devices/:deviceId',
    { schema: { params: idAndParams('deviceId') } },
    async (req, reply) => {
      await tabs.removeDevice(callerOf(req), req.params.id, req.params.deviceId);
      return reply.status(204).send();
    },
  );
}
