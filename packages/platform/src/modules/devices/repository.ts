import type { Queryable } from '../../db/types.js';
import { containsPattern, orderBy, pageWithTotal, type ListQuery } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { DEVICE_ROW_COLUMNS, DEVICE_SORT_COLUMNS, type ClientDeviceRow } from '../clients/tabsRepository.js';
import type { DeviceKind } from './subresources.js';

export interface DeviceSearch {
  q?: string;
  networkId?: number;
  clientId?: number;
  excludeNetworkId?: number;
  kind?: DeviceKind;
  limit: number;
}

/** GET /devices sorts (the client's tab's plus location). */
export const DALM_SORT_COLUMNS = { ...DEVICE_SORT_COLUMNS, location: 'lower(d.location)' } as const;
export type DalmSort = keyof typeof DALM_SORT_COLUMNS;

export interface DalmListQuery extends ListQuery<DalmSort> {
  clientId?: number;
  status?: string;
  online?: boolean;
}

/** GET /devices/{id}: the row plus the DALM fields. */
export interface DalmRow extends ClientDeviceRow {
  description: string | null;
  lat: number | null;
  lng: number | null;
  dalm_sim: string | null;
  dalm_passcode: string | null;
  enabled: boolean;
  test_mode_auto_disable_timeout_ms: number;
  test_mode_expires_at: Date | null;
  enable_clustering: boolean;
  wifi: boolean | null;
  ethernet: boolean | null;
  has_ingest_key: boolean;
  owner_username: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string | null;
}

/** What POST and PUT /devices store. */
export interface DalmFields {
  name: string;
  description: string | null;
  location: string;
  lat: number;
  lng: number;
  dalmId: string;
  dalmSim: string | null;
  dalmPasscode: string | null;
  clientOwnerId: number | null;
  ownerId: number | null;
  status: string;
  active: boolean;
  testModeEnabled: boolean;
  testModeAutoDisableTimeoutMs: number;
  testModeExpiresAt: Date | null;
  enableClustering: boolean;
  deleted: boolean;
}

export interface AlertRow {
  id: number;
  alarm_type: string;
  event_code: string | null;
  section_number: string | null;
  message: string | null;
  alarm_date: Date;
  active: boolean;
  reset_at: Date | null;
}

const ROW_FROM =
  'FROM devices d LEFT JOIN clients c ON c.id = d.client_id LEFT JOIN users ow ON ow.id = d.owner_user_id';
const DALM_COLUMNS = `${DEVICE_ROW_COLUMNS}, d.description, d.lat, d.lng, d.dalm_sim, d.dalm_passcode, d.enabled,
  d.test_mode_auto_disable_timeout_ms, d.test_mode_expires_at, d.enable_clustering, d.wifi, d.ethernet,
  d.ingest_key_hash IS NOT NULL AS has_ingest_key, ow.username AS owner_username, ow.first_name AS owner_first_name,
  ow.last_name AS owner_last_name, ow.email AS owner_email`;
const ALERT_COLUMNS = 'id, alarm_type, event_code, section_number, message, alarm_date, active, reset_at';

const FIELD_PARAMS = (f: DalmFields) => [
  f.name,
  f.description,
  f.location,
  f.lat,
  f.lng,
  f.dalmId,
  f.dalmSim,
  f.dalmPasscode,
  f.clientOwnerId,
  f.ownerId,
  f.status,
  f.active,
  f.testModeEnabled,
  f.testModeAutoDisableTimeoutMs,
  f.testModeExpiresAt,
  f.enableClustering,
  f.deleted,
];

export class DevicesRepository {
  constructor(private readonly db: Queryable) {}

  async isInScope(scope: Scope, id: number): Promise<boolean> {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`d.id = ${f.param(id)}`);
    return (await this.db.query(`SELECT 1 FROM devices d ${f.toSql()}`, f.params)).length > 0;
  }

  /** DALM devices in scope, not deleted (devices_type_created_idx / devices_type_signal_idx). */
  list(scope: Scope, query: DalmListQuery) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`d.type = 'dalm'`).where('d.deleted_at IS NULL');
    if (query.ids) f.where(`d.id = ANY(${f.param(query.ids)}::int[])`);
    if (query.clientId !== undefined) f.where(`d.client_id = ${f.param(query.clientId)}`);
    if (query.status !== undefined) f.where(`d.status = ${f.param(query.status)}`);
    if (query.online !== undefined) f.where(`d.is_online = ${f.param(query.online)}`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(d.name ILIKE ${p} OR d.dalm_id ILIKE ${p} OR d.serial_number ILIKE ${p} OR d.location ILIKE ${p})`);
    }
    return pageWithTotal<ClientDeviceRow>(
      this.db,
      DEVICE_ROW_COLUMNS,
      ROW_FROM,
      f,
      orderBy(DALM_SORT_COLUMNS, query, 'd.id', ['createdAt', 'name', 'status', 'isOnline']),
      query,
      'FROM devices d',
    );
  }

  /** A device of any kind with the DALM fields (deleted ones too). */
  async get(id: number): Promise<DalmRow | undefined> {
    return (await this.db.query<DalmRow>(`SELECT ${DALM_COLUMNS} ${ROW_FROM} WHERE d.id = $1`, [id]))[0];
  }

  /** The DALM device holding a DALM id (deleted ones included). */
  async byDalmId(dalmId: string): Promise<{ id: number; client_id: number | null; deleted: boolean } | undefined> {
    const rows = await this.db.query<{ id: number; client_id: number | null; deleted: boolean }>(
      `SELECT id, client_id, deleted_at IS NOT NULL AS deleted FROM devices WHERE type = 'dalm' AND dalm_id = $1`,
      [dalmId],
    );
    return rows[0];
  }

  async insert(f: DalmFields): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO devices (type, name, description, location, lat, lng, dalm_id, dalm_sim, dalm_passcode, client_id,
                            owner_user_id, status, enabled, test_mode_enabled, test_mode_auto_disable_timeout_ms,
                            test_mode_expires_at, enable_clustering, deleted_at)
       VALUES ('dalm', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
               CASE WHEN $17::boolean THEN now() END)
       RETURNING id`,
      FIELD_PARAMS(f),
    );
    return row!.id;
  }

  async update(id: number, f: DalmFields): Promise<void> {
    await this.db.query(
      `UPDATE devices SET name = $2, description = $3, location = $4, lat = $5, lng = $6, dalm_id = $7, dalm_sim = $8,
              dalm_passcode = $9, client_id = $10, owner_user_id = $11, status = $12, enabled = $13,
              test_mode_enabled = $14, test_mode_auto_disable_timeout_ms = $15, test_mode_expires_at = $16,
              enable_clustering = $17,
              deleted_at = CASE WHEN NOT $18::boolean THEN NULL ELSE coalesce(deleted_at, now()) END,
              updated_at = now()
        WHERE id = $1`,
      [id, ...FIELD_PARAMS(f)],
    );
  }

  alerts(deviceId: number, query: { limit: number; offset: number }) {
    const f = new SqlFilter({ all: true });
    f.where(`device_id = ${f.param(deviceId)}`);
    return pageWithTotal<AlertRow>(
      this.db,
      ALERT_COLUMNS,
      'FROM device_alerts',
      f,
      'ORDER BY alarm_date DESC, id DESC',
      query,
    );
  }

  activeAlerts(deviceId: number) {
    return this.db.query<AlertRow>(
      `SELECT ${ALERT_COLUMNS} FROM device_alerts WHERE device_id = $1 AND active ORDER BY alarm_date DESC, id DESC`,
      [deviceId],
    );
  }

  /** Ends the active alerts with that event code and section; with none left, ALARM becomes OK. */
  async reset(deviceId: number, sia: string, section: string, userId: number): Promise<number> {
    const rows = await this.db.query(
      `UPDATE device_alerts SET active = false, reset_at = now(), reset_by = $4
        WHERE device_id = $1 AND active AND event_code = $2 AND section_number = $3 RETURNING id`,
      [deviceId, sia, section, userId],
    );
    await this.db.query(
      `UPDATE devices SET status = 'OK', updated_at = now()
        WHERE id = $1 AND status = 'ALARM' AND NOT EXISTS (SELECT 1 FROM device_alerts WHERE device_id = $1 AND active)`,
      [deviceId],
    );
    return rows.length;
  }

  ports(table: 'device_inputs' | 'device_outputs', deviceId: number) {
    return this.db.query<{ code: string; name: string; active: boolean; silent: boolean }>(
      `SELECT code, name, active, silent FROM ${table} WHERE device_id = $1 ORDER BY code`,
      [deviceId],
    );
  }

  outputs(deviceId: number) {
    return this.ports('device_outputs', deviceId);
  }

  /** The picker: devices in scope, not deleted. */
  search(scope: Scope, s: DeviceSearch) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where('d.deleted_at IS NULL');
    const q = containsPattern(s.q);
    if (q) {
      const p = f.param(q);
      f.where(`(d.name ILIKE ${p} OR d.dalm_id ILIKE ${p} OR d.serial_number ILIKE ${p})`);
    }
    if (s.networkId !== undefined)
      f.where(
        `EXISTS (SELECT 1 FROM network_devices nd WHERE nd.device_id = d.id AND nd.network_id = ${f.param(s.networkId)})`,
      );
    if (s.excludeNetworkId !== undefined)
      f.where(
        `NOT EXISTS (SELECT 1 FROM network_devices nd WHERE nd.device_id = d.id AND nd.network_id = ${f.param(s.excludeNetworkId)})`,
      );
    if (s.clientId !== undefined) f.where(`d.client_id = ${f.param(s.clientId)}`);
    if (s.kind !== undefined) f.where(`d.type = ${f.param(s.kind)}`);
    return this.db.query<{
      id: number;
      name: string;
      dalmId: string | null;
      serialNumber: string | null;
      kind: string;
    }>(
      `SELECT d.id, d.name, d.dalm_id AS "dalmId", d.serial_number AS "serialNumber", d.type AS kind
         FROM devices d ${f.toSql()} ORDER BY lower(d.name), d.id LIMIT ${f.param(s.limit)}`,
      f.params,
    );
  }
}
