import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import { unauthenticated } from '../http/errors.js';
import type { Caller } from '../policy/roles.js';
import { bearerToken, verifyAccessToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** A route inside an authenticated scope that answers without a bearer token. */
    public?: boolean;
  }
}

export async function loadCaller(db: Queryable, userId: number): Promise<Caller | undefined> {
  const rows = await db.query<{
    id: number;
    roles: number[];
    language: string;
    organization_id: number | null;
    client_ids: number[];
  }>(
    `SELECT u.id, u.roles, u.language, u.organization_id,
            coalesce(array_agg(cu.client_id ORDER BY cu.client_id) FILTER (WHERE cu.client_id IS NOT NULL), '{}') AS client_ids
       FROM users u
       LEFT JOIN client_users cu ON cu.user_id = u.id AND cu.is_admin
      WHERE u.id = $1 AND u.is_active
      GROUP BY u.id`,
    [userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    roles: row.roles,
    language: row.language,
    organizationIds: row.organization_id === null ? [] : [row.organization_id],
    clientIds: row.client_ids,
  };
}

/** onRequest hook for an authenticated scope: verifies the access token and loads the caller. */
export function authenticate(db: Queryable, secret: Uint8Array) {
  return async (request: FastifyRequest) => {
    if (request.routeOptions.config.public) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated('UNAUTHENTICATED', 'An access token is required');
    const userId = await verifyAccessToken(token, secret);
    const caller = await loadCaller(db, userId);
    if (!caller) throw unauthenticated('UNAUTHENTICATED', 'The account does not exist or is not active');
    request.caller = caller;
  };
}

export function registerCaller(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
}
