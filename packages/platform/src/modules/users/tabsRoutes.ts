import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idParams } from '../../http/schemas.js';
import { CONSOLE_ROLES, callerOf, requireRole, type Caller } from '../../policy/index.js';
import type { AlertCentralInput, UserNotificationSetting } from './settings.js';
import type { TabQuery } from './tabsRepository.js';
import {
  activityLogPage,
  addUserNetworksBody,
  addedResponse,
  alertCentralBody,
  alertCentralResponse,
  notificationSettingsBody,
  notificationSettingsResponse,
  ownedDevicePage,
  subscriptionHistoryPage,
  tabListQuery,
  userDevicePage,
  userDocumentPage,
  userNetworkListQuery,
  userNetworkPage,
  userNetworkParams,
} from './tabsSchemas.js';
import { UserTabsService } from './tabsService.js';

type Id = { Params: { id: number } };
type List = Id & { Querystring: TabQuery };

/** The profile tabs of /users/{id} (docs/rest-contract.md "Backoffice: users (issue 8)"). */
export async function userTabsRoutes(app: FastifyInstance, { db }: Deps) {
  const tabs = new UserTabsService(db);
  const preHandler = requireRole(...CONSOLE_ROLES);

  app.get<Id>(
    '/users/:id/notification_settings',
    { preHandler, schema: { params: idParams, response: { 200: notificationSettingsResponse } } },
    (req) => tabs.notificationSettings(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: UserNotificationSetting[] }>(
    '/users/:id/notification_settings',
    {
      preHandler,
      schema: { params: idParams, body: notificationSettingsBody, response: { 200: notificationSettingsResponse } },
    },
    (req) => tabs.saveNotificationSettings(callerOf(req), req.params.id, req.body),
  );

  app.get<Id>(
    '/users/:id/alert-central-settings',
    { preHandler, schema: { params: idParams, response: { 200: alertCentralResponse } } },
    (req) => tabs.alertCentralSettings(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: AlertCentralInput[] }>(
    '/users/:id/alert-central-settings',
    { preHandler, schema: { params: idParams, body: alertCentralBody, response: { 200: alertCentralResponse } } },
    (req) => tabs.saveAlertCentralSettings(callerOf(req), req.params.id, req.body),
  );

  const list = (path: string, response: object, read: (caller: Caller, id: number, query: TabQuery) => unknown) =>
    app.get<List>(
      `/users/:id/${path}`,
      { preHandler, schema: { params: idParams, querystring: tabListQuery, response: { 200: response } } },
      async (req) => read(callerOf(req), req.params.id, req.query),
    );

  list('subscription-history', subscriptionHistoryPage, (c, id, q) => tabs.subscriptionHistory(c, id, q));
  list('activity-logs', activityLogPage, (c, id, q) => tabs.activityLogs(c, id, q));
  list('user-devices', userDevicePage, (c, id, q) => tabs.userDevices(c, id, q));
  list('documents', userDocumentPage, (c, id, q) => tabs.documents(c, id, q));
  list('devices', ownedDevicePage, (c, id, q) => tabs.devices(c, id, q));

  app.get<List>(
    '/users/:id/networks',
    { preHandler, schema: { params: idParams, querystring: userNetworkListQuery, response: { 200: userNetworkPage } } },
    (req) => tabs.networks(callerOf(req), req.params.id, req.query),
  );

  app.post<Id & { Body: { ids: number[] } }>(
    '/users/:id/networks',
    { preHandler, schema: { params: idParams, body: addUserNetworksBody, response: { 200: addedResponse } } },
    (req) => tabs.addNetworks(callerOf(req), req.params.id, req.body.ids),
  );

  app.delete<{ Params: { id: number; networkId: number } }>(
    '/users/:id/networks/:networkId',
    { preHandler, schema: { params: userNetworkParams } },
    async (req, reply) => {
      await tabs.removeNetwork(callerOf(req), req.params.id, req.params.networkId);
      return reply.status(204).send();
    },
  );
}
