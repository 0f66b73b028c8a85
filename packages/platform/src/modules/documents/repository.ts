import type { Queryable } from '../../db/types.js';
import { containsPattern, orderBy, pageWithTotal, type CandidateQuery, type ListQuery } from '../../http/lists.js';
import { SqlFilter, visibleDocumentCondition, type Caller, type Scope } from '../../policy/index.js';
import { USABLE_DOCUMENT } from '../clients/belongingsRepository.js';
import { USER_DISPLAY_NAME, USER_NAME_TEXT } from '../clients/tabsRepository.js';

/** A document row's client names (sorted) and organization name, for `d` (documents). */
export const DOCUMENT_TENANT_NAMES = `coalesce((SELECT array_agg(c.name ORDER BY c.name) FROM document_clients dc
    JOIN clients c ON c.id = dc.client_id WHERE dc.document_id = d.id), '{}') AS client_names,
  (SELECT o.name FROM organizations o WHERE o.id = d.organization_id) AS organization_name`;

export interface DocumentSearch {
  q?: string;
  clientId?: number;
  /** Only these documents (references by id); visibility and `clientId` still apply. */
  ids?: number[];
  limit: number;
}

export interface DocumentRow {
  id: number;
  name: string;
  description: string | null;
  type: 'public' | 'private' | 'backoffice';
  lang: 'en' | 'sv' | 'es' | 'all';
  section: string | null;
  extension: string | null;
  filename: string | null;
  size: number | null;
  content_type: string | null;
  storage_key: string | null;
  stored_at: Date | null;
  organization_id: number | null;
  organization_name: string | null;
  owner_user_id: number | null;
  owner_name: string | null;
  release_notes: boolean;
  created_at: Date;
  updated_at: Date;
  clients: { id: number; name: string }[];
}

export const DOCUMENT_SORT_COLUMNS = { createdAt: 'd.created_at', name: 'lower(d.name)', type: 'd.type' } as const;
export type DocumentSort = keyof typeof DOCUMENT_SORT_COLUMNS;

export interface DocumentListQuery extends ListQuery<DocumentSort> {
  type?: DocumentRow['type'];
  lang?: DocumentRow['lang'];
  clientId?: number;
  organizationId?: number;
  releaseNotes: boolean;
}

/** The columns of a DocumentRow for `d` (documents); the help center's section lists read the same row. */
export const DOCUMENT_COLUMNS = `d.id, d.name, d.description, d.type, d.lang, d.section, d.extension, d.filename,
  d.size::float8 AS size, d.content_type, d.storage_key, d.stored_at, d.organization_id, d.owner_user_id,
  d.release_notes, d.created_at, d.updated_at,
  (SELECT o.name FROM organizations o WHERE o.id = d.organization_id) AS organization_name,
  (SELECT nullif(concat_ws(' ', u.first_name, u.last_name), '') FROM users u WHERE u.id = d.owner_user_id) AS owner_name,
  coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name, c.id)
              FROM document_clients dc JOIN clients c ON c.id = dc.client_id WHERE dc.document_id = d.id), '[]') AS clients`;

/** The metadata a create or an update writes. */
export interface DocumentFields {
  name: string;
  description: string | null;
  type: DocumentRow['type'];
  lang: DocumentRow['lang'];
  organizationId: number | null;
  clientIds: number[];
  section: string | null;
}

export interface DocumentUserRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  email: string;
  created_at: Date;
  added_at: Date;
  is_owner: boolean;
  roles: number[];
}

export interface DocumentNetworkRow {
  id: number;
  name: string;
  client_name: string | null;
  added_at: Date;
}

/** A picked id the caller may see: its name and whether the document takes it. */
export interface PickRow {
  id: number;
  name: string;
  addable: boolean;
}

/** As `/users/search` answers a user. */
export interface UserCandidate {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** As `/networks/search` answers a network. */
export interface NetworkCandidate {
  id: number;
  name: string;
  type: string;
  clientId: number | null;
}

export class DocumentsRepository {
  constructor(private readonly db: Queryable) {}

  /** The release notes the caller may read, are ready and it has not read. */
  async unreadReleaseNotes(caller: Caller, scope: Scope): Promise<number> {
    const f = new SqlFilter(scope);
    f.where('d.release_notes AND d.stored_at IS NOT NULL').where(visibleDocumentCondition(f, caller, 'd'));
    f.where(
      `NOT EXISTS (SELECT 1 FROM release_note_reads r WHERE r.document_id = d.id AND r.user_id = ${f.param(caller.id)})`,
    );
    const rows = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM documents d ${f.toSql()}`,
      f.params,
    );
    return rows[0]!.count;
  }

  /** Of the ids given, the release notes this user has read. */
  async readOf(userId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.query<{ id: number }>(
      'SELECT document_id AS id FROM release_note_reads WHERE user_id = $1 AND document_id = ANY($2::int[])',
      [userId, ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Idempotent: a second read keeps the first time. */
  async markRead(userId: number, documentId: number): Promise<void> {
    await this.db.query(
      'INSERT INTO release_note_reads (user_id, document_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [userId, documentId],
    );
  }

  /**
   * The documents list: documents or release notes (never help-center documents) the caller may read.
   * Newest first over documents_list_idx, names over documents_name_idx, `q` over the trigram index.
   */
  list(caller: Caller, scope: Scope, query: DocumentListQuery) {
    const f = new SqlFilter(scope);
    f.where(`d.release_notes = ${f.param(query.releaseNotes)}`).where('d.section IS NULL');
    const visible = visibleDocumentCondition(f, caller, 'd');
    if (visible !== 'true') f.where(visible);
    if (query.type) f.where(`d.type = ${f.param(query.type)}`);
    if (query.lang) f.where(`d.lang = ${f.param(query.lang)}`);
    if (query.organizationId) f.where(`d.organization_id = ${f.param(query.organizationId)}`);
    if (query.clientId)
      f.where(
        `EXISTS (SELECT 1 FROM document_clients fdc WHERE fdc.document_id = d.id AND fdc.client_id = ${f.param(query.clientId)})`,
      );
    const q = containsPattern(query.q);
    if (q) f.where(`d.name ILIKE ${f.param(q)}`);
    return pageWithTotal<DocumentRow>(
      this.db,
      DOCUMENT_COLUMNS,
      'FROM documents d',
      f,
      orderBy(DOCUMENT_SORT_COLUMNS, query, 'd.id', Object.keys(DOCUMENT_SORT_COLUMNS)),
      query,
    );
  }

  /** The document when the caller may read it. `lock` takes a row lock for a write. */
  async findVisible(caller: Caller, scope: Scope, id: number, lock = false): Promise<DocumentRow | undefined> {
    const f = new SqlFilter(scope);
    f.where(`d.id = ${f.param(id)}`).where(visibleDocumentCondition(f, caller, 'd'));
    const rows = await this.db.query<DocumentRow>(
      `SELECT ${DOCUMENT_COLUMNS} FROM documents d ${f.toSql()}${lock ? ' FOR UPDATE OF d' : ''}`,
      f.params,
    );
    return rows[0];
  }

  /** Of the client ids given, those of the organization. */
  async clientsOfOrganization(organizationId: number, clientIds: number[]): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      'SELECT id FROM clients WHERE organization_id = $1 AND id = ANY($2::int[])',
      [organizationId, clientIds],
    );
    return rows.map((r) => r.id);
  }

  /** The one organization all these clients belong to, or null. */
  async commonOrganization(clientIds: number[]): Promise<number | null> {
    if (!clientIds.length) return null;
    const rows = await this.db.query<{ organization_id: number | null }>(
      'SELECT DISTINCT organization_id FROM clients WHERE id = ANY($1::int[])',
      [clientIds],
    );
    return rows.length === 1 ? rows[0]!.organization_id : null;
  }

  async existingClients(clientIds: number[]): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>('SELECT id FROM clients WHERE id = ANY($1::int[])', [clientIds]);
    return rows.map((r) => r.id);
  }

  async organizationExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM organizations WHERE id = $1', [id])).length > 0;
  }

  async insert(
    fields: DocumentFields,
    file: { filename: string; extension: string; size: number; contentType: string },
    ownerId: number,
    releaseNotes: boolean,
  ): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO documents (name, description, type, lang, organization_id, section, release_notes, owner_user_id,
                              filename, extension, size, content_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        fields.name,
        fields.description,
        fields.type,
        fields.lang,
        fields.organizationId,
        fields.section,
        releaseNotes,
        ownerId,
        file.filename,
        file.extension,
        file.size,
        file.contentType,
      ],
    );
    const id = rows[0]!.id;
    await this.setClients(id, fields.clientIds);
    return id;
  }

  async update(id: number, fields: DocumentFields): Promise<void> {
    await this.db.query(
      `UPDATE documents SET name = $2, description = $3, type = $4, lang = $5, organization_id = $6, section = $7,
              updated_at = now() WHERE id = $1`,
      [id, fields.name, fields.description, fields.type, fields.lang, fields.organizationId, fields.section],
    );
    await this.db.query('DELETE FROM document_clients WHERE document_id = $1 AND NOT (client_id = ANY($2::int[]))', [
      id,
      fields.clientIds,
    ]);
    await this.setClients(id, fields.clientIds);
  }

  private async setClients(id: number, clientIds: number[]) {
    if (!clientIds.length) return;
    await this.db.query(
      `INSERT INTO document_clients (document_id, client_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [id, clientIds],
    );
  }

  async delete(id: number): Promise<void> {
    await this.db.query('DELETE FROM documents WHERE id = $1', [id]);
  }

  /**
   * The document's users: the owner first, then newest share first. Non-admins see only the users in
   * their scope (and the owner, whose name the document shows anyway).
   */
  users(scope: Scope, id: number, ownerId: number | null, query: { limit: number; offset: number }) {
    const f = new SqlFilter(scope);
    const doc = f.param(id);
    const owner = f.param(ownerId);
    if (!scope.all) {
      const inScope = new SqlFilter(scope, f.params).userColumn('x.user_id').toSql().slice('WHERE '.length);
      f.where(`(x.is_owner OR ${inScope})`);
    }
    const from = `FROM (SELECT ${owner}::int AS user_id, NULL::timestamptz AS added_at, true AS is_owner WHERE ${owner}::int IS NOT NULL
                  UNION ALL
                  SELECT du.user_id, du.added_at, false FROM document_users du
                   WHERE du.document_id = ${doc} AND du.user_id IS DISTINCT FROM ${owner}::int) x
             JOIN users u ON u.id = x.user_id`;
    return pageWithTotal<DocumentUserRow>(
      this.db,
      `u.id, u.first_name, u.last_name, u.username, u.email, u.created_at,
       coalesce(x.added_at, (SELECT created_at FROM documents WHERE id = ${doc})) AS added_at, x.is_owner, u.roles`,
      from,
      f,
      'ORDER BY x.is_owner DESC, x.added_at DESC NULLS FIRST, u.id DESC',
      query,
    );
  }

  /** The document's networks, newest share first; non-admins see those of their clients only. */
  networks(scope: Scope, id: number, query: { limit: number; offset: number }) {
    const f = new SqlFilter(scope);
    f.where(`dn.document_id = ${f.param(id)}`);
    if (!scope.all) f.where(f.clientCondition('n.client_id'));
    return pageWithTotal<DocumentNetworkRow>(
      this.db,
      'n.id, n.name, c.name AS client_name, dn.added_at',
      `FROM document_networks dn JOIN networks n ON n.id = dn.network_id LEFT JOIN clients c ON c.id = n.client_id`,
      f,
      'ORDER BY dn.added_at DESC, n.id DESC',
      query,
    );
  }

  /**
   * Of the user ids given, those the caller may see (active, in scope) with their name and whether they may be
   * shared the document: members of its clients (a document without clients: any of them).
   */
  async userPicks(scope: Scope, id: number, userIds: number[]): Promise<PickRow[]> {
    const f = new SqlFilter(scope);
    f.where(`u.id = ANY(${f.param(userIds)}::int[])`).where('u.deactivated_at IS NULL');
    f.userColumn('u.id');
    const doc = f.param(id);
    return this.db.query<PickRow>(
      `SELECT u.id, ${USER_DISPLAY_NAME} AS name,
              (NOT EXISTS (SELECT 1 FROM document_clients dc WHERE dc.document_id = ${doc})
               OR EXISTS (SELECT 1 FROM client_users cu JOIN document_clients dc ON dc.client_id = cu.client_id
                           WHERE dc.document_id = ${doc} AND cu.user_id = u.id)) AS addable
         FROM users u ${f.toSql()}`,
      f.params,
    );
  }

  /** Of the network ids given, those the caller may see, with their name and whether they are of the document's clients. */
  async networkPicks(scope: Scope, id: number, networkIds: number[]): Promise<PickRow[]> {
    const f = new SqlFilter(scope).clientColumn('n.client_id');
    f.where(`n.id = ANY(${f.param(networkIds)}::int[])`).where("n.status <> 'deleted'");
    const doc = f.param(id);
    return this.db.query<PickRow>(
      `SELECT n.id, n.name,
              (NOT EXISTS (SELECT 1 FROM document_clients dc WHERE dc.document_id = ${doc})
               OR EXISTS (SELECT 1 FROM document_clients dc WHERE dc.document_id = ${doc} AND dc.client_id = n.client_id))
              AS addable
         FROM networks n ${f.toSql()}`,
      f.params,
    );
  }

  /**
   * The users picker of the document's users tab: what `userPicks` accepts and is not shared yet (nor the owner),
   * by name. Members of the document's clients: a semi-join on client_users (client_id, ...) bounded by those
   * clients' members; the name search over users_name_trgm_idx and the e-mail's trigram index.
   */
  userCandidates(scope: Scope, doc: DocumentRow, s: CandidateQuery) {
    const f = new SqlFilter(scope).userColumn('u.id');
    f.where('u.deactivated_at IS NULL');
    const clientIds = doc.clients.map((c) => c.id);
    if (clientIds.length)
      f.where(
        `EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = ANY(${f.param(clientIds)}::int[]))`,
      );
    f.where(
      `NOT EXISTS (SELECT 1 FROM document_users du WHERE du.document_id = ${f.param(doc.id)} AND du.user_id = u.id)`,
    );
    if (doc.owner_user_id !== null) f.where(`u.id <> ${f.param(doc.owner_user_id)}`);
    const q = containsPattern(s.q);
    if (q) {
      const p = f.param(q);
      f.where(`(${USER_NAME_TEXT} ILIKE ${p} OR u.email ILIKE ${p})`);
    }
    return this.db.query<UserCandidate>(
      `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email FROM users u ${f.toSql()}
        ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT ${f.param(s.limit)} OFFSET ${f.param(s.offset)}`,
      f.params,
    );
  }

  /**
   * The networks picker of the document's networks tab: what `networkPicks` accepts and is not shared yet, by
   * name. Each client's networks are read in name order over networks_client_name_idx and merged (a document
   * without clients: every network in scope; an admin's over networks_name_idx).
   */
  networkCandidates(scope: Scope, doc: DocumentRow, s: CandidateQuery) {
    const f = new SqlFilter(scope);
    const documentClients = doc.clients.map((c) => c.id);
    const clientIds = documentClients.length
      ? scope.all
        ? documentClients
        : documentClients.filter((c) => scope.clientIds.includes(c))
      : scope.all
        ? null
        : scope.clientIds;
    f.where("n.status <> 'deleted'");
    f.where(
      `NOT EXISTS (SELECT 1 FROM document_networks dn WHERE dn.document_id = ${f.param(doc.id)} AND dn.network_id = n.id)`,
    );
    const q = containsPattern(s.q);
    if (q) f.where(`n.name ILIKE ${f.param(q)}`);
    const columns = `n.id, n.name, n.type, n.client_id AS "clientId"`;
    if (clientIds === null)
      return this.db.query<NetworkCandidate>(
        `SELECT ${columns} FROM networks n ${f.toSql()}
          ORDER BY lower(n.name), n.id LIMIT ${f.param(s.limit)} OFFSET ${f.param(s.offset)}`,
        f.params,
      );
    const each = f.param(s.limit + s.offset);
    return this.db.query<NetworkCandidate>(
      `SELECT x.id, x.name, x.type, x."clientId"
         FROM unnest(${f.param(clientIds)}::int[]) c(id)
         CROSS JOIN LATERAL (SELECT ${columns} FROM networks n ${f.toSql()} AND n.client_id = c.id
                              ORDER BY lower(n.name), n.id LIMIT ${each}) x
        ORDER BY lower(x.name), x.id LIMIT ${f.param(s.limit)} OFFSET ${f.param(s.offset)}`,
      f.params,
    );
  }

  /** Adds the users (the owner is listed already); answers those newly added. */
  async addUsers(id: number, userIds: number[]): Promise<number[]> {
    const rows = await this.db.query<{ user_id: number }>(
      `INSERT INTO document_users (document_id, user_id)
       SELECT $1, u FROM unnest($2::int[]) u
        WHERE u IS DISTINCT FROM (SELECT owner_user_id FROM documents WHERE id = $1)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [id, userIds],
    );
    return rows.map((r) => r.user_id).sort((a, b) => a - b);
  }

  async addNetworks(id: number, networkIds: number[]): Promise<number[]> {
    const rows = await this.db.query<{ network_id: number }>(
      `INSERT INTO document_networks (document_id, network_id) SELECT $1, unnest($2::int[])
       ON CONFLICT DO NOTHING RETURNING network_id`,
      [id, networkIds],
    );
    return rows.map((r) => r.network_id).sort((a, b) => a - b);
  }

  /** The user's row in the document's list (in the caller's scope), with its roles; undefined when not listed. */
  async listedUser(scope: Scope, id: number, userId: number) {
    const f = new SqlFilter(scope);
    f.where(`du.document_id = ${f.param(id)}`).where(`du.user_id = ${f.param(userId)}`);
    f.userColumn('du.user_id');
    const rows = await this.db.query<{ roles: number[] }>(
      `SELECT u.roles FROM document_users du JOIN users u ON u.id = du.user_id ${f.toSql()}`,
      f.params,
    );
    return rows[0];
  }

  async removeUser(id: number, userId: number): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM document_users WHERE document_id = $1 AND user_id = $2 RETURNING user_id',
      [id, userId],
    );
    return rows.length > 0;
  }

  /** Removes a shared network in the caller's scope; false when it was not shared (or not visible). */
  async removeNetwork(scope: Scope, id: number, networkId: number): Promise<boolean> {
    const f = new SqlFilter(scope);
    f.where(`dn.document_id = ${f.param(id)}`).where(`dn.network_id = ${f.param(networkId)}`);
    if (!scope.all)
      f.where(`EXISTS (SELECT 1 FROM networks n WHERE n.id = dn.network_id AND ${f.clientCondition('n.client_id')})`);
    const rows = await this.db.query(`DELETE FROM document_networks dn ${f.toSql()} RETURNING dn.network_id`, f.params);
    return rows.length > 0;
  }

  /**
   * The document picker. Visible: a client's documents in scope and the shared public ones (admins:
   * all); ready ones only. With `clientId`, only what that client's alarms may point to.
   */
  search(scope: Scope, s: DocumentSearch) {
    const f = new SqlFilter(scope);
    f.where(f.documentCondition('d')).where('NOT d.release_notes AND d.section IS NULL AND d.stored_at IS NOT NULL');
    if (s.clientId !== undefined) f.where(USABLE_DOCUMENT('d', f.param(s.clientId)));
    if (s.ids) f.where(`d.id = ANY(${f.param(s.ids)}::int[])`);
    const q = containsPattern(s.q);
    if (q) f.where(`d.name ILIKE ${f.param(q)}`);
    return this.db.query<{ id: number; name: string }>(
      `SELECT d.id, d.name FROM documents d ${f.toSql()} ORDER BY lower(d.name), d.id LIMIT ${f.param(s.limit)}`,
      f.params,
    );
  }

  /** A ready document by id, for the file route (visibility is the caller's to check). */
  async findFile(id: number) {
    const rows = await this.db.query<{
      id: number;
      type: string;
      extension: string;
      content_type: string;
      storage_key: string;
      name: string;
    }>(
      `SELECT id, type, extension, content_type, storage_key, name FROM documents
        WHERE id = $1 AND stored_at IS NOT NULL`,
      [id],
    );
    return rows[0];
  }
}
