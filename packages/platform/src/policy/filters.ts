import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import { isClientInScope } from './clients.js';
import { scopeOf, SqlFilter, type Scope } from './scope.js';

/**
 * Filters of lists and pickers that name another tenant's object (`?clientId=`, `?excludeNetworkId=`,
 * ...). Such a filter must not tell the caller anything about an object it cannot see: not who else
 * belongs to a foreign client (clientId), nor who does not (excludeClientId). The rule: a filter naming
 * an id outside the caller's scope answers nothing, whatever the route. Routes need not do anything:
 * every /backoffice route's query goes through `registerFilterScope`.
 */
type Kind = 'client' | 'network' | 'device' | 'organization' | 'user';

export const FILTER_KINDS: Record<string, Kind> = {
  clientId: 'client',
  excludeClientId: 'client',
  networkId: 'network',
  excludeNetworkId: 'network',
  deviceId: 'device',
  excludeDeviceId: 'device',
  organizationId: 'organization',
  excludeOrganizationId: 'organization',
  userId: 'user',
  excludeUserId: 'user',
};

/** Whether one object is in the caller's scope (a missing object is not). */
async function inScope(db: Queryable, scope: Scope, kind: Kind, id: number): Promise<boolean> {
  if (scope.all) return true;
  if (kind === 'client') return isClientInScope(scope, id);
  const f = new SqlFilter(scope);
  const table = { network: 'networks', device: 'devices', organization: 'organizations', user: 'users' }[kind];
  f.where(`t.id = ${f.param(id)}`);
  if (kind === 'network' || kind === 'device') f.clientColumn('t.client_id');
  else if (kind === 'organization') f.organizationColumn('t.id');
  else f.userColumn('t.id');
  return (await db.query(`SELECT 1 FROM ${table} t ${f.toSql()}`, f.params)).length > 0;
}

/** The names of the filters in `query` whose id is outside the scope. */
export async function filtersOutsideScope(
  db: Queryable,
  scope: Scope,
  query: Record<string, unknown>,
): Promise<string[]> {
  const outside: string[] = [];
  for (const [name, kind] of Object.entries(FILTER_KINDS)) {
    const value = query[name];
    if (typeof value !== 'number') continue;
    if (!(await inScope(db, scope, kind, value))) outside.push(name);
  }
  return outside;
}

type Schema = { type?: unknown; properties?: Record<string, unknown> };

/** The route's "nothing" answer, read from its response schema: [] for pickers, an empty page for lists. */
export function emptyAnswerOf(responseSchema: Schema | undefined): unknown {
  if (responseSchema?.type === 'array') return [];
  const props = responseSchema?.properties ?? {};
  if ('items' in props && 'total' in props) return { items: [], total: 0 };
  return undefined;
}

/**
 * preHandler for the authenticated routes: a filter outside the scope answers the route's empty
 * answer. A route whose answer is neither a list nor a page (the incident list, with its cursors and
 * summary) goes on: it must only read rows in scope itself, so a foreign filter finds nothing there.
 */
export function registerFilterScope(app: FastifyInstance, db: Queryable): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!request.caller || !query || !Object.keys(query).some((k) => k in FILTER_KINDS)) return;
    const outside = await filtersOutsideScope(db, await scopeOf(db, request.caller), query);
    if (!outside.length) return;
    const schema = request.routeOptions.schema?.response as Record<string, Schema> | undefined;
    const empty = emptyAnswerOf(schema?.[200] ?? schema?.['2xx']);
    if (empty !== undefined) return reply.send(empty);
  });
}
