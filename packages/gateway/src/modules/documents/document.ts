import { toGlobalId } from '../../ids.js';

/** A row of GET /backoffice/documents/search (the document picker). */
export interface RestDocumentRow {
  id: number;
  name: string;
}

export function toDocument(row: RestDocumentRow) {
  return {
    __typename: 'Document' as const,
    id: toGlobalId('Document', row.id),
    restId: String(row.id),
    name: row.name,
  };
}

export type DocumentSource = ReturnType<typeof toDocument>;
