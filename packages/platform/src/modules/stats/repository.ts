import type { Queryable } from '../../db/types.js'
import { SqlFilter, type Scope } from '../../policy/index.js'

export const TZ = 'Europe/Stockholm'
export const KINDS = ['users', 'clients', 'devices', 'networks', 'incidents', 'comments', 'integrations'] as const
export type Kind = (typeof KINDS)[number]
export type Counts = Record<Kind, number>

/** Where each counted kind lives and how it is tied to a tenant. */
const SOURCES: Record<Kind, { from: string; createdAt: string; scope: (f: SqlFilter) => SqlFilter }> = {
  users: { from: 'users x', createdAt: 'x.created_at', scope: (f) => f.userColumn('x.id') },
  clients: { from: 'clients x', createdAt: 'x.created_at', scope: (f) => f.clientColumn('x.id') },
  devices: { from: 'devices x', createdAt: 'x.created_at', scope: (f) => f.clientColumn('x.client_id') },
  networks: { from: 'networks x', createdAt: 'x.created_at', scope: (f) => f.clientColumn('x.client_id') },
  incidents: { from: 'incidents x', createdAt: 'x.created_at', scope: (f) => f.clientColumn('x.client_id') },
  comments: {
    from: 'comments x JOIN incidents i ON i.id = x.incident_id',
    createdAt: 'x.created_at',
    scope: (f) => f.clientColumn('i.client_id'),
  },
  integrations: {
    from: 'integrations x JOIN networks n ON n.id = x.network_id',
    createdAt: 'x.created_at',
    scope: (f) => f.clientColumn('n.client_id'),
  },
}

export const emptyCounts = (): Counts => Object.fromEntries(KINDS.map((k) => [k, 0])) as Counts

export type Unit = 'hour' | 'day' | 'week' | 'month'

export class StatsRepository {
  constructor(private readonly db: Queryable) {}

  async counts(scope: Scope): Promise<Counts> {
    const params: unknown[] = []
    const selects = KINDS.map((kind) => {
      const src = SOURCES[kind]
      const filter = src.scope(new SqlFilter(scope, params))
      return `(SELECT count(*)::int FROM ${src.from} ${filter.toSql()}) AS ${kind}`
    })
    const rows = await this.db.query<Counts>(`SELECT ${selects.join(', ')}`, params)
    return rows[0]!
  }

  /**
   * Created rows per Stockholm-local period (`unit`) in [from, to), keyed by the local period start
   * formatted as text (or the hour number for unit 'hour').
   */
  async countsByPeriod(scope: Scope, unit: Unit, from: Date, to: Date): Promise<Map<string, Counts>> {
    const params: unknown[] = []
    const parts = KINDS.map((kind) => {
      const src = SOURCES[kind]
      const filter = src.scope(new SqlFilter(scope, params))
      filter.where(`${src.createdAt} >= ${filter.param(from)}::timestamptz`)
      filter.where(`${src.createdAt} < ${filter.param(to)}::timestamptz`)
      const local = `${src.createdAt} AT TIME ZONE '${TZ}'`
      const key =
        unit === 'hour'
          ? `extract(hour FROM ${local})::int::text`
          : `to_char(date_trunc('${unit}', ${local}), 'YYYY-MM-DD"T"HH24:MI:SS')`
      return `SELECT '${kind}' AS kind, ${key} AS key, count(*)::int AS n FROM ${src.from} ${filter.toSql()} GROUP BY 2`
    })
    const rows = await this.db.query<{ kind: Kind; key: string; n: number }>(parts.join(' UNION ALL '), params)
    const byKey = new Map<string, Counts>()
    for (const r of rows) {
      const counts = byKey.get(r.key) ?? emptyCounts()
      counts[r.kind] += r.n
      byKey.set(r.key, counts)
    }
    return byKey
  }

  /** The `count` Stockholm-local periods ending with the current one: key and UTC start. */
  async periods(unit: Exclude<Unit, 'hour'>, count: number): Promise<{ key: string; start: Date }[]> {
    return this.db.query<{ key: string; start: Date }>(
      `WITH cur AS (SELECT date_trunc('${unit}', now() AT TIME ZONE '${TZ}') AS c)
       SELECT to_char(g.p, 'YYYY-MM-DD"T"HH24:MI:SS') AS key, g.p AT TIME ZONE '${TZ}' AS start
         FROM cur, generate_series(cur.c - ($1::int - 1) * interval '1 ${unit}', cur.c, interval '1 ${unit}') AS g(p)
        ORDER BY g.p`,
      [count],
    )
  }

  /** The 24 local hours of a Stockholm day (a DST day still yields hours 0..23) plus its end. */
  async hoursOf(date: string): Promise<{ hour: number; start: Date; dayEnd: Date }[]> {
    return this.db.query<{ hour: number; start: Date; dayEnd: Date }>(
      `SELECT h AS hour, ($1::date + h * interval '1 hour') AT TIME ZONE '${TZ}' AS start,
              ($1::date + 1)::timestamp AT TIME ZONE '${TZ}' AS "dayEnd"
         FROM generate_series(0, 23) AS h ORDER BY h`,
      [date],
    )
  }

  /** Today's Stockholm date and the earliest date the hourly view accepts. */
  async hourlyBounds(): Promise<{ today: string; earliest: string }> {
    const rows = await this.db.query<{ today: string; earliest: string }>(
      `SELECT to_char(now() AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS today,
              to_char((now() AT TIME ZONE '${TZ}') - interval '1 year', 'YYYY-MM-DD') AS earliest`,
    )
    return rows[0]!
  }

  async subscriptions(scope: Scope): Promise<Record<string, number>> {
    const filter = new SqlFilter(scope).userColumn('x.id')
    const rows = await this.db.query<{ subscription: string; n: number }>(
      `SELECT x.subscription, count(*)::int AS n FROM users x ${filter.toSql()} GROUP BY 1`,
      filter.params,
    )
    return Object.fromEntries(rows.map((r) => [r.subscription, r.n]))
  }
}
