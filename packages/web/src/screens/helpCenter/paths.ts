import { documentSegment } from '../../router/paths';

/** Admin manages sections, documents of sections and the FAQ (spec 002 section 6); the platform checks again. */
export const isHelpAdmin = (roles: readonly string[] | null | undefined) => Boolean(roles?.includes('ADMIN'));

/** /help-center/<key>[/rest]?lang=<lang>: the section's pages name its language (a key exists per language). */
export const sectionPath = (key: string, lang: string, rest = '') =>
  `/help-center/${encodeURIComponent(key)}${rest}?lang=${lang.toLowerCase()}`;

/** W1's document page in a help section's frame (no users and networks tabs). */
export const sectionDocumentPath = (documentId: string, key: string) =>
  `/documents/${documentSegment(documentId)}/${encodeURIComponent(key)}`;

/** W1's document form for a new document of a help section. */
export const newSectionDocumentPath = (key: string, lang: string) =>
  `/documents/new?${new URLSearchParams({ section: key, lang: lang.toLowerCase() }).toString()}`;
