import type { Queryable } from '../src/db/types.js';
import type { DemoAccount } from '../src/seed/demoAccounts.js';
import { demoAccount } from '../src/seed/demoAccounts.js';

/**
 * The tenants of a demo account, worked out independently of the policy module:
 * admin null (everything), otherwise client ids and the organizations whose users count.
 */
export async function tenantsOf(
  db: Queryable,
  key: DemoAccount['key'],
): Promise<{ clientIds: number[]; orgIds: number[] } | null> {
  const a = demoAccount(key);
  if (a.roles.includes(13)) return null;
  if (a.roles.includes(17)) {
    const rows = await db.query<{ id: number }>('SELECT id FROM clients WHERE organization_id = $1', [
      a.organizationId,
    ]);
    return { clientIds: rows.map((r) => r.id), orgIds: [a.organizationId!] };
  }
  return { clientIds: [...a.adminOfClientIds], orgIds: [] };
}

/** Direct SQL over the tenants: the figures the API must report (deleted users do not count). */
export async function expectedCounts(db: Queryable, t: { clientIds: number[]; orgIds: number[] } | null) {
  const c = t?.clientIds ?? [];
  const o = t?.orgIds ?? [];
  const all = t === null;
  const [row] = await db.query<Record<string, number>>(
    `SELECT
      (SELECT count(*)::int FROM users WHERE deactivated_at IS NULL AND ($3 OR id IN (SELECT user_id FROM client_users WHERE client_id = ANY($1::int[]))
                                           OR organization_id = ANY($2::int[]))) AS users,
      (SELECT count(*)::int FROM clients WHERE $3 OR id = ANY($1::int[])) AS clients,
      (SELECT count(*)::int FROM devices WHERE $3 OR client_id = ANY($1::int[])) AS devices,
      (SELECT count(*)::int FROM networks WHERE $3 OR client_id = ANY($1::int[])) AS networks,
      (SELECT count(*)::int FROM incidents WHERE $3 OR client_id = ANY($1::int[])) AS incidents,
      (SELECT count(*)::int FROM comments cm JOIN incidents i ON i.id = cm.incident_id WHERE $3 OR i.client_id = ANY($1::int[])) AS comments,
      (SELECT count(*)::int FROM integrations ig JOIN networks n ON n.id = ig.network_id WHERE $3 OR n.client_id = ANY($1::int[])) AS integrations`,
    [c, o, all],
  );
  return row!;
}

export async function expectedSubscriptions(db: Queryable, t: { clientIds: number[]; orgIds: number[] } | null) {
  const rows = await db.query<{ subscription: string; n: number }>(
    `SELECT subscription, count(*)::int AS n FROM users
      WHERE deactivated_at IS NULL
        AND ($3 OR id IN (SELECT user_id FROM client_users WHERE client_id = ANY($1::int[])) OR organization_id = ANY($2::int[]))
      GROUP BY 1`,
    [t?.clientIds ?? [], t?.orgIds ?? [], t === null],
  );
  const out: Record<string, number> = { micro: 0, mini: 0, medi: 0, maxi: 0, mega: 0, macro: 0 };
  for (const r of rows) out[r.subscription] = r.n;
  return out;
}

export async function expectedIncidentStatuses(db: Queryable, t: { clientIds: number[] } | null) {
  const rows = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM incidents WHERE $2 OR client_id = ANY($1::int[]) GROUP BY 1',
    [t?.clientIds ?? [], t === null],
  );
  const out: Record<string, number> = { confirm: 0, pending: 0, confirmed: 0, finalized: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}

export const CONSOLE_ACCOUNTS = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'] as const;
