import { toGlobalId } from '../../ids.js';
import { toClientFromSearch } from '../clients/client.js';
import { sameOriginFileUrl } from '../files/fileUrl.js';
import { toOrganizationFromSearch } from '../organizations/organization.js';
import { toUser, type UserSource } from '../users/user.js';

/** A row of GET /backoffice/documents/search (the document picker). */
export interface RestDocumentRow {
  id: number;
  name: string;
}

/**
 * `DocumentRow` (GET /backoffice/documents) and `Document` (GET /backoffice/documents/{id}) of
 * docs/rest-contract.md "Documents and their files": the same shape, types and languages in lower case.
 */
export interface RestDocument extends RestDocumentRow {
  description?: string | null;
  type: string;
  lang: string;
  section?: string | null;
  extension?: string | null;
  filename?: string | null;
  size?: number | null;
  contentType?: string | null;
  ready?: boolean;
  url?: string | null;
  organizationId?: number | null;
  organizationName?: string | null;
  clients?: { id: number; name: string }[] | null;
  userId?: number | null;
  ownerName?: string | null;
  createdAt: string;
  updatedAt?: string | null;
  releaseNotes?: boolean;
  isUnread?: boolean;
  permissions?: { edit?: boolean; manageLinks?: boolean; readOnlyReason?: string | null } | null;
}

/** Fields a picker row (or another resource's document row) lacks: read from GET /documents/{id} when selected. */
export const DOCUMENT_RECORD_FIELDS = [
  'description',
  'type',
  'lang',
  'section',
  'extension',
  'filename',
  'size',
  'contentType',
  'ready',
  'fileUrl',
  'organization',
  'clients',
  'owner',
  'releaseNote',
  'unread',
  'createdAt',
  'updatedAt',
  'viewerCanEdit',
  'viewerCanManageLinks',
  'viewerReadOnlyReason',
] as const;

/** A Document as resolvers see it; an undefined field is not in the record it was made from (loaded on demand). */
export type DocumentSource = {
  __typename: 'Document';
  id: string;
  restId: string;
  name: string;
} & { [F in (typeof DOCUMENT_RECORD_FIELDS)[number]]?: unknown };

const TYPES = ['PUBLIC', 'PRIVATE', 'BACKOFFICE'];
const LANGUAGES = ['EN', 'SV', 'ES', 'ALL'];

/** public/private/backoffice → the enum; anything else reads as BACKOFFICE, the most restricted. */
export const documentTypeOf = (type: string | null | undefined) =>
  TYPES.includes((type ?? '').toUpperCase()) ? (type ?? '').toUpperCase() : 'BACKOFFICE';

/** en/sv/es/all → the enum; anything else reads as ALL. */
export const documentLangOf = (lang: string | null | undefined) =>
  LANGUAGES.includes((lang ?? '').toUpperCase()) ? (lang ?? '').toUpperCase() : 'ALL';

/** A picker row (or a row of another resource): id and name; the other fields load on demand. */
export function toDocument(row: RestDocumentRow): DocumentSource {
  return {
    __typename: 'Document' as const,
    id: toGlobalId('Document', row.id),
    restId: String(row.id),
    name: row.name,
  };
}

/** The owner: id and display name come with the document; other fields from GET /users/{id}. */
function ownerOf(document: RestDocument): UserSource | null {
  if (document.userId === null || document.userId === undefined) return null;
  return {
    ...toUser({ id: document.userId, email: '' }),
    firstName: undefined as unknown as null,
    lastName: undefined as unknown as null,
    email: undefined as unknown as string,
    displayName: document.ownerName?.trim() || undefined,
  };
}

/** A list row or the detail: every field. */
export function toDocumentFromRecord(document: RestDocument): DocumentSource {
  const ready = document.ready ?? false;
  return {
    ...toDocument(document),
    description: document.description ?? null,
    type: documentTypeOf(document.type),
    lang: documentLangOf(document.lang),
    section: document.section ?? null,
    extension: document.extension ?? null,
    filename: document.filename ?? null,
    size: document.size ?? null,
    contentType: document.contentType ?? null,
    ready,
    fileUrl: ready && document.url ? sameOriginFileUrl(document.url) : null,
    organization:
      document.organizationId === null || document.organizationId === undefined
        ? null
        : toOrganizationFromSearch({ id: document.organizationId, name: document.organizationName ?? undefined }),
    clients: (document.clients ?? []).map((client) => toClientFromSearch(client)),
    owner: ownerOf(document),
    releaseNote: document.releaseNotes ?? false,
    unread: document.isUnread ?? false,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt ?? null,
    viewerCanEdit: document.permissions?.edit ?? false,
    viewerCanManageLinks: document.permissions?.manageLinks ?? false,
    viewerReadOnlyReason: readOnlyReasonOf(document.permissions?.readOnlyReason),
  };
}

const READ_ONLY_REASONS = ['ADMIN_ONLY', 'PLATFORM_WIDE', 'OTHER_TENANT'];

/** The platform's reason, or null for none or one this schema does not know (another implementation's). */
const readOnlyReasonOf = (reason: string | null | undefined) =>
  reason && READ_ONLY_REASONS.includes(reason) ? reason : null;

const SORT_BY_ORDER_FIELD: Record<string, string> = { CREATED_AT: 'createdAt', NAME: 'name', TYPE: 'type' };

/** DocumentOrder → sort/order of the list; none keeps the platform's default (newest first). */
export function documentSort(orderBy: { field: string; direction: 'ASC' | 'DESC' } | null | undefined) {
  if (!orderBy) return {};
  return {
    sort: SORT_BY_ORDER_FIELD[orderBy.field],
    order: orderBy.direction === 'ASC' ? ('asc' as const) : ('desc' as const),
  };
}
