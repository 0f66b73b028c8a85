import type { Db } from '../../db/types.js';
import { scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { checkClients, checkPeriod, incidentsOfPeriod, type PeriodQuery } from './periodQuery.js';
import { TZ } from './repository.js';

export const MAX_ANALYSIS_YEARS = 1;

export interface AnalysisDay {
  date: string;
  total: number;
  confirm: number;
  pending: number;
  confirmed: number;
  finalized: number;
}

export interface HeatCell {
  weekday: number;
  hour: number;
  count: number;
}

/**
 * GET /stats/daily (docs/rest-contract.md "Statistics and analysis"): incidents per Stockholm day of the
 * period (every day, zeros included) and per ISO weekday x hour (all 168 cells), two GROUP BYs over the
 * period's incidents.
 */
export class IncidentAnalysis {
  constructor(private readonly db: Db) {}

  /** The rules checked and the clients in scope; the same for the page and the export link. */
  async check(caller: Caller, q: PeriodQuery): Promise<Scope> {
    checkPeriod(q.from, q.to, MAX_ANALYSIS_YEARS);
    const scope = await scopeOf(this.db, caller);
    await checkClients(this.db, scope, q.clientIds);
    return scope;
  }

  async of(caller: Caller, q: PeriodQuery) {
    const scope = await this.check(caller, q);
    return { days: await this.days(scope, q), heatmap: await this.heatmap(scope, q) };
  }

  private days(scope: Scope, q: PeriodQuery) {
    const f = incidentsOfPeriod(scope, q); // $1 from, $2 to
    const count = (status: string) => `coalesce(sum(c.n) FILTER (WHERE c.status = '${status}'), 0)::int`;
    return this.db.query<AnalysisDay>(
      `WITH c AS (
         SELECT (i.created_at AT TIME ZONE '${TZ}')::date AS day, i.status, count(*) AS n
           FROM incidents i ${f.toSql()} GROUP BY 1, 2)
       SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(sum(c.n), 0)::int AS total,
              ${count('confirm')} AS confirm, ${count('pending')} AS pending,
              ${count('confirmed')} AS confirmed, ${count('finalized')} AS finalized
         FROM generate_series($1::date, $2::date, interval '1 day') AS d
         LEFT JOIN c ON c.day = d::date
        GROUP BY d ORDER BY d`,
      f.params,
    );
  }

  private heatmap(scope: Scope, q: PeriodQuery) {
    const f = incidentsOfPeriod(scope, q);
    return this.db.query<HeatCell>(
      `WITH c AS (
         SELECT extract(isodow FROM i.created_at AT TIME ZONE '${TZ}')::int AS weekday,
                extract(hour FROM i.created_at AT TIME ZONE '${TZ}')::int AS hour, count(*)::int AS n
           FROM incidents i ${f.toSql()} GROUP BY 1, 2)
       SELECT w AS weekday, h AS hour, coalesce(c.n, 0) AS count
         FROM generate_series(1, 7) AS w CROSS JOIN generate_series(0, 23) AS h
         LEFT JOIN c ON c.weekday = w AND c.hour = h
        ORDER BY w, h`,
      f.params,
    );
  }
}
