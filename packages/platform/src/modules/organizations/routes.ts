import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { idParams, nullable } from '../../http/schemas.js';
import { callerOf, scopeOf } from '../../policy/index.js';
import { OrganizationsRepository } from './repository.js';

const samlResponse = {
  type: 'object',
  properties: { samlMetadataUrl: nullable('string'), samlEmailDomains: { type: 'array', items: { type: 'string' } } },
} as const;

/** /organizations: the read-only SAML domains the client SAML tab shows (the organizations area comes later). */
export async function organizationsRoutes(app: FastifyInstance, { db }: Deps) {
  const organizations = new OrganizationsRepository(db);

  app.get<{ Params: { id: number } }>(
    '/organizations/:id/saml',
    { schema: { params: idParams, response: { 200: samlResponse } } },
    async (req) => {
      const saml = await organizations.samlInScope(await scopeOf(db, callerOf(req)), req.params.id);
      if (!saml) throw notFound('Organization not found');
      return saml;
    },
  );
}
