import { restIdArg } from '../../ids.js';
import { fieldErrorsOf, payloadOf } from '../../payloads/fieldErrors.js';
import type { ModuleResolvers } from '../types.js';
import * as writes from './writes.js';

const documentId = (id: string) => restIdArg('Document', id);

/**
 * Document and release-note writes. A platform 400 VALIDATION_FAILED with `fields` becomes `errors` in the payload
 * (filename, size and contentType → file; releaseNotes → releaseNote; the others keep their names), and so do
 * removeDocumentUser's OWNER_NOT_REMOVABLE (409) and MULTI_DOCUMENT_ADMIN (403), on userId. Any other refusal
 * (404 out of scope, 403 not allowed) stays a GraphQL error with its code, as in the other modules.
 */
export const documentMutations: ModuleResolvers = {
  Mutation: {
    createDocument: async (_, { input }, ctx) => {
      try {
        return { ...(await writes.createDocument(ctx, input)), errors: [] };
      } catch (error) {
        const errors = fieldErrorsOf(error, writes.documentFieldName);
        if (!errors) throw error;
        // filename, size and contentType are all `file`: one error per field and code.
        const unique = errors.filter(
          (entry, index) =>
            errors.findIndex((other) => other.field === entry.field && other.code === entry.code) === index,
        );
        return { document: null, uploadUrl: null, expiresAt: null, errors: unique };
      }
    },
    updateDocument: (_, { id, input }, ctx) =>
      payloadOf('document', () => writes.updateDocument(ctx, documentId(id), input), writes.documentFieldName),
    deleteDocument: (_, { id }, ctx) => writes.deleteDocument(ctx, documentId(id)),
    addDocumentUsers: (_, { id, userIds }, ctx) =>
      payloadOf('document', () => writes.addUsers(ctx, documentId(id), userIds)),
    removeDocumentUser: async (_, { id, userId }, ctx) => {
      try {
        return await payloadOf('document', () =>
          writes.removeUser(ctx, documentId(id), restIdArg('User', userId, 'userId')),
        );
      } catch (error) {
        const errors = writes.removeUserRefusalOf(error);
        if (!errors) throw error;
        return { document: null, errors };
      }
    },
    addDocumentNetworks: (_, { id, networkIds }, ctx) =>
      payloadOf('document', () => writes.addNetworks(ctx, documentId(id), networkIds)),
    removeDocumentNetwork: (_, { id, networkId }, ctx) =>
      payloadOf('document', () =>
        writes.removeNetwork(ctx, documentId(id), restIdArg('Network', networkId, 'networkId')),
      ),
    markReleaseNoteRead: (_, { id }, ctx) => writes.markReleaseNoteRead(ctx, documentId(id)),
  },
};
