import type { Db } from '../../db/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import {
  SqlFilter,
  clientPermissions,
  scopeOf,
  type Caller,
  type ClientFacts,
  type ClientPermissions,
  type Scope,
} from '../../policy/index.js';

export interface OpenedClient {
  scope: Scope;
  client: ClientFacts;
  permissions: ClientPermissions;
}

/** Every `/clients/{id}...` call starts here: 404 outside the caller's scope, else what it may do. */
export class ClientAccess {
  constructor(private readonly db: Db) {}

  async open(caller: Caller, clientId: number): Promise<OpenedClient> {
    const scope = await scopeOf(this.db, caller);
    const f = new SqlFilter(scope).clientColumn('c.id');
    f.where(`c.id = ${f.param(clientId)}`);
    const [row] = await this.db.query<{ id: number; organization_id: number | null }>(
      `SELECT c.id, c.organization_id FROM clients c ${f.toSql()}`,
      f.params,
    );
    if (!row) throw notFound('Client not found');
    const client = { id: row.id, organizationId: row.organization_id };
    return { scope, client, permissions: clientPermissions(caller, scope, client) };
  }

  /** Opens the client and requires one of the caller's permissions on it (403 otherwise). */
  async openFor(caller: Caller, clientId: number, permission: keyof ClientPermissions): Promise<OpenedClient> {
    const opened = await this.open(caller, clientId);
    if (!opened.permissions[permission]) throw forbidden();
    return opened;
  }
}
