import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';

export type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';
export const KEYS: Key[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'];

// Seed: clients 1-4 in organization 1, 5-8 in organization 2; a client in and one outside each scope.
export const OWN_CLIENT: Record<Key, number> = { admin: 7, orgadmin: 3, multiadmin: 5, clientadmin: 2 };
export const OTHER_CLIENT: Record<Exclude<Key, 'admin'>, number> = { orgadmin: 6, multiadmin: 3, clientadmin: 1 };

/** A network of a client, by direct SQL (the test's fixture, not the thing tested). */
export async function networkOf(
  t: TestContext,
  clientId: number,
  settings: { confirmIncidents?: boolean; excluded?: boolean; status?: string } = {},
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO networks (client_id, name, type, status, confirm_incidents, exclude_from_operational_view)
     VALUES ($1, $2, 'private', $3, $4, $5) RETURNING id`,
    [
      clientId,
      `Live net ${Math.random().toString(36).slice(2, 8)}`,
      settings.status ?? 'active',
      settings.confirmIncidents ?? false,
      settings.excluded ?? false,
    ],
  );
  return row!.id;
}

/** An incident created now, by direct SQL; answers its id. */
export async function incidentIn(
  t: TestContext,
  clientId: number,
  status = 'confirm',
  networkId: number | null = null,
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO incidents (kind, status, client_id, network_id, name) VALUES ('Panic Alert', $1, $2, $3, 'Live test') RETURNING id`,
    [status, clientId, networkId],
  );
  return row!.id;
}

/** A plain user (role 0) of a client; answers its id and token. */
export async function plainUser(t: TestContext, clientId: number): Promise<{ id: number; token: string }> {
  const admin = await t.tokenOf('admin');
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const created = await t.request('POST', '/backoffice/users', {
    token: admin,
    body: {
      email: `plain-inc-${stamp}@example.com`,
      username: `plaininc${stamp}`,
      firstName: 'Plain',
      lastName: 'Person',
      roles: [0],
      language: 'en',
      clientId,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const password = 'Plain-user-pass-1';
  await t.request('PUT', `/backoffice/users/${created.body.id}/reset-password`, { token: admin, body: { password } });
  const token = (await t.login(created.body.email, password)).body.accessToken;
  expect(token).toBeTruthy();
  return { id: created.body.id, token };
}

export const auditOf = (t: TestContext, id: number) =>
  t.db.query<{ action: string; user_id: number; payload: any }>(
    `SELECT action, user_id, payload FROM action_logs WHERE entity_type = 'incident' AND entity_id = $1 ORDER BY id`,
    [id],
  );
