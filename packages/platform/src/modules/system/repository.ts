import type { Queryable } from '../../db/types.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { actionLogCondition } from '../../policy/actionLog.js';

/** The action log grows with the platform: its total counts at most this many rows ("10,000+"). */
export const ACTION_COUNT_CAP = 10_000;

export interface ActionFilters {
  entityType?: string;
  entityId?: number;
  userId?: number;
  from?: string;
  to?: string;
}

export interface ActionRow {
  id: number;
  entity_type: string;
  entity_id: number;
  action: string;
  user_id: number | null;
  client_ids: number[];
  user_name: string | null;
  created_at: Date;
  payload: { before?: Record<string, unknown>; after?: Record<string, unknown> };
}

export class SystemRepository {
  constructor(private readonly db: Queryable) {}

  private filter(scope: Scope, filters: ActionFilters): SqlFilter {
    const f = actionLogCondition(new SqlFilter(scope), scope, 'a.client_ids', 'a.organization_id');
    if (filters.entityType !== undefined) f.where(`a.entity_type = ${f.param(filters.entityType)}`);
    if (filters.entityId !== undefined) f.where(`a.entity_id = ${f.param(filters.entityId)}`);
    if (filters.userId !== undefined) f.where(`a.user_id = ${f.param(filters.userId)}`);
    if (filters.from !== undefined) f.where(`a.created_at >= ${f.param(filters.from)}::timestamptz`);
    if (filters.to !== undefined) f.where(`a.created_at < ${f.param(filters.to)}::timestamptz`);
    return f;
  }

  /** Newest first; the actor's display name (or e-mail) joined for the page's rows only. */
  async list(scope: Scope, filters: ActionFilters, limit: number, offset: number) {
    const f = this.filter(scope, filters);
    const count = this.filter(scope, filters);
    const [rows, total] = await Promise.all([
      this.db.query<ActionRow>(
        `SELECT p.id::float8 AS id, p.entity_type, p.entity_id, p.action, p.user_id, p.client_ids, p.created_at, p.payload,
                coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS user_name
           FROM (SELECT a.* FROM action_logs a ${f.toSql()}
                  ORDER BY a.created_at DESC, a.id DESC LIMIT ${f.param(limit)} OFFSET ${f.param(offset)}) p
           LEFT JOIN users u ON u.id = p.user_id
          ORDER BY p.created_at DESC, p.id DESC`,
        f.params,
      ),
      this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM action_logs a ${count.toSql()} LIMIT ${ACTION_COUNT_CAP}) x`,
        count.params,
      ),
    ]);
    return { rows, total: total[0]!.n };
  }
}
