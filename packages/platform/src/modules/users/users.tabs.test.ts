import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectOnlyOwnTenant } from '../../../test/scope.js';
import { DEMO_PASSWORD, demoAccount, DEMO_ACCOUNTS } from '../../seed/demoAccounts.js';

const ROLES = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'] as const;
const LISTS = ['subscription-history', 'activity-logs', 'user-devices', 'documents', 'networks', 'devices'] as const;
const DAY = 86_400_000;

/**
 * Fixture users (found by SQL, independent of the code under test):
 * - own: a plain user only in client 2 (organization 1): in every demo role's scope;
 * - other: a plain user of organization 2 only in clients 6..8: outside every non-admin's scope.
 * The own user also gets rows of client 7 (a network, a document, an alarm device) that no non-admin
 * may see in its answers.
 */
interface Fixture {
  own: number;
  other: number;
  ownNetwork: number;
  foreignNetwork: number;
  spareOwnNetwork: number;
  foreignDevice: number;
  ownDevice: number;
  foreignDocument: number;
  ownDocument: number;
}

async function fixture(t: TestContext): Promise<Fixture> {
  const one = async (sql: string, params: unknown[] = []) => {
    const [row] = await t.db.query<{ id: number }>(sql, params);
    if (!row) throw new Error(`fixture: nothing for ${sql}`);
    return row.id;
  };
  const onlyIn = (clients: string) =>
    `SELECT u.id FROM users u WHERE u.roles = '{0}' AND u.id > 5 AND u.is_active
        AND EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND NOT cu.client_id = ANY('${clients}'::int[]))
      ORDER BY u.id LIMIT 1`;
  const own = await one(`${onlyIn('{2}')}`);
  const other = await one(onlyIn('{6,7,8}').replace('u.is_active', 'u.is_active AND u.organization_id = 2'));
  const [ownNetwork, spareOwnNetwork] = (
    await t.db.query<{ id: number }>(
      `INSERT INTO networks (client_id, name, type, address, added_to_client_at)
       VALUES (2, 'Fixture Alfa', 'open', 'Fixturgatan 1', now()), (2, 'Fixture Beta', 'private', NULL, now())
       RETURNING id`,
    )
  ).map((r) => r.id);
  const foreignNetwork = await one("SELECT id FROM networks WHERE client_id = 7 AND status = 'active' ORDER BY id");
  const notDemo = 'AND (owner_user_id IS NULL OR owner_user_id > 5) ORDER BY id';
  const ownDevice = await one(`SELECT id FROM devices WHERE client_id = 2 ${notDemo}`);
  const foreignDevice = await one(`SELECT id FROM devices WHERE client_id = 7 ${notDemo}`);
  const ownDocument = await one(
    'SELECT document_id AS id FROM document_clients WHERE client_id = 2 ORDER BY document_id',
  );
  const foreignDocument = await one(
    'SELECT document_id AS id FROM document_clients WHERE client_id = 7 ORDER BY document_id',
  );
  await t.db.query(
    'INSERT INTO network_members (network_id, user_id, is_admin) VALUES ($1, $3, true), ($2, $3, false)',
    [ownNetwork, foreignNetwork, own],
  );
  await t.db.query('UPDATE devices SET owner_user_id = $3 WHERE id IN ($1, $2)', [ownDevice, foreignDevice, own]);
  await t.db.query(
    'INSERT INTO document_users (document_id, user_id) VALUES ($1, $3), ($2, $3) ON CONFLICT DO NOTHING',
    [ownDocument, foreignDocument, own],
  );
  return {
    own,
    other,
    ownNetwork: ownNetwork!,
    spareOwnNetwork: spareOwnNetwork!,
    foreignNetwork,
    foreignDevice,
    ownDevice,
    foreignDocument,
    ownDocument,
  };
}

const actionCount = async (t: TestContext, userId: number, action: string) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM action_logs WHERE entity_type = 'user' AND entity_id = $1 AND action = $2",
      [userId, action],
    )
  )[0]!.n;

describeEachDb('users/{id} profile tabs', (ctx) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture(ctx());
  });

  it('every list x every role: own tenant 200 without foreign ids, other tenant 404 (admin 200)', async () => {
    const t = ctx();
    for (const role of ROLES) {
      const token = await t.tokenOf(role);
      for (const list of LISTS) {
        const devicesRefused = list === 'devices' && (role === 'multiadmin' || role === 'clientadmin');
        const res = await t.get(`/backoffice/users/${f.own}/${list}`, token);
        expect(res.status, `${role} ${list} own`).toBe(devicesRefused ? 403 : 200);
        if (devicesRefused) {
          expectErrorShape(res.body, 403, 'FORBIDDEN');
        } else {
          expect(typeof res.body.total).toBe('number');
          expect(res.body.items.length).toBe(Math.min(res.body.total, 50));
          if (list === 'networks')
            await expectOnlyOwnTenant(
              t.db,
              role,
              'network',
              res.body.items.map((r: any) => r.networkId),
            );
          if (list === 'devices')
            await expectOnlyOwnTenant(
              t.db,
              role,
              'device',
              res.body.items.map((r: any) => r.id),
            );
          if (list === 'documents')
            await expectOnlyOwnTenant(
              t.db,
              role,
              'document',
              res.body.items.map((r: any) => r.id),
            );
        }
        const other = await t.get(`/backoffice/users/${f.other}/${list}`, token);
        expect(other.status, `${role} ${list} other`).toBe(role === 'admin' ? 200 : 404);
        if (role !== 'admin') expectErrorShape(other.body, 404, 'NOT_FOUND');
      }
    }
  });

  it('the admin sees every network, device and document of the user; others only those of their tenants', async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const nets = await t.get(`/backoffice/users/${f.own}/networks`, admin);
    expect(nets.body.items.map((r: any) => r.networkId)).toEqual(
      expect.arrayContaining([f.ownNetwork, f.foreignNetwork]),
    );
    const devices = await t.get(`/backoffice/users/${f.own}/devices`, admin);
    expect(devices.body.items.map((r: any) => r.id).sort()).toEqual([f.ownDevice, f.foreignDevice].sort());
    const docs = await t.get(`/backoffice/users/${f.own}/documents`, admin);
    expect(docs.body.items.map((r: any) => r.id)).toEqual(expect.arrayContaining([f.ownDocument, f.foreignDocument]));

    const org = await t.tokenOf('orgadmin');
    expect((await t.get(`/backoffice/users/${f.own}/devices`, org)).body.items.map((r: any) => r.id)).toEqual([
      f.ownDevice,
    ]);
    const clientNets = await t.get(`/backoffice/users/${f.own}/networks`, await t.tokenOf('clientadmin'));
    expect(clientNets.body.items.map((r: any) => r.networkId)).toContain(f.ownNetwork);
    expect(clientNets.body.items.map((r: any) => r.networkId)).not.toContain(f.foreignNetwork);
  });

  it('rows have the contract shapes (networks, devices, documents)', async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const nets = await t.get(`/backoffice/users/${f.own}/networks`, admin);
    const own = nets.body.items.find((r: any) => r.networkId === f.ownNetwork);
    const [n] = await t.db.query<any>('SELECT name, address, type FROM networks WHERE id = $1', [f.ownNetwork]);
    expect(own).toEqual({
      networkId: f.ownNetwork,
      name: n.name,
      address: n.address,
      type: n.type,
      memberType: 'admin',
      joined: expect.any(String),
    });
    expect(nets.body.items.find((r: any) => r.networkId === f.foreignNetwork).memberType).toBe('member');

    const devices = await t.get(`/backoffice/users/${f.own}/devices`, admin);
    const d = devices.body.items.find((r: any) => r.id === f.ownDevice);
    const [u] = await t.db.query<any>('SELECT first_name, last_name FROM users WHERE id = $1', [f.own]);
    expect(d).toMatchObject({ ownerName: `${u.first_name} ${u.last_name}`, clientOwnerName: 'Södermalms Skolor' });
    for (const key of ['dalmId', 'location', 'relaysCount', 'relaysEnabled', 'testModeEnabled', 'isOnline', 'status'])
      expect(d).toHaveProperty(key);

    await t.db.query("UPDATE documents SET name = 'Brandskydd.PDF' WHERE id = $1", [f.ownDocument]);
    const docs = await t.get(`/backoffice/users/${f.own}/documents`, admin);
    expect(docs.body.items.find((r: any) => r.id === f.ownDocument)).toMatchObject({
      name: 'Brandskydd.PDF',
      extension: 'pdf',
      type: 'private',
      clientNames: ['Södermalms Skolor'],
      organizationName: 'Nordvakt Säkerhet AB',
    });
  });

  it('user-devices: most recently active first, latestAppVersion is the newest version of the OS', async () => {
    const t = ctx();
    const userId = f.own;
    const now = Date.now();
    await t.db.query(
      `INSERT INTO user_devices (user_id, app_version, os, manufacturer, model, last_active_at)
       VALUES ($1, '3.0.0', 'ios', 'Apple', 'iPhone 12', $2), ($1, '3.4.1', 'android', 'Google', 'Pixel 8', $3),
              ($1, '2.0.0', 'windows', 'Lenovo', 'X1', NULL)`,
      [userId, new Date(now - 5 * DAY), new Date(now - DAY)],
    );
    const latest = new Map(
      (
        await t.db.query<{ os: string; version: string }>(
          'SELECT DISTINCT ON (os) os, version FROM app_versions ORDER BY os, created_at DESC, id DESC',
        )
      ).map((r) => [r.os, r.version]),
    );
    const res = await t.get(`/backoffice/users/${userId}/user-devices`, await t.tokenOf('clientadmin'));
    expect(res.status).toBe(200);
    const mine = res.body.items.filter((r: any) => ['iPhone 12', 'Pixel 8', 'X1'].includes(r.model));
    expect(mine.map((r: any) => r.model)).toEqual(['Pixel 8', 'iPhone 12', 'X1']);
    for (const r of res.body.items) expect(r.latestAppVersion).toBe(latest.get(r.os) ?? null);
    const times = res.body.items.map((r: any) => (r.lastActive ? Date.parse(r.lastActive) : -Infinity));
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
  });

  it('subscription history and activity log page newest first with exact totals', async () => {
    const t = ctx();
    const userId = f.own;
    const base = Date.now() - 100 * DAY;
    for (let i = 0; i < 7; i++) {
      await t.db.query(
        `INSERT INTO subscription_history (user_id, subscription, platform, created_at, expires_at) VALUES ($1, 'maxi', 'ios', $2, $3)`,
        [userId, new Date(base + i * DAY), new Date(base + (i + 30) * DAY)],
      );
      await t.db.query(
        `INSERT INTO activity_logs (user_id, kind, name, name_translations, action, address, created_at)
         VALUES ($1, 'incident', 'Panic alert', '{"en":"Panic alert","sv":"Paniklarm","es":"Alerta de pánico","xx":"?"}', 'created', 'Gatan 1', $2)`,
        [userId, new Date(base + i * DAY)],
      );
    }
    const token = await t.tokenOf('multiadmin');
    for (const list of ['subscription-history', 'activity-logs']) {
      const all = await t.get(`/backoffice/users/${userId}/${list}?limit=500`, token);
      const [{ n }] = await t.db.query<any>(
        `SELECT count(*)::int AS n FROM ${list === 'activity-logs' ? 'activity_logs' : 'subscription_history'} WHERE user_id = $1`,
        [userId],
      );
      expect(all.body.total).toBe(n);
      const times = all.body.items.map((r: any) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
      const first = await t.get(`/backoffice/users/${userId}/${list}?limit=3`, token);
      const second = await t.get(`/backoffice/users/${userId}/${list}?limit=3&offset=3`, token);
      expect(first.body.total).toBe(n);
      expect([...first.body.items, ...second.body.items].map((r: any) => r.id)).toEqual(
        all.body.items.slice(0, 6).map((r: any) => r.id),
      );
    }
    const log = await t.get(`/backoffice/users/${userId}/activity-logs?limit=500`, token);
    expect(log.body.items.find((r: any) => r.name === 'Panic alert')).toMatchObject({
      kind: 'incident',
      action: 'created',
      address: 'Gatan 1',
      nameTranslations: { en: 'Panic alert', sv: 'Paniklarm', es: 'Alerta de pánico' },
    });
    expect(log.body.items.find((r: any) => r.name === 'Panic alert').nameTranslations).not.toHaveProperty('xx');
    const subs = await t.get(`/backoffice/users/${userId}/subscription-history?limit=1`, token);
    expect(Object.keys(subs.body.items[0]).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'platform', 'subscription', 'unsubscribedAt'].sort(),
    );
  });

  it('networks: q searches name and address', async () => {
    const t = ctx();
    const [n] = await t.db.query<{ name: string }>('SELECT name FROM networks WHERE id = $1', [f.ownNetwork]);
    const token = await t.tokenOf('admin');
    const res = await t.get(
      `/backoffice/users/${f.own}/networks?q=${encodeURIComponent(n!.name.toUpperCase())}`,
      token,
    );
    expect(res.body.items.map((r: any) => r.networkId)).toEqual([f.ownNetwork]);
    expect(res.body.total).toBe(1);
    expect((await t.get(`/backoffice/users/${f.own}/networks?q=zzzznothing`, token)).body).toEqual({
      items: [],
      total: 0,
    });
  });

  it('add networks: in scope, idempotent, one action log per write; foreign ids 400 and nothing written', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const url = `/backoffice/users/${f.own}/networks`;
    const before = await actionCount(t, f.own, 'addNetworks');
    const added = await t.post(url, { ids: [f.spareOwnNetwork] }, token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ added: 1 });
    expect(await actionCount(t, f.own, 'addNetworks')).toBe(before + 1);
    const [log] = await t.db.query<any>(
      "SELECT user_id, payload, client_ids FROM action_logs WHERE entity_id = $1 AND action = 'addNetworks' ORDER BY id DESC LIMIT 1",
      [f.own],
    );
    expect(log.user_id).toBe(demoAccount('clientadmin').id);
    expect(log.payload.after).toEqual({ networkIds: [f.spareOwnNetwork] });
    expect(log.client_ids).toContain(2);
    expect((await t.get(`${url}?limit=500`, token)).body.items.map((r: any) => r.networkId)).toContain(
      f.spareOwnNetwork,
    );
    expect((await t.post(url, { ids: [f.spareOwnNetwork] }, token)).body).toEqual({ added: 0 });

    const refusedBefore = await actionCount(t, f.own, 'addNetworks');
    const [spare] = await t.db.query<{ id: number }>(
      `SELECT id FROM networks WHERE client_id = 2 AND id NOT IN (SELECT network_id FROM network_members WHERE user_id = $1) LIMIT 1`,
      [f.own],
    );
    const foreign = await t.db.query<{ id: number }>(
      `SELECT id FROM networks WHERE client_id = 6 AND id NOT IN (SELECT network_id FROM network_members WHERE user_id = $1) LIMIT 1`,
      [f.own],
    );
    for (const ids of [[foreign[0]!.id], [spare?.id ?? f.spareOwnNetwork, foreign[0]!.id], [999999]]) {
      const res = await t.post(url, { ids }, token);
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ ids: 'NOT_FOUND' });
    }
    const members = await t.db.query('SELECT 1 FROM network_members WHERE user_id = $1 AND network_id = $2', [
      f.own,
      foreign[0]!.id,
    ]);
    expect(members).toEqual([]);
    expect(await actionCount(t, f.own, 'addNetworks')).toBe(refusedBefore);
    expect((await t.post(url, { ids: [] }, token)).status).toBe(400);
  });

  it('remove a network: 204 and one action log; not a member or out of scope 404', async () => {
    const t = ctx();
    const token = await t.tokenOf('orgadmin');
    const before = await actionCount(t, f.own, 'removeNetwork');
    const [extra] = await t.db.query<{ id: number }>(
      `SELECT id FROM networks WHERE client_id = 3 AND status = 'active' AND id NOT IN (SELECT network_id FROM network_members WHERE user_id = $1) LIMIT 1`,
      [f.own],
    );
    await t.db.query('INSERT INTO network_members (network_id, user_id) VALUES ($1, $2)', [extra!.id, f.own]);
    const res = await t.request('DELETE', `/backoffice/users/${f.own}/networks/${extra!.id}`, { token });
    expect(res.status).toBe(204);
    expect(
      await t.db.query('SELECT 1 FROM network_members WHERE user_id = $1 AND network_id = $2', [f.own, extra!.id]),
    ).toEqual([]);
    expect(await actionCount(t, f.own, 'removeNetwork')).toBe(before + 1);
    const again = await t.request('DELETE', `/backoffice/users/${f.own}/networks/${extra!.id}`, { token });
    expect(again.status).toBe(404);
    expectErrorShape(again.body, 404, 'NOT_FOUND');
    // A membership in a network of another tenant: the org-admin cannot see it, so it cannot remove it.
    const foreign = await t.request('DELETE', `/backoffice/users/${f.own}/networks/${f.foreignNetwork}`, { token });
    expect(foreign.status).toBe(404);
    expect(
      await t.db.query('SELECT 1 FROM network_members WHERE user_id = $1 AND network_id = $2', [
        f.own,
        f.foreignNetwork,
      ]),
    ).toHaveLength(1);
    expect(await actionCount(t, f.own, 'removeNetwork')).toBe(before + 1);
  });

  it('network writes x every role: other tenant 404; a client-admin may not change a multi-client admin (403)', async () => {
    const t = ctx();
    for (const role of ROLES) {
      const token = await t.tokenOf(role);
      const res = await t.post(`/backoffice/users/${f.other}/networks`, { ids: [f.ownNetwork] }, token);
      const del = await t.request('DELETE', `/backoffice/users/${f.other}/networks/${f.ownNetwork}`, { token });
      if (role === 'admin') {
        expect(res.status).toBe(200);
        expect(del.status).toBe(204);
      } else {
        expect(res.status, role).toBe(404);
        expect(del.status, role).toBe(404);
      }
    }
    const multi = demoAccount('multiadmin').id;
    const refused = await t.post(
      `/backoffice/users/${multi}/networks`,
      { ids: [f.ownNetwork] },
      await t.tokenOf('clientadmin'),
    );
    expect(refused.status).toBe(403);
    expectErrorShape(refused.body, 403, 'FORBIDDEN');
    expect(await actionCount(t, multi, 'addNetworks')).toBe(0);
  });

  it('a plain user (role user) is refused (403), also on its own profile', async () => {
    const t = ctx();
    const [u] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [f.own]);
    const login = await t.login(u!.email, DEMO_PASSWORD);
    expect(login.status).toBe(200);
    for (const list of LISTS) {
      const res = await t.get(`/backoffice/users/${f.own}/${list}`, login.body.accessToken);
      expect(res.status).toBe(403);
    }
  });

  it('bad ids are 400, unknown users 404', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    expect((await t.get('/backoffice/users/abc/networks', token)).status).toBe(400);
    expect((await t.get('/backoffice/users/999999/activity-logs', token)).status).toBe(404);
    expect((await t.get(`/backoffice/users/${f.own}/networks?limit=501`, token)).status).toBe(400);
  });

  it('the seed gives every demo account data in each tab of its own profile', async () => {
    const t = ctx();
    for (const account of DEMO_ACCOUNTS) {
      if (account.key === 'twofa') continue; // signs in with a code; its rows are checked through the admin
      const token = await t.tokenOf(account.key);
      for (const list of LISTS) {
        if (list === 'devices' && !account.roles.some((r) => r === 13 || r === 17)) continue;
        const res = await t.get(`/backoffice/users/${account.id}/${list}`, token);
        expect(res.status, `${account.key} ${list}`).toBe(200);
        expect(res.body.total, `${account.key} ${list}`).toBeGreaterThan(0);
      }
      const settings = await t.get(`/backoffice/users/${account.id}/notification_settings`, token);
      expect(settings.body.some((s: any) => s.isEmail)).toBe(true);
      const central = await t.get(`/backoffice/users/${account.id}/alert-central-settings`, token);
      expect(central.body.filter((s: any) => s.customize).length).toBeGreaterThan(0);
    }
    const admin = await t.tokenOf('admin');
    const twofa = demoAccount('twofa').id;
    for (const list of LISTS)
      expect((await t.get(`/backoffice/users/${twofa}/${list}`, admin)).body.total, list).toBeGreaterThan(0);
  });
});
