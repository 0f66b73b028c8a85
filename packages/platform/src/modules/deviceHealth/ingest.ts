/**
 * The ingest API (docs/rest-contract.md "Ingest API"): `POST /v2/devices/report`, authenticated by the
 * device's own key (`Authorization: Device vdk_<id>_<secret>`), not by a bearer token.
 *
 * A plain ping costs two statements: the key lookup by primary key and one UPDATE of the device row. Alarms
 * and a press ride in the same statement (data-modifying CTEs), so a report is never more than two.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { AppError, unauthenticated } from '../../http/errors.js';
import { parseIngestKey, secretMatches } from './keys.js';

export const PRESSES = ['click', 'double_click', 'hold'] as const;
export type Press = (typeof PRESSES)[number];

export interface ReportAlarm {
  alarmType: string;
  sia?: string;
  section?: string;
  message?: string;
}

export interface DeviceReport {
  battery?: number;
  connected?: boolean;
  ready?: boolean;
  activeDisconnect?: boolean;
  wifi?: boolean;
  ethernet?: boolean;
  firmwareVersion?: string;
  alarms?: ReportAlarm[];
  press?: Press;
}

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

export const reportSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    battery: { type: 'integer', minimum: 0, maximum: 100 },
    connected: { type: 'boolean' },
    ready: { type: 'boolean' },
    activeDisconnect: { type: 'boolean' },
    wifi: { type: 'boolean' },
    ethernet: { type: 'boolean' },
    firmwareVersion: text(50),
    alarms: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['alarmType'],
        properties: { alarmType: text(50), sia: text(10), section: text(10), message: text(500) },
      },
    },
    press: { type: 'string', enum: [...PRESSES] },
  },
} as const;

/** At most this many reports per device and second (429 beyond). */
export const REPORTS_PER_SECOND = 10;

/**
 * Per-device throttle: a fixed one-second window counted in this process's memory (each replica counts
 * its own; behind a load balancer a device may get up to replicas x the limit). The map is emptied every
 * window, so it holds only the devices that reported in the current second.
 */
export class ReportThrottle {
  private window = 0;
  private counts = new Map<number, number>();

  constructor(
    private readonly limit = REPORTS_PER_SECOND,
    private readonly clock: () => number = Date.now,
  ) {}

  /** True when the device may report now (and counts the report). */
  take(deviceId: number): boolean {
    const window = Math.floor(this.clock() / 1000);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const n = (this.counts.get(deviceId) ?? 0) + 1;
    this.counts.set(deviceId, n);
    return n <= this.limit;
  }
}

const keyInvalid = () => unauthenticated('DEVICE_KEY_INVALID', 'The device key is missing or not valid');

/** The device a request's key names, or a 401 (no hint which part was wrong). */
async function authenticateDevice(db: Db, request: FastifyRequest): Promise<number> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Device\s+(\S+)\s*$/i.exec(header) : null;
  const parsed = match ? parseIngestKey(match[1]!) : null;
  if (!parsed) throw keyInvalid();
  const [row] = await db.query<{ ingest_key_hash: Uint8Array | null; deleted: boolean }>(
    'SELECT ingest_key_hash, deleted_at IS NOT NULL AS deleted FROM devices WHERE id = $1',
    [parsed.deviceId],
  );
  // Hash compared even for a device that cannot report, so the answer takes the same time.
  const matches = secretMatches(parsed.secret, row?.ingest_key_hash ?? null);
  if (!row || row.deleted || !matches) throw keyInvalid();
  return parsed.deviceId;
}

/**
 * One report: the ping and the flags given (one UPDATE); alarms become active device alerts (a DALM device's
 * status turns ALARM) and a press an alert titled by the press settings (the button's own, or its hub's when
 * it uses the hub's settings; the defaults when it has none). Answers false when the device went away
 * (deleted meanwhile).
 */
export async function storeReport(db: Db, deviceId: number, report: DeviceReport, now: Date): Promise<boolean> {
  const alarms = report.alarms ?? [];
  const params: unknown[] = [
    deviceId,
    now,
    report.battery ?? null,
    report.connected ?? null,
    report.ready ?? null,
    report.activeDisconnect ?? null,
    report.wifi ?? null,
    report.ethernet ?? null,
    report.firmwareVersion ?? null,
    alarms.length > 0,
  ];
  const update = `UPDATE devices SET last_received_signal_at = $2, updated_at = $2,
            battery = coalesce($3::smallint, battery),
            -- Above 20 % the battery warnings start again (the health job resets it too).
            battery_warning = CASE WHEN $3::smallint > 20 THEN 0 ELSE battery_warning END, connected = coalesce($4::boolean, connected),
            ready = coalesce($5::boolean, ready), active_disconnect = coalesce($6::boolean, active_disconnect),
            wifi = coalesce($7::boolean, wifi), ethernet = coalesce($8::boolean, ethernet),
            firmware_version = coalesce($9::text, firmware_version),
            status = CASE WHEN $10::boolean AND type = 'dalm' THEN 'ALARM' ELSE status END
      WHERE id = $1 AND deleted_at IS NULL`;
  if (!alarms.length && !report.press) {
    const rows = await db.query(`${update} RETURNING id`, params);
    return rows.length > 0;
  }
  params.push(
    alarms.map((a) => a.alarmType),
    alarms.map((a) => a.sia ?? null),
    alarms.map((a) => a.section ?? null),
    alarms.map((a) => a.message ?? null),
    report.press ?? null,
    JSON.stringify(report),
  );
  const rows = await db.query(
    `WITH d AS (${update} RETURNING id, parent_id, name),
          alarm AS (
            INSERT INTO device_alerts (device_id, alarm_type, event_code, section_number, message, alarm_date)
            SELECT d.id, a.alarm_type, a.sia, a.section, a.message, $2
              FROM d, unnest($11::text[], $12::text[], $13::text[], $14::text[]) AS a(alarm_type, sia, section, message)),
          setting AS (
            SELECT CASE WHEN own.use_hub_settings AND hub.device_id IS NOT NULL THEN hub.alert_type ELSE own.alert_type END
                     AS alert_type,
                   CASE WHEN own.use_hub_settings AND hub.device_id IS NOT NULL THEN hub.title ELSE own.title END AS title,
                   CASE WHEN own.use_hub_settings AND hub.device_id IS NOT NULL THEN hub.description ELSE own.description END
                     AS description
              FROM d
              LEFT JOIN device_press_settings own ON own.device_id = d.id AND own.press = $15
              LEFT JOIN device_press_settings hub ON hub.device_id = d.parent_id AND hub.press = $15),
          press AS (
            INSERT INTO device_alerts (device_id, alarm_type, title, message, press, alarm_date)
            SELECT d.id, coalesce(s.alert_type, 'Network_Alert'), coalesce(nullif(s.title, ''), d.name), s.description, $15, $2
              FROM d LEFT JOIN setting s ON true
             WHERE $15::text IS NOT NULL),
          log AS (
            INSERT INTO device_logs (device_id, event, type, data, created_at)
            SELECT d.id, CASE WHEN $15::text IS NULL THEN 'alarm' ELSE 'press' END, 'alarm', $16::jsonb, $2 FROM d)
     SELECT id FROM d`,
    params,
  );
  return rows.length > 0;
}

export async function ingestRoutes(app: FastifyInstance, deps: { db: Db; throttle?: ReportThrottle }) {
  const throttle = deps.throttle ?? new ReportThrottle();
  app.post<{ Body: DeviceReport }>(
    '/devices/report',
    {
      schema: { body: reportSchema },
      // Authenticated before the body is looked at: a caller without a key learns nothing about the schema.
      preValidation: async (request) => {
        const deviceId = await authenticateDevice(deps.db, request);
        if (!throttle.take(deviceId))
          throw new AppError(429, 'TOO_MANY_ATTEMPTS', `At most ${REPORTS_PER_SECOND} reports a second`, {
            retryAfterSeconds: 1,
          });
        (request as FastifyRequest & { deviceId?: number }).deviceId = deviceId;
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const deviceId = (request as FastifyRequest & { deviceId?: number }).deviceId!;
      if (!(await storeReport(deps.db, deviceId, request.body, new Date()))) throw keyInvalid();
      return reply.status(202).send({ received: true });
    },
  );
}
