import { beforeAll, expect, it } from 'vitest';
import { CONSOLE_ACCOUNTS } from '../../../test/expected.js';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { startSession } from '../../testing.js';
import { insertNetwork, insertReceiver } from './notificationsTestKit.js';

/**
 * Role x own/other tenant for the three system notification calls: console roles send within their scope
 * (own client 2), a user or client of another tenant (client 7) is 404 for all but the admin, a plain user
 * is 403; new-app-version is the admin's only.
 */
const OWN_CLIENT = 2;
const OTHER_CLIENT = 7;

describeEachDb('system notifications: roles and tenants', (ctx) => {
  let ownUser: number;
  let otherUser: number;
  let plainToken: string;
  let ownNetwork: number;
  let otherNetwork: number;

  beforeAll(async () => {
    const db = ctx().db;
    ownUser = await insertReceiver(db, { clientIds: [OWN_CLIENT], devices: [{ os: 'ios' }] });
    otherUser = await insertReceiver(db, { clientIds: [OTHER_CLIENT], devices: [{ os: 'android' }] });
    const plain = await insertReceiver(db, { clientIds: [OWN_CLIENT] });
    plainToken = (await startSession(ctx().platform, plain)).accessToken;
    ownNetwork = await insertNetwork(db, OWN_CLIENT);
    otherNetwork = await insertNetwork(db, OTHER_CLIENT);
  });

  const remind = async (role: (typeof CONSOLE_ACCOUNTS)[number], receivers: object) =>
    ctx().post(
      '/backoffice/system/notifications/send-reminder',
      { action: 'test-alarm', receivers },
      await ctx().tokenOf(role),
    );

  it('every console role sends a reminder to a user and to the members of a client of its own tenant', async () => {
    for (const role of CONSOLE_ACCOUNTS) {
      const byUser = await remind(role, { userIds: [ownUser] });
      expect(byUser.status, role).toBe(200);
      expect(byUser.body, role).toEqual({ users: 1, devices: 1, withoutDevice: 0 });
      const byClient = await remind(role, { clientIds: [OWN_CLIENT] });
      expect(byClient.status, role).toBe(200);
      expect(byClient.body.users, role).toBeGreaterThanOrEqual(2);
    }
  });

  it("another tenant's user or client is 404 for all but the admin, and nothing is queued", async () => {
    const before = await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_messages');
    for (const role of ['orgadmin', 'multiadmin', 'clientadmin'] as const) {
      for (const receivers of [
        { userIds: [otherUser] },
        { userIds: [ownUser, otherUser] },
        { clientIds: [OTHER_CLIENT] },
        { userIds: [ownUser], clientIds: [OWN_CLIENT, OTHER_CLIENT] },
        { userIds: [2147483000] },
      ]) {
        const res = await remind(role, receivers);
        expect(res.status, `${role} ${JSON.stringify(receivers)}`).toBe(404);
        expectErrorShape(res.body, 404, 'NOT_FOUND');
      }
    }
    const after = await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_messages');
    expect(after[0]!.n).toBe(before[0]!.n);
    const admin = await remind('admin', { userIds: [otherUser], clientIds: [OTHER_CLIENT] });
    expect(admin.status).toBe(200);
    expect(admin.body.devices).toBeGreaterThanOrEqual(1);
  });

  it('new-app-version is the admin only: other console roles and plain users 403, no token 401', async () => {
    const body = { os: ['ios'], versions: { ios: '9.0.0' }, receivers: { userIds: [ownUser] } };
    for (const role of ['orgadmin', 'multiadmin', 'clientadmin'] as const) {
      const res = await ctx().post('/backoffice/system/notifications/new-app-version', body, await ctx().tokenOf(role));
      expect(res.status, role).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
    expect((await ctx().post('/backoffice/system/notifications/new-app-version', body, plainToken)).status).toBe(403);
    expect((await ctx().post('/backoffice/system/notifications/new-app-version', body)).status).toBe(401);
    const [latest] = await ctx().db.query("SELECT 1 FROM app_versions WHERE version = '9.0.0'");
    expect(latest).toBeUndefined();
    const admin = await ctx().post(
      '/backoffice/system/notifications/new-app-version',
      body,
      await ctx().tokenOf('admin'),
    );
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ users: 1, devices: 1, withoutDevice: 0 });
  });

  it('a plain user is 403 on the reminder and the versions; no token 401', async () => {
    const reminder = await ctx().post(
      '/backoffice/system/notifications/send-reminder',
      { action: 'test-alarm', receivers: { userIds: [ownUser] } },
      plainToken,
    );
    expect(reminder.status).toBe(403);
    expectErrorShape(reminder.body, 403, 'FORBIDDEN');
    expect((await ctx().get('/backoffice/system/versions', plainToken)).status).toBe(403);
    expect((await ctx().get('/backoffice/system/versions')).status).toBe(401);
  });

  it("versions: own client and network answer, another tenant's are 404 for all but the admin", async () => {
    for (const role of CONSOLE_ACCOUNTS) {
      const token = await ctx().tokenOf(role);
      for (const q of [`clientId=${OWN_CLIENT}`, `networkId=${ownNetwork}`, ''])
        expect((await ctx().get(`/backoffice/system/versions?${q}`, token)).status, `${role} ${q}`).toBe(200);
      for (const q of [`clientId=${OTHER_CLIENT}`, `networkId=${otherNetwork}`]) {
        const res = await ctx().get(`/backoffice/system/versions?${q}`, token);
        expect(res.status, `${role} ${q}`).toBe(role === 'admin' ? 200 : 404);
      }
    }
    const admin = await ctx().tokenOf('admin');
    expect((await ctx().get('/backoffice/system/versions?clientId=2147483000', admin)).status).toBe(404);
    expect((await ctx().get('/backoffice/system/versions?networkId=abc', admin)).status).toBe(400);
  });
});
