import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { demoAccount } from '../../seed/demoAccounts.js';
import { expectOneAction, membershipsOf, newUserBody, writeCounts } from './usersTestKit.js';

const PASSWORD = 'Correct-horse-42';

describeEachDb('users: soft delete', (ctx) => {
  /** A user of client 2 with a network, a hidden client, a known password and a live session. */
  async function signedInUser(t: TestContext) {
    const admin = await t.tokenOf('admin');
    const created = await t.request('POST', '/backoffice/users', {
      token: admin,
      body: newUserBody(2, { roles: [14], networks: [2], phoneNumber: '+46701112233', lat: 59.3, lng: 18.1 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = created.body as { id: number; email: string };
    const reset = await t.request('PUT', `/backoffice/users/${user.id}/reset-password`, {
      token: admin,
      body: { password: PASSWORD },
    });
    expect(reset.status).toBe(204);
    await t.db.query('INSERT INTO hidden_clients (user_id, client_id) VALUES ($1, 2)', [user.id]);
    const login = await t.login(user.email, PASSWORD);
    expect(login.status).toBe(200);
    return { ...user, accessToken: login.body.accessToken as string, refreshToken: login.body.refreshToken as string };
  }

  it('anonymizes, removes memberships, revokes sessions, writes one action row; the user is in the deleted list only', async () => {
    const t = ctx();
    const user = await signedInUser(t);
    const admin = await t.tokenOf('admin');
    const action = await expectOneAction(
      t.db,
      () => user.id,
      async () => {
        const res = await t.request('DELETE', `/backoffice/users/${user.id}`, { token: admin });
        expect(res.status).toBe(204);
      },
    );
    expect(action).toMatchObject({ action: 'delete', client_ids: [2], organization_id: 1 });
    expect(action.payload.before).toMatchObject({ email: user.email, clientId: 2 });
    const [row] = await t.db.query<Record<string, unknown>>(
      `SELECT email, username, first_name, last_name, phone_number, description, lat, lng, password_hash, deactivated_at
         FROM users WHERE id = $1`,
      [user.id],
    );
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      username: null,
      first_name: null,
      last_name: null,
      phone_number: null,
      description: null,
      lat: null,
      lng: null,
      password_hash: null,
    });
    expect(row!.deactivated_at).toBeInstanceOf(Date);
    expect(await membershipsOf(t.db, user.id)).toEqual([]);
    for (const table of ['network_members', 'hidden_clients'])
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id]), table).toEqual([]);
    expect(
      await t.db.query('SELECT 1 FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [user.id]),
    ).toEqual([]);

    // Lists: gone from the active list, in the deleted one with deactivatedAt.
    const active = await t.get(`/backoffice/users?q=${user.id}&limit=500`, admin);
    expect(active.body.items.map((u: { id: number }) => u.id)).not.toContain(user.id);
    const all = await t.get('/backoffice/users?limit=500', admin);
    expect(all.body.items.map((u: { id: number }) => u.id)).not.toContain(user.id);
    const deleted = await t.get('/backoffice/users?deactivated=true&sort=deactivatedAt&limit=500', admin);
    const found = deleted.body.items.find((u: { id: number }) => u.id === user.id);
    expect(found).toMatchObject({ email: `deleted-${user.id}@deleted.invalid`, firstName: null });
    expect(Date.parse(found.deactivatedAt)).not.toBeNaN();
    expect(deleted.body.items.every((u: { deactivatedAt: string | null }) => u.deactivatedAt !== null)).toBe(true);
    const profile = await t.get(`/backoffice/users/${user.id}`, admin);
    expect(profile.status).toBe(200);
    expect(profile.body.permissions).toMatchObject({ edit: false, delete: false, resetPassword: false });

    // Signing in is impossible: old password, refresh token and access token all refused.
    expect((await t.login(user.email, PASSWORD)).status).toBe(401);
    const refresh = await t.request('POST', '/v2/auth/refresh', {
      headers: { authorization: `Bearer ${user.refreshToken}` },
    });
    expect(refresh.status).toBe(401);
    expect((await t.get(`/backoffice/users/${user.id}`, user.accessToken)).status).toBe(401);

    // A second delete finds nothing to delete; an edit is refused.
    expect((await t.request('DELETE', `/backoffice/users/${user.id}`, { token: admin })).status).toBe(404);
    expect(
      (await t.request('PUT', `/backoffice/users/${user.id}`, { token: admin, body: { firstName: 'X' } })).status,
    ).toBe(403);
  });

  it('the deleted user no longer counts in the dashboard figures of its client', async () => {
    const t = ctx();
    const user = await signedInUser(t);
    const token = await t.tokenOf('clientadmin');
    const before = await t.get('/backoffice/stats/counts', token);
    const subsBefore = await t.get('/backoffice/stats/subscriptions', token);
    expect(
      (await t.request('DELETE', `/backoffice/users/${user.id}`, { token: await t.tokenOf('admin') })).status,
    ).toBe(204);
    const after = await t.get('/backoffice/stats/counts', token);
    expect(after.body.users).toBe(before.body.users - 1);
    const subsAfter = await t.get('/backoffice/stats/subscriptions', token);
    expect(subsAfter.body.maxi).toBe(subsBefore.body.maxi - 1);
  });

  it('a deleted user cannot be added back to a client by id', async () => {
    const t = ctx();
    const user = await signedInUser(t);
    const admin = await t.tokenOf('admin');
    expect((await t.request('DELETE', `/backoffice/users/${user.id}`, { token: admin })).status).toBe(204);
    const toClient = await t.request('PUT', '/backoffice/clients/2/users', {
      token: admin,
      body: { userIds: [user.id] },
    });
    expect(toClient.status).toBe(400);
    expect(toClient.body.fields).toEqual({ userIds: 'NOT_FOUND' });
    expect(await membershipsOf(t.db, user.id)).toEqual([]);
  });

  it('only admins delete, never themselves; a refused delete writes nothing', async () => {
    const t = ctx();
    const victim = await signedInUser(t);
    for (const key of ['orgadmin', 'multiadmin', 'clientadmin'] as const) {
      const token = await t.tokenOf(key);
      const before = await writeCounts(t.db);
      const res = await t.request('DELETE', `/backoffice/users/${victim.id}`, { token });
      expect(res.status, key).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
      expect(await writeCounts(t.db)).toEqual(before);
    }
    const admin = demoAccount('admin');
    const token = await t.tokenOf('admin');
    const before = await writeCounts(t.db);
    const self = await t.request('DELETE', `/backoffice/users/${admin.id}`, { token });
    expect(self.status).toBe(409);
    expectErrorShape(self.body, 409, 'CANNOT_DELETE_SELF');
    expect(await writeCounts(t.db)).toEqual(before);
    expect((await t.get(`/backoffice/users/${admin.id}`, token)).body.permissions.delete).toBe(false);
    expect((await t.get(`/backoffice/users/${victim.id}`, token)).body.permissions.delete).toBe(true);
  });
});
