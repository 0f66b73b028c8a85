import type { Queryable } from '../../db/types.js';
import { SqlFilter, type Scope } from '../../policy/index.js';

export const TZ = 'Europe/Stockholm';
export const KINDS = ['users', 'clients', 'devices', 'networks', 'incidents', 'comments', 'integrations'] as const;
export type Kind = (typeof KINDS)[number];
export type Counts = Record<Kind, number>;

export const emptyCounts = (): Counts => Object.fromEntries(KINDS.map((k) => [k, 0])) as Counts;

export type Unit = 'hour' | 'day' | 'week' | 'month';

/**
 * Rollup tables per unit (migrations/005_rollups.sql), kept by triggers in the write's transaction.
 * Every kind but users is keyed by client (0: none, -1: the whole platform); users by organization and
 * client list.
 */
const ROLLUPS: Record<Unit, { entities: string; users: string }> = {
  hour: { entities: 'rollup_hourly', users: 'rollup_users_hourly' },
  day: { entities: 'rollup_daily', users: 'rollup_users_daily' },
  week: { entities: 'rollup_weekly', users: 'rollup_users_weekly' },
  month: { entities: 'rollup_monthly', users: 'rollup_users_monthly' },
};

/** Rollup rows of the kinds tied to one client, in scope. */
const entityFilter = (scope: Scope, params: unknown[]) =>
  new SqlFilter(scope, params).rollupClientColumn('r.client_id');
/** Rollup rows of users (organization and client list), in scope. */
const userFilter = (scope: Scope, params: unknown[]) =>
  new SqlFilter(scope, params).rollupUserColumns('r.client_ids', 'r.organization_id');

export class StatsRepository {
  constructor(private readonly db: Queryable) {}

  async counts(scope: Scope): Promise<Counts> {
    const params: unknown[] = [];
    const entities = entityFilter(scope, params);
    const users = userFilter(scope, params);
    const rows = await this.db.query<{ kind: Kind; n: number }>(
      `SELECT r.kind, sum(r.n)::int AS n FROM rollup_totals r ${entities.toSql()} GROUP BY r.kind
       UNION ALL
       SELECT 'users', coalesce(sum(r.n), 0)::int FROM rollup_users_totals r ${users.toSql()}`,
      params,
    );
    const counts = emptyCounts();
    for (const r of rows) counts[r.kind] = r.n;
    return counts;
  }

  /**
   * Created rows per Stockholm-local period (`unit`) in [from, to), keyed by the local period start
   * formatted as text (for unit 'hour' the local hour number, or with `hourKey` 'start' the hour's UTC
   * start in epoch milliseconds, which keeps the two 02:00 hours of an autumn night apart). `from` and `to`
   * are period starts.
   */
  async countsByPeriod(
    scope: Scope,
    unit: Unit,
    from: Date,
    to: Date,
    hourKey: 'local' | 'start' = 'local',
  ): Promise<Map<string, Counts>> {
    const params: unknown[] = [];
    const tables = ROLLUPS[unit];
    const parts = (['entities', 'users'] as const).map((which) => {
      const filter = which === 'entities' ? entityFilter(scope, params) : userFilter(scope, params);
      const fromAt = `${filter.param(from)}::timestamptz`;
      const toAt = `${filter.param(to)}::timestamptz`;
      if (unit === 'hour') {
        filter.where(`r.bucket >= ${fromAt}`).where(`r.bucket < ${toAt}`);
      } else {
        filter
          .where(`r.bucket >= (${fromAt} AT TIME ZONE '${TZ}')::date`)
          .where(`r.bucket < (${toAt} AT TIME ZONE '${TZ}')::date`);
      }
      const key =
        unit === 'hour'
          ? hourKey === 'local'
            ? `extract(hour FROM s.bucket AT TIME ZONE '${TZ}')::int::text`
            : `(extract(epoch FROM s.bucket) * 1000)::bigint::text`
          : `to_char(s.bucket::timestamp, 'YYYY-MM-DD"T"HH24:MI:SS')`;
      const kind = which === 'entities' ? 'r.kind' : `'users'`;
      return `SELECT s.kind, ${key} AS key, s.n FROM (
                SELECT ${kind} AS kind, r.bucket, sum(r.n)::int AS n FROM ${tables[which]} r ${filter.toSql()} GROUP BY 1, 2) s`;
    });
    const rows = await this.db.query<{ kind: Kind; key: string; n: number }>(parts.join(' UNION ALL '), params);
    const byKey = new Map<string, Counts>();
    for (const r of rows) {
      const counts = byKey.get(r.key) ?? emptyCounts();
      counts[r.kind] += r.n;
      byKey.set(r.key, counts);
    }
    return byKey;
  }

  /** The `count` Stockholm-local periods ending with the current one: key and UTC start. */
  async periods(unit: Exclude<Unit, 'hour'>, count: number): Promise<{ key: string; start: Date }[]> {
    return this.db.query<{ key: string; start: Date }>(
      `WITH cur AS (SELECT date_trunc('${unit}', now() AT TIME ZONE '${TZ}') AS c)
       SELECT to_char(g.p, 'YYYY-MM-DD"T"HH24:MI:SS') AS key, g.p AT TIME ZONE '${TZ}' AS start
         FROM cur, generate_series(cur.c - ($1::int - 1) * interval '1 ${unit}', cur.c, interval '1 ${unit}') AS g(p)
        ORDER BY g.p`,
      [count],
    );
  }

  /** The 24 local hours of a Stockholm day (a DST day still yields hours 0..23) plus its end. */
  async hoursOf(date: string): Promise<{ hour: number; start: Date; dayEnd: Date }[]> {
    return this.db.query<{ hour: number; start: Date; dayEnd: Date }>(
      `SELECT h AS hour, ($1::date + h * interval '1 hour') AT TIME ZONE '${TZ}' AS start,
              ($1::date + 1)::timestamp AT TIME ZONE '${TZ}' AS "dayEnd"
         FROM generate_series(0, 23) AS h ORDER BY h`,
      [date],
    );
  }

  /** The past 24 hours, oldest first, ending with the current one: local hour number and UTC start. */
  async pastDayHours(): Promise<{ hour: number; start: Date }[]> {
    return this.db.query<{ hour: number; start: Date }>(
      `SELECT extract(hour FROM g AT TIME ZONE '${TZ}')::int AS hour, g AS start
         FROM generate_series(date_trunc('hour', now()) - interval '23 hours', date_trunc('hour', now()),
                              interval '1 hour') AS g
        ORDER BY g`,
    );
  }

  /** Today's Stockholm date and the earliest date the hourly view accepts. */
  async hourlyBounds(): Promise<{ today: string; earliest: string }> {
    const rows = await this.db.query<{ today: string; earliest: string }>(
      `SELECT to_char(now() AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS today,
              to_char((now() AT TIME ZONE '${TZ}') - interval '1 year', 'YYYY-MM-DD') AS earliest`,
    );
    return rows[0]!;
  }

  async subscriptions(scope: Scope): Promise<Record<string, number>> {
    const filter = userFilter(scope, []);
    const rows = await this.db.query<{ subscription: string; n: number }>(
      `SELECT r.subscription, sum(r.n)::int AS n FROM rollup_users_totals r ${filter.toSql()} GROUP BY 1`,
      filter.params,
    );
    return Object.fromEntries(rows.map((r) => [r.subscription, r.n]));
  }
}
