import { documentSegment } from '../../router/paths';
/** A document's page: release notes under /release-notes, a help-center document with its section. */
export function documentPath(document: { id: string; releaseNote: boolean; section?: string | null }): string {
  const id = documentSegment(document.id);
  if (document.releaseNote) return `/release-notes/${id}`;
  if (document.section) return `/documents/${id}/${encodeURIComponent(document.section)}`;
  return `/documents/${id}`;
}

/** Where a deleted document's page returns to. */
export function listPath(document: { releaseNote: boolean; section?: string | null }): string {
  if (document.releaseNote) return '/release-notes';
  if (document.section) return `/help-center/${encodeURIComponent(document.section)}`;
  return '/documents';
}
