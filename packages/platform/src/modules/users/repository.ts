import { AuthRepository } from '../../auth/repository.js';
import type { Queryable } from '../../db/types.js';
import { containsPattern } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { USER_NAME_TEXT } from '../clients/tabsRepository.js';

/** The session-shaped columns every user answer starts from (kept for the profile tabs' helpers). */
export interface UserRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  email: string;
  language: string;
  roles: number[];
  two_fa_enabled: boolean;
  organization_id: number | null;
  subscription: string;
  created_at: Date;
}

/** Everything the `User` answer shows, with the newest mobile device's columns. */
export interface FullUserRow extends UserRow {
  description: string | null;
  phone_number: string | null;
  is_active: boolean;
  client_id: number | null;
  client_name: string | null;
  organization_name: string | null;
  lat: number | null;
  lng: number | null;
  saml_enabled: boolean;
  show_only_admin: boolean;
  streaming_enabled: boolean;
  listening_enabled: boolean;
  public_alert_enabled: boolean;
  subscribe_to_release_notes: boolean;
  alert_central_enabled: boolean;
  show_user_location_to_network_admins: boolean;
  last_action_at: Date | null;
  deactivated_at: Date | null;
  device_location_enabled: boolean | null;
  device_active: boolean | null;
  app_version: string | null;
  os: string | null;
  logout_time: Date | null;
  test_alarm_at: Date | null;
}

export interface UserSearch {
  q?: string;
  email?: string;
  clientId?: number;
  networkId?: number;
  excludeNetworkId?: number;
  excludeClientId?: number;
  limit: number;
}

/** The sortable fields of GET /users and their SQL (all on users, so a page is cut before any join). */
export const USER_SORT_COLUMNS = {
  createdAt: ['u.created_at'],
  name: ['lower(u.first_name)', 'lower(u.last_name)'],
  email: ['lower(u.email)'],
  username: ['lower(u.username)'],
  lastActionAt: ['u.last_action_at'],
  deactivatedAt: ['u.deactivated_at'],
} as const;
export type UserSort = keyof typeof USER_SORT_COLUMNS;
const NOT_NULL_SORTS: UserSort[] = ['createdAt', 'email'];

export interface UserListQuery {
  limit: number;
  offset: number;
  sort: UserSort;
  order: 'asc' | 'desc';
  q?: string;
  deactivated?: boolean;
  clientId?: number;
  networkId?: number;
  role?: number;
  subscription?: string;
}

/** The columns of the user's own table the answers show (`u` = users or a page of it). */
const OWN_COLUMNS = `u.id, u.first_name, u.last_name, u.username, u.email, u.language, u.roles, u.two_fa_enabled,
  u.organization_id, u.subscription, u.created_at, u.description, u.phone_number, u.is_active, u.client_id, u.lat, u.lng,
  u.saml_enabled, u.show_only_admin, u.streaming_enabled, u.listening_enabled, u.public_alert_enabled,
  u.subscribe_to_release_notes, u.alert_central_enabled, u.show_user_location_to_network_admins, u.last_action_at,
  u.deactivated_at`;

const FULL_COLUMNS = `${OWN_COLUMNS}, c.name AS client_name, o.name AS organization_name,
  ud.location_enabled AS device_location_enabled, ud.is_active AS device_active, ud.app_version, ud.os, ud.logout_time,
  ud.test_alarm_at`;

/** Client, organization and the newest mobile device of each user row `u`. */
const FULL_JOINS = `
  LEFT JOIN clients c ON c.id = u.client_id
  LEFT JOIN organizations o ON o.id = u.organization_id
  LEFT JOIN LATERAL (
    SELECT x.location_enabled, x.is_active, x.app_version, x.os, x.logout_time, x.test_alarm_at FROM user_devices x
     WHERE x.user_id = u.id ORDER BY x.last_active_at DESC NULLS LAST, x.id DESC LIMIT 1
  ) ud ON true`;

export function userOrderBy(query: Pick<UserListQuery, 'sort' | 'order'>): string {
  const sort = query.sort in USER_SORT_COLUMNS ? query.sort : 'createdAt';
  const dir = query.order === 'asc' ? 'ASC' : 'DESC';
  const nulls = NOT_NULL_SORTS.includes(sort) ? '' : ' NULLS LAST';
  return `ORDER BY ${USER_SORT_COLUMNS[sort].map((c) => `${c} ${dir}${nulls}`).join(', ')}, u.id ${dir}`;
}

/** The WHERE of GET /users (and its export): scope, active or deleted, search, filters. */
export function userListFilter(scope: Scope, query: Omit<UserListQuery, 'limit' | 'offset' | 'sort' | 'order'>) {
  const f = new SqlFilter(scope).userColumn('u.id');
  f.where(query.deactivated ? 'u.deactivated_at IS NOT NULL' : 'u.deactivated_at IS NULL');
  const q = containsPattern(query.q);
  if (q) {
    const p = f.param(q);
    f.where(`(${USER_NAME_TEXT} ILIKE ${p} OR u.username ILIKE ${p} OR u.email ILIKE ${p})`);
  }
  if (query.clientId !== undefined)
    f.where(`u.id IN (SELECT fcu.user_id FROM client_users fcu WHERE fcu.client_id = ${f.param(query.clientId)})`);
  if (query.networkId !== undefined)
    f.where(`u.id IN (SELECT fnm.user_id FROM network_members fnm WHERE fnm.network_id = ${f.param(query.networkId)})`);
  if (query.role !== undefined) f.where(`u.roles @> ARRAY[${f.param(query.role)}::int]`);
  if (query.subscription !== undefined) f.where(`u.subscription = ${f.param(query.subscription)}`);
  return f;
}

/** The figures' rollup answers the total of an active list without search or membership/role filters. */
const rollupTotalApplies = (query: UserListQuery) =>
  !query.deactivated &&
  !containsPattern(query.q) &&
  query.clientId === undefined &&
  query.networkId === undefined &&
  query.role === undefined;

/** An active list filtered by one client and nothing else. */
const clientOnly = (query: UserListQuery) =>
  !query.deactivated &&
  !containsPattern(query.q) &&
  query.clientId !== undefined &&
  query.networkId === undefined &&
  query.role === undefined &&
  query.subscription === undefined;

export interface UserWrite {
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  description: string | null;
  phoneNumber: string | null;
  roles: number[];
  language: string;
  subscription: string;
  isActive: boolean;
  clientId: number | null;
  organizationId: number | null;
  lat: number | null;
  lng: number | null;
  twoFaEnabled: boolean;
  showOnlyAdmin: boolean;
  streamingEnabled: boolean;
  listeningEnabled: boolean;
  publicAlertEnabled: boolean;
  subscribeToReleaseNotes: boolean;
  alertCentralEnabled: boolean;
  showUserLocationToNetworkAdmins: boolean;
}

const WRITE_COLUMNS: [keyof UserWrite, string][] = [
  ['email', 'email'],
  ['username', 'username'],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['description', 'description'],
  ['phoneNumber', 'phone_number'],
  ['roles', 'roles'],
  ['language', 'language'],
  ['subscription', 'subscription'],
  ['isActive', 'is_active'],
  ['clientId', 'client_id'],
  ['organizationId', 'organization_id'],
  ['lat', 'lat'],
  ['lng', 'lng'],
  ['twoFaEnabled', 'two_fa_enabled'],
  ['showOnlyAdmin', 'show_only_admin'],
  ['streamingEnabled', 'streaming_enabled'],
  ['listeningEnabled', 'listening_enabled'],
  ['publicAlertEnabled', 'public_alert_enabled'],
  ['subscribeToReleaseNotes', 'subscribe_to_release_notes'],
  ['alertCentralEnabled', 'alert_central_enabled'],
  ['showUserLocationToNetworkAdmins', 'show_user_location_to_network_admins'],
];

export interface Membership {
  client_id: number;
  is_admin: boolean;
}

export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  /** The user when it is in scope (or `alwaysVisibleId`, the caller itself). */
  async findInScope(id: number, scope: Scope, alwaysVisibleId: number): Promise<UserRow | undefined> {
    return this.findFull(id, scope, alwaysVisibleId);
  }

  /** The whole user (every column of the `User` answer) when it is in scope, or the caller itself. */
  async findFull(id: number, scope: Scope, alwaysVisibleId: number): Promise<FullUserRow | undefined> {
    const filter = new SqlFilter(scope);
    filter.where(`u.id = ${filter.param(id)}`);
    if (id !== alwaysVisibleId) filter.userColumn('u.id');
    const rows = await this.db.query<FullUserRow>(
      `SELECT ${FULL_COLUMNS} FROM users u ${FULL_JOINS} ${filter.toSql()}`,
      filter.params,
    );
    return rows[0];
  }

  /** A multi-client-admin's administered clients (its admin memberships), by name. */
  adminClients(userId: number) {
    return this.db.query<{ id: number; name: string }>(
      `SELECT c.id, c.name FROM client_users cu JOIN clients c ON c.id = cu.client_id
        WHERE cu.user_id = $1 AND cu.is_admin ORDER BY lower(c.name), c.id`,
      [userId],
    );
  }

  /** One page of GET /users and its total. */
  async list(scope: Scope, query: UserListQuery): Promise<{ rows: FullUserRow[]; total: number }> {
    const f = userListFilter(scope, query);
    const where = f.toSql();
    const countParams = [...f.params];
    const order = userOrderBy(query);
    const page = this.db.query<FullUserRow>(
      `SELECT ${FULL_COLUMNS}
         FROM (SELECT * FROM users u ${where} ${order} LIMIT ${f.param(query.limit)} OFFSET ${f.param(query.offset)}) u
         ${FULL_JOINS} ${order}`,
      f.params,
    );
    const [rows, total] = await Promise.all([page, this.total(scope, query, where, countParams)]);
    return { rows, total };
  }

  /**
   * The total: the rollup of active users (one row per organization, client list and subscription, so
   * a sum of a few rows) when only scope and subscription filter; otherwise a count with the list's WHERE.
   */
  private async total(scope: Scope, query: UserListQuery, where: string, params: unknown[]): Promise<number> {
    if (rollupTotalApplies(query)) {
      const r = new SqlFilter(scope).rollupUserColumns('r.client_ids', 'r.organization_id');
      if (query.subscription !== undefined) r.where(`r.subscription = ${r.param(query.subscription)}`);
      const rows = await this.db.query<{ n: number }>(
        `SELECT coalesce(sum(r.n), 0)::int AS n FROM rollup_users_totals r ${r.toSql()}`,
        r.params,
      );
      return rows[0]!.n;
    }
    if (clientOnly(query)) {
      // The client passed the filter-scope rule, so every member is in scope: an index-only count of its
      // memberships, less the (few, partial-indexed) deleted users among them.
      const rows = await this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM client_users cu WHERE cu.client_id = $1
            AND NOT EXISTS (SELECT 1 FROM users d WHERE d.id = cu.user_id AND d.deactivated_at IS NOT NULL)`,
        [query.clientId],
      );
      return rows[0]!.n;
    }
    const rows = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${where}`, params);
    return rows[0]!.n;
  }

  /** The export's rows: the list's SQL without paging, read through a cursor in batches. */
  async *listAll(scope: Scope, query: UserListQuery, batch = 1000): AsyncGenerator<FullUserRow[]> {
    const f = userListFilter(scope, query);
    const order = userOrderBy(query);
    await this.db.query(
      `DECLARE users_export NO SCROLL CURSOR FOR
       SELECT ${FULL_COLUMNS} FROM (SELECT * FROM users u ${f.toSql()}) u ${FULL_JOINS} ${order}`,
      f.params,
    );
    try {
      for (;;) {
        const rows = await this.db.query<FullUserRow>(`FETCH ${batch} FROM users_export`);
        if (!rows.length) return;
        yield rows;
        if (rows.length < batch) return;
      }
    } finally {
      await this.db.query('CLOSE users_export');
    }
  }

  /** The user picker: users in scope matching name or e-mail, with membership filters. */
  search(scope: Scope, s: UserSearch) {
    const f = new SqlFilter(scope).userColumn('u.id');
    f.where('u.deactivated_at IS NULL');
    const q = containsPattern(s.q);
    if (q) {
      const p = f.param(q);
      f.where(`(${USER_NAME_TEXT} ILIKE ${p} OR u.email ILIKE ${p})`);
    }
    const email = s.email?.trim();
    if (email) f.where(`lower(u.email) = lower(${f.param(email)})`);
    const member = (table: string, column: string, id: number) =>
      `EXISTS (SELECT 1 FROM ${table} x WHERE x.user_id = u.id AND x.${column} = ${f.param(id)})`;
    if (s.clientId !== undefined) f.where(member('client_users', 'client_id', s.clientId));
    if (s.networkId !== undefined) f.where(member('network_members', 'network_id', s.networkId));
    if (s.excludeClientId !== undefined) f.where(`NOT ${member('client_users', 'client_id', s.excludeClientId)}`);
    if (s.excludeNetworkId !== undefined) f.where(`NOT ${member('network_members', 'network_id', s.excludeNetworkId)}`);
    return this.db.query<{ id: number; firstName: string | null; lastName: string | null; email: string }>(
      `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email FROM users u ${f.toSql()}
        ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT ${f.param(s.limit)}`,
      f.params,
    );
  }

  /** Whether another user (anywhere on the platform) has this e-mail, case-insensitive. */
  /**
   * Another user holding the e-mail (case-insensitive): EMAIL_EXISTS when that user is in the caller's scope,
   * EMAIL_UNAVAILABLE when not (nothing more is said of a user outside it), null when it is free.
   */
  async emailConflict(
    scope: Scope,
    email: string,
    exceptId?: number,
  ): Promise<'EMAIL_EXISTS' | 'EMAIL_UNAVAILABLE' | null> {
    const params: unknown[] = [email, exceptId ?? null];
    const inScope = scope.all ? 'true' : new SqlFilter(scope, params).userColumn('u.id').toSql().slice('WHERE '.length);
    const rows = await this.db.query<{ in_scope: boolean }>(
      `SELECT (${inScope}) AS in_scope FROM users u WHERE lower(u.email) = lower($1) AND ($2::int IS NULL OR u.id <> $2)`,
      params,
    );
    if (!rows.length) return null;
    return rows.some((r) => r.in_scope) ? 'EMAIL_EXISTS' : 'EMAIL_UNAVAILABLE';
  }

  /** Which of `ids` are clients in scope. */
  async clientsInScope(scope: Scope, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const f = new SqlFilter(scope).clientColumn('c.id');
    f.where(`c.id = ANY(${f.param(ids)}::int[])`);
    return (await this.db.query<{ id: number }>(`SELECT c.id FROM clients c ${f.toSql()}`, f.params)).map((r) => r.id);
  }

  /** Which of `ids` are networks in scope (networks of clients in scope; every network for admins). */
  async networksInScope(scope: Scope, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const f = new SqlFilter(scope).clientColumn('n.client_id');
    f.where(`n.id = ANY(${f.param(ids)}::int[])`);
    return (await this.db.query<{ id: number }>(`SELECT n.id FROM networks n ${f.toSql()}`, f.params)).map((r) => r.id);
  }

  async clientOrganization(clientId: number): Promise<number | null> {
    const rows = await this.db.query<{ organization_id: number | null }>(
      'SELECT organization_id FROM clients WHERE id = $1',
      [clientId],
    );
    return rows[0]?.organization_id ?? null;
  }

  async organizationExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM organizations WHERE id = $1', [id])).length > 0;
  }

  async insert(w: UserWrite, passwordHash: string): Promise<number> {
    const columns = WRITE_COLUMNS.map(([, c]) => c);
    const values = WRITE_COLUMNS.map(([k]) => w[k]);
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO users (${columns.join(', ')}, password_hash)
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, $${columns.length + 1}) RETURNING id`,
      [...values, passwordHash],
    );
    return rows[0]!.id;
  }

  /**
   * Saves the fields; a role taken away (0, "no role", does not count), two-factor turned on or off or the
   * account made inactive ends every session of the user. `was` is the row as it stood before the statement.
   */
  async update(id: number, w: UserWrite): Promise<void> {
    const rows = await this.db.query<{ ends_sessions: boolean }>(
      `UPDATE users u SET ${WRITE_COLUMNS.map(([, c], i) => `${c} = $${i + 2}`).join(', ')}
         FROM users was
        WHERE u.id = $1 AND was.id = u.id
        RETURNING NOT (array_remove(was.roles, 0) <@ u.roles)
                  OR was.two_fa_enabled IS DISTINCT FROM u.two_fa_enabled
                  OR (was.is_active AND NOT u.is_active) AS ends_sessions`,
      [id, ...WRITE_COLUMNS.map(([k]) => w[k])],
    );
    if (rows[0]?.ends_sessions) await this.revokeSessions(id);
  }

  memberships(userId: number): Promise<Membership[]> {
    return this.db.query<Membership>(
      'SELECT client_id, is_admin FROM client_users WHERE user_id = $1 ORDER BY client_id',
      [userId],
    );
  }

  /**
   * Brings the user's client memberships to `wanted` (client -> is_admin): adds the missing ones,
   * changes is_admin where it differs, and removes the clients in `remove` that are not wanted. Other
   * memberships (added from a client's users tab) stay. One statement per kind, in client order.
   */
  async syncMemberships(userId: number, wanted: Map<number, boolean>, remove: number[]): Promise<void> {
    const gone = remove.filter((c) => !wanted.has(c));
    if (gone.length)
      await this.db.query('DELETE FROM client_users WHERE user_id = $1 AND client_id = ANY($2::int[])', [userId, gone]);
    const entries = [...wanted.entries()].sort((a, b) => a[0] - b[0]);
    if (!entries.length) return;
    await this.db.query(
      `INSERT INTO client_users (client_id, user_id, is_admin)
       SELECT c, $1, a FROM unnest($2::int[], $3::boolean[]) AS x(c, a)
       ON CONFLICT (client_id, user_id) DO UPDATE SET is_admin = excluded.is_admin
        WHERE client_users.is_admin IS DISTINCT FROM excluded.is_admin`,
      [userId, entries.map(([c]) => c), entries.map(([, a]) => a)],
    );
  }

  async addNetworks(userId: number, networkIds: number[]): Promise<void> {
    if (!networkIds.length) return;
    await this.db.query(
      `INSERT INTO network_members (network_id, user_id) SELECT unnest($2::int[]), $1 ON CONFLICT DO NOTHING`,
      [userId, [...networkIds].sort((a, b) => a - b)],
    );
  }

  async setPassword(userId: number, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  }

  /** Whether the organization has an identity provider (a SAML metadata URL). */
  async hasIdentityProvider(organizationId: number | null): Promise<boolean> {
    if (organizationId === null) return false;
    const rows = await this.db.query('SELECT 1 FROM organizations WHERE id = $1 AND saml_metadata_url IS NOT NULL', [
      organizationId,
    ]);
    return rows.length > 0;
  }

  /** Single sign-on on: the password goes (the identity provider alone signs the user in); off: nothing else changes. */
  async setSingleSignOn(userId: number, enabled: boolean): Promise<void> {
    await this.db.query(
      `UPDATE users SET saml_enabled = $2, password_hash = CASE WHEN $2 THEN NULL ELSE password_hash END WHERE id = $1`,
      [userId, enabled],
    );
  }

  /** Signs the user out everywhere at once: access tokens too (AuthRepository.endSessions). */
  async revokeSessions(userId: number): Promise<void> {
    await new AuthRepository(this.db).endSessions(userId);
  }

  /**
   * Soft delete: personal data anonymized, the account closed (no password, inactive, every session
   * ended), memberships and per-user choices removed. Organization and client
   * affiliation stay (not personal), so the deleted list shows where the user belonged.
   */
  async softDelete(userId: number): Promise<void> {
    await this.db.query('DELETE FROM client_users WHERE user_id = $1', [userId]);
    await this.db.query('DELETE FROM network_members WHERE user_id = $1', [userId]);
    await this.db.query('DELETE FROM hidden_clients WHERE user_id = $1', [userId]);
    await this.db.query('DELETE FROM download_links WHERE user_id = $1', [userId]);
    await this.db.query(
      `UPDATE users SET deactivated_at = now(), email = 'deleted-' || id || '@deleted.invalid', username = NULL,
              first_name = NULL, last_name = NULL, phone_number = NULL, description = NULL, lat = NULL, lng = NULL,
              password_hash = NULL, is_active = false, two_fa_enabled = false
        WHERE id = $1`,
      [userId],
    );
    await this.revokeSessions(userId);
  }
}
