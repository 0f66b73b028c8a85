import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { api, lastLogId, logsSince, membersOf, networkBody, networkIn } from './networksTestKit.js';

describeEachDb('networks: the form and settings rules on the server', (ctx) => {
  it('requires name, address, lat, lng and type; owner or client; limits lengths and ranges', async () => {
    const t = ctx();
    const since = await lastLogId(t);
    const empty = await api(t, 'admin', 'POST', '/networks', {});
    expectErrorShape(empty.body, 400, 'VALIDATION_FAILED');
    expect(empty.body.fields).toEqual({
      name: 'REQUIRED',
      address: 'REQUIRED',
      lat: 'REQUIRED',
      lng: 'REQUIRED',
      type: 'REQUIRED',
      ownerId: 'REQUIRED',
      clientId: 'REQUIRED',
    });
    const bad = await api(t, 'admin', 'POST', '/networks', {
      ...networkBody(2),
      name: '  ',
      type: 'secret',
      description: 'x'.repeat(301),
      lat: 91,
      lng: -181,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'REQUIRED',
      type: 'INVALID',
      description: 'TOO_LONG',
      lat: 'OUT_OF_RANGE',
      lng: 'OUT_OF_RANGE',
    });
    expect((await api(t, 'admin', 'POST', '/networks', networkBody(2, { name: 'n'.repeat(101) }))).body.fields).toEqual(
      { name: 'TOO_LONG' },
    );
    expect(await logsSince(t, since)).toEqual([]);
    expect((await api(t, 'admin', 'POST', '/networks', networkBody(2, { description: 'd'.repeat(300) }))).status).toBe(
      201,
    );
  });

  it('an owner alone is enough for an admin; the owner becomes a member with memberType owner', async () => {
    const t = ctx();
    const [owner] = await membersOf(t, 2, 1);
    const res = await api(t, 'admin', 'POST', '/networks', networkBody(null, { ownerId: owner }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ownerId: owner, clientId: null, clientName: null, status: 'active', logo: null });
    const [u] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner]);
    expect(res.body.ownerEmail).toBe(u!.email);
    const members = await api(t, 'admin', 'GET', `/networks/${res.body.id}/users`);
    expect(members.body.items).toEqual([expect.objectContaining({ userId: owner, memberType: 'owner' })]);
    const tab = await api(t, 'admin', 'GET', `/users/${owner}/networks?limit=500`);
    expect(tab.body.items).toContainEqual(expect.objectContaining({ networkId: res.body.id, memberType: 'owner' }));
    const removeFromTab = await api(t, 'admin', 'DELETE', `/users/${owner}/networks/${res.body.id}`);
    expectErrorShape(removeFromTab.body, 409, 'OWNER_CANNOT_BE_REMOVED');
  });

  it('a client-admin must pick one of its own clients and an owner in scope', async () => {
    const t = ctx();
    const noClient = await api(
      t,
      'clientadmin',
      'POST',
      '/networks',
      networkBody(null, { ownerId: (await membersOf(t, 2, 1))[0] }),
    );
    expect(noClient.status).toBe(400);
    expect(noClient.body.fields).toEqual({ clientId: 'REQUIRED' });
    const foreign = await api(t, 'clientadmin', 'POST', '/networks', networkBody(1));
    expect(foreign.body.fields).toEqual({ clientId: 'NOT_FOUND' });
    const missing = await api(t, 'admin', 'POST', '/networks', networkBody(999999));
    expect(missing.body.fields).toEqual({ clientId: 'NOT_FOUND' });
    const [foreignUser] = await t.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = 2)
         AND u.organization_id IS DISTINCT FROM 1 LIMIT 1`,
    );
    const owner = await api(t, 'clientadmin', 'POST', '/networks', networkBody(2, { ownerId: foreignUser!.id }));
    expect(owner.body.fields).toEqual({ ownerId: 'NOT_FOUND' });
    const ok = await api(t, 'clientadmin', 'POST', '/networks', networkBody(2));
    expect(ok.status).toBe(201);
    const moved = await api(t, 'clientadmin', 'PUT', `/networks/${ok.body.id}`, networkBody(1));
    expect(moved.body.fields).toEqual({ clientId: 'NOT_FOUND' });
  });

  it('PUT saves every field and changes the owner; the audit row holds the changed fields', async () => {
    const t = ctx();
    const [a, b] = await membersOf(t, 2, 2);
    const id = await networkIn(t, 2, { ownerId: a });
    const since = await lastLogId(t);
    const body = networkBody(3, { name: 'Renamed', type: 'open', ownerId: b, description: null });
    const res = await api(t, 'admin', 'PUT', `/networks/${id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', type: 'open', ownerId: b, clientId: 3, description: null });
    const types = await api(t, 'admin', 'GET', `/networks/${id}/users?sort=email`);
    const byId = Object.fromEntries(types.body.items.map((m: any) => [m.userId, m.memberType]));
    expect(byId).toEqual({ [a]: 'admin', [b]: 'owner' });
    const logs = await logsSince(t, since);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ entity_type: 'network', entity_id: id, action: 'update', client_ids: [2, 3] });
    const ownerless = await api(t, 'admin', 'PUT', `/networks/${id}`, { ...body, ownerId: null });
    expect(ownerless.body).toMatchObject({ ownerId: null, ownerName: null, ownerEmail: null });
    const after = await api(t, 'admin', 'GET', `/networks/${id}/users`);
    expect(after.body.items.map((m: any) => m.memberType).sort()).toEqual(['admin', 'admin']);
    expect(logs[0]!.payload.after).toMatchObject({ name: 'Renamed', type: 'open', ownerId: b, clientId: 3 });
  });

  it('a deleted network leaves its client: networks tab, network count and summary', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const before = await api(t, 'admin', 'GET', '/clients/2');
    const tab = async () => (await api(t, 'admin', 'GET', `/clients/2/networks?ids=${id}`)).body.total as number;
    expect(await tab()).toBe(1);
    expect((await api(t, 'admin', 'DELETE', `/networks/${id}`)).status).toBe(204);
    expect(await tab()).toBe(0);
    const after = await api(t, 'admin', 'GET', '/clients/2');
    expect(after.body.networkCount).toBe(before.body.networkCount - 1);
    const listed = await api(t, 'admin', 'GET', '/clients?limit=500');
    const row = (listed.body.items as { id: number; networkCount: number }[]).find((c) => c.id === 2);
    expect(row?.networkCount).toBe(after.body.networkCount);
  });

  it('settings: every field; range off stores 0; on is 10000..100000 (10000 by default); users in scope', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const initial = await api(t, 'clientadmin', 'GET', `/networks/${id}/settings`);
    expect(initial.body).toEqual({
      enableNotificationRange: false,
      notificationRange: 0,
      notifySelectedUsersOutsideOfRange: [],
      disallowMemberPosts: false,
      disallowMemberComments: false,
      onlyNotifyAdmins: false,
      displayMemberLocation: false,
      confirmIncidents: false,
      enableDynamicEmergencyAlert: false,
      enableDynamicPanicAlert: false,
      enableDynamicNetworkAlert: false,
      enableDynamicSafeAssisstAlert: false,
      enableClustering: null,
      excludeFromOperationalView: false,
      allowSOSAlerts: true,
      allowPublicAlerts: true,
    });
    const on = await api(t, 'clientadmin', 'PUT', `/networks/${id}/settings`, { enableNotificationRange: true });
    expect(on.body).toMatchObject({ enableNotificationRange: true, notificationRange: 10000 });
    for (const r of [9999, 100001]) {
      const res = await api(t, 'clientadmin', 'PUT', `/networks/${id}/settings`, { notificationRange: r });
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ notificationRange: 'OUT_OF_RANGE' });
    }
    const users = await membersOf(t, 2, 2);
    const all = {
      ...initial.body,
      enableNotificationRange: true,
      notificationRange: 100000,
      notifySelectedUsersOutsideOfRange: [users[1], users[0]],
      disallowMemberPosts: true,
      disallowMemberComments: true,
      onlyNotifyAdmins: true,
      displayMemberLocation: true,
      confirmIncidents: true,
      enableDynamicEmergencyAlert: true,
      enableDynamicPanicAlert: true,
      enableDynamicNetworkAlert: true,
      enableDynamicSafeAssisstAlert: true,
      enableClustering: false,
      excludeFromOperationalView: true,
      allowSOSAlerts: false,
      allowPublicAlerts: false,
    };
    const saved = await api(t, 'clientadmin', 'PUT', `/networks/${id}/settings`, all);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...all, notifySelectedUsersOutsideOfRange: [...users].sort((x, y) => x - y) });
    expect((await api(t, 'clientadmin', 'GET', `/networks/${id}/settings`)).body).toEqual(saved.body);
    const off = await api(t, 'clientadmin', 'PUT', `/networks/${id}/settings`, {
      enableNotificationRange: false,
      notificationRange: 50000,
    });
    expect(off.body).toMatchObject({ enableNotificationRange: false, notificationRange: 0 });
    const [foreignUser] = await t.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = 2)
         AND u.organization_id IS DISTINCT FROM 1 LIMIT 1`,
    );
    const foreign = await api(t, 'clientadmin', 'PUT', `/networks/${id}/settings`, {
      notifySelectedUsersOutsideOfRange: [foreignUser!.id],
    });
    expect(foreign.body.fields).toEqual({ notifySelectedUsersOutsideOfRange: 'NOT_FOUND' });
  });
});
