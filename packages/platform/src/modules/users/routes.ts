import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import { UsersExport, XLSX_TYPE, exportFileName } from './export.js';
import type { UserListQuery, UserSearch } from './repository.js';
import {
  createUserBody,
  exportBody,
  exportLinkResponse,
  exportTokenQuery,
  generatedPasswordResponse,
  idParams,
  resetPasswordBody,
  updateUserBody,
  userListQuery,
  userPage,
  userResponse,
  userSearchQuery,
  userSearchResponse,
} from './schemas.js';
import { UsersService, type UserInput } from './service.js';

type Id = { Params: { id: number } };

/** /users: the list, the export, the user itself and its password (docs/rest-contract.md "Backoffice: users"). */
export async function usersRoutes(app: FastifyInstance, { db, mailer }: Deps) {
  const users = new UsersService(db, mailer);
  const exporter = new UsersExport(db);
  const preHandler = requireRole(...CONSOLE_ROLES);

  app.get<{ Querystring: UserListQuery }>(
    '/users',
    { preHandler, schema: { querystring: userListQuery, response: { 200: userPage } } },
    (req) => users.list(callerOf(req), req.query),
  );

  app.get<{ Querystring: UserSearch }>(
    '/users/search',
    { schema: { querystring: userSearchQuery, response: { 200: userSearchResponse } } },
    (req) => users.search(callerOf(req), req.query),
  );

  app.get('/users/generate-password', { preHandler, schema: { response: { 200: generatedPasswordResponse } } }, () =>
    users.generatePassword(),
  );

  app.post<{ Body: Partial<UserListQuery> }>(
    '/users/export',
    { preHandler, schema: { body: exportBody, response: { 200: exportLinkResponse } } },
    (req) => exporter.createLink(callerOf(req), req.body ?? {}),
  );

  // No bearer: the browser follows the link; the single-use token is the credential.
  app.get<{ Querystring: { token: string } }>(
    '/users/export',
    { config: { public: true }, schema: { querystring: exportTokenQuery } },
    async (req, reply) => {
      const { caller, params } = await exporter.claim(req.query.token);
      const out = new PassThrough();
      exporter.write(out, caller, params).catch((err: unknown) => {
        req.log.error({ err }, 'users export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  app.post<{ Body: UserInput }>(
    '/users',
    { preHandler, schema: { body: createUserBody, response: { 201: userResponse } } },
    async (req, reply) => reply.status(201).send(await users.create(callerOf(req), req.body)),
  );

  app.get<Id>('/users/:id', { schema: { params: idParams, response: { 200: userResponse } } }, (req) =>
    users.get(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: UserInput }>(
    '/users/:id',
    { preHandler, schema: { params: idParams, body: updateUserBody, response: { 200: userResponse } } },
    (req) => users.update(callerOf(req), req.params.id, req.body),
  );

  app.delete<Id>('/users/:id', { preHandler, schema: { params: idParams } }, async (req, reply) => {
    await users.delete(callerOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.put<Id & { Body: { password: string } }>(
    '/users/:id/reset-password',
    { preHandler, schema: { params: idParams, body: resetPasswordBody } },
    async (req, reply) => {
      await users.resetPassword(callerOf(req), req.params.id, req.body.password);
      return reply.status(204).send();
    },
  );
}
