import { recordAction } from '../../audit/actionLog.js';
import type { Queryable } from '../../db/types.js';
import type { Deps } from '../../http/deps.js';
import { AppError, badRequest, forbidden, notFound, type FieldErrors } from '../../http/errors.js';
import type { CandidateQuery, Page } from '../../http/lists.js';
import { assertNoRefusals, refusalsOf } from '../../http/refusedPicks.js';
import {
  Role,
  canWriteDocuments,
  documentPermissions,
  hasAnyRole,
  isAdmin,
  isAdminOnlyDocument,
  mayChangeReleaseNoteType,
  scopeOf,
  type Caller,
  type DocumentReadOnlyReason,
  type Scope,
} from '../../policy/index.js';
import { UploadsService } from '../uploads/service.js';
import { documentFileUrl } from './fileTypes.js';
import {
  DocumentsRepository,
  type DocumentFields,
  type DocumentListQuery,
  type DocumentNetworkRow,
  type DocumentRow,
  type DocumentUserRow,
  type PickRow,
} from './repository.js';
import {
  createDefaults,
  fieldsOf,
  kindOf,
  mergeFields,
  validateFields,
  validateFile,
  type CreateDocumentInput,
  type DocumentInput,
} from './rules.js';

const isReady = (row: DocumentRow) => row.stored_at !== null && row.extension !== null;

export function toDocument(row: DocumentRow, caller: Caller, scope: Scope, isUnread: boolean) {
  const ready = isReady(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    lang: row.lang,
    section: row.section,
    extension: row.extension,
    filename: row.filename,
    size: row.size,
    contentType: row.content_type,
    ready,
    url: ready ? documentFileUrl(row.type, row.id, row.extension!) : null,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    clients: row.clients,
    userId: row.owner_user_id,
    ownerName: row.owner_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    releaseNotes: row.release_notes,
    isUnread: row.release_notes && isUnread,
    permissions: documentPermissions(caller, scope, factsOf(row)),
  };
}

const factsOf = (row: DocumentRow) => ({
  clientIds: row.clients.map((c) => c.id),
  ownerUserId: row.owner_user_id,
  releaseNotes: row.release_notes,
  section: row.section,
});

const READ_ONLY_MESSAGES: Record<DocumentReadOnlyReason, string> = {
  ADMIN_ONLY: 'Only an admin changes release notes and help-center documents',
  PLATFORM_WIDE: 'Only an admin changes a document shared with every client',
  OTHER_TENANT: 'The document is shared with a client outside your scope: only an admin changes it',
};
const readOnlyMessage = (reason: DocumentReadOnlyReason | null) =>
  reason ? READ_ONLY_MESSAGES[reason] : 'You are not allowed to do this';

/** A client-admin who is none of the higher console roles (spec 6: cannot remove multi-document admins). */
const isOnlyClientAdmin = (caller: Caller) =>
  hasAnyRole(caller, Role.clientAdmin) &&
  !hasAnyRole(caller, Role.admin, Role.organizationAdmin, Role.multiClientAdmin);

/** An admin or multi-client-admin: "multi-document admin" in the spec's users tab. */
const isMultiDocumentAdmin = (roles: number[]) => roles.includes(Role.admin) || roles.includes(Role.multiClientAdmin);

const auditFields = (f: DocumentFields) => ({ ...f });

export class DocumentsService {
  private readonly repo: DocumentsRepository;
  private readonly uploads: UploadsService;

  constructor(private readonly deps: Pick<Deps, 'db' | 'config' | 'storage'>) {
    this.repo = new DocumentsRepository(deps.db);
    this.uploads = new UploadsService(deps);
  }

  private get db() {
    return this.deps.db;
  }

  /** Every `/documents/{id}...` call starts here: 404 when the caller may not read it. */
  private async open(caller: Caller, id: number) {
    const scope = await scopeOf(this.db, caller);
    const row = await this.repo.findVisible(caller, scope, id);
    if (!row) throw notFound('Document not found');
    return { scope, row, permissions: documentPermissions(caller, scope, factsOf(row)) };
  }

  private async answer(caller: Caller, scope: Scope, row: DocumentRow) {
    const read = row.release_notes ? await this.repo.readOf(caller.id, [row.id]) : new Set<number>();
    return toDocument(row, caller, scope, !read.has(row.id));
  }

  async list(caller: Caller, query: DocumentListQuery): Promise<Page<ReturnType<typeof toDocument>>> {
    const scope = await scopeOf(this.db, caller);
    const { rows, total } = await this.repo.list(caller, scope, query);
    const read = await this.repo.readOf(
      caller.id,
      rows.filter((r) => r.release_notes).map((r) => r.id),
    );
    return { items: rows.map((r) => toDocument(r, caller, scope, !read.has(r.id))), total };
  }

  async get(caller: Caller, id: number) {
    const { scope, row } = await this.open(caller, id);
    const counts = await this.db.query<{ users: number; networks: number }>(
      `SELECT (SELECT count(*)::int FROM document_users WHERE document_id = $1) AS users,
              (SELECT count(*)::int FROM document_networks WHERE document_id = $1) AS networks`,
      [id],
    );
    return { ...(await this.answer(caller, scope, row)), ...counts[0]! };
  }

  search(caller: Caller, query: Parameters<DocumentsRepository['search']>[1]) {
    return scopeOf(this.db, caller).then((scope) => this.repo.search(scope, query));
  }

  /**
   * Clients and organization against the caller's scope: each new client in scope (NOT_IN_SCOPE; for
   * admins: existing), with an organization each of it (NOT_IN_ORGANIZATION). `kept` are clients already
   * on the document, which stay without being in the caller's scope.
   */
  private async tenantErrors(scope: Scope, f: DocumentFields, kept: number[] = []): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const added = f.clientIds.filter((id) => !kept.includes(id));
    const known = scope.all ? await this.repo.existingClients(added) : scope.clientIds;
    if (added.some((id) => !known.includes(id))) errors.clientIds = 'NOT_IN_SCOPE';
    if (f.organizationId !== null) {
      const orgInScope = scope.all
        ? await this.repo.organizationExists(f.organizationId)
        : scope.organizationIds.includes(f.organizationId) ||
          (await this.repo.clientsOfOrganization(f.organizationId, scope.clientIds)).length > 0;
      if (!orgInScope) errors.organizationId = 'NOT_IN_SCOPE';
      else if (!errors.clientIds) {
        const ofOrg = await this.repo.clientsOfOrganization(f.organizationId, f.clientIds);
        if (ofOrg.length !== f.clientIds.length) errors.clientIds = 'NOT_IN_ORGANIZATION';
      }
    }
    return errors;
  }

  /** POST /documents: the metadata and a signed URL for the file's one PUT. */
  async create(caller: Caller, input: CreateDocumentInput) {
    if (!canWriteDocuments(caller)) throw forbidden();
    const releaseNotes = input.releaseNotes ?? false;
    const kind = kindOf({ releaseNotes, section: input.section ?? null });
    if (kind !== 'document' && !isAdmin(caller))
      throw forbidden('Only an admin adds release notes and help-center documents');
    const scope = await scopeOf(this.db, caller);
    const named = input.name?.trim() ? input : { ...input, name: undefined };
    const fields = mergeFields(createDefaults(input), named);
    const { file, errors: fileErrors } = validateFile(input);
    const errors = { ...validateFields(fields, kind), ...fileErrors };
    if (!errors.clientIds && !errors.organizationId) Object.assign(errors, await this.tenantErrors(scope, fields));
    if (Object.keys(errors).length || !file) throw badRequest('The document is not valid', errors);
    // Without an organization chosen, the one all its clients share (the list's organization filter finds it).
    if (fields.organizationId === null && kind === 'document')
      fields.organizationId = await this.repo.commonOrganization(fields.clientIds);

    const created = await this.db.transaction(async (tx) => {
      const id = await new DocumentsRepository(tx).insert(fields, file, caller.id, releaseNotes);
      // the author has read what it wrote: its own note never counts as unread for it
      if (releaseNotes) await new DocumentsRepository(tx).markRead(caller.id, id);
      const upload = await this.uploads.createUrl('document', { documentId: id }, file, Date.now(), tx);
      await recordAction(tx, {
        entityType: 'document',
        entityId: id,
        action: 'create',
        actorId: caller.id,
        after: { ...auditFields(fields), releaseNotes, filename: file.filename, size: file.size },
        clientIds: fields.clientIds,
        organizationId: fields.organizationId,
      });
      return { id, upload };
    });
    const row = (await this.repo.findVisible(caller, scope, created.id))!;
    return {
      id: created.id,
      uploadUrl: created.upload.url,
      expiresAt: created.upload.expiresAt,
      document: await this.answer(caller, scope, row),
    };
  }

  /** PUT /documents/{id}: metadata only; fields left out keep their value. */
  async update(caller: Caller, id: number, input: DocumentInput) {
    const { scope, row, permissions } = await this.open(caller, id);
    const before = fieldsOf(row);
    const fields = mergeFields(before, input);
    this.assertMayUpdate(caller, scope, row, permissions.edit, before, fields);
    const kind = kindOf({ releaseNotes: row.release_notes, section: fields.section });
    // Only an admin keeps a platform-wide document without clients; everyone else leaves at least one.
    const errors = validateFields(fields, kind, isAdmin(caller) && before.clientIds.length === 0);
    if (!errors.clientIds && !errors.organizationId)
      Object.assign(errors, await this.tenantErrors(scope, fields, before.clientIds));
    if (Object.keys(errors).length) throw badRequest('The document is not valid', errors);

    await this.db.transaction(async (tx) => {
      const repo = new DocumentsRepository(tx);
      const locked = await repo.findVisible(caller, scope, id, true);
      if (!locked) throw notFound('Document not found');
      // Again on the locked row: an admin may have shared it with another tenant since it was read.
      const now = documentPermissions(caller, scope, factsOf(locked));
      this.assertMayUpdate(caller, scope, locked, now.edit, fieldsOf(locked), fields);
      await repo.update(id, fields);
      await recordAction(tx, {
        entityType: 'document',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: auditFields(before),
        after: auditFields(fields),
        clientIds: [...before.clientIds, ...fields.clientIds],
        organizationId: fields.organizationId ?? before.organizationId,
      });
    });
    return this.get(caller, id);
  }

  /**
   * What no tenant owns only an admin changes. A non-admin edits a plain document whose every client is in
   * its scope (`permissions.edit`), and the clients it leaves are its own too (added ones are checked by
   * `tenantErrors`, none left is REQUIRED); a client-admin may change only the type of a release note whose
   * every client is its own (never a platform-wide one). Only an admin moves a document into or out of a
   * help-center section.
   */
  private assertMayUpdate(
    caller: Caller,
    scope: Scope,
    row: DocumentRow,
    edit: boolean,
    before: DocumentFields,
    after: DocumentFields,
  ) {
    if (isAdmin(caller)) return;
    const onlyType = JSON.stringify({ ...after, type: before.type }) === JSON.stringify(before);
    if (row.release_notes && onlyType && mayChangeReleaseNoteType(caller, scope, before.clientIds)) return;
    if (!edit) throw forbidden(readOnlyMessage(documentPermissions(caller, scope, factsOf(row)).readOnlyReason));
    if (isAdminOnlyDocument({ releaseNotes: row.release_notes, section: after.section }))
      throw forbidden(READ_ONLY_MESSAGES.ADMIN_ONLY);
  }

  /** DELETE /documents/{id}: the row (its links and uploads cascade), then the stored file. */
  async delete(caller: Caller, id: number) {
    const { scope, permissions } = await this.open(caller, id);
    if (!permissions.edit) throw forbidden(readOnlyMessage(permissions.readOnlyReason));
    const key = await this.db.transaction(async (tx) => {
      const repo = new DocumentsRepository(tx);
      const locked = await repo.findVisible(caller, scope, id, true);
      if (!locked) throw notFound('Document not found');
      const now = documentPermissions(caller, scope, factsOf(locked));
      if (!now.edit) throw forbidden(readOnlyMessage(now.readOnlyReason));
      await repo.delete(id);
      await recordAction(tx, {
        entityType: 'document',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: { ...auditFields(fieldsOf(locked)), releaseNotes: locked.release_notes, filename: locked.filename },
        clientIds: fieldsOf(locked).clientIds,
        organizationId: locked.organization_id,
      });
      return locked.storage_key;
    });
    // After the commit: a failed removal leaves an unreferenced object, never a document without its file.
    if (key) await this.deps.storage.delete(key).catch(() => undefined);
  }

  /**
   * The users a document is shared with, those in the caller's scope: whoever may read the document reads
   * them (a page showing the document asks for them); changing them needs `manageLinks`.
   */
  async users(caller: Caller, id: number, query: { limit: number; offset: number }) {
    const { scope, row, permissions } = await this.open(caller, id);
    const { rows, total } = await this.repo.users(scope, id, row.owner_user_id, query);
    return { items: rows.map((u) => this.toDocumentUser(caller, u, permissions.manageLinks)), total };
  }

  private toDocumentUser(caller: Caller, u: DocumentUserRow, manageLinks: boolean) {
    const multi = isMultiDocumentAdmin(u.roles);
    return {
      id: u.id,
      firstName: u.first_name,
      lastName: u.last_name,
      userName: u.username,
      email: u.email,
      createdAt: u.created_at.toISOString(),
      addedAt: u.added_at.toISOString(),
      memberType: u.is_owner ? 'owner' : 'member',
      isMultiDocumentAdmin: multi,
      canRemove: manageLinks && !u.is_owner && !(multi && isOnlyClientAdmin(caller)),
    };
  }

  /** The users the users tab's picker offers: those `addUsers` takes and not shared yet, by name. */
  async userCandidates(caller: Caller, id: number, query: CandidateQuery) {
    const { scope, row, permissions } = await this.open(caller, id);
    if (!permissions.manageLinks) throw forbidden();
    return this.repo.userCandidates(scope, row, query);
  }

  /**
   * All or nothing: every user must be one the caller sees (else NOT_FOUND, unnamed) and a member of the
   * document's clients (else NOT_IN_DOCUMENT_CLIENTS, named); users shared already are left as they are.
   */
  async addUsers(caller: Caller, id: number, userIds: number[]) {
    const { scope, row, permissions } = await this.open(caller, id);
    if (!permissions.manageLinks) throw forbidden();
    const picks = new Map((await this.repo.userPicks(scope, id, userIds)).map((p) => [p.id, p]));
    assertNoRefusals(
      'userIds',
      refusalsOf(userIds, (userId) => refusalOf(picks.get(userId))),
    );
    const added = await this.db.transaction(async (tx) => {
      const ids = await new DocumentsRepository(tx).addUsers(id, userIds);
      if (ids.length) await this.recordLink(tx, caller, row, 'addUsers', { userIds: ids });
      return ids;
    });
    return { added: added.length };
  }

  async removeUser(caller: Caller, id: number, userId: number) {
    const { scope, row, permissions } = await this.open(caller, id);
    if (!permissions.manageLinks) throw forbidden();
    if (row.owner_user_id === userId)
      throw new AppError(409, 'OWNER_NOT_REMOVABLE', 'The owner of a document cannot be removed');
    const listed = await this.repo.listedUser(scope, id, userId);
    if (!listed) throw notFound('The user is not shared this document');
    if (isMultiDocumentAdmin(listed.roles) && isOnlyClientAdmin(caller))
      throw new AppError(403, 'MULTI_DOCUMENT_ADMIN', 'A client admin cannot remove an admin or a multi-client admin');
    await this.db.transaction(async (tx) => {
      if (!(await new DocumentsRepository(tx).removeUser(id, userId)))
        throw notFound('The user is not shared this document');
      await this.recordLink(tx, caller, row, 'removeUser', { userId });
    });
  }

  /** The networks a document is shared with, those in the caller's scope (read as `users`). */
  async networks(caller: Caller, id: number, query: { limit: number; offset: number }) {
    const { scope } = await this.open(caller, id);
    const { rows, total } = await this.repo.networks(scope, id, query);
    return { items: rows.map((n) => toDocumentNetwork(n)), total };
  }

  /** The networks the networks tab's picker offers: those `addNetworks` takes and not shared yet, by name. */
  async networkCandidates(caller: Caller, id: number, query: CandidateQuery) {
    const { scope, row, permissions } = await this.open(caller, id);
    if (!permissions.manageLinks) throw forbidden();
    return this.repo.networkCandidates(scope, row, query);
  }

  /** All or nothing, as `addUsers`: networks the caller sees (NOT_FOUND) of the document's clients (named). */
  async addNetworks(caller: Caller, id: number, networkIds: number[]) {
    const { scope, row, permissions } = await this.open(caller, id);
    if (!permissions.manageLinks) throw forbidden();
    const picks = new Map((await this.repo.networkPicks(scope, id, networkIds)).map((p) => [p.id, p]));
    assertNoRefusals(
      'networkIds',
      refusalsOf(networkIds, (networkId) => refusalOf(picks.get(networkId))),
    );
    const added = await this.db.transaction(async (tx) => {
      const ids = await new DocumentsRepository(tx).addNetworks(id, networkIds);
      if (ids.length) await this.recordLink(tx, caller, row, 'addNetworks', { networkIds: ids });
      return ids;
    });
    return { added: added.length };
  }

  async removeNetwork(caller: Caller, id: number, networkId: number) {
    const { scope, row, permissions } = await this.open(caller, id);
    if (!permissions.manageLinks) throw forbidden();
    await this.db.transaction(async (tx) => {
      if (!(await new DocumentsRepository(tx).removeNetwork(scope, id, networkId)))
        throw notFound('The network is not shared this document');
      await this.recordLink(tx, caller, row, 'removeNetwork', { networkId });
    });
  }

  private recordLink(tx: Queryable, caller: Caller, row: DocumentRow, action: string, after: Record<string, unknown>) {
    return recordAction(tx, {
      entityType: 'document',
      entityId: row.id,
      action,
      actorId: caller.id,
      after,
      clientIds: row.clients.map((c) => c.id),
      organizationId: row.organization_id,
    });
  }

  /** Idempotent; 404 for anything but a release note the caller may read. */
  async markRead(caller: Caller, id: number) {
    const { row } = await this.open(caller, id);
    if (!row.release_notes) throw notFound('Release note not found');
    await this.repo.markRead(caller.id, id);
  }

  async unreadCount(caller: Caller) {
    return { count: await this.repo.unreadReleaseNotes(caller, await scopeOf(this.db, caller)) };
  }
}

/** Why a picked user or network is refused: unseen (NOT_FOUND, unnamed) or outside the document's clients. */
const refusalOf = (pick: PickRow | undefined) =>
  !pick
    ? { name: null, code: 'NOT_FOUND' }
    : pick.addable
      ? null
      : { name: pick.name, code: 'NOT_IN_DOCUMENT_CLIENTS' };

const toDocumentNetwork = (n: DocumentNetworkRow) => ({
  id: n.id,
  name: n.name,
  clientName: n.client_name,
  addedAt: n.added_at.toISOString(),
  canRemove: true,
});
