import type { Db } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { scopeOf, type Caller, type Scope } from '../../policy/index.js';
import {
  isNamedEntity,
  nameObjects,
  referencesOf,
  type FieldReference,
  type NamedObject,
  type ReferenceType,
} from './references.js';
import { SystemRepository, type ActionFilters, type ActionRow } from './repository.js';

export type ActionListQuery = ActionFilters & { limit: number; offset: number };

/** The row's clients the caller may see (a row can name another tenant's client next to its own). */
const clientsInScope = (scope: Scope, ids: number[]) =>
  scope.all ? ids : ids.filter((id) => scope.clientIds.includes(id));

type Names = Map<string, NamedObject>;

/** An object the row names: its name and page facts when the caller may read it, else its id alone. */
const named = (names: Names, type: ReferenceType, id: number) => {
  const found = names.get(`${type}:${id}`);
  return found ? { type, id, ...found } : { type, id, name: null };
};

const toAction = (r: ActionRow, scope: Scope, refs: FieldReference[], names: Names) => ({
  id: r.id,
  entityType: r.entity_type,
  entityId: r.entity_id,
  action: r.action,
  userId: r.user_id,
  userName: r.user_name,
  createdAt: r.created_at.toISOString(),
  payload: { before: r.payload.before ?? {}, after: r.payload.after ?? {} },
  clientIds: clientsInScope(scope, r.client_ids),
  entity: isNamedEntity(r.entity_type) ? named(names, r.entity_type, r.entity_id) : null,
  references: refs.map((ref) => ({ field: ref.field, key: ref.key, ...named(names, ref.type, ref.id) })),
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
    // the objects the page names, in one statement for the whole page
    const refs = rows.map((r) => referencesOf(r.payload));
    const wanted = new Map<ReferenceType, Set<number>>();
    const want = (type: ReferenceType, id: number) => wanted.set(type, (wanted.get(type) ?? new Set()).add(id));
    rows.forEach((r, i) => {
      if (isNamedEntity(r.entity_type)) want(r.entity_type, r.entity_id);
      for (const ref of refs[i]!) want(ref.type, ref.id);
    });
    const names = await nameObjects(this.db, caller, scope, wanted);
    return { items: rows.map((r, i) => toAction(r, scope, refs[i]!, names)), total };
  }
}
