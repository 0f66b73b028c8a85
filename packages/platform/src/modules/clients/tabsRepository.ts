import type { Queryable } from '../../db/types.js';
import { containsPattern, orderBy, pageWithTotal, type CandidateQuery, type ListQuery } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';

export interface MemberRow {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  email: string;
  added_at: Date;
  location_enabled: boolean | null;
  device_active: boolean | null;
  last_active_at: Date | null;
  logout_time: Date | null;
  app_version: string | null;
  os: string | null;
  test_alarm_at: Date | null;
  is_admin: boolean;
  account_active: boolean;
  subscription: string;
  member_type: 'owner' | 'other';
  roles: number[];
}

export interface ClientNetworkRow {
  network_id: number;
  name: string;
  type: string;
  address: string | null;
  added: Date;
  statuses: string[];
}

/** A device row of every list (the devices list, the client's and the network's devices tabs), every kind. */
export interface ClientDeviceRow {
  id: number;
  type: 'dalm' | 'hub' | 'button' | 'sensor';
  client_id: number | null;
  owner_user_id: number | null;
  battery: number | null;
  deleted: boolean;
  name: string;
  dalm_id: string | null;
  location: string | null;
  client_owner_name: string | null;
  owner_name: string | null;
  last_received_signal_at: Date | null;
  relays_count: number;
  relays_enabled: boolean | null;
  test_mode_enabled: boolean;
  is_online: boolean;
  status: string;
  created_at: Date;
  serial_number: string | null;
}

export const MEMBER_SORT_COLUMNS = {
  createdAt: 'cu.added_at',
  added: 'cu.added_at',
  firstName: 'lower(u.first_name)',
  lastName: 'lower(u.last_name)',
  userName: 'lower(u.username)',
  email: 'lower(u.email)',
  lastActive: 'ud.last_active_at',
  isAdmin: 'cu.is_admin',
  subscription: 'u.subscription',
} as const;

export const NETWORK_SORT_COLUMNS = {
  createdAt: 'coalesce(n.added_to_client_at, n.created_at)',
  added: 'coalesce(n.added_to_client_at, n.created_at)',
  name: 'lower(n.name)',
  type: 'n.type',
} as const;

export const DEVICE_SORT_COLUMNS = {
  createdAt: 'd.created_at',
  name: 'lower(d.name)',
  dalmId: 'd.dalm_id',
  status: 'd.status',
  lastReceivedSignalAt: 'd.last_received_signal_at',
  isOnline: 'd.is_online',
} as const;

/** The columns of a ClientDeviceRow over `devices d`, `clients c` (its client) and `users ow` (its owner). */
export const DEVICE_ROW_COLUMNS = `d.id, d.type, d.name, d.dalm_id, d.serial_number, d.location, d.client_id,
  c.name AS client_owner_name, d.owner_user_id, nullif(concat_ws(' ', ow.first_name, ow.last_name), '') AS owner_name,
  d.last_received_signal_at, d.relays_count, d.relays_enabled, d.test_mode_enabled, d.is_online, d.status,
  d.created_at, d.battery, d.deleted_at IS NOT NULL AS deleted`;

/**
 * A user's full name as users_name_trgm_idx (migration 004) indexes it; it contains the first and the
 * last name, so one ILIKE on it finds what ILIKE on each name and on the full name found.
 */
export const USER_NAME_TEXT = `(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

/** A user's name as the console shows it: first and last name, else the e-mail. */
export const USER_DISPLAY_NAME = `coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email)`;

const MEMBERS_FROM = `
  FROM client_users cu JOIN users u ON u.id = cu.user_id
  LEFT JOIN LATERAL (
    SELECT * FROM user_devices x WHERE x.user_id = u.id ORDER BY x.last_active_at DESC NULLS LAST, x.id DESC LIMIT 1
  ) ud ON true`;

const MEMBER_COLUMNS = `u.id AS user_id, u.first_name, u.last_name, u.username, u.email, cu.added_at,
  ud.location_enabled, ud.is_active AS device_active, ud.last_active_at, ud.logout_time, ud.app_version, ud.os,
  ud.test_alarm_at, cu.is_admin, u.is_active AS account_active, u.subscription, cu.member_type, u.roles`;

/** The device `d`'s owner is a member of the client `$client`. */
const OWNER_IN_CLIENT = (d: string, client: string) =>
  `EXISTS (SELECT 1 FROM client_users ocu WHERE ocu.client_id = ${client} AND ocu.user_id = ${d}.owner_user_id)`;

/** As `/devices/search` answers a device. */
export interface DeviceCandidate {
  id: number;
  name: string;
  dalmId: string | null;
  serialNumber: string | null;
  kind: string;
}

export class ClientTabsRepository {
  constructor(private readonly db: Queryable) {}

  members(clientId: number, query: ListQuery<keyof typeof MEMBER_SORT_COLUMNS>) {
    const f = new SqlFilter({ all: true });
    f.where(`cu.client_id = ${f.param(clientId)}`);
    if (query.ids) f.where(`cu.user_id = ANY(${f.param(query.ids)}::int[])`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(${USER_NAME_TEXT} ILIKE ${p} OR u.username ILIKE ${p} OR u.email ILIKE ${p})`);
    }
    return pageWithTotal<MemberRow>(
      this.db,
      MEMBER_COLUMNS,
      MEMBERS_FROM,
      f,
      orderBy(MEMBER_SORT_COLUMNS, query, 'u.id', ['createdAt', 'added', 'isAdmin', 'subscription']),
      query,
      q ? 'FROM client_users cu JOIN users u ON u.id = cu.user_id' : 'FROM client_users cu',
    );
  }

  async member(clientId: number, userId: number): Promise<MemberRow | undefined> {
    const rows = await this.db.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} ${MEMBERS_FROM} WHERE cu.client_id = $1 AND cu.user_id = $2`,
      [clientId, userId],
    );
    return rows[0];
  }

  /** Which of `ids` are users the scope may see. */
  async usersInScope(scope: Scope, ids: number[]): Promise<number[]> {
    const f = new SqlFilter(scope).userColumn('u.id');
    f.where(`u.id = ANY(${f.param(ids)}::int[])`).where('u.deactivated_at IS NULL');
    return (await this.db.query<{ id: number }>(`SELECT u.id FROM users u ${f.toSql()}`, f.params)).map((r) => r.id);
  }

  /** The ids that became members (users already in the client are left as they are). */
  async addMembers(clientId: number, userIds: number[]): Promise<number[]> {
    const rows = await this.db.query<{ user_id: number }>(
      `INSERT INTO client_users (client_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING user_id`,
      [clientId, userIds],
    );
    return rows.map((r) => r.user_id).sort((a, b) => a - b);
  }

  async setMemberAdmin(clientId: number, userId: number, isAdmin: boolean): Promise<void> {
    await this.db.query('UPDATE client_users SET is_admin = $3 WHERE client_id = $1 AND user_id = $2', [
      clientId,
      userId,
      isAdmin,
    ]);
  }

  async removeMember(clientId: number, userId: number): Promise<void> {
    await this.db.query('DELETE FROM client_users WHERE client_id = $1 AND user_id = $2', [clientId, userId]);
    await this.db.query(
      `UPDATE multi_alerts SET selected_users = array_remove(selected_users, $2),
              notify_selected_users_outside_of_range = array_remove(notify_selected_users_outside_of_range, $2)
        WHERE client_id = $1`,
      [clientId, userId],
    );
  }

  networks(clientId: number, query: ListQuery<keyof typeof NETWORK_SORT_COLUMNS>) {
    const f = new SqlFilter({ all: true });
    f.where(`n.client_id = ${f.param(clientId)}`).where("n.status <> 'deleted'");
    if (query.ids) f.where(`n.id = ANY(${f.param(query.ids)}::int[])`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(n.name ILIKE ${p} OR n.address ILIKE ${p})`);
    }
    return pageWithTotal<ClientNetworkRow>(
      this.db,
      `n.id AS network_id, n.name, n.type, n.address, coalesce(n.added_to_client_at, n.created_at) AS added,
       coalesce((SELECT array_agg(i.status ORDER BY i.id) FROM integrations i WHERE i.network_id = n.id), '{}') AS statuses`,
      'FROM networks n',
      f,
      orderBy(NETWORK_SORT_COLUMNS, query, 'n.id', ['createdAt', 'added', 'name', 'type']),
      query,
    );
  }

  /** `ids` with their name and current client (null: none); unknown ids are left out. */
  async networkOwners(ids: number[]): Promise<Map<number, { name: string; clientId: number | null }>> {
    const rows = await this.db.query<{ id: number; name: string; client_id: number | null }>(
      'SELECT id, name, client_id FROM networks WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { name: r.name, clientId: r.client_id }]));
  }

  /** The ids that joined the client (networks already in it are left as they are). */
  async addNetworks(clientId: number, networkIds: number[]): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE networks SET client_id = $1, added_to_client_at = now()
        WHERE id = ANY($2::int[]) AND client_id IS NULL RETURNING id`,
      [clientId, networkIds],
    );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async isClientNetwork(clientId: number, networkId: number): Promise<boolean> {
    return (
      (await this.db.query('SELECT 1 FROM networks WHERE id = $1 AND client_id = $2', [networkId, clientId])).length > 0
    );
  }

  async removeNetwork(clientId: number, networkId: number): Promise<void> {
    await this.db.query(
      'UPDATE networks SET client_id = NULL, added_to_client_at = NULL WHERE id = $1 AND client_id = $2',
      [networkId, clientId],
    );
    await this.db.query(
      `UPDATE multi_alerts SET selected_networks = array_remove(selected_networks, $2) WHERE client_id = $1`,
      [clientId, networkId],
    );
    await this.db.query(
      'UPDATE clients SET saml_selected_networks = array_remove(saml_selected_networks, $2) WHERE id = $1',
      [clientId, networkId],
    );
  }

  /**
   * The devices tab's picker: devices in the caller's scope (an admin's: any, also those without a client), not
   * deleted, not the client's yet, whose owner (if any) is a member of the client: what `devicePicks` accepts.
   * By name: an admin's over devices_name_idx; otherwise each client in scope over devices_client_name_idx, merged.
   */
  deviceCandidates(scope: Scope, clientId: number, s: CandidateQuery) {
    const f = new SqlFilter(scope);
    const client = f.param(clientId);
    f.where('d.deleted_at IS NULL').where(`d.client_id IS DISTINCT FROM ${client}`);
    f.where(`(d.owner_user_id IS NULL OR ${OWNER_IN_CLIENT('d', client)})`);
    const q = containsPattern(s.q);
    if (q) {
      const p = f.param(q);
      f.where(`(d.name ILIKE ${p} OR d.dalm_id ILIKE ${p} OR d.serial_number ILIKE ${p})`);
    }
    const columns = `d.id, d.name, d.dalm_id AS "dalmId", d.serial_number AS "serialNumber", d.type AS kind`;
    if (scope.all)
      return this.db.query<DeviceCandidate>(
        `SELECT ${columns} FROM devices d ${f.toSql()}
          ORDER BY lower(d.name), d.id LIMIT ${f.param(s.limit)} OFFSET ${f.param(s.offset)}`,
        f.params,
      );
    const each = f.param(s.limit + s.offset);
    return this.db.query<DeviceCandidate>(
      `SELECT x.id, x.name, x."dalmId", x."serialNumber", x.kind
         FROM unnest(${f.param(scope.clientIds)}::int[]) c(id)
         CROSS JOIN LATERAL (SELECT ${columns} FROM devices d ${f.toSql()} AND d.client_id = c.id
                              ORDER BY lower(d.name), d.id LIMIT ${each}) x
        ORDER BY lower(x.name), x.id LIMIT ${f.param(s.limit)} OFFSET ${f.param(s.offset)}`,
      f.params,
    );
  }

  /**
   * Of the device ids given, those the caller may see (not deleted), locked for the move: their name, current
   * client and whether their owner (if any) is a member of the client they would join.
   */
  async devicePicks(scope: Scope, clientId: number, deviceIds: number[]) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`d.id = ANY(${f.param(deviceIds)}::int[])`).where('d.deleted_at IS NULL');
    const client = f.param(clientId);
    return this.db.query<{ id: number; name: string; client_id: number | null; owner_in_client: boolean }>(
      `SELECT d.id, d.name, d.client_id, (d.owner_user_id IS NULL OR ${OWNER_IN_CLIENT('d', client)}) AS owner_in_client
         FROM devices d ${f.toSql()} FOR UPDATE OF d`,
      f.params,
    );
  }

  /** The devices join the client; answers each with the client it left (null: none). */
  async moveDevices(clientId: number, deviceIds: number[]) {
    return this.db.query<{ id: number; left: number | null }>(
      `UPDATE devices d SET client_id = $1, updated_at = now()
         FROM (SELECT id, client_id FROM devices WHERE id = ANY($2::int[]) AND client_id IS DISTINCT FROM $1) o
        WHERE d.id = o.id RETURNING d.id, o.client_id AS left`,
      [clientId, deviceIds],
    );
  }

  /** The client's (not deleted) device, locked for its removal. */
  async clientDevice(clientId: number, deviceId: number) {
    const rows = await this.db.query<{ id: number; type: string; owner_user_id: number | null }>(
      `SELECT id, type, owner_user_id FROM devices WHERE id = $1 AND client_id = $2 AND deleted_at IS NULL FOR UPDATE`,
      [deviceId, clientId],
    );
    return rows[0];
  }

  async removeDevice(deviceId: number): Promise<void> {
    await this.db.query('UPDATE devices SET client_id = NULL, updated_at = now() WHERE id = $1', [deviceId]);
  }

  devices(clientId: number, query: ListQuery<keyof typeof DEVICE_SORT_COLUMNS>) {
    const f = new SqlFilter({ all: true });
    f.where(`d.client_id = ${f.param(clientId)}`).where('d.deleted_at IS NULL');
    if (query.ids) f.where(`d.id = ANY(${f.param(query.ids)}::int[])`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(d.name ILIKE ${p} OR d.dalm_id ILIKE ${p} OR d.serial_number ILIKE ${p} OR d.location ILIKE ${p})`);
    }
    return pageWithTotal<ClientDeviceRow>(
      this.db,
      DEVICE_ROW_COLUMNS,
      'FROM devices d JOIN clients c ON c.id = d.client_id LEFT JOIN users ow ON ow.id = d.owner_user_id',
      f,
      orderBy(DEVICE_SORT_COLUMNS, query, 'd.id', ['createdAt', 'name', 'status', 'isOnline']),
      query,
      'FROM devices d',
    );
  }
}
