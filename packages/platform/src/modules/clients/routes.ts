import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import type { ListQuery } from '../../http/lists.js';
import { idParams } from '../../http/schemas.js';
import { callerOf } from '../../policy/index.js';
import type { ClientSort } from './repository.js';
import {
  clientBody,
  clientListQuery,
  clientPage,
  clientResponse,
  clientSearchQuery,
  clientSearchResponse,
  displayBody,
  displayResponse,
  networkSummaryResponse,
  subscriptionSummaryResponse,
} from './schemas.js';
import { ClientsService, type ClientInput } from './service.js';
import { settingsRoutes } from './settingsRoutes.js';
import { tabRoutes } from './tabRoutes.js';

type Id = { Params: { id: number } };

/** /clients: the list, the client itself, show/hide, summaries; tabs and settings in their own files. */
export async function clientsRoutes(app: FastifyInstance, deps: Deps) {
  const clients = new ClientsService(deps.db);

  app.get<{ Querystring: ListQuery<ClientSort> }>(
    '/clients',
    { schema: { querystring: clientListQuery, response: { 200: clientPage } } },
    (req) => clients.list(callerOf(req), req.query),
  );

  app.get<{ Querystring: { q?: string; limit: number } }>(
    '/clients/search',
    { schema: { querystring: clientSearchQuery, response: { 200: clientSearchResponse } } },
    (req) => clients.search(callerOf(req), req.query.q, req.query.limit),
  );

  app.patch<{ Body: { hide: number[]; display: number[] } }>(
    '/clients/display',
    { schema: { body: displayBody, response: { 200: displayResponse } } },
    (req) => clients.changeDisplay(callerOf(req), req.body),
  );

  app.post<{ Body: ClientInput }>(
    '/clients',
    { schema: { body: clientBody, response: { 201: clientResponse } } },
    async (req, reply) => reply.status(201).send(await clients.create(callerOf(req), req.body)),
  );

  app.get<Id>('/clients/:id', { schema: { params: idParams, response: { 200: clientResponse } } }, (req) =>
    clients.get(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: ClientInput }>(
    '/clients/:id',
    { schema: { params: idParams, body: clientBody, response: { 200: clientResponse } } },
    (req) => clients.update(callerOf(req), req.params.id, req.body),
  );

  app.delete<Id>('/clients/:id', { schema: { params: idParams } }, async (req, reply) => {
    await clients.delete(callerOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.get<Id>(
    '/clients/:id/network-summary',
    { schema: { params: idParams, response: { 200: networkSummaryResponse } } },
    (req) => clients.networkSummary(callerOf(req), req.params.id),
  );

  app.get<Id>(
    '/clients/:id/subscription-summary',
    { schema: { params: idParams, response: { 200: subscriptionSummaryResponse } } },
    (req) => clients.subscriptionSummary(callerOf(req), req.params.id),
  );

  await tabRoutes(app, deps);
  await settingsRoutes(app, deps);
}
