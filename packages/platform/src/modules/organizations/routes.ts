import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import type { CandidateQuery, ListQuery } from '../../http/lists.js';
import { idParams } from '../../http/schemas.js';
import { outboundPolicy } from '../../outbound/index.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import type { OrganizationClientSort, OrganizationSort, OrganizationUserSort } from './repository.js';
import type { OrganizationInput, SamlSettings } from './rules.js';
import {
  addClientsBody,
  addedResponse,
  candidatesQuery,
  clientCandidatesResponse,
  clientParams,
  deleteQuery,
  displayBody,
  displayResponse,
  networkSummaryResponse,
  organizationBody,
  organizationClientListQuery,
  organizationClientPage,
  organizationListQuery,
  organizationPage,
  organizationResponse,
  organizationSearchQuery,
  organizationSearchResponse,
  organizationUserListQuery,
  organizationUserPage,
  organizationUserResponse,
  samlBody,
  samlResponse,
  subscriptionSummaryResponse,
  userAdminBody,
  userParams,
} from './schemas.js';
import { OrganizationsService, type DeleteChoice } from './service.js';

type Id = { Params: { id: number } };
type User = { Params: { id: number; userId: number } };
type Client = { Params: { id: number; clientId: number } };

/** /organizations: the list, the organization, show/hide, summaries, its users, clients and SAML settings. */
export async function organizationsRoutes(app: FastifyInstance, { db, config }: Deps) {
  const organizations = new OrganizationsService(db, outboundPolicy(config));
  const preHandler = requireRole(...CONSOLE_ROLES);

  app.get<{ Querystring: ListQuery<OrganizationSort> }>(
    '/organizations',
    { preHandler, schema: { querystring: organizationListQuery, response: { 200: organizationPage } } },
    (req) => organizations.list(callerOf(req), req.query),
  );

  app.get<{ Querystring: { q?: string; limit: number } }>(
    '/organizations/search',
    { preHandler, schema: { querystring: organizationSearchQuery, response: { 200: organizationSearchResponse } } },
    (req) => organizations.search(callerOf(req), req.query.q, req.query.limit),
  );

  app.patch<{ Body: { hide: number[]; display: number[] } }>(
    '/organizations/display',
    { preHandler, schema: { body: displayBody, response: { 200: displayResponse } } },
    (req) => organizations.changeDisplay(callerOf(req), req.body),
  );

  app.post<{ Body: OrganizationInput }>(
    '/organizations',
    { preHandler, schema: { body: organizationBody, response: { 201: organizationResponse } } },
    async (req, reply) => reply.status(201).send(await organizations.create(callerOf(req), req.body)),
  );

  app.get<Id>(
    '/organizations/:id',
    { preHandler, schema: { params: idParams, response: { 200: organizationResponse } } },
    (req) => organizations.get(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: OrganizationInput }>(
    '/organizations/:id',
    { preHandler, schema: { params: idParams, body: organizationBody, response: { 200: organizationResponse } } },
    (req) => organizations.update(callerOf(req), req.params.id, req.body),
  );

  app.delete<Id & { Querystring: { clients?: DeleteChoice } }>(
    '/organizations/:id',
    { preHandler, schema: { params: idParams, querystring: deleteQuery } },
    async (req, reply) => {
      await organizations.delete(callerOf(req), req.params.id, req.query.clients);
      return reply.status(204).send();
    },
  );

  app.get<Id>(
    '/organizations/:id/network-summary',
    { preHandler, schema: { params: idParams, response: { 200: networkSummaryResponse } } },
    (req) => organizations.networkSummary(callerOf(req), req.params.id),
  );

  app.get<Id>(
    '/organizations/:id/subscription-summary',
    { preHandler, schema: { params: idParams, response: { 200: subscriptionSummaryResponse } } },
    (req) => organizations.subscriptionSummary(callerOf(req), req.params.id),
  );

  app.get<Id & { Querystring: ListQuery<OrganizationUserSort> }>(
    '/organizations/:id/users',
    {
      preHandler,
      schema: { params: idParams, querystring: organizationUserListQuery, response: { 200: organizationUserPage } },
    },
    (req) => organizations.users(callerOf(req), req.params.id, req.query),
  );

  app.put<User & { Body: { isAdmin: boolean } }>(
    '/organizations/:id/users/:userId',
    { preHandler, schema: { params: userParams, body: userAdminBody, response: { 200: organizationUserResponse } } },
    (req) => organizations.setUserAdmin(callerOf(req), req.params.id, req.params.userId, req.body.isAdmin),
  );

  app.delete<User>(
    '/organizations/:id/users/:userId',
    { preHandler, schema: { params: userParams } },
    async (req, reply) => {
      await organizations.removeUser(callerOf(req), req.params.id, req.params.userId);
      return reply.status(204).send();
    },
  );

  app.get<Id & { Querystring: ListQuery<OrganizationClientSort> }>(
    '/organizations/:id/clients',
    {
      preHandler,
      schema: { params: idParams, querystring: organizationClientListQuery, response: { 200: organizationClientPage } },
    },
    (req) => organizations.clients(callerOf(req), req.params.id, req.query),
  );

  app.get<Id & { Querystring: CandidateQuery }>(
    '/organizations/:id/clients/candidates',
    {
      preHandler,
      schema: { params: idParams, querystring: candidatesQuery, response: { 200: clientCandidatesResponse } },
    },
    (req) => organizations.clientCandidates(callerOf(req), req.params.id, req.query),
  );

  app.post<Id & { Body: { clientIds: number[] } }>(
    '/organizations/:id/clients',
    { preHandler, schema: { params: idParams, body: addClientsBody, response: { 200: addedResponse } } },
    (req) => organizations.addClients(callerOf(req), req.params.id, req.body.clientIds),
  );

  app.delete<Client>(
    '/organizations/:id/clients/:clientId',
    { preHandler, schema: { params: clientParams } },
    async (req, reply) => {
      await organizations.removeClient(callerOf(req), req.params.id, req.params.clientId);
      return reply.status(204).send();
    },
  );

  app.get<Id>(
    '/organizations/:id/saml',
    { preHandler, schema: { params: idParams, response: { 200: samlResponse } } },
    (req) => organizations.saml(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: Partial<SamlSettings> }>(
    '/organizations/:id/saml',
    { preHandler, schema: { params: idParams, body: samlBody, response: { 200: samlResponse } } },
    (req) => organizations.saveSaml(callerOf(req), req.params.id, req.body),
  );
}
