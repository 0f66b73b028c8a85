import { PICKER_LIMIT, findInPicker } from '../../upstream/listLookup.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { toDocument, type DocumentSource, type RestDocumentRow } from './document.js';

export function createDocumentLoaders(rest: RestClient) {
  return {
    async search({ query, clientId, first }: { query?: string | null; clientId?: number; first?: number | null }) {
      const rows = await rest.get<RestDocumentRow[]>(
        withQuery('/backoffice/documents/search', { q: query?.trim() || undefined, clientId, limit: Math.min(first ?? 20, PICKER_LIMIT) }),
      );
      return rows.map(toDocument);
    },

    /**
     * The document a policy category or multi-alert refers to: one picker call per client (documents have
     * no list per client, so at most the first 100 are found); null when not there.
     */
    async inClient(clientRestId: string, documentId: string | null): Promise<DocumentSource | null> {
      if (documentId === null) return null;
      const rows = await findInPicker<RestDocumentRow>(
        rest,
        withQuery('/backoffice/documents/search', { clientId: clientRestId, limit: PICKER_LIMIT }),
        [documentId],
        (row) => row.id,
      );
      const row = rows.get(documentId);
      return row ? toDocument(row) : null;
    },
  };
}
