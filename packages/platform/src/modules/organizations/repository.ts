import { AuthRepository } from '../../auth/repository.js';
import type { Queryable } from '../../db/types.js';
import { containsPattern, orderBy, pageWithTotal, type CandidateQuery, type ListQuery } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { USER_NAME_TEXT } from '../clients/tabsRepository.js';
import type { OrganizationFields, SamlSettings } from './rules.js';

export interface OrganizationRow {
  id: number;
  name: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  registration_number: string | null;
  description: string | null;
  created_at: Date;
  user_count: number;
  client_count: number;
  hidden: boolean;
}

export interface OrganizationUserRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  created_at: Date;
  device_active: boolean | null;
  app_version: string | null;
  os: string | null;
  is_admin: boolean;
  account_active: boolean;
  subscription: string;
}

export interface OrganizationClientRow {
  id: number;
  name: string;
  user_count: number;
  created_at: Date;
}

export const ORGANIZATION_SORT_COLUMNS = {
  createdAt: 'created_at',
  name: 'lower(name)',
  userCount: 'user_count',
  clientCount: 'client_count',
} as const;
export type OrganizationSort = keyof typeof ORGANIZATION_SORT_COLUMNS;

export const ORGANIZATION_USER_SORT_COLUMNS = {
  createdAt: 'u.created_at',
  name: `lower(${USER_NAME_TEXT})`,
  email: 'lower(u.email)',
} as const;
export type OrganizationUserSort = keyof typeof ORGANIZATION_USER_SORT_COLUMNS;

export const ORGANIZATION_CLIENT_SORT_COLUMNS = {
  createdAt: 'c.created_at',
  name: 'lower(c.name)',
  userCount: 'user_count',
} as const;
export type OrganizationClientSort = keyof typeof ORGANIZATION_CLIENT_SORT_COLUMNS;

/**
 * userCount from the users rollup (migrations/005, 007: active users by organization; a few rows per
 * organization) instead of counting its users; clientCount over clients_organization_id_idx.
 */
const ORGANIZATION_SELECT = `
  SELECT o.id, o.name, o.contact_name, o.contact_email, o.contact_phone, o.registration_number, o.description,
         o.created_at,
         (SELECT coalesce(sum(r.n), 0)::int FROM rollup_users_totals r WHERE r.organization_id = o.id) AS user_count,
         (SELECT count(*)::int FROM clients c WHERE c.organization_id = o.id) AS client_count,
         EXISTS (SELECT 1 FROM hidden_organizations h WHERE h.organization_id = o.id AND h.user_id = $1) AS hidden
    FROM organizations o`;

const USER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.created_at, ud.is_active AS device_active,
  ud.app_version, ud.os, u.roles @> ARRAY[17] AS is_admin, u.is_active AS account_active, u.subscription`;

const USERS_FROM = `
  FROM users u
  LEFT JOIN LATERAL (
    SELECT * FROM user_devices x WHERE x.user_id = u.id ORDER BY x.last_active_at DESC NULLS LAST, x.id DESC LIMIT 1
  ) ud ON true`;

const CLIENT_COLUMNS = `c.id, c.name, c.created_at,
  (SELECT count(*)::int FROM client_users cu WHERE cu.client_id = c.id) AS user_count`;

export class OrganizationsRepository {
  constructor(private readonly db: Queryable) {}

  /** Organizations in scope matching the search; `viewerId` becomes $1 when the query needs it (`hidden`). */
  private filter(scope: Scope, viewerId?: number, q?: string): SqlFilter {
    const f = new SqlFilter(scope, viewerId === undefined ? [] : [viewerId]).organizationColumn('o.id');
    const pattern = containsPattern(q);
    if (pattern) {
      const p = f.param(pattern);
      f.where(
        `(o.name ILIKE ${p} OR o.contact_name ILIKE ${p} OR o.contact_email ILIKE ${p} OR o.registration_number ILIKE ${p})`,
      );
    }
    return f;
  }

  async findInScope(scope: Scope, viewerId: number, id: number): Promise<OrganizationRow | undefined> {
    const f = this.filter(scope, viewerId);
    f.where(`o.id = ${f.param(id)}`);
    return (await this.db.query<OrganizationRow>(`${ORGANIZATION_SELECT} ${f.toSql()}`, f.params))[0];
  }

  async list(scope: Scope, viewerId: number, query: ListQuery<OrganizationSort>) {
    const f = this.filter(scope, viewerId, query.q);
    const count = this.filter(scope, undefined, query.q);
    const [rows, total] = await Promise.all([
      this.db.query<OrganizationRow>(
        `SELECT * FROM (${ORGANIZATION_SELECT} ${f.toSql()}) x
          ${orderBy(ORGANIZATION_SORT_COLUMNS, query, 'id', Object.keys(ORGANIZATION_SORT_COLUMNS))}
          LIMIT ${f.param(query.limit)} OFFSET ${f.param(query.offset)}`,
        f.params,
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organizations o ${count.toSql()}`, count.params),
    ]);
    return { rows, total: total[0]!.n };
  }

  /** The organization picker: in scope, not hidden by the viewer. */
  async search(scope: Scope, viewerId: number, q: string | undefined, limit: number) {
    const f = new SqlFilter(scope, [viewerId]).organizationColumn('o.id');
    f.where('NOT EXISTS (SELECT 1 FROM hidden_organizations h WHERE h.organization_id = o.id AND h.user_id = $1)');
    const pattern = containsPattern(q);
    if (pattern) f.where(`o.name ILIKE ${f.param(pattern)}`);
    return this.db.query<{ id: number; name: string }>(
      `SELECT o.id, o.name FROM organizations o ${f.toSql()} ORDER BY lower(o.name), o.id LIMIT ${f.param(limit)}`,
      f.params,
    );
  }

  async insert(fields: OrganizationFields): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO organizations (name, contact_name, contact_email, contact_phone, registration_number, description)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        fields.name,
        fields.contactName,
        fields.contactEmail,
        fields.contactPhone,
        fields.registrationNumber,
        fields.description,
      ],
    );
    return rows[0]!.id;
  }

  async update(id: number, fields: OrganizationFields): Promise<void> {
    await this.db.query(
      `UPDATE organizations SET name = $2, contact_name = $3, contact_email = $4, contact_phone = $5,
              registration_number = $6, description = $7
        WHERE id = $1`,
      [
        id,
        fields.name,
        fields.contactName,
        fields.contactEmail,
        fields.contactPhone,
        fields.registrationNumber,
        fields.description,
      ],
    );
  }

  /** Its client ids. */
  async clientIdsOf(id: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>('SELECT id FROM clients WHERE organization_id = $1 ORDER BY id', [
      id,
    ]);
    return rows.map((r) => r.id);
  }

  /** Detaches its clients and users (they keep existing), then deletes the organization. */
  async delete(id: number): Promise<void> {
    await this.db.query('UPDATE clients SET organization_id = NULL WHERE organization_id = $1', [id]);
    await this.db.query('UPDATE users SET organization_id = NULL WHERE organization_id = $1', [id]);
    await this.db.query('DELETE FROM organizations WHERE id = $1', [id]);
  }

  /** Which of `ids` are organizations in scope. */
  async idsInScope(scope: Scope, ids: number[]): Promise<number[]> {
    const f = new SqlFilter(scope).organizationColumn('o.id');
    f.where(`o.id = ANY(${f.param(ids)}::int[])`);
    return (await this.db.query<{ id: number }>(`SELECT o.id FROM organizations o ${f.toSql()}`, f.params)).map(
      (r) => r.id,
    );
  }

  async changeDisplay(userId: number, hide: number[], display: number[]): Promise<void> {
    if (hide.length)
      await this.db.query(
        `INSERT INTO hidden_organizations (user_id, organization_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [userId, hide],
      );
    if (display.length)
      await this.db.query('DELETE FROM hidden_organizations WHERE user_id = $1 AND organization_id = ANY($2::int[])', [
        userId,
        display,
      ]);
  }

  async hiddenInScope(scope: Scope, userId: number): Promise<number[]> {
    const f = new SqlFilter(scope, [userId]).organizationColumn('h.organization_id');
    f.where('h.user_id = $1');
    return (
      await this.db.query<{ organization_id: number }>(
        `SELECT h.organization_id FROM hidden_organizations h ${f.toSql()} ORDER BY 1`,
        f.params,
      )
    ).map((r) => r.organization_id);
  }

  async networkSummary(id: number): Promise<Record<string, number>> {
    const rows = await this.db.query<{ type: string; n: number }>(
      `SELECT n.type, count(*)::int AS n FROM clients c JOIN networks n ON n.client_id = c.id
        WHERE c.organization_id = $1 AND n.status <> 'deleted' GROUP BY 1`,
      [id],
    );
    return Object.fromEntries(rows.map((r) => [r.type, r.n]));
  }

  /** Its active users by subscription, from the users rollup. */
  async subscriptionSummary(id: number): Promise<Record<string, number>> {
    const rows = await this.db.query<{ subscription: string; n: number }>(
      `SELECT subscription, sum(n)::int AS n FROM rollup_users_totals WHERE organization_id = $1 GROUP BY 1`,
      [id],
    );
    return Object.fromEntries(rows.map((r) => [r.subscription, r.n]));
  }

  /** Its active users; a reader that does not manage it sees only the users in its own scope. */
  users(scope: Scope, id: number, query: ListQuery<OrganizationUserSort>) {
    const f = new SqlFilter(scope).userColumn('u.id');
    f.where(`u.organization_id = ${f.param(id)}`).where('u.deactivated_at IS NULL');
    const pattern = containsPattern(query.q);
    if (pattern) {
      const p = f.param(pattern);
      f.where(`(${USER_NAME_TEXT} ILIKE ${p} OR u.email ILIKE ${p})`);
    }
    return pageWithTotal<OrganizationUserRow>(
      this.db,
      USER_COLUMNS,
      USERS_FROM,
      f,
      orderBy(ORGANIZATION_USER_SORT_COLUMNS, query, 'u.id', ['createdAt', 'name']),
      query,
      'FROM users u',
    );
  }

  async user(id: number, userId: number): Promise<(OrganizationUserRow & { roles: number[] }) | undefined> {
    const rows = await this.db.query<OrganizationUserRow & { roles: number[] }>(
      `SELECT ${USER_COLUMNS}, u.roles ${USERS_FROM}
        WHERE u.id = $2 AND u.organization_id = $1 AND u.deactivated_at IS NULL`,
      [id, userId],
    );
    return rows[0];
  }

  /**
   * Role 17 given or taken; a user left without a role is a plain user (0), one given 17 is no longer plain.
   * Taking it away ends every session of the user.
   */
  async setAdmin(userId: number, isAdmin: boolean): Promise<void> {
    if (isAdmin) {
      await this.db.query(
        `UPDATE users SET roles = ARRAY(SELECT DISTINCT r FROM unnest(array_append(roles, 17)) r WHERE r <> 0 ORDER BY r)
          WHERE id = $1`,
        [userId],
      );
      return;
    }
    const taken = await this.db.query(
      `UPDATE users SET roles = CASE WHEN array_remove(roles, 17) = '{}' THEN '{0}'::int[] ELSE array_remove(roles, 17) END
        WHERE id = $1 AND 17 = ANY(roles) RETURNING id`,
      [userId],
    );
    if (taken.length) await new AuthRepository(this.db).endSessions(userId);
  }

  /** Out of the organization: no organization, no organization-admin role, every session ended. */
  async removeUser(userId: number): Promise<void> {
    await this.db.query(
      `UPDATE users SET organization_id = NULL,
              roles = CASE WHEN array_remove(roles, 17) = '{}' THEN '{0}'::int[] ELSE array_remove(roles, 17) END
        WHERE id = $1`,
      [userId],
    );
    await new AuthRepository(this.db).endSessions(userId);
  }

  /** Its clients; a reader that does not manage it sees only the clients in its own scope. */
  clients(scope: Scope, id: number, query: ListQuery<OrganizationClientSort>) {
    const f = new SqlFilter(scope).clientColumn('c.id');
    f.where(`c.organization_id = ${f.param(id)}`);
    const pattern = containsPattern(query.q);
    if (pattern) f.where(`c.name ILIKE ${f.param(pattern)}`);
    return pageWithTotal<OrganizationClientRow>(
      this.db,
      CLIENT_COLUMNS,
      'FROM clients c',
      f,
      orderBy(ORGANIZATION_CLIENT_SORT_COLUMNS, query, 'c.id', Object.keys(ORGANIZATION_CLIENT_SORT_COLUMNS)),
      query,
    );
  }

  /** The organization of each existing client of `ids` (null: none), locked for the move. */
  async clientOrganizations(ids: number[]): Promise<Map<number, { name: string; organizationId: number | null }>> {
    const rows = await this.db.query<{ id: number; name: string; organization_id: number | null }>(
      'SELECT id, name, organization_id FROM clients WHERE id = ANY($1::int[]) FOR UPDATE',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { name: r.name, organizationId: r.organization_id }]));
  }

  /**
   * The clients tab's picker: what `addClients` takes and is not the organization's yet, by name (as the client
   * picker, over clients' name order): an admin's any client, an organization-admin's clients in its scope
   * without an organization.
   */
  clientCandidates(scope: Scope, id: number, s: CandidateQuery) {
    const f = new SqlFilter(scope).clientColumn('c.id');
    f.where(`c.organization_id IS DISTINCT FROM ${f.param(id)}`);
    if (!scope.all) f.where('c.organization_id IS NULL');
    const pattern = containsPattern(s.q);
    if (pattern) f.where(`c.name ILIKE ${f.param(pattern)}`);
    return this.db.query<{ id: number; name: string; organizationId: number | null }>(
      `SELECT c.id, c.name, c.organization_id AS "organizationId" FROM clients c ${f.toSql()}
        ORDER BY lower(c.name), c.id LIMIT ${f.param(s.limit)} OFFSET ${f.param(s.offset)}`,
      f.params,
    );
  }

  async setClientsOrganization(clientIds: number[], organizationId: number | null): Promise<void> {
    await this.db.query('UPDATE clients SET organization_id = $2 WHERE id = ANY($1::int[])', [
      clientIds,
      organizationId,
    ]);
  }

  async saml(id: number): Promise<SamlSettings> {
    const rows = await this.db.query<SamlSettings>(
      `SELECT o.saml_metadata_url AS "samlMetadataUrl", o.saml_allow_user_creation AS "samlAllowUserCreation",
              o.saml_allow_idp_initiated AS "samlAllowIdpInitiated",
              ARRAY(SELECT d.domain FROM organization_email_domains d WHERE d.organization_id = o.id ORDER BY d.domain)
                AS "samlEmailDomains"
         FROM organizations o WHERE o.id = $1`,
      [id],
    );
    return rows[0]!;
  }

  /** The first of `domains` another organization has claimed. */
  async claimedElsewhere(id: number, domains: string[]): Promise<string | undefined> {
    const rows = await this.db.query<{ domain: string }>(
      'SELECT domain FROM organization_email_domains WHERE domain = ANY($1::text[]) AND organization_id <> $2 ORDER BY 1',
      [domains, id],
    );
    return rows[0]?.domain;
  }

  async saveSaml(id: number, s: SamlSettings): Promise<void> {
    await this.db.query(
      `UPDATE organizations SET saml_metadata_url = $2, saml_allow_user_creation = $3, saml_allow_idp_initiated = $4
        WHERE id = $1`,
      [id, s.samlMetadataUrl, s.samlAllowUserCreation, s.samlAllowIdpInitiated],
    );
    await this.db.query(
      'DELETE FROM organization_email_domains WHERE organization_id = $1 AND NOT domain = ANY($2::text[])',
      [id, s.samlEmailDomains],
    );
    if (s.samlEmailDomains.length)
      await this.db.query(
        `INSERT INTO organization_email_domains (domain, organization_id) SELECT unnest($2::text[]), $1
         ON CONFLICT (domain) DO NOTHING`,
        [id, s.samlEmailDomains],
      );
  }

  /** Locks the organization's row (FOR UPDATE): writes on one organization take turns. */
  async lock(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE', [id])).length > 0;
  }
}
