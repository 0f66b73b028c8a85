import type { Queryable } from '../../db/types.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import {
  EXCLUDED_NETWORKS,
  IncidentsRepository,
  STATUSES,
  TZ,
  type IncidentFilters,
  type Status,
  type View,
} from './repository.js';

/** A free-text search counts at most this many matching incidents for the list's summary. */
export const SEARCH_COUNT_CAP = 1_000;

export type StatusCounts = Record<Status, number>;

const byStatus = (rows: { status: Status; n: number }[]): StatusCounts => {
  const out = Object.fromEntries(STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const r of rows) out[r.status] = r.n;
  return out;
};

const minus = (a: StatusCounts, b: StatusCounts): StatusCounts =>
  Object.fromEntries(STATUSES.map((s) => [s, Math.max(0, a[s] - b[s])])) as StatusCounts;

/**
 * The rollups know clients, not the networks' operational flag: the operational view is the rollup's
 * figure less the incidents of the excluded networks, counted through incidents_network_created_idx
 * (a handful of networks, so a bounded read however many incidents there are in all).
 */
async function excludedCounts(db: Queryable, scope: Scope, filters: IncidentFilters): Promise<StatusCounts> {
  const q = new SqlFilter(scope).clientColumn('i.client_id');
  q.where(`i.network_id = ANY(${EXCLUDED_NETWORKS})`);
  if (filters.startDate)
    q.where(`i.created_at >= (${q.param(filters.startDate)}::date::timestamp AT TIME ZONE '${TZ}')`);
  if (filters.endDate)
    q.where(`i.created_at < ((${q.param(filters.endDate)}::date + 1)::timestamp AT TIME ZONE '${TZ}')`);
  const rows = await db.query<{ status: Status; n: number }>(
    `SELECT i.status, count(*)::int AS n FROM incidents i ${q.toSql()} GROUP BY 1`,
    q.params,
  );
  return byStatus(rows);
}

/** Incidents per status in scope, from the rollups (migrations/005_rollups.sql). */
export async function incidentCounters(
  db: Queryable,
  scope: Scope,
  view: View = 'comprehensive',
): Promise<StatusCounts> {
  const q = new SqlFilter(scope).rollupClientColumn('r.client_id');
  q.where(`r.kind = 'incidents'`);
  const [rows, excluded] = await Promise.all([
    db.query<{ status: Status; n: number }>(
      `SELECT r.status, sum(r.n)::int AS n FROM rollup_totals r ${q.toSql()} GROUP BY 1`,
      q.params,
    ),
    view === 'operational' ? excludedCounts(db, scope, {}) : undefined,
  ]);
  return excluded ? minus(byStatus(rows), excluded) : byStatus(rows);
}

/**
 * Incidents per status matching the list's filters except the status. Stockholm-day filters read the
 * daily rollup. A network filter counts that network's incidents through their index (a bounded set:
 * one network's incidents). A free-text search cannot be rolled up: it counts the matching rows, at
 * most SEARCH_COUNT_CAP of them (the figures are then a lower bound). The operational view subtracts the
 * excluded networks' incidents from the rollups' figures (or leaves them out of the counted rows).
 */
export async function incidentSummary(db: Queryable, scope: Scope, filters: IncidentFilters): Promise<StatusCounts> {
  if (filters.search || filters.networkId !== undefined) {
    const cap = filters.search ? SEARCH_COUNT_CAP : undefined;
    return new IncidentsRepository(db).countByStatus(scope, { ...filters, status: undefined }, cap);
  }
  if (!filters.startDate && !filters.endDate) return incidentCounters(db, scope, filters.view);
  const q = new SqlFilter(scope).rollupClientColumn('r.client_id');
  if (filters.startDate) q.where(`r.day >= ${q.param(filters.startDate)}::date`);
  if (filters.endDate) q.where(`r.day <= ${q.param(filters.endDate)}::date`);
  const [rows, excluded] = await Promise.all([
    db.query<{ status: Status; n: number }>(
      `SELECT r.status, sum(r.n)::int AS n FROM rollup_incidents_daily r ${q.toSql()} GROUP BY 1`,
      q.params,
    ),
    filters.view === 'operational' ? excludedCounts(db, scope, filters) : undefined,
  ]);
  return excluded ? minus(byStatus(rows), excluded) : byStatus(rows);
}
