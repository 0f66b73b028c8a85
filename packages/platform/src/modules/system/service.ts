import type { Db } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { SystemRepository, type ActionFilters, type ActionRow } from './repository.js';

export type ActionListQuery = ActionFilters & { limit: number; offset: number };

/** The row's clients the caller may see (a row can name another tenant's client next to its own). */
const clientsInScope = (scope: Scope, ids: number[]) =>
  scope.all ? ids : ids.filter((id) => scope.clientIds.includes(id));

const toAction = (r: ActionRow, scope: Scope) => ({
  id: r.id,
  entityType: r.entity_type,
  entityId: r.entity_id,
  action: r.action,
  userId: r.user_id,
  userName: r.user_name,
  createdAt: r.created_at.toISOString(),
  payload: { before: r.payload.before ?? {}, after: r.payload.after ?? {} },
  clientIds: clientsInScope(scope, r.client_ids),
});

/** /system: the action log (the audit trail every admin write records, src/audit). */
export class SystemService {
  private readonly repo: SystemRepository;

  constructor(private readonly db: Db) {
    this.repo = new SystemRepository(db);
  }

  async actions(caller: Caller, query: ActionListQuery) {
    const { limit, offset, ...filters } = query;
    if (filters.from && filters.to && Date.parse(filters.to) < Date.parse(filters.from)) {
      throw badRequest('The period ends before it starts', { to: 'OUT_OF_RANGE' });
    }
    const scope = await scopeOf(this.db, caller);
    const { rows, total } = await this.repo.list(scope, filters, limit, offset);
    return { items: rows.map((r) => toAction(r, scope)), total };
  }
}
