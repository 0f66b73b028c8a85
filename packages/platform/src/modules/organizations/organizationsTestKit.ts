import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';

export type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';
export const KEYS: Key[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'];

// Seed: clients 1-4 in organization 1, 5-8 in organization 2. The organization-admin belongs to 1; the
// multi-client admin administers clients 1, 2 and 5 (reads 1 and 2); the client-admin client 2 (reads 1).

const PASSWORD = 'Org-test-pass-1';
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

export async function api(t: TestContext, who: Key | string, method: string, path: string, body?: unknown) {
  const token = who.includes('.') ? who : await t.tokenOf(who as Key);
  return t.request(method, `/backoffice${path}`, { token, body });
}

export const organizationBody = (extra: Record<string, unknown> = {}) => ({
  name: `Org ${unique()}`,
  contactName: 'Olga Contact',
  contactEmail: 'olga@example.com',
  contactPhone: '+46 70 123 45 67',
  registrationNumber: '556677-8899',
  description: 'Security company',
  ...extra,
});

/** An organization created by the admin; answers its id. */
export async function newOrganization(t: TestContext, extra: Record<string, unknown> = {}) {
  const res = await api(t, 'admin', 'POST', '/organizations', organizationBody(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** A client created by the admin (in an organization or without). */
export async function newClient(t: TestContext, organizationId: number | null, name = `Client ${unique()}`) {
  const res = await api(t, 'admin', 'POST', '/clients', { name, organizationId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** A user created by the admin, with a password; answers its id, e-mail and access token. */
export async function newUser(
  t: TestContext,
  organizationId: number | null,
  roles: number[] = [0],
  extra: Record<string, unknown> = {},
) {
  const u = unique();
  const created = await api(t, 'admin', 'POST', '/users', {
    email: `org-${u}@example.com`,
    username: `org${u}`,
    firstName: 'Test',
    lastName: `Person ${u}`,
    roles,
    language: 'en',
    organizationId,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  await api(t, 'admin', 'PUT', `/users/${id}/reset-password`, { password: PASSWORD });
  const login = await t.login(created.body.email, PASSWORD);
  return { id, email: created.body.email as string, token: login.body.accessToken as string };
}

export const lastLogId = async (t: TestContext) =>
  Number((await t.db.query<{ n: string }>('SELECT coalesce(max(id), 0)::text AS n FROM action_logs'))[0]!.n);

export const logsSince = (t: TestContext, id: number) =>
  t.db.query<{
    entity_type: string;
    entity_id: number;
    action: string;
    user_id: number;
    client_ids: number[];
    organization_id: number | null;
    payload: any;
  }>(
    `SELECT entity_type, entity_id, action, user_id, client_ids, organization_id, payload
       FROM action_logs WHERE id > $1 ORDER BY id`,
    [id],
  );
