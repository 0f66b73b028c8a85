import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import { restIdArg } from '../../ids.js';
import { createIdBatches } from '../../upstream/idBatches.js';
import { PICKER_LIMIT, candidatesQuery, type CandidateArgs } from '../../upstream/pickers.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import {
  documentSort,
  toDocument,
  toDocumentFromRecord,
  type DocumentSource,
  type RestDocument,
  type RestDocumentRow,
} from './document.js';
import { toNetworkFromSearch, type RestNetworkSearchRow } from '../networks/network.js';
import { toPartialUser, type RestUserRow } from '../users/user.js';
import { toDocumentNetwork, toDocumentUser, type RestDocumentNetwork, type RestDocumentUser } from './tabs.js';

export const DOCUMENTS_PATH = '/backoffice/documents';

/** GET /backoffice/documents/{id}; its tabs are below it, so forgetting this path after a write drops them too. */
export const documentPath = (documentRestId: string | number) =>
  `${DOCUMENTS_PATH}/${encodeURIComponent(String(documentRestId))}`;

export interface DocumentListArgs extends ConnectionArgs {
  orderBy?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
  filter?: { type?: string | null; lang?: string | null; clientId?: string | null; organizationId?: string | null };
}

const lower = (value: string | null | undefined) => (value ? value.toLowerCase() : undefined);

/** DocumentFilter → the list's query parameters (REST ids, lower-case type and language). */
function listFilters(filter: DocumentListArgs['filter']) {
  return {
    type: lower(filter?.type),
    lang: lower(filter?.lang),
    clientId: filter?.clientId ? restIdArg('Client', filter.clientId, 'filter.clientId') : undefined,
    organizationId: filter?.organizationId
      ? restIdArg('Organization', filter.organizationId, 'filter.organizationId')
      : undefined,
  };
}

/**
 * Reads of documents, release notes and their tabs. Every read is a memoized GET of the request's REST client,
 * so each path costs one call per request; list rows are primed as GET /documents/{id}.
 */
export function createDocumentLoaders(rest: RestClient) {
  const batches = createIdBatches<RestDocumentRow>(rest, {
    idOf: (row) => row.id,
    rowsOf: (answer) => answer as RestDocumentRow[],
    maxIds: PICKER_LIMIT,
  });

  const list = ({ orderBy, search, ...page }: DocumentListArgs, filters: Record<string, unknown>) =>
    loadOffsetConnection<RestDocument, DocumentSource>(
      rest,
      DOCUMENTS_PATH,
      page,
      { ...documentSort(orderBy), search, filters: filters as Record<string, string | number | boolean | undefined> },
      (row) => {
        rest.prime(documentPath(row.id), row);
        return toDocumentFromRecord(row);
      },
    );

  return {
    /** The detail's record (memoized GET; 404 out of scope). */
    detail: (documentRestId: string) => rest.get<RestDocument>(documentPath(documentRestId)),

    /** node(): GET /documents/{id}. */
    byId: async (documentRestId: string) =>
      toDocumentFromRecord(await rest.get<RestDocument>(documentPath(documentRestId))),

    /** Query.documents: documents only (no release notes, never help-center documents). */
    list: (args: DocumentListArgs) => list(args, listFilters(args.filter)),

    /** Query.releaseNotes: the release notes the viewer may read. */
    releaseNotes: (args: DocumentListArgs) => list({ ...args, filter: undefined }, { releaseNotes: true }),

    /** Document.userCandidates: GET /documents/{id}/users/candidates (the users tab's picker). */
    userCandidates: async (documentRestId: string, args: CandidateArgs) =>
      (
        await rest.get<RestUserRow[]>(
          withQuery(`${documentPath(documentRestId)}/users/candidates`, candidatesQuery(args)),
        )
      ).map(toPartialUser),

    /** Document.networkCandidates: GET /documents/{id}/networks/candidates (the networks tab's picker). */
    networkCandidates: async (documentRestId: string, args: CandidateArgs) =>
      (
        await rest.get<RestNetworkSearchRow[]>(
          withQuery(`${documentPath(documentRestId)}/networks/candidates`, candidatesQuery(args)),
        )
      ).map(toNetworkFromSearch),

    users: (documentRestId: string, args: ConnectionArgs) =>
      loadOffsetConnection<RestDocumentUser, ReturnType<typeof toDocumentUser>>(
        rest,
        `${documentPath(documentRestId)}/users`,
        args,
        {},
        toDocumentUser,
      ),

    networks: (documentRestId: string, args: ConnectionArgs) =>
      loadOffsetConnection<RestDocumentNetwork, ReturnType<typeof toDocumentNetwork>>(
        rest,
        `${documentPath(documentRestId)}/networks`,
        args,
        {},
        toDocumentNetwork,
      ),

    async search({ query, clientId, first }: { query?: string | null; clientId?: number; first?: number | null }) {
      const rows = await rest.get<RestDocumentRow[]>(
        withQuery(`${DOCUMENTS_PATH}/search`, {
          q: query?.trim() || undefined,
          clientId,
          limit: Math.min(first ?? 20, PICKER_LIMIT),
        }),
      );
      return rows.map(toDocument);
    },

    /**
     * The document a policy category or multi-alert refers to: the client's document picker by ids (one call
     * per client and tick); null when the client may not use it (any more).
     */
    async inClient(clientRestId: string, documentId: string | null): Promise<DocumentSource | null> {
      if (documentId === null) return null;
      const rows = await batches.byIds(withQuery(`${DOCUMENTS_PATH}/search`, { clientId: clientRestId }), [documentId]);
      const row = rows.get(documentId);
      return row ? toDocument(row) : null;
    },
  };
}
