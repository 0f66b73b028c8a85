import { createIdBatches } from '../../upstream/idBatches.js';
import { PICKER_LIMIT } from '../../upstream/pickers.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { toDocument, type DocumentSource, type RestDocumentRow } from './document.js';

export function createDocumentLoaders(rest: RestClient) {
  const batches = createIdBatches<RestDocumentRow>(rest, {
    idOf: (row) => row.id,
    rowsOf: (answer) => answer as RestDocumentRow[],
    maxIds: PICKER_LIMIT,
  });

  return {
    /** A document by REST id (GET /documents/{id}); the documents part of issue 12 fills it in. */
    async byId(_restId: string): Promise<unknown> {
      return null;
    },

    async search({ query, clientId, first }: { query?: string | null; clientId?: number; first?: number | null }) {
      const rows = await rest.get<RestDocumentRow[]>(
        withQuery('/backoffice/documents/search', {
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
      const rows = await batches.byIds(withQuery('/backoffice/documents/search', { clientId: clientRestId }), [
        documentId,
      ]);
      const row = rows.get(documentId);
      return row ? toDocument(row) : null;
    },
  };
}
