import type { Db, Queryable } from '../../db/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import { Role, SqlFilter, canGiveRole, isClientInScope, scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { identityKey, type ExistingIdentity } from './importRows.js';

/** The client an import (or its check) adds users to. */
export interface ImportClient {
  id: number;
  name: string;
  organizationId: number | null;
  activatedAt: string | null;
}

/**
 * Who may add users to a client: an admin; an organization-admin of its organization; a multi-client-
 * or client-admin who administers it (the scope says which clients those are), as long as it may give
 * the roles an import gives (client-admin for the Role column "admin", else user).
 */
export const canAddUsersToClient = (caller: Caller, scope: Scope, clientId: number) =>
  isClientInScope(scope, clientId) && canGiveRole(caller, Role.user) && canGiveRole(caller, Role.clientAdmin);

/** 404 for a client outside the caller's scope, 403 when the caller may not add users to it. */
export async function openImportClient(db: Db, caller: Caller, clientId: number): Promise<ImportClient> {
  const scope = await scopeOf(db, caller);
  if (!isClientInScope(scope, clientId)) throw notFound('Client not found');
  const [row] = await db.query<{ id: number; name: string; organization_id: number | null; activated_at: string }>(
    `SELECT id, name, organization_id, to_char(activated_at, 'YYYY-MM-DD') AS activated_at FROM clients WHERE id = $1`,
    [clientId],
  );
  if (!row) throw notFound('Client not found');
  if (!canAddUsersToClient(caller, scope, clientId)) throw forbidden();
  return { id: row.id, name: row.name, organizationId: row.organization_id, activatedAt: row.activated_at ?? null };
}

/**
 * Users anywhere on the platform whose e-mail or username (case-insensitive) is one of the keys, with
 * whether each is a member of the client and in the caller's scope. Only the matched keys come back:
 * never an id or a name.
 */
export async function findExistingIdentities(
  q: Queryable,
  scope: Scope,
  clientId: number | null,
  emailKeys: string[],
  usernameKeys: string[],
): Promise<ExistingIdentity[]> {
  if (!emailKeys.length && !usernameKeys.length) return [];
  const params: unknown[] = [emailKeys, usernameKeys, clientId];
  const inScope = scope.all ? 'true' : new SqlFilter(scope, params).userColumn('u.id').toSql().slice('WHERE '.length);
  const rows = await q.query<{
    email_key: string | null;
    username_key: string | null;
    in_client: boolean;
    in_scope: boolean;
  }>(
    `WITH hits AS (
       SELECT id FROM users WHERE lower(email) = ANY($1::text[])
       UNION
       SELECT id FROM users WHERE lower(username) = ANY($2::text[]))
     SELECT CASE WHEN lower(u.email) = ANY($1::text[]) THEN lower(u.email) END AS email_key,
            CASE WHEN lower(u.username) = ANY($2::text[]) THEN lower(u.username) END AS username_key,
            ($3::int IS NOT NULL AND (u.client_id = $3::int
              OR EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = $3::int))) AS in_client,
            (${inScope}) AS in_scope
       FROM users u JOIN hits ON hits.id = u.id
      ORDER BY u.id`,
    params,
  );
  return rows.map((r) => ({
    emailKey: r.email_key,
    usernameKey: r.username_key,
    inClient: r.in_client,
    inScope: r.in_scope,
  }));
}

/**
 * What batch-validation says of the matches: a user in the caller's scope as it is (its e-mail and username
 * together, in the client or not); a user outside it only "unavailable", each matched key on its own row,
 * so nothing says who holds it, where, or that one user holds both.
 */
export function existingUsersAnswer(
  existing: readonly ExistingIdentity[],
  emails: Map<string, string>,
  usernames: Map<string, string>,
) {
  const email = (key: string | null) => (key === null ? null : (emails.get(key) ?? key));
  const username = (key: string | null) => (key === null ? null : (usernames.get(key) ?? key));
  const out: { email: string | null; username: string | null; inClient: boolean; unavailable: boolean }[] = [];
  const unavailable = new Set<string>();
  for (const e of existing) {
    if (e.inScope) {
      out.push({
        email: email(e.emailKey),
        username: username(e.usernameKey),
        inClient: e.inClient,
        unavailable: false,
      });
      continue;
    }
    if (e.emailKey !== null && !unavailable.has(`e:${e.emailKey}`)) {
      unavailable.add(`e:${e.emailKey}`);
      out.push({ email: email(e.emailKey), username: null, inClient: false, unavailable: true });
    }
    if (e.usernameKey !== null && !unavailable.has(`u:${e.usernameKey}`)) {
      unavailable.add(`u:${e.usernameKey}`);
      out.push({ email: null, username: username(e.usernameKey), inClient: false, unavailable: true });
    }
  }
  return out;
}

export interface BatchValidationInput {
  clientId?: number;
  emails: string[];
  usernames: string[];
  networks: string[];
}

/** Distinct non-empty keys, each mapped to the first spelling the caller sent. */
function spellings(values: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const v of values) {
    const key = identityKey(v);
    if (key && !out.has(key)) out.set(key, v.trim());
  }
  return out;
}

/** POST /users/batch-validation: the import wizard's one check of a whole file. */
export class BatchValidationService {
  constructor(private readonly db: Db) {}

  async validate(caller: Caller, input: BatchValidationInput) {
    const client = input.clientId === undefined ? null : await openImportClient(this.db, caller, input.clientId);
    const scope = await scopeOf(this.db, caller);
    const emails = spellings(input.emails);
    const usernames = spellings(input.usernames);
    const networkNames = [...spellings(input.networks).keys()];
    const existing = await findExistingIdentities(
      this.db,
      scope,
      client?.id ?? null,
      [...emails.keys()],
      [...usernames.keys()],
    );
    const networks =
      client && networkNames.length
        ? await this.db.query<{ id: number; name: string }>(
            `SELECT id, name FROM networks
            WHERE client_id = $1 AND status <> 'deleted' AND lower(btrim(name)) = ANY($2::text[])
            ORDER BY lower(name), id`,
            [client.id, networkNames],
          )
        : [];
    return {
      existingUsers: existingUsersAnswer(existing, emails, usernames),
      existingNetworks: networks.map((n) => ({ id: n.id, name: n.name })),
    };
  }
}
