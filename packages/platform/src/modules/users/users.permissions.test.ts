import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectOnlyOwnTenant } from '../../../test/scope.js';
import { demoAccount } from '../../seed/demoAccounts.js';
import { newUserBody } from './usersTestKit.js';

type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';
const KEYS: Key[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'];

// Seed: clients 1-4 in organization 1, 5-8 in organization 2. A client inside and one outside each
// role's scope (the admin has no outside).
const OWN_CLIENT: Record<Key, number> = { admin: 7, orgadmin: 3, multiadmin: 5, clientadmin: 2 };
const OTHER_CLIENT: Record<Exclude<Key, 'admin'>, number> = { orgadmin: 6, multiadmin: 3, clientadmin: 1 };
const PASSWORD = 'Plain-user-pass-1';

describeEachDb('users: every endpoint x every role x own/other tenant', (ctx) => {
  let plainToken = '';
  let plainId = 0;

  /** A fresh plain user of a client (created by the admin). */
  async function userIn(t: TestContext, clientId: number) {
    const res = await t.request('POST', '/backoffice/users', {
      token: await t.tokenOf('admin'),
      body: newUserBody(clientId, { networks: [] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; email: string };
  }

  /** No user or client id of another tenant anywhere in a users answer. */
  async function expectNoForeignIds(t: TestContext, key: Key, users: Record<string, any>[]) {
    await expectOnlyOwnTenant(
      t.db,
      key,
      'user',
      users.map((u) => u.id),
    );
    const clientIds = users.flatMap((u) => [
      ...(u.clientId ? [u.clientId] : []),
      ...(u.clients ?? []).map((c: { id: number }) => c.id),
    ]);
    await expectOnlyOwnTenant(t.db, key, 'client', clientIds);
  }

  beforeAll(async () => {
    const t = ctx();
    const plain = await userIn(t, 2);
    plainId = plain.id;
    const admin = await t.tokenOf('admin');
    expect(
      (
        await t.request('PUT', `/backoffice/users/${plain.id}/reset-password`, {
          token: admin,
          body: { password: PASSWORD },
        })
      ).status,
    ).toBe(204);
    plainToken = (await t.login(plain.email, PASSWORD)).body.accessToken;
    expect(plainToken).toBeTruthy();
  });

  for (const key of KEYS) {
    it(`${key}: lists, search and reads show only its tenants`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      for (const query of [
        'limit=500',
        'deactivated=true&limit=500',
        'sort=name&order=asc&limit=500',
        'q=a&limit=500',
      ]) {
        const res = await t.get(`/backoffice/users?${query}`, token);
        expect(res.status, `${key} ${query}`).toBe(200);
        await expectNoForeignIds(t, key, res.body.items);
      }
      const own = await userIn(t, OWN_CLIENT[key]);
      const ownRead = await t.get(`/backoffice/users/${own.id}`, token);
      expect(ownRead.status).toBe(200);
      expect(ownRead.body.permissions.edit).toBe(true);
      expect((await t.get(`/backoffice/users/search?email=${own.email.toUpperCase()}`, token)).body).toEqual([
        expect.objectContaining({ id: own.id }),
      ]);
      // The multi-client-admin is a member of clients in several scopes: its answer names only visible ones.
      const multi = await t.get(`/backoffice/users/${demoAccount('multiadmin').id}`, token);
      if (multi.status === 200) await expectNoForeignIds(t, key, [multi.body]);
      if (key === 'admin') return;
      const other = await userIn(t, OTHER_CLIENT[key]);
      const res = await t.get(`/backoffice/users/${other.id}`, token);
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404, 'NOT_FOUND');
      expect((await t.get(`/backoffice/users/search?email=${other.email}`, token)).body).toEqual([]);
      const list = await t.get(`/backoffice/users?q=${encodeURIComponent(other.email)}`, token);
      expect(list.body).toEqual({ items: [], total: 0 });
      const filtered = await t.get(`/backoffice/users?clientId=${OTHER_CLIENT[key]}`, token);
      expect(filtered.body).toEqual({ items: [], total: 0 });
    });

    it(`${key}: create, update, reset password and delete in its tenants; 404 or 400 outside`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      const created = await t.request('POST', '/backoffice/users', { token, body: newUserBody(OWN_CLIENT[key]) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await expectNoForeignIds(t, key, [created.body]);
      const own = created.body as { id: number };
      const updated = await t.request('PUT', `/backoffice/users/${own.id}`, { token, body: { lastName: 'Own' } });
      expect(updated.status).toBe(200);
      await expectNoForeignIds(t, key, [updated.body]);
      const reset = await t.request('PUT', `/backoffice/users/${own.id}/reset-password`, {
        token,
        body: { password: 'Another-pass-42' },
      });
      expect(reset.status).toBe(204);
      expect((await t.get('/backoffice/users/generate-password', token)).status).toBe(200);
      const exported = await t.request('POST', '/backoffice/users/export', { token, body: {} });
      expect(exported.status).toBe(200);
      const del = await t.request('DELETE', `/backoffice/users/${own.id}`, { token });
      expect(del.status).toBe(key === 'admin' ? 204 : 403);
      if (key === 'admin') return;

      const outsideClient = await t.request('POST', '/backoffice/users', {
        token,
        body: newUserBody(OTHER_CLIENT[key]),
      });
      expect(outsideClient.status).toBe(400);
      expect(outsideClient.body.fields).toEqual({ clientId: 'NOT_FOUND' });
      const other = await userIn(t, OTHER_CLIENT[key]);
      for (const [method, path, body] of [
        ['PUT', `/backoffice/users/${other.id}`, { lastName: 'Foreign' }],
        ['PUT', `/backoffice/users/${other.id}/reset-password`, { password: 'Foreign-pass-42' }],
        ['DELETE', `/backoffice/users/${other.id}`, undefined],
      ] as const) {
        const res = await t.request(method, path, { token, body });
        expect(res.status, `${key} ${method} ${path}`).toBe(404);
        expectErrorShape(res.body, 404, 'NOT_FOUND');
      }
      const [row] = await t.db.query<{ last_name: string }>('SELECT last_name FROM users WHERE id = $1', [other.id]);
      expect(row!.last_name).toBe('Person');
    });
  }

  it('a plain user (role user) gets 403 everywhere but its own profile', async () => {
    const t = ctx();
    const calls = [
      ['GET', '/backoffice/users'],
      ['GET', '/backoffice/users/generate-password'],
      ['POST', '/backoffice/users', newUserBody(2)],
      ['PUT', `/backoffice/users/${plainId}`, { lastName: 'Self' }],
      ['DELETE', `/backoffice/users/${plainId}`],
      ['PUT', `/backoffice/users/${plainId}/reset-password`, { password: 'Self-service-42' }],
      ['POST', '/backoffice/users/export', {}],
    ] as const;
    for (const [method, path, body] of calls) {
      const res = await t.request(method, path, { token: plainToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
    expect((await t.get(`/backoffice/users/${plainId}`, plainToken)).status).toBe(200);
    expect((await t.get(`/backoffice/users/${demoAccount('clientadmin').id}`, plainToken)).status).toBe(404);
    expect((await t.get('/backoffice/users/search?q=a', plainToken)).body).toEqual([]);
  });

  it('without a bearer every users endpoint but the export download answers 401', async () => {
    const t = ctx();
    for (const [method, path] of [
      ['GET', '/backoffice/users'],
      ['GET', '/backoffice/users/1'],
      ['POST', '/backoffice/users'],
      ['PUT', '/backoffice/users/1'],
      ['DELETE', '/backoffice/users/1'],
      ['PUT', '/backoffice/users/1/reset-password'],
      ['GET', '/backoffice/users/generate-password'],
      ['POST', '/backoffice/users/export'],
      ['GET', '/backoffice/users/search'],
    ] as const) {
      const res = await t.request(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
