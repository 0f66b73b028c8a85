import type { Queryable } from '../../db/types.js';
import { containsPattern, orderBy, pageWithTotal, type ListQuery } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { DEVICE_ROW_COLUMNS, DEVICE_SORT_COLUMNS, type ClientDeviceRow } from '../clients/tabsRepository.js';
import { DOCUMENT_TENANT_NAMES } from '../documents/repository.js';

export type DeviceSort = keyof typeof DEVICE_SORT_COLUMNS;

/** The documents tab's row (as a user's documents tab). */
export interface NetworkDocumentRow {
  id: number;
  name: string;
  type: string;
  client_names: string[];
  organization_name: string | null;
  created_at: Date;
}

export interface NetworkSearch {
  q?: string;
  userId?: number;
  clientId?: number;
  withoutClients?: boolean;
  excludeClientId?: number;
  /** The `ids` filter (References by id): only these networks; scope and the other filters still apply. */
  ids?: number[];
  limit: number;
}

export const NETWORK_SORT_COLUMNS = {
  createdAt: 'n.created_at',
  name: 'lower(n.name)',
} as const;
export type NetworkSort = keyof typeof NETWORK_SORT_COLUMNS;

export interface NetworkListQuery extends ListQuery<NetworkSort> {
  clientId?: number;
  status?: string;
  type?: string;
}

export interface NetworkListRow {
  id: number;
  name: string;
  type: string;
  status: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  client_id: number | null;
  client_name: string | null;
  statuses: string[];
  user_count: number;
  device_count: number;
  relays_count: number;
  relays_enabled: boolean | null;
  created_at: Date;
}

export interface NetworkRow {
  id: number;
  name: string;
  type: string;
  description: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  owner_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  client_id: number | null;
  client_name: string | null;
  status: string;
  logo_url: string | null;
  logo_mimetype: string | null;
}

export interface NetworkFields {
  name: string;
  type: string;
  description: string | null;
  address: string;
  lat: number;
  lng: number;
  ownerId: number | null;
  clientId: number | null;
}

/** Settings fields as the API names them, and their columns. */
export const SETTINGS_COLUMNS = {
  enableNotificationRange: 'enable_notification_range',
  notificationRange: 'notification_range',
  notifySelectedUsersOutsideOfRange: 'notify_selected_users_outside_of_range',
  disallowMemberPosts: 'disallow_member_posts',
  disallowMemberComments: 'disallow_member_comments',
  onlyNotifyAdmins: 'only_notify_admins',
  displayMemberLocation: 'display_member_location',
  confirmIncidents: 'confirm_incidents',
  enableDynamicEmergencyAlert: 'enable_dynamic_emergency_alert',
  enableDynamicPanicAlert: 'enable_dynamic_panic_alert',
  enableDynamicNetworkAlert: 'enable_dynamic_network_alert',
  enableDynamicSafeAssisstAlert: 'enable_dynamic_safe_assisst_alert',
  enableClustering: 'enable_clustering',
  excludeFromOperationalView: 'exclude_from_operational_view',
  allowSOSAlerts: 'allow_sos_alerts',
  allowPublicAlerts: 'allow_public_alerts',
} as const;
export type NetworkSettings = {
  -readonly [K in keyof typeof SETTINGS_COLUMNS]: K extends 'notifySelectedUsersOutsideOfRange'
    ? number[]
    : K extends 'notificationRange'
      ? number
      : K extends 'enableClustering'
        ? boolean | null
        : boolean;
};

export const MEMBER_SORT_COLUMNS = {
  createdAt: 'nm.added_at',
  joined: 'nm.added_at',
  firstName: 'lower(u.first_name)',
  lastName: 'lower(u.last_name)',
  email: 'lower(u.email)',
} as const;
export type MemberSort = keyof typeof MEMBER_SORT_COLUMNS;

export interface NetworkMemberRow {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  added_at: Date;
  device_active: boolean | null;
  account_active: boolean;
  is_admin: boolean;
  is_owner: boolean;
}

const USER_NAME_TEXT = `(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

const NETWORK_COLUMNS = `n.id, n.name, n.type, n.description, n.address, n.lat, n.lng, n.owner_id,
  nullif(concat_ws(' ', ow.first_name, ow.last_name), '') AS owner_name, ow.email AS owner_email,
  n.client_id, c.name AS client_name, n.status, n.logo_url, n.logo_mimetype`;

export class NetworksRepository {
  constructor(private readonly db: Queryable) {}

  /** Networks in scope (a network without a client is in an admin's scope only). */
  search(scope: Scope, s: NetworkSearch) {
    const f = new SqlFilter(scope).clientColumn('n.client_id');
    f.where("n.status <> 'deleted'");
    const q = containsPattern(s.q);
    if (q) f.where(`n.name ILIKE ${f.param(q)}`);
    if (s.userId !== undefined)
      f.where(
        `EXISTS (SELECT 1 FROM network_members m WHERE m.network_id = n.id AND m.user_id = ${f.param(s.userId)})`,
      );
    if (s.clientId !== undefined) f.where(`n.client_id = ${f.param(s.clientId)}`);
    if (s.ids) f.where(`n.id = ANY(${f.param(s.ids)}::int[])`);
    if (s.withoutClients) f.where('n.client_id IS NULL');
    if (s.excludeClientId !== undefined) f.where(`n.client_id IS DISTINCT FROM ${f.param(s.excludeClientId)}`);
    return this.db.query<{ id: number; name: string; type: string; clientId: number | null }>(
      `SELECT n.id, n.name, n.type, n.client_id AS "clientId" FROM networks n ${f.toSql()}
        ORDER BY lower(n.name), n.id LIMIT ${f.param(s.limit)}`,
      f.params,
    );
  }

  /**
   * One page of the networks list and its total. The page is chosen first (an index-backed sort over
   * networks alone); the counts and the client's name are read for those rows only.
   */
  async list(scope: Scope, query: NetworkListQuery): Promise<{ rows: NetworkListRow[]; total: number }> {
    const f = new SqlFilter(scope).clientColumn('n.client_id');
    f.where(query.status === undefined ? "n.status <> 'deleted'" : `n.status = ${f.param(query.status)}`);
    if (query.ids) f.where(`n.id = ANY(${f.param(query.ids)}::int[])`);
    if (query.clientId !== undefined) f.where(`n.client_id = ${f.param(query.clientId)}`);
    if (query.type !== undefined) f.where(`n.type = ${f.param(query.type)}`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(n.name ILIKE ${p} OR n.address ILIKE ${p})`);
    }
    const where = f.toSql();
    const countParams = [...f.params];
    const order = orderBy(NETWORK_SORT_COLUMNS, query, 'n.id', ['createdAt', 'name']);
    const [rows, count] = await Promise.all([
      this.db.query<NetworkListRow>(
        `SELECT p.id, p.name, p.type, p.status, p.address, p.lat, p.lng, p.client_id, c.name AS client_name,
                p.created_at,
                coalesce((SELECT array_agg(i.status ORDER BY i.id) FROM integrations i WHERE i.network_id = p.id), '{}') AS statuses,
                (SELECT count(*)::int FROM network_members m WHERE m.network_id = p.id) AS user_count,
                (SELECT count(*)::int FROM network_devices nd WHERE nd.network_id = p.id) AS device_count,
                r.relays_count, r.relays_enabled
           FROM (SELECT n.* FROM networks n ${where} ${order}
                  LIMIT ${f.param(query.limit)} OFFSET ${f.param(query.offset)}) p
           LEFT JOIN clients c ON c.id = p.client_id
           LEFT JOIN LATERAL (
             SELECT count(*)::int AS relays_count, bool_and(rl.enabled) AS relays_enabled
               FROM relays rl WHERE rl.network_id = p.id
           ) r ON true
          ${order.replace(/\bn\./g, 'p.')}`,
        f.params,
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM networks n ${where}`, countParams),
    ]);
    return { rows, total: count[0]!.n };
  }

  /** A network that is not deleted, with its owner and client names. */
  async get(id: number): Promise<NetworkRow | undefined> {
    const rows = await this.db.query<NetworkRow>(
      `SELECT ${NETWORK_COLUMNS} FROM networks n
         LEFT JOIN users ow ON ow.id = n.owner_id LEFT JOIN clients c ON c.id = n.client_id
        WHERE n.id = $1 AND n.status <> 'deleted'`,
      [id],
    );
    return rows[0];
  }

  async insert(f: NetworkFields): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO networks (name, type, description, address, lat, lng, owner_id, client_id, added_to_client_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8::int IS NULL THEN NULL ELSE now() END) RETURNING id`,
      [f.name, f.type, f.description, f.address, f.lat, f.lng, f.ownerId, f.clientId],
    );
    return row!.id;
  }

  async update(id: number, f: NetworkFields): Promise<void> {
    await this.db.query(
      `UPDATE networks SET name = $2, type = $3, description = $4, address = $5, lat = $6, lng = $7, owner_id = $8,
              added_to_client_at = CASE WHEN client_id IS NOT DISTINCT FROM $9::int THEN added_to_client_at
                                        WHEN $9::int IS NULL THEN NULL ELSE now() END,
              client_id = $9
        WHERE id = $1`,
      [id, f.name, f.type, f.description, f.address, f.lat, f.lng, f.ownerId, f.clientId],
    );
  }

  async setLogo(id: number, url: string | null, mimetype: string | null): Promise<void> {
    await this.db.query('UPDATE networks SET logo_url = $2, logo_mimetype = $3 WHERE id = $1', [id, url, mimetype]);
  }

  async softDelete(id: number): Promise<void> {
    await this.db.query(`UPDATE networks SET status = 'deleted' WHERE id = $1`, [id]);
  }

  /**
   * The owner's membership: added as owner (and admin), or an existing member made the owner; the former
   * owner stays an admin member. With no owner (null), nobody is the owner member any more.
   */
  async setOwner(networkId: number, userId: number | null): Promise<void> {
    await this.db.query(
      'UPDATE network_members SET is_owner = false WHERE network_id = $1 AND is_owner AND user_id IS DISTINCT FROM $2',
      [networkId, userId],
    );
    if (userId === null) return;
    await this.db.query(
      `INSERT INTO network_members (network_id, user_id, is_admin, is_owner) VALUES ($1, $2, true, true)
       ON CONFLICT (network_id, user_id) DO UPDATE SET is_admin = true, is_owner = true`,
      [networkId, userId],
    );
  }

  async settings(id: number): Promise<NetworkSettings> {
    const cols = Object.entries(SETTINGS_COLUMNS)
      .map(([k, c]) => `${c} AS "${k}"`)
      .join(', ');
    const [row] = await this.db.query<NetworkSettings>(`SELECT ${cols} FROM networks WHERE id = $1`, [id]);
    return row!;
  }

  async saveSettings(id: number, s: NetworkSettings): Promise<void> {
    const keys = Object.keys(SETTINGS_COLUMNS) as (keyof NetworkSettings)[];
    const sets = keys.map((k, i) => `${SETTINGS_COLUMNS[k]} = $${i + 2}`).join(', ');
    await this.db.query(`UPDATE networks SET ${sets} WHERE id = $1`, [id, ...keys.map((k) => s[k])]);
  }

  /** Which of `ids` are active users the scope may see. */
  async usersInScope(scope: Scope, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const f = new SqlFilter(scope).userColumn('u.id');
    f.where(`u.id = ANY(${f.param(ids)}::int[])`).where('u.deactivated_at IS NULL');
    return (await this.db.query<{ id: number }>(`SELECT u.id FROM users u ${f.toSql()}`, f.params)).map((r) => r.id);
  }

  async clientExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM clients WHERE id = $1', [id])).length > 0;
  }

  members(networkId: number, query: ListQuery<MemberSort>) {
    const f = new SqlFilter({ all: true });
    f.where(`nm.network_id = ${f.param(networkId)}`);
    if (query.ids) f.where(`nm.user_id = ANY(${f.param(query.ids)}::int[])`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(${USER_NAME_TEXT} ILIKE ${p} OR u.email ILIKE ${p})`);
    }
    const where = f.toSql();
    const countParams = [...f.params];
    const order = orderBy(MEMBER_SORT_COLUMNS, query, 'u.id', ['createdAt', 'joined', 'email']);
    return Promise.all([
      this.db.query<NetworkMemberRow>(
        `SELECT u.id AS user_id, u.first_name, u.last_name, u.email, nm.added_at, nm.is_admin, nm.is_owner,
                u.is_active AS account_active,
                (SELECT x.is_active FROM user_devices x WHERE x.user_id = u.id
                  ORDER BY x.last_active_at DESC NULLS LAST, x.id DESC LIMIT 1) AS device_active
           FROM network_members nm JOIN users u ON u.id = nm.user_id ${where} ${order}
          LIMIT ${f.param(query.limit)} OFFSET ${f.param(query.offset)}`,
        f.params,
      ),
      this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM network_members nm ${q ? 'JOIN users u ON u.id = nm.user_id' : ''} ${where}`,
        countParams,
      ),
    ]).then(([rows, count]) => ({ rows, total: count[0]!.n }));
  }

  async membership(networkId: number, userId: number) {
    const [row] = await this.db.query<{ is_admin: boolean; is_owner: boolean }>(
      'SELECT is_admin, is_owner FROM network_members WHERE network_id = $1 AND user_id = $2',
      [networkId, userId],
    );
    return row;
  }

  /** The ids that became members (members already there are left as they are). */
  async addMembers(networkId: number, userIds: number[]): Promise<number[]> {
    if (!userIds.length) return [];
    const rows = await this.db.query<{ user_id: number }>(
      `INSERT INTO network_members (network_id, user_id) SELECT $1, unnest($2::int[])
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [networkId, userIds],
    );
    return rows.map((r) => r.user_id).sort((a, b) => a - b);
  }

  /** Active members of a client. */
  async clientMemberIds(clientId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT cu.user_id AS id FROM client_users cu JOIN users u ON u.id = cu.user_id
        WHERE cu.client_id = $1 AND u.deactivated_at IS NULL`,
      [clientId],
    );
    return rows.map((r) => r.id);
  }

  async setMemberAdmin(networkId: number, userId: number, isAdmin: boolean): Promise<void> {
    await this.db.query('UPDATE network_members SET is_admin = $3 WHERE network_id = $1 AND user_id = $2', [
      networkId,
      userId,
      isAdmin,
    ]);
  }

  async removeMember(networkId: number, userId: number): Promise<void> {
    await this.db.query('DELETE FROM network_members WHERE network_id = $1 AND user_id = $2', [networkId, userId]);
  }
  /** The network's devices the scope may see (a device without a client: admins only), as the client's devices tab. */
  async devices(scope: Scope, networkId: number, query: ListQuery<DeviceSort>) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`nd.network_id = ${f.param(networkId)}`).where('d.deleted_at IS NULL');
    if (query.ids) f.where(`d.id = ANY(${f.param(query.ids)}::int[])`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(d.name ILIKE ${p} OR d.dalm_id ILIKE ${p} OR d.serial_number ILIKE ${p} OR d.location ILIKE ${p})`);
    }
    const where = f.toSql();
    const countParams = [...f.params];
    const order = orderBy(DEVICE_SORT_COLUMNS, query, 'd.id', ['createdAt', 'name', 'status', 'isOnline']);
    const [rows, count] = await Promise.all([
      this.db.query<ClientDeviceRow>(
        `SELECT ${DEVICE_ROW_COLUMNS}
           FROM network_devices nd JOIN devices d ON d.id = nd.device_id
           LEFT JOIN clients c ON c.id = d.client_id LEFT JOIN users ow ON ow.id = d.owner_user_id
          ${where} ${order} LIMIT ${f.param(query.limit)} OFFSET ${f.param(query.offset)}`,
        f.params,
      ),
      this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM network_devices nd JOIN devices d ON d.id = nd.device_id ${where}`,
        countParams,
      ),
    ]);
    return { rows, total: count[0]!.n };
  }

  /** Which of `ids` are devices the scope may see. */
  async devicesInScope(scope: Scope, ids: number[]): Promise<number[]> {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`d.id = ANY(${f.param(ids)}::int[])`);
    return (await this.db.query<{ id: number }>(`SELECT d.id FROM devices d ${f.toSql()}`, f.params)).map((r) => r.id);
  }

  /** The ids that joined the network (devices already in it are left as they are). */
  async addDevices(networkId: number, deviceIds: number[]): Promise<number[]> {
    const rows = await this.db.query<{ device_id: number }>(
      `INSERT INTO network_devices (network_id, device_id) SELECT $1, unnest($2::int[])
       ON CONFLICT DO NOTHING RETURNING device_id`,
      [networkId, deviceIds],
    );
    return rows.map((r) => r.device_id).sort((a, b) => a - b);
  }

  async removeDevice(networkId: number, deviceId: number): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM network_devices WHERE network_id = $1 AND device_id = $2 RETURNING 1',
      [networkId, deviceId],
    );
    return rows.length > 0;
  }

  /**
   * Documents shared with the network (migration 015) that the caller may see (its clients' and the
   * shared ones without a client), newest share first.
   */
  documents(scope: Scope, networkId: number, query: { limit: number; offset: number }) {
    const f = new SqlFilter(scope);
    f.where(`dn.network_id = ${f.param(networkId)}`);
    f.where(f.documentCondition('d'));
    return pageWithTotal<NetworkDocumentRow>(
      this.db,
      `d.id, d.name, d.type, ${DOCUMENT_TENANT_NAMES}, d.created_at`,
      `FROM document_networks dn JOIN documents d ON d.id = dn.document_id`,
      f,
      'ORDER BY dn.added_at DESC, d.id DESC',
      query,
      scope.all ? 'FROM document_networks dn' : 'FROM document_networks dn JOIN documents d ON d.id = dn.document_id',
    );
  }
}
