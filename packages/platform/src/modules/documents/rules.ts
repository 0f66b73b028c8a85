import type { FieldErrors } from '../../http/errors.js';
import { CONTENT_TYPE_OF_EXTENSION, DOCUMENT_MAX_BYTES, baseNameOf, extensionOf } from './fileTypes.js';
import type { DocumentFields, DocumentRow } from './repository.js';

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 300;
export const FILENAME_MAX = 255;
export const DOCUMENT_TYPES = ['public', 'private', 'backoffice'] as const;
export const RELEASE_NOTE_TYPES = ['public', 'private'] as const;
export const DOCUMENT_LANGS = ['en', 'sv', 'es', 'all'] as const;
/** A help-center section key (the help-center part validates that the section exists). */
export const SECTION_KEY = /^[a-z0-9_]{1,100}$/;
const CONTENT_TYPE = /^[\w.+-]{1,100}\/[\w.+-]{1,100}$/;

/** The metadata of POST and PUT /documents; left-out fields keep their value on PUT. */
export interface DocumentInput {
  name?: string | null;
  description?: string | null;
  type?: string;
  lang?: string;
  organizationId?: number | null;
  clientIds?: number[];
  section?: string | null;
}

export interface CreateDocumentInput extends DocumentInput {
  releaseNotes?: boolean;
  filename?: string;
  size?: number;
  contentType?: string;
}

export interface DocumentFile {
  filename: string;
  extension: string;
  size: number;
  contentType: string;
}

/** The three kinds sharing the table. */
export type DocumentKind = 'document' | 'releaseNote' | 'helpCenter';

export const kindOf = (d: { releaseNotes: boolean; section: string | null }): DocumentKind =>
  d.releaseNotes ? 'releaseNote' : d.section !== null ? 'helpCenter' : 'document';

export const fieldsOf = (row: DocumentRow): DocumentFields => ({
  name: row.name,
  description: row.description,
  type: row.type,
  lang: row.lang,
  organizationId: row.organization_id,
  clientIds: row.clients.map((c) => c.id).sort((a, b) => a - b),
  section: row.section,
});

const trimmedOrNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The fields as they will be stored: `base` (a create's defaults or the stored row) with the input over it. */
export function mergeFields(base: DocumentFields, input: DocumentInput): DocumentFields {
  return {
    name: input.name === undefined ? base.name : (input.name ?? '').trim(),
    description: input.description === undefined ? base.description : trimmedOrNull(input.description),
    type: (input.type ?? base.type) as DocumentFields['type'],
    lang: (input.lang ?? base.lang) as DocumentFields['lang'],
    organizationId: input.organizationId === undefined ? base.organizationId : input.organizationId,
    clientIds: input.clientIds ? [...new Set(input.clientIds)].sort((a, b) => a - b) : base.clientIds,
    section: input.section === undefined ? base.section : trimmedOrNull(input.section),
  };
}

/**
 * The field rules of every kind (contract "Rules"); scope and organization checks come after.
 * `platformWide`: a document without clients may stay so (an admin editing a platform-wide one).
 */
export function validateFields(f: DocumentFields, kind: DocumentKind, platformWide = false): FieldErrors {
  const errors: FieldErrors = {};
  if (!f.name) errors.name = 'REQUIRED';
  else if (f.name.length > NAME_MAX) errors.name = 'TOO_LONG';
  if (f.description && f.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  if (!f.lang) errors.lang = 'REQUIRED';
  else if (!(DOCUMENT_LANGS as readonly string[]).includes(f.lang)) errors.lang = 'INVALID';
  const types: readonly string[] = kind === 'releaseNote' ? RELEASE_NOTE_TYPES : DOCUMENT_TYPES;
  if (!types.includes(f.type)) errors.type = 'INVALID';
  if (kind === 'document' && !f.clientIds.length && !platformWide) errors.clientIds = 'REQUIRED';
  if (kind !== 'document' && f.clientIds.length) errors.clientIds = 'INVALID';
  if (kind !== 'document' && f.organizationId !== null) errors.organizationId = 'INVALID';
  if (kind === 'helpCenter' && !SECTION_KEY.test(f.section ?? '')) errors.section = 'INVALID';
  return errors;
}

/** The file of a create: name with a supported extension, size within 50 MB, a plausible content type. */
export function validateFile(input: CreateDocumentInput): { file?: DocumentFile; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const filename = input.filename?.trim() ?? '';
  const extension = extensionOf(filename);
  if (!filename) errors.filename = 'REQUIRED';
  else if (filename.length > FILENAME_MAX) errors.filename = 'TOO_LONG';
  else if (!extension || !CONTENT_TYPE_OF_EXTENSION[extension]) errors.filename = 'UNSUPPORTED_TYPE';
  if (input.size === undefined) errors.size = 'REQUIRED';
  else if (input.size > DOCUMENT_MAX_BYTES) errors.size = 'TOO_LARGE';
  else if (!Number.isInteger(input.size) || input.size < 1) errors.size = 'INVALID';
  const contentType = input.contentType?.trim().toLowerCase() || (extension && CONTENT_TYPE_OF_EXTENSION[extension]);
  if (contentType && !CONTENT_TYPE.test(contentType)) errors.contentType = 'INVALID';
  if (Object.keys(errors).length) return { errors };
  return { file: { filename, extension: extension!, size: input.size!, contentType: contentType! }, errors };
}

/** A create's starting point: the name from the file when left out, private and no clients. */
export const createDefaults = (input: CreateDocumentInput): DocumentFields => ({
  name: baseNameOf(input.filename?.trim() ?? '').slice(0, NAME_MAX),
  description: null,
  type: 'private',
  // No default language: `lang` is required (validateFields answers REQUIRED for the empty value).
  lang: '' as DocumentFields['lang'],
  organizationId: null,
  clientIds: [],
  section: null,
});
