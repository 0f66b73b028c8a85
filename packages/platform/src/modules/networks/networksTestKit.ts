import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';

export type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';
export const KEYS: Key[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'];

// Seed: clients 1-4 in organization 1, 5-8 in organization 2. A client inside and one outside each
// role's scope (the admin has no outside).
export const OWN_CLIENT: Record<Key, number> = { admin: 7, orgadmin: 3, multiadmin: 5, clientadmin: 2 };
export const OTHER_CLIENT: Record<Exclude<Key, 'admin'>, number> = { orgadmin: 6, multiadmin: 3, clientadmin: 1 };

/** A valid network form for a client. */
export const networkBody = (clientId: number | null, extra: Record<string, unknown> = {}) => ({
  name: `Net ${Math.random().toString(36).slice(2, 8)}`,
  type: 'private',
  description: 'Neighbourhood watch',
  address: 'Drottninggatan 1, Stockholm',
  lat: 59.33,
  lng: 18.06,
  ownerId: null,
  clientId,
  ...extra,
});

export async function api(t: TestContext, who: Key, method: string, path: string, body?: unknown) {
  return t.request(method, `/backoffice${path}`, { token: await t.tokenOf(who), body });
}

/** A network created by the admin; answers its id. */
export async function networkIn(t: TestContext, clientId: number | null, extra: Record<string, unknown> = {}) {
  const res = await api(t, 'admin', 'POST', '/networks', networkBody(clientId, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** Active members of a client, by direct SQL. */
export async function membersOf(t: TestContext, clientId: number, n = 3): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT cu.user_id AS id FROM client_users cu JOIN users u ON u.id = cu.user_id
      WHERE cu.client_id = $1 AND u.deactivated_at IS NULL ORDER BY cu.user_id LIMIT $2`,
    [clientId, n],
  );
  expect(rows.length).toBe(n);
  return rows.map((r) => r.id);
}

export const lastLogId = async (t: TestContext) =>
  Number((await t.db.query<{ n: string }>('SELECT coalesce(max(id), 0)::text AS n FROM action_logs'))[0]!.n);

export const logsSince = (t: TestContext, id: number) =>
  t.db.query<{ entity_type: string; entity_id: number; action: string; client_ids: number[]; payload: any }>(
    'SELECT entity_type, entity_id, action, client_ids, payload FROM action_logs WHERE id > $1 ORDER BY id',
    [id],
  );
