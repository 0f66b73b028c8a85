import type { Queryable } from '../../db/types.js';
import { containsPattern } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';

export interface NetworkSearch {
  q?: string;
  userId?: number;
  clientId?: number;
  withoutClients?: boolean;
  excludeClientId?: number;
  /** The `ids` filter (References by id): only these networks; scope and the other filters still apply. */
  ids?: number[];
  limit: number;
}

export class NetworksRepository {
  constructor(private readonly db: Queryable) {}

  /** Networks in scope (a network without a client is in an admin's scope only). */
  search(scope: Scope, s: NetworkSearch) {
    const f = new SqlFilter(scope).clientColumn('n.client_id');
    f.where("n.status <> 'deleted'");
    const q = containsPattern(s.q);
    if (q) f.where(`n.name ILIKE ${f.param(q)}`);
    if (s.userId !== undefined)
      f.where(
        `EXISTS (SELECT 1 FROM network_members m WHERE m.network_id = n.id AND m.user_id = ${f.param(s.userId)})`,
      );
    if (s.clientId !== undefined) f.where(`n.client_id = ${f.param(s.clientId)}`);
    if (s.ids) f.where(`n.id = ANY(${f.param(s.ids)}::int[])`);
    if (s.withoutClients) f.where('n.client_id IS NULL');
    if (s.excludeClientId !== undefined) f.where(`n.client_id IS DISTINCT FROM ${f.param(s.excludeClientId)}`);
    return this.db.query<{ id: number; name: string; type: string; clientId: number | null }>(
      `SELECT n.id, n.name, n.type, n.client_id AS "clientId" FROM networks n ${f.toSql()}
        ORDER BY lower(n.name), n.id LIMIT ${f.param(s.limit)}`,
      f.params,
    );
  }
}
