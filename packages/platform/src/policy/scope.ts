import type { Queryable } from '../db/types.js';
import { Role, hasAnyRole, type Caller } from './roles.js';

/**
 * The tenants a caller may see. `all` for admins; otherwise the client ids in scope and the
 * organizations whose users are in scope (organization-admins only).
 */
export type Scope = { all: true } | { all: false; clientIds: number[]; organizationIds: number[] };

export async function scopeOf(db: Queryable, caller: Caller): Promise<Scope> {
  if (hasAnyRole(caller, Role.admin)) return { all: true };
  const clientIds = new Set<number>();
  const organizationIds: number[] = [];
  if (hasAnyRole(caller, Role.organizationAdmin) && caller.organizationIds.length) {
    organizationIds.push(...caller.organizationIds);
    const rows = await db.query<{ id: number }>('SELECT id FROM clients WHERE organization_id = ANY($1::int[])', [
      caller.organizationIds,
    ]);
    for (const r of rows) clientIds.add(r.id);
  }
  if (hasAnyRole(caller, Role.multiClientAdmin, Role.clientAdmin)) {
    for (const id of caller.clientIds) clientIds.add(id);
  }
  return { all: false, clientIds: [...clientIds].sort((a, b) => a - b), organizationIds };
}

/**
 * Builds WHERE fragments with numbered parameters. Repositories start one per query, add their own
 * conditions with `param()`, and ask the scope for the tenant condition of their table.
 */
export class SqlFilter {
  private readonly parts: string[] = [];

  /** Pass a shared `params` array to combine several filters in one statement. */
  constructor(
    private readonly scope: Scope,
    readonly params: unknown[] = [],
  ) {}

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  where(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  /** Rows whose client column is a client in scope. */
  clientColumn(column: string): this {
    if (!this.scope.all) this.parts.push(this.clientCondition(column));
    return this;
  }

  /** The tenant condition of a client column, to combine with OR; `true` for admins. */
  clientCondition(column: string): string {
    return this.scope.all ? 'true' : `${column} = ANY(${this.param(this.scope.clientIds)}::int[])`;
  }

  /**
   * Documents in scope (migration 020): shared with a client in scope, or with no client at all (the
   * shared ones: manuals, policies, release notes); `true` for admins. `doc` is the documents alias.
   */
  documentCondition(doc: string): string {
    if (this.scope.all) return 'true';
    return `(EXISTS (SELECT 1 FROM document_clients sdc WHERE sdc.document_id = ${doc}.id AND sdc.client_id = ANY(${this.param(this.scope.clientIds)}::int[]))
      OR NOT EXISTS (SELECT 1 FROM document_clients sdc WHERE sdc.document_id = ${doc}.id))`;
  }

  /** Organizations in scope: the caller's own, or the organization of a client in scope. */
  organizationColumn(column: string): this {
    if (this.scope.all) return this;
    const orgs = this.param(this.scope.organizationIds);
    const clients = this.param(this.scope.clientIds);
    this.parts.push(
      `(${column} = ANY(${orgs}::int[]) OR EXISTS (SELECT 1 FROM clients soc WHERE soc.organization_id = ${column} AND soc.id = ANY(${clients}::int[])))`,
    );
    return this;
  }

  /** Users in scope: members of a client in scope, or users of an organization in scope. */
  userColumn(column: string): this {
    if (this.scope.all) return this;
    const clients = this.param(this.scope.clientIds);
    const orgs = this.param(this.scope.organizationIds);
    this.parts.push(
      `(EXISTS (SELECT 1 FROM client_users scu WHERE scu.user_id = ${column} AND scu.client_id = ANY(${clients}::int[]))` +
        ` OR ${column} IN (SELECT so.id FROM users so WHERE so.organization_id = ANY(${orgs}::int[])))`,
    );
    return this;
  }

  /**
   * Rollup rows in scope (migrations/005_rollups.sql): admins read the platform-wide rows (client -1),
   * everyone else the rows of its clients.
   */
  rollupClientColumn(column: string): this {
    this.parts.push(this.scope.all ? `${column} = -1` : this.clientCondition(column));
    return this;
  }

  /**
   * Users' rollup rows, which name a user's clients (an int[] column) and organization instead of the
   * user: the platform-wide rows (organization -1) for admins, otherwise the same rule as `userColumn`.
   */
  rollupUserColumns(clientIdsColumn: string, organizationColumn: string): this {
    if (this.scope.all) return this.where(`${organizationColumn} = -1`);
    const clients = this.param(this.scope.clientIds);
    const orgs = this.param(this.scope.organizationIds);
    this.parts.push(`(${clientIdsColumn} && ${clients}::int[] OR ${organizationColumn} = ANY(${orgs}::int[]))`);
    return this;
  }

  toSql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
