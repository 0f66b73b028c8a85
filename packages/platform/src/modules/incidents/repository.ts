import type { Queryable } from '../../db/types.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { containsPattern } from '../../http/lists.js';
import type { Cursor } from './cursor.js';

export const TZ = 'Europe/Stockholm';
/** The incident kinds (migration 001's check). */
export const INCIDENT_KINDS = [
  'Emergency Alert',
  'Panic Alert',
  'Network Alert',
  'Safe Assist Alert',
  'Public Alert',
  'Summon',
] as const;

export const STATUSES = ['confirm', 'pending', 'confirmed', 'finalized'] as const;
export type Status = (typeof STATUSES)[number];

export const VIEWS = ['comprehensive', 'operational'] as const;
export type View = (typeof VIEWS)[number];

export interface IncidentFilters {
  status?: Status;
  /** `operational` leaves out incidents of networks excluded from the operational view. */
  view?: View;
  networkId?: number;
  search?: string;
  startDate?: string;
  endDate?: string;
}

export interface IncidentRow {
  id: number;
  status: Status;
  created_at: Date;
  cursor_ts: string;
  kind: string;
  name: string;
  description: string | null;
  network_id: number | null;
  network_name: string | null;
  client_id: number | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  confirmed_at: Date | null;
  finalized_at: Date | null;
  status_changed_at: Date | null;
}

/** Incidents of networks left out of the operational view (a short list: networks_operational_excluded_idx). */
export const EXCLUDED_NETWORKS = 'ARRAY(SELECT xn.id FROM networks xn WHERE xn.exclude_from_operational_view)';

/** The row's columns; `i` is incidents, `n` its network. */
export const ROW_COLUMNS = `i.id, i.status, i.created_at, i.kind, i.name, i.description, i.network_id,
  n.name AS network_name, i.client_id, i.address, i.lat, i.lng, i.confirmed_at, i.finalized_at, i.status_changed_at`;

function filtered(scope: Scope, f: IncidentFilters, withStatus: boolean): SqlFilter {
  const q = new SqlFilter(scope).clientColumn('i.client_id');
  if (withStatus && f.status) q.where(`i.status = ${q.param(f.status)}`);
  if (f.networkId !== undefined) q.where(`i.network_id = ${q.param(f.networkId)}`);
  if (f.view === 'operational') q.where(`(i.network_id IS NULL OR i.network_id <> ALL(${EXCLUDED_NETWORKS}))`);
  if (f.startDate) q.where(`i.created_at >= (${q.param(f.startDate)}::date::timestamp AT TIME ZONE '${TZ}')`);
  if (f.endDate) q.where(`i.created_at < ((${q.param(f.endDate)}::date + 1)::timestamp AT TIME ZONE '${TZ}')`);
  const search = containsPattern(f.search);
  if (search) {
    // Both arms are index scans (trigram, then network_id), so a search reads the matches, not the table.
    const p = q.param(search);
    q.where(
      `(${SEARCH_TEXT} ILIKE ${p} OR i.network_id = ANY(ARRAY(SELECT sn.id FROM networks sn WHERE sn.name ILIKE ${p})))`,
    );
  }
  return q;
}

/** The expression of incidents_search_trgm_idx (migration 004): name, description and address. */
const SEARCH_TEXT = `(i.name || E'\\x01' || coalesce(i.description, '') || E'\\x01' || coalesce(i.address, ''))`;

/**
 * Scopes of up to this many clients page per client (one index range each, merged); larger ones
 * walk the platform-wide index and keep the rows of their clients.
 */
const PER_CLIENT_SCOPE = 200;

const FROM = 'FROM incidents i LEFT JOIN networks n ON n.id = i.network_id';

export class IncidentsRepository {
  constructor(private readonly db: Queryable) {}

  /** Matching incidents per status; with `cap`, counts at most that many matching rows. */
  async countByStatus(scope: Scope, filters: IncidentFilters = {}, cap?: number): Promise<Record<Status, number>> {
    const q = filtered(scope, filters, false);
    const matching = `SELECT i.status ${FROM} ${q.toSql()}${cap ? ` LIMIT ${q.param(cap)}` : ''}`;
    const rows = await this.db.query<{ status: Status; n: number }>(
      `SELECT m.status, count(*)::int AS n FROM (${matching}) m GROUP BY m.status`,
      q.params,
    );
    const out = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
    for (const r of rows) out[r.status] = r.n;
    return out;
  }

  /**
   * One page in newest-first order. `older` pages start after the cursor going back in time,
   * `newer` pages end before it. Fetches one row extra to tell whether more exist that way.
   */
  async page(
    scope: Scope,
    filters: IncidentFilters,
    limit: number,
    cursor?: { at: Cursor; direction: 'older' | 'newer' },
  ): Promise<{ rows: IncidentRow[]; more: boolean }> {
    const newer = cursor?.direction === 'newer';
    const rows = await this.select(scope, filters, limit + 1, cursor?.at, newer ? 'newer' : 'older');
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    if (newer) page.reverse();
    return { rows: page, more };
  }

  /**
   * Up to `limit` matching incidents beyond `at` (none: from the newest), nearest first. Every plan
   * reads about `limit` rows from an index on (scope column, created_at, id): a client-admin's scope is
   * read per client through incidents_client_created_idx and merged, a network filter through
   * incidents_network_created_idx, everything else through incidents_created_idx.
   */
  private select(
    scope: Scope,
    filters: IncidentFilters,
    limit: number,
    at: Cursor | undefined,
    direction: 'older' | 'newer',
  ) {
    const perClient =
      !scope.all && filters.networkId === undefined && scope.clientIds.length <= PER_CLIENT_SCOPE
        ? scope.clientIds
        : undefined;
    const q = filtered(perClient ? { all: true } : scope, filters, true);
    const order = direction === 'newer' ? 'ASC' : 'DESC';
    if (at) {
      const cmp = direction === 'newer' ? '>' : '<';
      q.where(`(i.created_at, i.id) ${cmp} (${q.param(at.createdAt)}::timestamptz, ${q.param(at.id)}::int)`);
    }
    const n = q.param(limit);
    const columns = `${ROW_COLUMNS},
              to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_ts`;
    if (!perClient) {
      return this.db.query<IncidentRow>(
        `SELECT ${columns} ${FROM} ${q.toSql()} ORDER BY i.created_at ${order}, i.id ${order} LIMIT ${n}`,
        q.params,
      );
    }
    q.where(`i.client_id = sc.id`);
    return this.db.query<IncidentRow>(
      `SELECT ${columns}
         FROM unnest(${q.param(perClient)}::int[]) AS sc(id)
         CROSS JOIN LATERAL (SELECT i.* FROM incidents i ${q.toSql()} ORDER BY i.created_at ${order}, i.id ${order} LIMIT ${n}) i
         LEFT JOIN networks n ON n.id = i.network_id
        ORDER BY i.created_at ${order}, i.id ${order} LIMIT ${n}`,
      q.params,
    );
  }

  async findInScope(scope: Scope, id: number): Promise<IncidentRow | undefined> {
    const q = new SqlFilter(scope).clientColumn('i.client_id');
    q.where(`i.id = ${q.param(id)}`);
    const rows = await this.db.query<IncidentRow>(
      `SELECT ${ROW_COLUMNS}, '' AS cursor_ts ${FROM} ${q.toSql()}`,
      q.params,
    );
    return rows[0];
  }

  /** Whether any incident matching the filters lies beyond the cursor in that direction. */
  async exists(scope: Scope, filters: IncidentFilters, at: Cursor, direction: 'older' | 'newer'): Promise<boolean> {
    return (await this.select(scope, filters, 1, at, direction)).length > 0;
  }
}

/**
 * One incident by id with no scope applied (the caller checks it against `client_id`): the status change
 * (locked for its transaction) and the live feed. `exclude_from_operational_view` is its network's flag.
 */
export async function incidentById(
  q: Queryable,
  id: number,
  lock = false,
): Promise<(IncidentRow & { excluded: boolean }) | undefined> {
  const rows = await q.query<IncidentRow & { excluded: boolean }>(
    `SELECT ${ROW_COLUMNS}, '' AS cursor_ts, coalesce(n.exclude_from_operational_view, false) AS excluded
       ${FROM} WHERE i.id = $1${lock ? ' FOR UPDATE OF i' : ''}`,
    [id],
  );
  return rows[0];
}
