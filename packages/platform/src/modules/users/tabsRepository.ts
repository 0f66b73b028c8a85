import type { Queryable } from '../../db/types.js';
import { containsPattern, pageWithTotal } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import type { ClientDeviceRow } from '../clients/tabsRepository.js';
import type { UserNotificationSetting } from './settings.js';
import { DOCUMENT_TENANT_NAMES } from '../documents/repository.js';

export interface TabQuery {
  limit: number;
  offset: number;
  q?: string;
}

export interface SubscriptionHistoryRow {
  id: number;
  subscription: string;
  platform: string;
  created_at: Date;
  expires_at: Date | null;
  unsubscribed_at: Date | null;
}

export interface ActivityLogRow {
  id: number;
  created_at: Date;
  kind: string;
  name: string | null;
  name_translations: Record<string, unknown> | null;
  action: string;
  address: string | null;
}

export interface UserDeviceRow {
  id: number;
  app_version: string | null;
  latest_app_version: string | null;
  manufacturer: string | null;
  model: string | null;
  os: string | null;
  created_at: Date;
  updated_at: Date;
  location_enabled: boolean;
  is_active: boolean;
  last_active_at: Date | null;
  logout_time: Date | null;
  test_alarm_at: Date | null;
}

export interface UserDocumentRow {
  id: number;
  name: string;
  type: string;
  client_names: string[];
  organization_name: string | null;
  created_at: Date;
}

export interface UserNetworkRow {
  network_id: number;
  name: string;
  address: string | null;
  type: string;
  is_admin: boolean;
  is_owner: boolean;
  added_at: Date;
}

/** The tenants a user belongs to, for the action log's scoped reads. */
export interface UserTenants {
  clientIds: number[];
  organizationId: number | null;
}

/** Networks a caller may name: in scope and not deleted. */
function networkFilter(scope: Scope, ids: number[]) {
  const f = new SqlFilter(scope).clientColumn('n.client_id');
  f.where(`n.id = ANY(${f.param(ids)}::int[])`).where(`n.status <> 'deleted'`);
  return f;
}

/** The profile tabs of /users/{id}: reads and writes of one user's rows. */
export class UserTabsRepository {
  constructor(private readonly db: Queryable) {}

  /** Locks the user's row for a read-modify-write of its settings (one writer at a time). */
  async lockUser(userId: number): Promise<void> {
    await this.db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  }

  async tenantsOf(userId: number): Promise<UserTenants> {
    const [row] = await this.db.query<{ organization_id: number | null; client_ids: number[] }>(
      `SELECT u.organization_id,
              coalesce((SELECT array_agg(cu.client_id ORDER BY cu.client_id) FROM client_users cu WHERE cu.user_id = u.id), '{}') AS client_ids
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    return { clientIds: row?.client_ids ?? [], organizationId: row?.organization_id ?? null };
  }

  // --- notification settings ---------------------------------------------------------------------

  notificationSettings(userId: number): Promise<UserNotificationSetting[]> {
    return this.db.query<UserNotificationSetting>(
      `SELECT category, is_email AS "isEmail", is_push AS "isPush", is_sound AS "isSound"
         FROM user_notification_settings WHERE user_id = $1 ORDER BY category`,
      [userId],
    );
  }

  async saveNotificationSettings(userId: number, list: UserNotificationSetting[]): Promise<void> {
    if (!list.length) return;
    await this.db.query(
      `INSERT INTO user_notification_settings (user_id, category, is_email, is_push, is_sound)
       SELECT $1, t.category, t.is_email, t.is_push, t.is_sound
         FROM unnest($2::smallint[], $3::bool[], $4::bool[], $5::bool[]) AS t(category, is_email, is_push, is_sound)
       ON CONFLICT (user_id, category) DO UPDATE
         SET is_email = excluded.is_email, is_push = excluded.is_push, is_sound = excluded.is_sound`,
      [
        userId,
        list.map((s) => s.category),
        list.map((s) => s.isEmail),
        list.map((s) => s.isPush),
        list.map((s) => s.isSound),
      ],
    );
  }

  // --- alert central settings --------------------------------------------------------------------

  async alertCentralSettings(userId: number): Promise<Map<string, unknown>> {
    const rows = await this.db.query<{ kind: string; settings: unknown }>(
      'SELECT kind, settings FROM user_alert_central_settings WHERE user_id = $1',
      [userId],
    );
    return new Map(rows.map((r) => [r.kind, typeof r.settings === 'string' ? JSON.parse(r.settings) : r.settings]));
  }

  async saveAlertCentralSettings(userId: number, list: { kind: string; settings: object }[]): Promise<void> {
    if (!list.length) return;
    await this.db.query(
      `INSERT INTO user_alert_central_settings (user_id, kind, settings)
       SELECT $1, t.kind, t.settings::jsonb FROM unnest($2::text[], $3::text[]) AS t(kind, settings)
       ON CONFLICT (user_id, kind) DO UPDATE SET settings = excluded.settings`,
      [userId, list.map((s) => s.kind), list.map((s) => JSON.stringify(s.settings))],
    );
  }

  /** Which of `ids` are networks the scope may see (and not deleted). */
  async networksInScope(scope: Scope, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const f = networkFilter(scope, ids);
    return (await this.db.query<{ id: number }>(`SELECT n.id FROM networks n ${f.toSql()}`, f.params)).map((r) => r.id);
  }

  /** Which of `ids` are networks that exist (any scope, not deleted). */
  async existingNetworks(ids: number[]): Promise<number[]> {
    return this.networksInScope({ all: true }, ids);
  }

  // --- lists -------------------------------------------------------------------------------------

  subscriptionHistory(userId: number, query: TabQuery) {
    const f = new SqlFilter({ all: true });
    f.where(`s.user_id = ${f.param(userId)}`);
    return pageWithTotal<SubscriptionHistoryRow>(
      this.db,
      's.id, s.subscription, s.platform, s.created_at, s.expires_at, s.unsubscribed_at',
      'FROM subscription_history s',
      f,
      'ORDER BY s.created_at DESC, s.id DESC',
      query,
    );
  }

  activityLogs(userId: number, query: TabQuery) {
    const f = new SqlFilter({ all: true });
    f.where(`a.user_id = ${f.param(userId)}`);
    return pageWithTotal<ActivityLogRow>(
      this.db,
      'a.id::float8 AS id, a.created_at, a.kind, a.name, a.name_translations, a.action, a.address',
      'FROM activity_logs a',
      f,
      'ORDER BY a.created_at DESC, a.id DESC',
      query,
    );
  }

  /** The user's phones and computers, most recently active first, with the newest version of their OS. */
  userDevices(userId: number, query: TabQuery) {
    const f = new SqlFilter({ all: true });
    f.where(`ud.user_id = ${f.param(userId)}`);
    return pageWithTotal<UserDeviceRow>(
      this.db,
      `ud.id, ud.app_version,
       (SELECT av.version FROM app_versions av WHERE av.os = ud.os ORDER BY av.created_at DESC, av.id DESC LIMIT 1) AS latest_app_version,
       ud.manufacturer, ud.model, ud.os, ud.created_at, ud.updated_at, ud.location_enabled, ud.is_active,
       ud.last_active_at, ud.logout_time, ud.test_alarm_at`,
      'FROM user_devices ud',
      f,
      'ORDER BY ud.last_active_at DESC NULLS LAST, ud.id DESC',
      query,
    );
  }

  /** Documents shared with the user that the caller may see (its clients' and shared ones), newest share first. */
  documents(scope: Scope, userId: number, query: TabQuery) {
    const f = new SqlFilter(scope);
    f.where(`du.user_id = ${f.param(userId)}`);
    f.where(f.documentCondition('d'));
    return pageWithTotal<UserDocumentRow>(
      this.db,
      `d.id, d.name, d.type, ${DOCUMENT_TENANT_NAMES}, d.created_at`,
      `FROM document_users du JOIN documents d ON d.id = du.document_id`,
      f,
      'ORDER BY du.added_at DESC, d.id DESC',
      query,
    );
  }

  /** Alarm devices the user owns, of clients in the caller's scope (admin: all), newest first. */
  devices(scope: Scope, userId: number, query: TabQuery) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`d.owner_user_id = ${f.param(userId)}`);
    return pageWithTotal<ClientDeviceRow>(
      this.db,
      `d.id, d.name, d.dalm_id, d.location, c.name AS client_owner_name,
       nullif(concat_ws(' ', ow.first_name, ow.last_name), '') AS owner_name, d.last_received_signal_at, d.relays_count,
       d.relays_enabled, d.test_mode_enabled, d.is_online, d.status, d.created_at, d.serial_number`,
      'FROM devices d LEFT JOIN clients c ON c.id = d.client_id LEFT JOIN users ow ON ow.id = d.owner_user_id',
      f,
      'ORDER BY d.created_at DESC, d.id DESC',
      query,
    );
  }

  /** The user's networks that the caller may see (not deleted), newest membership first. */
  networks(scope: Scope, userId: number, query: TabQuery) {
    const f = new SqlFilter(scope).clientColumn('n.client_id');
    f.where(`nm.user_id = ${f.param(userId)}`).where(`n.status <> 'deleted'`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(n.name ILIKE ${p} OR n.address ILIKE ${p})`);
    }
    return pageWithTotal<UserNetworkRow>(
      this.db,
      'n.id AS network_id, n.name, n.address, n.type, nm.is_admin, nm.is_owner, nm.added_at',
      'FROM network_members nm JOIN networks n ON n.id = nm.network_id',
      f,
      'ORDER BY nm.added_at DESC, n.id DESC',
      query,
    );
  }

  /** The membership of the user in a network the caller may see; undefined when there is none. */
  async membership(scope: Scope, userId: number, networkId: number) {
    const f = networkFilter(scope, [networkId]);
    f.where(`nm.user_id = ${f.param(userId)}`);
    const [row] = await this.db.query<{
      client_id: number | null;
      is_admin: boolean;
      is_owner: boolean;
      added_at: Date;
    }>(
      `SELECT n.client_id, nm.is_admin, nm.is_owner, nm.added_at
         FROM network_members nm JOIN networks n ON n.id = nm.network_id ${f.toSql()}`,
      f.params,
    );
    return row;
  }

  /** Adds the user to the networks it is not in yet; answers the ids added. */
  async addNetworks(userId: number, networkIds: number[]): Promise<number[]> {
    const rows = await this.db.query<{ network_id: number }>(
      `INSERT INTO network_members (network_id, user_id) SELECT unnest($2::int[]), $1
       ON CONFLICT DO NOTHING RETURNING network_id`,
      [userId, networkIds],
    );
    return rows.map((r) => r.network_id).sort((a, b) => a - b);
  }

  async removeNetwork(userId: number, networkId: number): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM network_members WHERE network_id = $1 AND user_id = $2 RETURNING 1', [
      networkId,
      userId,
    ]);
    return rows.length > 0;
  }

  /** The clients of networks (for the action log's tenants). */
  async clientsOfNetworks(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db.query<{ client_id: number }>(
      'SELECT DISTINCT client_id FROM networks WHERE id = ANY($1::int[]) AND client_id IS NOT NULL',
      [ids],
    );
    return rows.map((r) => r.client_id);
  }
}
