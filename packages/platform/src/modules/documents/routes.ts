import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idAndParams, idParams } from '../../http/schemas.js';
import { callerOf } from '../../policy/index.js';
import { attachmentHeader, documentFile } from './files.js';
import type { CandidateQuery } from '../../http/lists.js';
import type { DocumentListQuery, DocumentSearch } from './repository.js';
import type { CreateDocumentInput, DocumentInput } from './rules.js';
import {
  addedResponse,
  candidatesQuery,
  countResponse,
  createBody,
  createdResponse,
  documentListQuery,
  documentNetworkPage,
  documentPage,
  documentResponse,
  documentUserPage,
  fileParams,
  networkIdsBody,
  pageQuery,
  searchQuery,
  searchResponse,
  updateBody,
  userCandidatesResponse,
  userIdsBody,
  networkCandidatesResponse,
} from './schemas.js';
import { DocumentsService } from './service.js';

type Id = { Params: { id: number } };
type Paged = Id & { Querystring: { limit: number; offset: number } };

/** /documents (documents, release notes, their users and networks) and their files under /files/{type}. */
export async function documentsRoutes(app: FastifyInstance, deps: Deps) {
  const documents = new DocumentsService(deps);

  app.get<{ Querystring: DocumentListQuery }>(
    '/documents',
    { schema: { querystring: documentListQuery, response: { 200: documentPage } } },
    (req) => documents.list(callerOf(req), req.query),
  );

  app.get<{ Querystring: DocumentSearch }>(
    '/documents/search',
    { schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    (req) => documents.search(callerOf(req), req.query),
  );

  app.get('/documents/release-notes/unread-count', { schema: { response: { 200: countResponse } } }, (req) =>
    documents.unreadCount(callerOf(req)),
  );

  app.post<Id>('/documents/release-notes/:id/mark-read', { schema: { params: idParams } }, async (req, reply) => {
    await documents.markRead(callerOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.post<{ Body: CreateDocumentInput }>(
    '/documents',
    { schema: { body: createBody, response: { 201: createdResponse } } },
    async (req, reply) => reply.status(201).send(await documents.create(callerOf(req), req.body)),
  );

  app.get<Id>('/documents/:id', { schema: { params: idParams, response: { 200: documentResponse } } }, (req) =>
    documents.get(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: DocumentInput }>(
    '/documents/:id',
    { schema: { params: idParams, body: updateBody, response: { 200: documentResponse } } },
    (req) => documents.update(callerOf(req), req.params.id, req.body),
  );

  app.delete<Id>('/documents/:id', { schema: { params: idParams } }, async (req, reply) => {
    await documents.delete(callerOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.get<Paged>(
    '/documents/:id/users',
    { schema: { params: idParams, querystring: pageQuery, response: { 200: documentUserPage } } },
    (req) => documents.users(callerOf(req), req.params.id, req.query),
  );

  app.get<Id & { Querystring: CandidateQuery }>(
    '/documents/:id/users/candidates',
    { schema: { params: idParams, querystring: candidatesQuery, response: { 200: userCandidatesResponse } } },
    (req) => documents.userCandidates(callerOf(req), req.params.id, req.query),
  );

  app.put<Id & { Body: { userIds: number[] } }>(
    '/documents/:id/users',
    { schema: { params: idParams, body: userIdsBody, response: { 200: addedResponse } } },
    (req) => documents.addUsers(callerOf(req), req.params.id, req.body.userIds),
  );

  app.delete<{ Params: { id: number; userId: number } }>(
    '/documents/:id/users/:userId',
    { schema: { params: idAndParams('userId') } },
    async (req, reply) => {
      await documents.removeUser(callerOf(req), req.params.id, req.params.userId);
      return reply.status(204).send();
    },
  );

  app.get<Paged>(
    '/documents/:id/networks',
    { schema: { params: idParams, querystring: pageQuery, response: { 200: documentNetworkPage } } },
    (req) => documents.networks(callerOf(req), req.params.id, req.query),
  );

  app.get<Id & { Querystring: CandidateQuery }>(
    '/documents/:id/networks/candidates',
    { schema: { params: idParams, querystring: candidatesQuery, response: { 200: networkCandidatesResponse } } },
    (req) => documents.networkCandidates(callerOf(req), req.params.id, req.query),
  );

  app.put<Id & { Body: { networkIds: number[] } }>(
    '/documents/:id/networks',
    { schema: { params: idParams, body: networkIdsBody, response: { 200: addedResponse } } },
    (req) => documents.addNetworks(callerOf(req), req.params.id, req.body.networkIds),
  );

  app.delete<{ Params: { id: number; networkId: number } }>(
    '/documents/:id/networks/:networkId',
    { schema: { params: idAndParams('networkId') } },
    async (req, reply) => {
      await documents.removeNetwork(callerOf(req), req.params.id, req.params.networkId);
      return reply.status(204).send();
    },
  );

  // No bearer required (public documents); a private one reads the optional bearer itself.
  app.get<{ Params: { type: string; file: string } }>(
    '/files/:type/:file',
    { config: { public: true }, schema: { params: fileParams } },
    async (req, reply) => {
      const file = await documentFile(deps, req.params.type, req.params.file, req.headers.authorization);
      return reply
        .header('cache-control', file.public ? 'public, max-age=300' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('content-disposition', attachmentHeader(file.downloadName))
        .header('content-length', file.file.size)
        .type(file.contentType)
        .send(file.file.stream);
    },
  );
}
