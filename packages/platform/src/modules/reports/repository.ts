import type { Queryable } from '../../db/types.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import type { ReportParams } from './params.js';

const TZ = 'Europe/Stockholm';
export const REPORT_BATCH = 2000;

/** Stockholm wall-clock time of a timestamptz column as text the writers turn into dates (no time zone). */
const local = (column: string) => `to_char(${column} AT TIME ZONE '${TZ}', 'YYYY-MM-DD"T"HH24:MI:SS')`;

export interface ReportIncident {
  id: number;
  created_local: string;
  kind: string;
  status: string;
  name: string;
  description: string | null;
  network_name: string | null;
  client_name: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
}

export interface ReportDeviceAlert {
  id: number;
  alarm_local: string;
  device_name: string;
  client_name: string | null;
  alarm_type: string;
  event_code: string | null;
  section_number: string | null;
  message: string | null;
}

export interface KindStatusCount {
  kind: string;
  status: string;
  count: number;
}

type Keyset = { ts: string; id: number } | undefined;

/** The report's rows, read in (time, id) order a batch at a time (keyset: no long transaction, no OFFSET). */
export class ReportsRepository {
  constructor(
    private readonly db: Queryable,
    private readonly scope: Scope,
    private readonly p: ReportParams,
  ) {}

  /** Incidents of the report; `i` incidents. Index: incidents_client_created_idx / incidents_created_idx. */
  private incidents(params: unknown[] = []): SqlFilter {
    const f = new SqlFilter(this.scope, params).clientColumn('i.client_id');
    if (this.p.clientIds.length) f.where(`i.client_id = ANY(${f.param(this.p.clientIds)}::int[])`);
    f.where(`i.kind = ANY(${f.param(this.p.kinds)}::text[])`);
    f.where(`i.created_at >= (${f.param(this.p.startDate)}::date::timestamp AT TIME ZONE '${TZ}')`);
    f.where(`i.created_at < ((${f.param(this.p.endDate)}::date + 1)::timestamp AT TIME ZONE '${TZ}')`);
    return f;
  }

  /** Device alerts of the report's clients; `da` device_alerts, `d` devices. */
  private deviceAlerts(params: unknown[] = []): SqlFilter {
    const f = new SqlFilter(this.scope, params).clientColumn('d.client_id');
    if (this.p.clientIds.length) f.where(`d.client_id = ANY(${f.param(this.p.clientIds)}::int[])`);
    if (this.p.siaCodes.length) f.where(`da.event_code = ANY(${f.param(this.p.siaCodes)}::text[])`);
    f.where(`da.alarm_date >= (${f.param(this.p.startDate)}::date::timestamp AT TIME ZONE '${TZ}')`);
    f.where(`da.alarm_date < ((${f.param(this.p.endDate)}::date + 1)::timestamp AT TIME ZONE '${TZ}')`);
    return f;
  }

  /** How many rows the report would have, counting no further than `cap` + 1. */
  async countRows(cap: number): Promise<{ incidents: number; deviceAlerts: number }> {
    const f = this.incidents([cap + 1]);
    const incidents = this.p.kinds.length
      ? await this.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT 1 FROM incidents i ${f.toSql()} LIMIT $1) x`,
          f.params,
        )
      : [{ n: 0 }];
    let deviceAlerts = 0;
    if (this.p.deviceAlerts) {
      const d = this.deviceAlerts([cap + 1]);
      const rows = await this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM device_alerts da JOIN devices d ON d.id = da.device_id
          ${d.toSql()} LIMIT $1) x`,
        d.params,
      );
      deviceAlerts = rows[0]!.n;
    }
    return { incidents: incidents[0]!.n, deviceAlerts };
  }

  async totals(): Promise<KindStatusCount[]> {
    if (!this.p.kinds.length) return [];
    const f = this.incidents();
    return this.db.query<KindStatusCount>(
      `SELECT i.kind, i.status, count(*)::int AS count FROM incidents i ${f.toSql()} GROUP BY i.kind, i.status`,
      f.params,
    );
  }

  async clientNames(): Promise<string[]> {
    if (!this.p.clientIds.length) return [];
    const rows = await this.db.query<{ name: string }>(
      'SELECT name FROM clients WHERE id = ANY($1::int[]) ORDER BY name',
      [this.p.clientIds],
    );
    return rows.map((r) => r.name);
  }

  async *incidentBatches(): AsyncGenerator<ReportIncident[]> {
    if (!this.p.kinds.length) return;
    let after: Keyset;
    for (;;) {
      const f = this.incidents();
      if (after) f.where(`(i.created_at, i.id) > (${f.param(after.ts)}::timestamptz, ${f.param(after.id)})`);
      const rows = await this.db.query<ReportIncident & { ts: string }>(
        `SELECT i.id, ${local('i.created_at')} AS created_local, i.created_at::text AS ts, i.kind, i.status, i.name,
                i.description, n.name AS network_name, c.name AS client_name, i.address, i.lat, i.lng
           FROM incidents i LEFT JOIN networks n ON n.id = i.network_id LEFT JOIN clients c ON c.id = i.client_id
           ${f.toSql()} ORDER BY i.created_at, i.id LIMIT ${REPORT_BATCH}`,
        f.params,
      );
      if (rows.length) yield rows;
      if (rows.length < REPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { ts: last.ts, id: last.id };
    }
  }

  async *deviceAlertBatches(): AsyncGenerator<ReportDeviceAlert[]> {
    if (!this.p.deviceAlerts) return;
    let after: Keyset;
    for (;;) {
      const f = this.deviceAlerts();
      if (after) f.where(`(da.alarm_date, da.id) > (${f.param(after.ts)}::timestamptz, ${f.param(after.id)})`);
      const rows = await this.db.query<ReportDeviceAlert & { ts: string }>(
        `SELECT da.id, ${local('da.alarm_date')} AS alarm_local, da.alarm_date::text AS ts, d.name AS device_name,
                c.name AS client_name, da.alarm_type, da.event_code, da.section_number, da.message
           FROM device_alerts da JOIN devices d ON d.id = da.device_id LEFT JOIN clients c ON c.id = d.client_id
           ${f.toSql()} ORDER BY da.alarm_date, da.id LIMIT ${REPORT_BATCH}`,
        f.params,
      );
      if (rows.length) yield rows;
      if (rows.length < REPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { ts: last.ts, id: last.id };
    }
  }
}
