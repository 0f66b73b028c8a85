import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idsFilter, searchQuerySchema } from '../../http/lists.js';
import { id } from '../../http/schemas.js';
import { callerOf, scopeOf } from '../../policy/index.js';
import { DocumentsRepository, type DocumentSearch } from './repository.js';

const searchQuery = searchQuerySchema({ clientId: id, ...idsFilter });
const searchResponse = {
  type: 'array',
  items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
} as const;
const countResponse = { type: 'object', properties: { count: { type: 'integer' } } } as const;

export async function documentsRoutes(app: FastifyInstance, { db }: Deps) {
  const documents = new DocumentsRepository(db);

  app.get<{ Querystring: DocumentSearch }>(
    '/documents/search',
    { schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    async (req) => documents.search(await scopeOf(db, callerOf(req)), req.query),
  );

  app.get('/documents/release-notes/unread-count', { schema: { response: { 200: countResponse } } }, async (req) => ({
    count: await documents.unreadReleaseNotes(callerOf(req).id),
  }));
}
