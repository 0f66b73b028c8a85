import { Role, hasAnyRole, isAdmin, type Caller } from './roles.js';
import type { Scope, SqlFilter } from './scope.js';

/** What the visibility and edit rules read of a document (contract "Documents and their files"). */
export interface DocumentFacts {
  clientIds: number[];
  ownerUserId: number | null;
  releaseNotes: boolean;
  section: string | null;
}

/** The `permissions` object of every document answer (spec 002 section 6). */
export interface DocumentPermissions {
  edit: boolean;
  manageLinks: boolean;
}

const CONSOLE = [Role.admin, Role.organizationAdmin, Role.multiClientAdmin, Role.clientAdmin];

/** Every console role creates and edits documents; plain users only read. */
export const canWriteDocuments = (caller: Caller) => hasAnyRole(caller, ...CONSOLE);

/** Release notes and help-center documents are the admin's (create, edit, delete). */
export const isAdminOnlyDocument = (d: Pick<DocumentFacts, 'releaseNotes' | 'section'>) =>
  d.releaseNotes || d.section !== null;

/** Spec 6: "client-admin with admin may change the release-note type" (the type only). */
export const mayChangeReleaseNoteType = (caller: Caller) => isAdmin(caller) || hasAnyRole(caller, Role.clientAdmin);

const sharesClient = (scope: Scope, clientIds: number[]) =>
  !scope.all && clientIds.some((id) => scope.clientIds.includes(id));

export function documentPermissions(caller: Caller, scope: Scope, d: DocumentFacts): DocumentPermissions {
  if (!canWriteDocuments(caller)) return { edit: false, manageLinks: false };
  if (isAdmin(caller)) return { edit: true, manageLinks: true };
  const owner = d.ownerUserId === caller.id;
  const noClient = d.clientIds.length === 0;
  return {
    edit: !isAdminOnlyDocument(d) && (owner || noClient || sharesClient(scope, d.clientIds)),
    manageLinks: noClient || d.ownerUserId === null || owner || sharesClient(scope, d.clientIds),
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
