import type { ConnectionArgs } from '../../connections/offsetConnection.js';
import type { GatewayContext } from '../../context.js';
import { restIdArg } from '../../ids.js';
import type { CandidateArgs } from '../../upstream/pickers.js';
import { toNetworkFromRow, toNetworkFromSearch } from '../networks/network.js';
import { fieldsFromFullRecord } from '../partialSource.js';
import type { ModuleResolvers } from '../types.js';
import { DOCUMENT_RECORD_FIELDS, toDocumentFromRecord, type DocumentSource } from './document.js';
import type { DocumentListArgs } from './loaders.js';
import { documentMutations } from './mutations.js';
import type { DocumentNetworkSource } from './tabs.js';

/**
 * The network of a document's networks tab. The tab's row names only id, name and client name, and a Network
 * has more required fields (type): its row of the networks list, read by id for the whole page in one call.
 * A network the viewer's networks list does not hold (another client's, on a document shared with several)
 * keeps the tab row's name and reads as PRIVATE (as the networks module reads an unknown type); its other
 * fields are not the viewer's to read (NOT_FOUND).
 */
async function documentNetworkOf(source: DocumentNetworkSource, ctx: GatewayContext) {
  const { networkRow } = source;
  const row = await ctx.loaders.networks.row(String(networkRow.id));
  return row ? toNetworkFromRow(row) : toNetworkFromSearch({ id: networkRow.id, name: networkRow.name });
}

export const documentResolvers: ModuleResolvers = {
  Query: {
    documents: (_, args: DocumentListArgs, ctx) => ctx.loaders.documents.list(args),
    releaseNotes: (_, args: DocumentListArgs, ctx) => ctx.loaders.documents.releaseNotes(args),
    searchDocuments: (_, args, ctx) =>
      ctx.loaders.documents.search({
        query: args.query,
        clientId: args.clientId ? restIdArg('Client', args.clientId, 'clientId') : undefined,
        first: args.first,
      }),
  },
  Document: {
    // Picker rows and other resources' rows carry id and name: the rest comes from GET /documents/{id}, once.
    ...fieldsFromFullRecord(DOCUMENT_RECORD_FIELDS, async (document: DocumentSource, ctx) =>
      toDocumentFromRecord(await ctx.loaders.documents.detail(document.restId)),
    ),
    users: (document: DocumentSource, args: ConnectionArgs, ctx) => ctx.loaders.documents.users(document.restId, args),
    networks: (document: DocumentSource, args: ConnectionArgs, ctx) =>
      ctx.loaders.documents.networks(document.restId, args),
    userCandidates: (document: DocumentSource, args: CandidateArgs, ctx) =>
      ctx.loaders.documents.userCandidates(document.restId, args),
    networkCandidates: (document: DocumentSource, args: CandidateArgs, ctx) =>
      ctx.loaders.documents.networkCandidates(document.restId, args),
  },
  DocumentNetwork: {
    network: (source: DocumentNetworkSource, _, ctx) => documentNetworkOf(source, ctx),
  },
  ...documentMutations,
};
