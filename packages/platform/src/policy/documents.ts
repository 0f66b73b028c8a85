import { Role, hasAnyRole, isAdmin, type Caller } from './roles.js';
import type { Scope, SqlFilter } from './scope.js';

/** What the visibility and edit rules read of a document (contract "Documents and their files"). */
export interface DocumentFacts {
  clientIds: number[];
  ownerUserId: number | null;
  releaseNotes: boolean;
  section: string | null;
}

/**
 * Why a console role may not change a document it reads: a release note or help-center document (the
 * admin's), a document with no client (platform-wide: every tenant reads it), or one shared with a client
 * outside the caller's scope (editing it would change what that tenant sees).
 */
export type DocumentReadOnlyReason = 'ADMIN_ONLY' | 'PLATFORM_WIDE' | 'OTHER_TENANT';

/** The `permissions` object of every document answer (spec 002 section 6). */
export interface DocumentPermissions {
  /** Edit its metadata and clients, delete it. */
  edit: boolean;
  /** The users and networks tabs (each link row is still checked against the caller's scope). */
  manageLinks: boolean;
  /** Set for a console role that may not edit: what the console shows next to the read-only form. */
  readOnlyReason: DocumentReadOnlyReason | null;
}

const CONSOLE = [Role.admin, Role.organizationAdmin, Role.multiClientAdmin, Role.clientAdmin];

/** Every console role creates documents (of its own clients); plain users only read. */
export const canWriteDocuments = (caller: Caller) => hasAnyRole(caller, ...CONSOLE);

/** Release notes and help-center documents are the admin's (create, edit, delete). */
export const isAdminOnlyDocument = (d: Pick<DocumentFacts, 'releaseNotes' | 'section'>) =>
  d.releaseNotes || d.section !== null;

/** Every client in the caller's scope, and at least one: a tenant's own document, no one else's. */
export const allClientsInScope = (scope: Scope, clientIds: number[]) =>
  scope.all || (clientIds.length > 0 && clientIds.every((id) => scope.clientIds.includes(id)));

/** What keeps a non-admin from changing the document, or null when it may. */
export function readOnlyReason(scope: Scope, d: DocumentFacts): DocumentReadOnlyReason | null {
  if (scope.all) return null;
  if (isAdminOnlyDocument(d)) return 'ADMIN_ONLY';
  if (d.clientIds.length === 0) return 'PLATFORM_WIDE';
  return allClientsInScope(scope, d.clientIds) ? null : 'OTHER_TENANT';
}

/**
 * Spec 6: "client-admin with admin may change the release-note type" (the type only), of a note whose
 * every client is the client-admin's; never of a platform-wide one (no client), which only an admin changes.
 */
export const mayChangeReleaseNoteType = (caller: Caller, scope: Scope, clientIds: number[]) =>
  isAdmin(caller) ||
  (hasAnyRole(caller, Role.clientAdmin) && clientIds.length > 0 && allClientsInScope(scope, clientIds));

const sharesClient = (scope: Scope, clientIds: number[]) =>
  !scope.all && clientIds.some((id) => scope.clientIds.includes(id));

/**
 * Edit (metadata, clients, delete): admin; other console roles a plain document whose every client is in
 * their scope. Links: admin; other console roles on a plain document without clients, their own, or one
 * sharing a client with them; every link row they add, list or remove is one of their scope (repository), so
 * linking their users to a platform-wide document changes what their tenant sees and nothing else.
 */
export function documentPermissions(caller: Caller, scope: Scope, d: DocumentFacts): DocumentPermissions {
  if (!canWriteDocuments(caller)) return { edit: false, manageLinks: false, readOnlyReason: null };
  if (isAdmin(caller)) return { edit: true, manageLinks: true, readOnlyReason: null };
  const reason = readOnlyReason(scope, d);
  const owner = d.ownerUserId === caller.id;
  const noClient = d.clientIds.length === 0;
  return {
    edit: reason === null,
    manageLinks:
      !isAdminOnlyDocument(d) && (noClient || d.ownerUserId === null || owner || sharesClient(scope, d.clientIds)),
    readOnlyReason: reason,
  };
}

/**
 * The documents a caller may read, as a condition on the documents alias `doc`: admin all; other console
 * roles those shared with a client in scope or with none, and their own; plain users ready public
 * release notes and ready help-center documents that are not backoffice ones.
 */
export function visibleDocumentCondition(f: SqlFilter, caller: Caller, doc: string): string {
  if (isAdmin(caller)) return 'true';
  if (canWriteDocuments(caller)) return `(${f.documentCondition(doc)} OR ${doc}.owner_user_id = ${f.param(caller.id)})`;
  return `(${doc}.stored_at IS NOT NULL AND ((${doc}.release_notes AND ${doc}.type = 'public')
    OR (${doc}.section IS NOT NULL AND ${doc}.type <> 'backoffice')))`;
}
