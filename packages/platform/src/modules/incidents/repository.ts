import type { Queryable } from '../../db/types.js'
import { SqlFilter, type Scope } from '../../policy/index.js'
import { containsPattern } from '../../http/lists.js'
import type { Cursor } from './cursor.js'

export const TZ = 'Europe/Stockholm'
export const STATUSES = ['confirm', 'pending', 'confirmed', 'finalized'] as const
export type Status = (typeof STATUSES)[number]

export interface IncidentFilters {
  status?: Status
  networkId?: number
  search?: string
  startDate?: string
  endDate?: string
}

export interface IncidentRow {
  id: number
  status: Status
  created_at: Date
  cursor_ts: string
  kind: string
  name: string
  description: string | null
  network_id: number | null
  network_name: string | null
  address: string | null
  lat: number | null
  lng: number | null
}

function filtered(scope: Scope, f: IncidentFilters, withStatus: boolean): SqlFilter {
  const q = new SqlFilter(scope).clientColumn('i.client_id')
  if (withStatus && f.status) q.where(`i.status = ${q.param(f.status)}`)
  if (f.networkId !== undefined) q.where(`i.network_id = ${q.param(f.networkId)}`)
  if (f.startDate) q.where(`i.created_at >= (${q.param(f.startDate)}::date::timestamp AT TIME ZONE '${TZ}')`)
  if (f.endDate) q.where(`i.created_at < ((${q.param(f.endDate)}::date + 1)::timestamp AT TIME ZONE '${TZ}')`)
  const search = containsPattern(f.search)
  if (search) {
    const p = q.param(search)
    q.where(`(i.name ILIKE ${p} OR i.description ILIKE ${p} OR i.address ILIKE ${p} OR n.name ILIKE ${p})`)
  }
  return q
}

const FROM = 'FROM incidents i LEFT JOIN networks n ON n.id = i.network_id'

export class IncidentsRepository {
  constructor(private readonly db: Queryable) {}

  async countByStatus(scope: Scope, filters: IncidentFilters = {}): Promise<Record<Status, number>> {
    const q = filtered(scope, filters, false)
    const rows = await this.db.query<{ status: Status; n: number }>(
      `SELECT i.status, count(*)::int AS n ${FROM} ${q.toSql()} GROUP BY i.status`,
      q.params,
    )
    const out = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>
    for (const r of rows) out[r.status] = r.n
    return out
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
    const q = filtered(scope, filters, true)
    const newer = cursor?.direction === 'newer'
    if (cursor) {
      const cmp = newer ? '>' : '<'
      q.where(`(i.created_at, i.id) ${cmp} (${q.param(cursor.at.createdAt)}::timestamptz, ${q.param(cursor.at.id)}::int)`)
    }
    const order = newer ? 'ASC' : 'DESC'
    const rows = await this.db.query<IncidentRow>(
      `SELECT i.id, i.status, i.created_at,
              to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_ts,
              i.kind, i.name, i.description, i.network_id, n.name AS network_name, i.address, i.lat, i.lng
         ${FROM} ${q.toSql()}
        ORDER BY i.created_at ${order}, i.id ${order}
        LIMIT ${q.param(limit + 1)}`,
      q.params,
    )
    const more = rows.length > limit
    const page = rows.slice(0, limit)
    if (newer) page.reverse()
    return { rows: page, more }
  }

  async findInScope(scope: Scope, id: number): Promise<IncidentRow | undefined> {
    const q = new SqlFilter(scope).clientColumn('i.client_id')
    q.where(`i.id = ${q.param(id)}`)
    const rows = await this.db.query<IncidentRow>(
      `SELECT i.id, i.status, i.created_at, '' AS cursor_ts, i.kind, i.name, i.description, i.network_id,
              n.name AS network_name, i.address, i.lat, i.lng
         ${FROM} ${q.toSql()}`,
      q.params,
    )
    return rows[0]
  }

  /** Whether any incident matching the filters lies beyond the cursor in that direction. */
  async exists(scope: Scope, filters: IncidentFilters, at: Cursor, direction: 'older' | 'newer'): Promise<boolean> {
    const q = filtered(scope, filters, true)
    const cmp = direction === 'newer' ? '>' : '<'
    q.where(`(i.created_at, i.id) ${cmp} (${q.param(at.createdAt)}::timestamptz, ${q.param(at.id)}::int)`)
    const rows = await this.db.query(`SELECT 1 ${FROM} ${q.toSql()} LIMIT 1`, q.params)
    return rows.length > 0
  }
}
