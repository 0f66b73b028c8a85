import type { Queryable } from '../../db/types.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { IncidentsRepository, STATUSES, type IncidentFilters, type Status } from './repository.js';

/** A free-text search counts at most this many matching incidents for the list's summary. */
export const SEARCH_COUNT_CAP = 1_000;

export type StatusCounts = Record<Status, number>;

const byStatus = (rows: { status: Status; n: number }[]): StatusCounts => {
  const out = Object.fromEntries(STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const r of rows) out[r.status] = r.n;
  return out;
};

/** Incidents per status in scope, from the rollups (migrations/005_rollups.sql). */
export async function incidentCounters(db: Queryable, scope: Scope): Promise<StatusCounts> {
  const q = new SqlFilter(scope).rollupClientColumn('r.client_id');
  q.where(`r.kind = 'incidents'`);
  const rows = await db.query<{ status: Status; n: number }>(
    `SELECT r.status, sum(r.n)::int AS n FROM rollup_totals r ${q.toSql()} GROUP BY 1`,
    q.params,
  );
  return byStatus(rows);
}

/**
 * Incidents per status matching the list's filters except the status. Stockholm-day filters read the
 * daily rollup. A network filter counts that network's incidents through their index (a bounded set:
 * one network's incidents). A free-text search cannot be rolled up: it counts the matching rows, at
 * most SEARCH_COUNT_CAP of them (the figures are then a lower bound).
 */
export async function incidentSummary(db: Queryable, scope: Scope, filters: IncidentFilters): Promise<StatusCounts> {
  if (filters.search || filters.networkId !== undefined) {
    const cap = filters.search ? SEARCH_COUNT_CAP : undefined;
    return new IncidentsRepository(db).countByStatus(scope, { ...filters, status: undefined }, cap);
  }
  if (!filters.startDate && !filters.endDate) return incidentCounters(db, scope);
  const q = new SqlFilter(scope).rollupClientColumn('r.client_id');
  if (filters.startDate) q.where(`r.day >= ${q.param(filters.startDate)}::date`);
  if (filters.endDate) q.where(`r.day <= ${q.param(filters.endDate)}::date`);
  const rows = await db.query<{ status: Status; n: number }>(
    `SELECT r.status, sum(r.n)::int AS n FROM rollup_incidents_daily r ${q.toSql()} GROUP BY 1`,
    q.params,
  );
  return byStatus(rows);
}
