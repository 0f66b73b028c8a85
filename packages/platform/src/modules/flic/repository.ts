import type { Queryable } from '../../db/types.js';
import { containsPattern, orderBy, pageWithTotal, type ListQuery } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { DEFAULT_PRESS, PRESS_TYPES, type Press, type PressSettings } from './rules.js';

export type FlicKind = 'hub' | 'button';
export type SerialKind = FlicKind | 'sensor';

/** A hub, button or sensor as the answers need it. */
export interface SerialDeviceRow {
  id: number;
  type: SerialKind;
  name: string;
  dalm_id: string | null;
  serial_number: string | null;
  location: string | null;
  client_id: number | null;
  client_name: string | null;
  owner_user_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  last_received_signal_at: Date | null;
  relays_count: number;
  relays_enabled: boolean | null;
  test_mode_enabled: boolean;
  is_online: boolean;
  status: string;
  created_at: Date;
  battery: number | null;
  deleted_at: Date | null;
  lat: number | null;
  lng: number | null;
  test_mode_auto_disable_timeout_ms: number;
  test_mode_expires_at: Date | null;
  enable_clustering: boolean;
  parent_id: number | null;
  parent_serial_number: string | null;
  firmware_version: string | null;
  active_disconnect: boolean | null;
  connected: boolean | null;
  ready: boolean | null;
  wifi: boolean | null;
  ethernet: boolean | null;
  button_count: number;
  has_ingest_key: boolean;
  sia_id: string | null;
  alarm_area_name: string | null;
  object_name: string | null;
  placement: string | null;
  floor: string | null;
  description: string | null;
  alert_remote_center: string | null;
  sound: string | null;
}

/** The stored fields of a hub, button or sensor (validated). */
export interface SerialDeviceFields {
  type: SerialKind;
  serialNumber: string | null;
  name: string;
  clientId: number | null;
  userId: number | null;
  location: string;
  lat: number;
  lng: number;
  parentId: number | null;
  testModeEnabled: boolean;
  testModeAutoDisableTimeoutMs: number;
  enableClustering: boolean;
  deleted: boolean;
  description: string | null;
  siaId: string | null;
  alarmAreaName: string | null;
  objectName: string | null;
  placement: string | null;
  floor: string | null;
  alertRemoteCenter: string | null;
  sound: string | null;
}

export const FLIC_SORT_COLUMNS = {
  createdAt: 'd.created_at',
  name: 'lower(d.name)',
  serialNumber: 'd.serial_number',
  lastPing: 'd.last_received_signal_at',
  battery: 'd.battery',
} as const;
export type FlicSort = keyof typeof FLIC_SORT_COLUMNS;

export const SENSOR_SORT_COLUMNS = {
  createdAt: 'd.created_at',
  name: 'lower(d.name)',
  serialNumber: 'd.serial_number',
  lastReceivedSignalAt: 'd.last_received_signal_at',
} as const;
export type SensorSort = keyof typeof SENSOR_SORT_COLUMNS;

export interface SerialListQuery extends Omit<ListQuery<string>, 'sort'> {
  sort?: string;
  parentSerialNumber?: string;
}

const COLUMNS = `d.id, d.type, d.name, d.dalm_id, d.serial_number, d.location, d.client_id, c.name AS client_name,
  d.owner_user_id, nullif(concat_ws(' ', ow.first_name, ow.last_name), '') AS owner_name, ow.email AS owner_email,
  d.last_received_signal_at, d.relays_count, d.relays_enabled, d.test_mode_enabled, d.is_online, d.status, d.created_at,
  d.battery, d.deleted_at, d.lat, d.lng, d.test_mode_auto_disable_timeout_ms, d.test_mode_expires_at, d.enable_clustering,
  d.parent_id, p.serial_number AS parent_serial_number, d.firmware_version, d.active_disconnect, d.connected, d.ready,
  d.wifi, d.ethernet, d.ingest_key_hash IS NOT NULL AS has_ingest_key,
  CASE WHEN d.type = 'hub' THEN (SELECT count(*)::int FROM devices b WHERE b.parent_id = d.id AND b.deleted_at IS NULL)
       ELSE 0 END AS button_count,
  d.sia_id, d.alarm_area_name, d.object_name, d.placement, d.floor, d.description, d.alert_remote_center, d.sound`;

const JOINS = `LEFT JOIN clients c ON c.id = d.client_id LEFT JOIN users ow ON ow.id = d.owner_user_id
  LEFT JOIN devices p ON p.id = d.parent_id`;

const SETTABLE = `name = $2, client_id = $3, owner_user_id = $4, location = $5, lat = $6, lng = $7, parent_id = $8,
  test_mode_enabled = $9, test_mode_auto_disable_timeout_ms = $10, enable_clustering = $11, description = $12,
  sia_id = $13, alarm_area_name = $14, object_name = $15, placement = $16, floor = $17, alert_remote_center = $18,
  sound = $19`;

const settableValues = (f: SerialDeviceFields) => [
  f.name,
  f.clientId,
  f.userId,
  f.location,
  f.lat,
  f.lng,
  f.parentId,
  f.testModeEnabled,
  f.testModeAutoDisableTimeoutMs,
  f.enableClustering,
  f.description,
  f.siaId,
  f.alarmAreaName,
  f.objectName,
  f.placement,
  f.floor,
  f.alertRemoteCenter,
  f.sound,
];

export interface PressRow {
  press: Press;
  use_policy_settings: boolean;
  use_hub_settings: boolean;
  alert_type: PressSettings['alertType'];
  network_ids: number[];
  title: string | null;
  description: string | null;
  sound: string | null;
}

export interface DeviceLogRow {
  id: string;
  event: string;
  type: string;
  data: unknown;
  created_at: Date;
}

export interface FlicAlertRow {
  id: number;
  serial_number: string | null;
  title: string | null;
  alarm_type: string;
  press: string | null;
  alarm_date: Date;
}

/** Hubs, buttons and sensors: the rows of `devices` addressed by serial number. */
export class SerialDevicesRepository {
  constructor(private readonly db: Queryable) {}

  /** One page of a kind, in scope, not deleted. */
  list(scope: Scope, types: SerialKind[], query: SerialListQuery, sortColumns: Record<string, string>, sort: string) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`d.type = ANY(${f.param(types)}::text[])`).where('d.deleted_at IS NULL');
    if (query.ids) f.where(`d.id = ANY(${f.param(query.ids)}::int[])`);
    const q = containsPattern(query.q);
    if (q) {
      const p = f.param(q);
      f.where(`(d.name ILIKE ${p} OR d.serial_number ILIKE ${p} OR d.location ILIKE ${p})`);
    }
    if (query.parentSerialNumber !== undefined)
      f.where(
        `d.parent_id = (SELECT h.id FROM devices h WHERE h.type = 'hub' AND h.serial_number = ${f.param(query.parentSerialNumber)})`,
      );
    const order = orderBy(sortColumns, { sort, order: query.order }, 'd.id', ['createdAt', 'name']);
    return pageWithTotal<SerialDeviceRow>(
      this.db,
      COLUMNS,
      `FROM devices d ${JOINS}`,
      f,
      order,
      query,
      'FROM devices d',
    );
  }

  /** A hub, button or sensor by serial (deleted ones too); scope is the caller's check. */
  async bySerial(serial: string, types: SerialKind[]): Promise<SerialDeviceRow | undefined> {
    const rows = await this.db.query<SerialDeviceRow>(
      `SELECT ${COLUMNS} FROM devices d ${JOINS} WHERE d.serial_number = $1 AND d.type = ANY($2::text[])`,
      [serial, types],
    );
    return rows[0];
  }

  async byId(id: number): Promise<SerialDeviceRow | undefined> {
    const rows = await this.db.query<SerialDeviceRow>(`SELECT ${COLUMNS} FROM devices d ${JOINS} WHERE d.id = $1`, [
      id,
    ]);
    return rows[0];
  }

  /** A hub's buttons (not deleted), by name. */
  children(hubId: number) {
    return this.db.query<SerialDeviceRow>(
      `SELECT ${COLUMNS} FROM devices d ${JOINS} WHERE d.parent_id = $1 AND d.deleted_at IS NULL
        ORDER BY lower(d.name), d.id`,
      [hubId],
    );
  }

  /** Whether a hub, button or sensor (deleted ones included) already has this serial. */
  async serialInUse(serial: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM devices WHERE type <> 'dalm' AND serial_number = $1 LIMIT 1`, [
      serial,
    ]);
    return rows.length > 0;
  }

  /** Whether the user is a member of the client. */
  async isClientMember(clientId: number, userId: number): Promise<boolean> {
    return (
      (await this.db.query('SELECT 1 FROM client_users WHERE client_id = $1 AND user_id = $2', [clientId, userId]))
        .length > 0
    );
  }

  async clientExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM clients WHERE id = $1', [id])).length > 0;
  }

  /** Whether the user is active and in the scope. */
  async userInScope(scope: Scope, id: number): Promise<boolean> {
    const f = new SqlFilter(scope).userColumn('u.id');
    f.where(`u.id = ${f.param(id)}`).where('u.deactivated_at IS NULL');
    return (await this.db.query(`SELECT 1 FROM users u ${f.toSql()}`, f.params)).length > 0;
  }

  /**
   * Inserts the device; test mode switched on with a timeout runs out at now + timeout. A device created
   * without a serial (hubs and buttons may be) is named by its kind and id.
   */
  async insert(f: SerialDeviceFields): Promise<SerialDeviceRow> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO devices (type, serial_number, name, client_id, owner_user_id, location, lat, lng, parent_id,
              test_mode_enabled, test_mode_auto_disable_timeout_ms, enable_clustering, description, sia_id,
              alarm_area_name, object_name, placement, floor, alert_remote_center, sound, deleted_at, status,
              test_mode_expires_at)
       VALUES ($20, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
               CASE WHEN $21::bool THEN now() END, 'OK',
               CASE WHEN $9::bool AND $10::int > 0 THEN now() + $10::int * interval '1 millisecond' END)
       RETURNING id`,
      [f.serialNumber, ...settableValues(f), f.type, f.deleted],
    );
    const id = row!.id;
    if (f.serialNumber === null)
      await this.db.query(`UPDATE devices SET serial_number = $2 || '-' || id WHERE id = $1`, [
        id,
        f.type.toUpperCase(),
      ]);
    return (await this.byId(id))!;
  }

  /**
   * The form's fields; the deleted flag sets or clears deleted_at. Test mode switched on (or its timeout
   * changed while on) with a timeout runs out at now + timeout; off or without a timeout it never does.
   */
  async update(id: number, f: SerialDeviceFields): Promise<void> {
    await this.db.query(
      `UPDATE devices SET
          test_mode_expires_at = CASE
            WHEN NOT $9::bool OR $10::int = 0 THEN NULL
            WHEN test_mode_enabled AND test_mode_auto_disable_timeout_ms = $10::int THEN test_mode_expires_at
            ELSE now() + $10::int * interval '1 millisecond' END,
          deleted_at = CASE WHEN NOT $20::bool THEN NULL ELSE coalesce(deleted_at, now()) END,
          updated_at = now(), ${SETTABLE}
        WHERE id = $1`,
      [id, ...settableValues(f), f.deleted],
    );
  }

  async delete(id: number): Promise<void> {
    await this.db.query('DELETE FROM devices WHERE id = $1', [id]);
  }

  /** Ids of the networks holding the device. */
  async networkIds(deviceId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      'SELECT network_id AS id FROM network_devices WHERE device_id = $1 ORDER BY network_id',
      [deviceId],
    );
    return rows.map((r) => r.id);
  }

  /** The three press blocks; a press without a row answers the defaults. */
  async pressSettings(deviceId: number): Promise<Record<Press, PressSettings>> {
    const rows = await this.db.query<PressRow>('SELECT * FROM device_press_settings WHERE device_id = $1', [deviceId]);
    const byPress = new Map(rows.map((r) => [r.press, r]));
    return Object.fromEntries(
      PRESS_TYPES.map((press) => {
        const r = byPress.get(press);
        const settings: PressSettings = r
          ? {
              usePolicySettings: r.use_policy_settings,
              useHubSettings: r.use_hub_settings,
              alertType: r.alert_type,
              selectedNetworks: [...r.network_ids].sort((a, b) => a - b),
              title: r.title,
              description: r.description,
              sound: r.sound,
            }
          : { ...DEFAULT_PRESS, selectedNetworks: [] };
        return [press, settings];
      }),
    ) as Record<Press, PressSettings>;
  }

  async savePressSettings(deviceId: number, blocks: Record<Press, PressSettings>): Promise<void> {
    const presses = PRESS_TYPES.filter((p) => blocks[p]);
    const col = <T>(get: (s: PressSettings) => T) => presses.map((p) => get(blocks[p]));
    await this.db.query(
      `INSERT INTO device_press_settings (device_id, press, use_policy_settings, use_hub_settings, alert_type,
              network_ids, title, description, sound)
       SELECT $1, t.press, t.policy, t.hub, t.alert, t.nets::int[], t.title, t.description, t.sound
         FROM unnest($2::text[], $3::bool[], $4::bool[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
           AS t(press, policy, hub, alert, nets, title, description, sound)
       ON CONFLICT (device_id, press) DO UPDATE SET use_policy_settings = EXCLUDED.use_policy_settings,
              use_hub_settings = EXCLUDED.use_hub_settings, alert_type = EXCLUDED.alert_type,
              network_ids = EXCLUDED.network_ids, title = EXCLUDED.title, description = EXCLUDED.description,
              sound = EXCLUDED.sound`,
      [
        deviceId,
        presses,
        col((s) => s.usePolicySettings),
        col((s) => s.useHubSettings),
        col((s) => s.alertType),
        col((s) => `{${s.selectedNetworks.join(',')}}`),
        col((s) => s.title),
        col((s) => s.description),
        col((s) => s.sound),
      ],
    );
  }

  /** The device's newest log entries. */
  logs(deviceId: number, limit: number) {
    return this.db.query<DeviceLogRow>(
      `SELECT id::text AS id, event, type, data, created_at FROM device_logs WHERE device_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [deviceId, limit],
    );
  }

  /** Alerts of the hubs and buttons with these serials that the scope may see, newest first. */
  alerts(scope: Scope, serials: string[], query: { limit: number; offset: number }) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`d.serial_number = ANY(${f.param(serials)}::text[])`).where(`d.type IN ('hub', 'button')`);
    return pageWithTotal<FlicAlertRow>(
      this.db,
      'a.id, d.serial_number, a.title, a.alarm_type, a.press, a.alarm_date',
      'FROM device_alerts a JOIN devices d ON d.id = a.device_id',
      f,
      'ORDER BY a.alarm_date DESC, a.id DESC',
      query,
    );
  }
}
