// The documents list's filters as URL keys (type=PUBLIC, lang=SV, client=<id>) and their translation into
// the query's `filter: DocumentFilter` variable.
import type { OrderBy } from '../../ui/useTableControls';

export const DOCUMENTS_URL_PREFIX = '';
export const DEFAULT_DOCUMENT_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };

export const DOCUMENT_TYPES = ['PUBLIC', 'PRIVATE', 'BACKOFFICE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Release notes are public or private only (spec 9). */
export const RELEASE_NOTE_TYPES = ['PUBLIC', 'PRIVATE'] as const;
export const DOCUMENT_LANGUAGES = ['EN', 'SV', 'ES', 'ALL'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** Filter names with their defaults (null: not filtered). */
export const DOCUMENT_FILTERS: Readonly<Record<string, string | null>> = {
  type: null,
  lang: null,
  client: null,
};

interface DocumentFilterVariable {
  type?: string;
  lang?: string;
  clientId?: string;
}

/** The table's variables (filters spread as plain strings) -> the query's variables with `filter`. */
export function toDocumentsVariables(variables: Record<string, unknown>): Record<string, unknown> {
  const { type, lang, client, ...rest } = variables as Record<string, string | null>;
  const filter: DocumentFilterVariable = {};
  if (type && (DOCUMENT_TYPES as readonly string[]).includes(type)) filter.type = type;
  if (lang && (DOCUMENT_LANGUAGES as readonly string[]).includes(lang)) filter.lang = lang;
  if (client) filter.clientId = client;
  return { ...rest, filter: Object.keys(filter).length ? filter : null };
}
