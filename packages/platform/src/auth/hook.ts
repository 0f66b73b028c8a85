import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import { unauthenticated } from '../http/errors.js';
import type { Caller } from '../policy/roles.js';
import { bearerToken, verifyAccessToken, type AccessClaims } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** The access token's claims (its session), for work that outlives the request (live streams). */
    session: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /** A route inside an authenticated scope that answers without a bearer token. */
    public?: boolean;
  }
}

interface CallerRow {
  id: number;
  roles: number[];
  language: string;
  organization_id: number | null;
  client_ids: number[];
  session_live: boolean;
}

/**
 * The caller row of an active account (not deactivated), with `session_live`: `sessionCheck` evaluated on
 * that row. One query either way.
 */
async function callerRow(db: Queryable, sessionCheck: string, params: unknown[]): Promise<CallerRow | undefined> {
  const rows = await db.query<CallerRow>(
    `SELECT u.id, u.roles, u.language, u.organization_id,
            coalesce(array_agg(cu.client_id ORDER BY cu.client_id) FILTER (WHERE cu.client_id IS NOT NULL), '{}') AS client_ids,
            ${sessionCheck} AS session_live
       FROM users u
       LEFT JOIN client_users cu ON cu.user_id = u.id AND cu.is_admin
      WHERE u.id = $1 AND u.is_active AND u.deactivated_at IS NULL
      GROUP BY u.id`,
    params,
  );
  return rows[0];
}

const toCaller = (row: CallerRow): Caller => ({
  id: row.id,
  roles: row.roles,
  language: row.language,
  organizationIds: row.organization_id === null ? [] : [row.organization_id],
  clientIds: row.client_ids,
});

/** The caller of an active account, whatever its sessions (download links, live event scopes). */
export async function loadCaller(db: Queryable, userId: number): Promise<Caller | undefined> {
  const row = await callerRow(db, 'true', [userId]);
  return row && toCaller(row);
}

/**
 * The caller of an access token: undefined when the account is gone or not active, 'ended' when the
 * token's session was revoked (logout, refresh token reuse) or its version is older than the user's
 * token_version (password reset, 2FA changed, a role taken away, ...).
 */
export async function loadTokenCaller(db: Queryable, claims: AccessClaims): Promise<Caller | 'ended' | undefined> {
  const row = await callerRow(
    db,
    `(u.token_version <= $3 AND EXISTS (
        SELECT 1 FROM refresh_tokens rt WHERE rt.family_id = $2 AND rt.user_id = u.id AND rt.revoked_at IS NULL))`,
    [claims.userId, claims.sid, claims.ver],
  );
  if (!row) return undefined;
  return row.session_live ? toCaller(row) : 'ended';
}

/** onRequest hook for an authenticated scope: verifies the access token and loads the caller. */
export function authenticate(db: Queryable, secret: Uint8Array) {
  return async (request: FastifyRequest) => {
    if (request.routeOptions.config.public) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated('UNAUTHENTICATED', 'An access token is required');
    const claims = await verifyAccessToken(token, secret);
    const caller = await loadTokenCaller(db, claims);
    if (caller === 'ended') throw unauthenticated('UNAUTHENTICATED', 'The session has ended');
    if (!caller) throw unauthenticated('UNAUTHENTICATED', 'The account does not exist or is not active');
    request.caller = caller;
    request.session = claims;
  };
}

export function registerCaller(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('session', null);
}
