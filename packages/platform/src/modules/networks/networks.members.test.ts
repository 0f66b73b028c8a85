import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { api, lastLogId, logsSince, membersOf, networkIn } from './networksTestKit.js';

describeEachDb('networks: members (list, add, add from client, member type, remove)', (ctx) => {
  it('adds users by id (users in scope only) and answers them paged with q and their member type', async () => {
    const t = ctx();
    const [owner, a, b] = await membersOf(t, 2, 3);
    const id = await networkIn(t, 2, { ownerId: owner });
    const [foreign] = await t.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = 2)
         AND u.organization_id IS NULL LIMIT 1`,
    );
    const refused = await api(t, 'clientadmin', 'POST', `/networks/${id}/users`, { ids: [a, foreign!.id] });
    expectErrorShape(refused.body, 400, 'VALIDATION_FAILED');
    expect(refused.body.fields).toEqual({ ids: 'NOT_FOUND' });
    const added = await api(t, 'clientadmin', 'POST', `/networks/${id}/users`, { ids: [a, b, owner] });
    expect(added.body).toEqual({ added: 2 });
    const list = await api(t, 'clientadmin', 'GET', `/networks/${id}/users?sort=joined&order=asc&limit=2`);
    expect(list.body.total).toBe(3);
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[0]).toEqual({
      userId: owner,
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.any(String),
      joined: expect.any(String),
      isActive: expect.any(Boolean),
      memberType: 'owner',
      status: expect.stringMatching(/^(active|awaiting-activation)$/),
    });
    const [user] = await t.db.query<{ email: string; first_name: string }>(
      'SELECT email, first_name FROM users WHERE id = $1',
      [b],
    );
    const found = await api(t, 'clientadmin', 'GET', `/networks/${id}/users?q=${encodeURIComponent(user!.email)}`);
    expect(found.body).toEqual({ items: [expect.objectContaining({ userId: b, memberType: 'member' })], total: 1 });
    const byEmail = await api(t, 'clientadmin', 'GET', `/networks/${id}/users?sort=email&order=asc`);
    const emails = await t.db.query<{ user_id: number }>(
      `SELECT nm.user_id FROM network_members nm JOIN users u ON u.id = nm.user_id
        WHERE nm.network_id = $1 ORDER BY lower(u.email), u.id`,
      [id],
    );
    expect(byEmail.body.items.map((m: any) => m.userId)).toEqual(emails.map((r) => r.user_id));
  });

  it('adds every active member of a client in scope; another tenant is 400 clientId NOT_FOUND', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const since = await lastLogId(t);
    const res = await api(t, 'clientadmin', 'POST', `/networks/${id}/users/from-client`, { clientId: 2 });
    const [expected] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM client_users cu JOIN users u ON u.id = cu.user_id
        WHERE cu.client_id = 2 AND u.deactivated_at IS NULL`,
    );
    expect(res.body).toEqual({ added: expected!.n });
    expect((await api(t, 'clientadmin', 'GET', `/networks/${id}/users`)).body.total).toBe(expected!.n);
    const logs = await logsSince(t, since);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ entity_type: 'network', entity_id: id, action: 'addMembers', client_ids: [2] });
    expect(logs[0]!.payload.after.userIds).toHaveLength(expected!.n);
    const again = await api(t, 'clientadmin', 'POST', `/networks/${id}/users/from-client`, { clientId: 2 });
    expect(again.body).toEqual({ added: 0 });
    expect(await logsSince(t, since)).toHaveLength(1);
    const foreign = await api(t, 'clientadmin', 'POST', `/networks/${id}/users/from-client`, { clientId: 1 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ clientId: 'NOT_FOUND' });
  });

  it('changes a member between admin and member; the owner can be neither changed nor removed', async () => {
    const t = ctx();
    const [owner, a] = await membersOf(t, 2, 2);
    const id = await networkIn(t, 2, { ownerId: owner });
    await api(t, 'clientadmin', 'POST', `/networks/${id}/users`, { ids: [a] });
    const since = await lastLogId(t);
    const admin = await api(t, 'clientadmin', 'PUT', `/networks/${id}/users/${a}`, { memberType: 'admin' });
    expect(admin.body).toEqual({ userId: a, memberType: 'admin' });
    const tab = await api(t, 'admin', 'GET', `/users/${a}/networks?limit=500`);
    expect(tab.body.items).toContainEqual(expect.objectContaining({ networkId: id, memberType: 'admin' }));
    expect((await api(t, 'clientadmin', 'PUT', `/networks/${id}/users/${a}`, { memberType: 'member' })).body).toEqual({
      userId: a,
      memberType: 'member',
    });
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.action, l.payload])).toEqual([
      ['changeMemberType', { before: { memberType: 'member' }, after: { memberType: 'admin' } }],
      ['changeMemberType', { before: { memberType: 'admin' }, after: { memberType: 'member' } }],
    ]);
    const ownerChange = await api(t, 'clientadmin', 'PUT', `/networks/${id}/users/${owner}`, { memberType: 'member' });
    expectErrorShape(ownerChange.body, 409, 'OWNER_CANNOT_BE_CHANGED');
    const ownerRemove = await api(t, 'clientadmin', 'DELETE', `/networks/${id}/users/${owner}`);
    expectErrorShape(ownerRemove.body, 409, 'OWNER_CANNOT_BE_REMOVED');
    const bad = await api(t, 'clientadmin', 'PUT', `/networks/${id}/users/${a}`, { memberType: 'owner' });
    expect(bad.status).toBe(400);
    const before = await lastLogId(t);
    expect((await api(t, 'clientadmin', 'DELETE', `/networks/${id}/users/${a}`)).status).toBe(204);
    expect(await logsSince(t, before)).toHaveLength(1);
    const gone = await api(t, 'clientadmin', 'DELETE', `/networks/${id}/users/${a}`);
    expectErrorShape(gone.body, 404, 'NOT_FOUND');
    const left = await api(t, 'clientadmin', 'GET', `/networks/${id}/users`);
    expect(left.body.items.map((m: any) => [m.userId, m.memberType])).toEqual([[owner, 'owner']]);
  });
});
