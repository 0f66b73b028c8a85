import type { Db } from '../../db/types.js';
import { SqlFilter, scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { checkClients, checkPeriod, incidentsOfPeriod, type PeriodQuery } from './periodQuery.js';
import { TZ } from './repository.js';
import { TIERS } from './service.js';
import { INCIDENT_KINDS } from '../incidents/repository.js';

export const INTERVALS = ['day', 'week', 'month'] as const;
export type StatInterval = (typeof INTERVALS)[number];
export const MAX_STATS_YEARS = 5;

type Query = PeriodQuery & { interval: StatInterval };

/** Seconds from creation to a status time, for percentile_cont. */
const secondsTo = (column: string) => `extract(epoch FROM i.${column} - i.created_at)::float8`;
const percentile = (p: number, column: string) => `percentile_cont(${p}) WITHIN GROUP (ORDER BY ${secondsTo(column)})`;

/**
 * GET /stats/incidents (docs/rest-contract.md "Statistics and analysis"): every figure is one GROUP BY over
 * the period's incidents (a created_at range on incidents_created_idx / incidents_client_created_idx).
 */
export class IncidentStats {
  constructor(private readonly db: Db) {}

  async of(caller: Caller, q: Query) {
    checkPeriod(q.from, q.to, MAX_STATS_YEARS);
    const scope = await scopeOf(this.db, caller);
    await checkClients(this.db, scope, q.clientIds);
    return {
      series: await this.series(scope, q),
      response: await this.response(scope, q),
      topNetworks: await this.topNetworks(scope, q),
      subscriptions: await this.subscriptions(scope, q),
    };
  }

  /** Incidents per Stockholm period (its first day) x kind x status; combinations without any are left out. */
  private series(scope: Scope, q: Query) {
    const f = incidentsOfPeriod(scope, q);
    return this.db.query<{ period: string; kind: string; status: string; count: number }>(
      `SELECT to_char(date_trunc('${q.interval}', i.created_at AT TIME ZONE '${TZ}'), 'YYYY-MM-DD') AS period,
              i.kind, i.status, count(*)::int AS count
         FROM incidents i ${f.toSql()}
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      f.params,
    );
  }

  /** Median and 90th percentile of the response times per kind; every kind, null figures when none. */
  private async response(scope: Scope, q: Query) {
    const f = incidentsOfPeriod(scope, q);
    type Row = {
      kind: string;
      count: number;
      confirmedMedianS: number | null;
      confirmedP90S: number | null;
      finalizedMedianS: number | null;
      finalizedP90S: number | null;
    };
    const rows = await this.db.query<Row>(
      `SELECT i.kind, count(*)::int AS count,
              ${percentile(0.5, 'confirmed_at')} AS "confirmedMedianS", ${percentile(0.9, 'confirmed_at')} AS "confirmedP90S",
              ${percentile(0.5, 'finalized_at')} AS "finalizedMedianS", ${percentile(0.9, 'finalized_at')} AS "finalizedP90S"
         FROM incidents i ${f.toSql()}
        GROUP BY i.kind`,
      f.params,
    );
    const none = { count: 0, confirmedMedianS: null, confirmedP90S: null, finalizedMedianS: null, finalizedP90S: null };
    return INCIDENT_KINDS.map((kind) => rows.find((r) => r.kind === kind) ?? { kind, ...none });
  }

  /** The 10 networks with the most incidents in the period (ties: lower id first). */
  private topNetworks(scope: Scope, q: Query) {
    const f = incidentsOfPeriod(scope, q).where('i.network_id IS NOT NULL');
    return this.db.query<{ networkId: number; networkName: string; clientName: string | null; count: number }>(
      `SELECT t.network_id AS "networkId", n.name AS "networkName", c.name AS "clientName", t.count
         FROM (SELECT i.network_id, count(*)::int AS count FROM incidents i ${f.toSql()}
                GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10) t
         JOIN networks n ON n.id = t.network_id
         LEFT JOIN clients c ON c.id = n.client_id
        ORDER BY t.count DESC, t.network_id`,
      f.params,
    );
  }

  /**
   * Users per tier at the end of each period, from subscription_history: a row is in force from its
   * creation until it expires, is unsubscribed, the user's next row starts or the user is deleted. Each
   * start adds one and each end takes one away in its period; a running sum per tier gives the level. The
   * last period ends at the end of `to` (or now, today). Every period x tier, zeros included.
   */
  private subscriptions(scope: Scope, q: Query) {
    const f = new SqlFilter(scope);
    const from = f.param(q.from);
    const to = f.param(q.to);
    const tiers = f.param([...TIERS]);
    if (q.clientIds)
      f.where(
        `EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = sh.user_id AND cu.client_id = ANY(${f.param(q.clientIds)}::int[]))`,
      );
    else f.userColumn('sh.user_id');
    const unit = `interval '1 ${q.interval}'`;
    const cutoff = `least(((${to}::date + 1)::timestamp AT TIME ZONE '${TZ}'), now())`;
    f.where(`sh.created_at < ${cutoff}`);
    return this.db.query<{ period: string; tier: string; count: number }>(
      `WITH spans AS (
         SELECT sh.subscription AS tier, sh.created_at AS starts,
                least(sh.expires_at, sh.unsubscribed_at, u.deactivated_at,
                      lead(sh.created_at) OVER (PARTITION BY sh.user_id ORDER BY sh.created_at, sh.id)) AS ends
           FROM subscription_history sh JOIN users u ON u.id = sh.user_id ${f.toSql()}),
       changes AS (
         SELECT tier, starts AS at, 1 AS d FROM spans WHERE ends IS NULL OR ends > starts
         UNION ALL
         SELECT tier, ends, -1 FROM spans WHERE ends > starts AND ends < ${cutoff}),
       periods AS (
         SELECT p FROM generate_series(date_trunc('${q.interval}', ${from}::date::timestamp),
                                       date_trunc('${q.interval}', ${to}::date::timestamp), ${unit}) AS p),
       binned AS (
         SELECT tier, greatest(date_trunc('${q.interval}', at AT TIME ZONE '${TZ}'), (SELECT min(p) FROM periods)) AS p,
                sum(d) AS d
           FROM changes GROUP BY 1, 2)
       SELECT to_char(p.p, 'YYYY-MM-DD') AS period, t.tier,
              (sum(coalesce(b.d, 0)) OVER (PARTITION BY t.tier ORDER BY p.p))::int AS count
         FROM periods p CROSS JOIN unnest(${tiers}::text[]) WITH ORDINALITY AS t(tier, ord)
         LEFT JOIN binned b ON b.p = p.p AND b.tier = t.tier
        ORDER BY p.p, t.ord`,
      f.params,
    );
  }
}
