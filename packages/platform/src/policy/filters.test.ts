import { beforeAll, expect, it } from 'vitest';
import { tenantsOf } from '../../test/expected.js';
import { describeEachDb, type TestContext } from '../../test/harness.js';
import type { DemoAccount } from '../seed/demoAccounts.js';

type Key = DemoAccount['key'];

/**
 * A picker filter naming a client, network, device, organization or user outside the caller's scope
 * answers nothing, for every role; the same filter inside the scope still works.
 */
describeEachDb('picker filters outside the scope answer nothing', (ctx) => {
  /** Per role: a client outside its scope that shares a member with a client inside it (the leak case). */
  const foreign = new Map<Key, { clientId: number; sharedUserId: number; networkId: number; userId: number }>();

  beforeAll(async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    for (const key of ['clientadmin', 'multiadmin', 'orgadmin'] as const) {
      const tenants = (await tenantsOf(t.db, key))!;
      const [outside] = await t.db.query<{ id: number; organization_id: number | null }>(
        `SELECT c.id, c.organization_id FROM clients c
          WHERE NOT c.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM networks n WHERE n.client_id = c.id) ORDER BY c.id LIMIT 1`,
        [tenants.clientIds],
      );
      const [member] = await t.db.query<{ user_id: number }>(
        'SELECT user_id FROM client_users WHERE client_id = $1 ORDER BY user_id LIMIT 1',
        [tenants.clientIds[0]],
      );
      // An in-scope user joins the foreign client: searchUsers(clientId: foreign) used to reveal it.
      const added = await t.request('PUT', `/backoffice/clients/${outside!.id}/users`, {
        token: admin,
        body: { userIds: [member!.user_id] },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const [network] = await t.db.query<{ id: number }>(
        'SELECT id FROM networks WHERE client_id = $1 ORDER BY id LIMIT 1',
        [outside!.id],
      );
      const [user] = await t.db.query<{ id: number }>(
        `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = ANY($1::int[]))
           AND NOT coalesce(u.organization_id = ANY($2::int[]), false) ORDER BY u.id LIMIT 1`,
        [tenants.clientIds, tenants.orgIds],
      );
      foreign.set(key, {
        clientId: outside!.id,
        sharedUserId: member!.user_id,
        networkId: network!.id,
        userId: user!.id,
      });
    }
  });

  const search = async (t: TestContext, key: Key, path: string) => {
    const res = await t.get(path, await t.tokenOf(key));
    expect(res.status, `${key} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body as { id: number }[];
  };

  for (const key of ['clientadmin', 'multiadmin', 'orgadmin'] as const) {
    it(`${key}: every filter naming another tenant's object answers []`, async () => {
      const t = ctx();
      const f = foreign.get(key)!;
      const paths = [
        `/backoffice/users/search?clientId=${f.clientId}`,
        `/backoffice/users/search?excludeClientId=${f.clientId}`,
        `/backoffice/users/search?networkId=${f.networkId}`,
        `/backoffice/users/search?excludeNetworkId=${f.networkId}`,
        `/backoffice/networks/search?clientId=${f.clientId}`,
        `/backoffice/networks/search?excludeClientId=${f.clientId}`,
        `/backoffice/networks/search?userId=${f.userId}`,
        `/backoffice/devices/search?clientId=${f.clientId}`,
        `/backoffice/devices/search?networkId=${f.networkId}`,
        `/backoffice/documents/search?clientId=${f.clientId}`,
        // An id that does not exist is outside every scope too.
        `/backoffice/users/search?excludeClientId=2000000000`,
      ];
      for (const path of paths) expect(await search(t, key, path), `${key} ${path}`).toEqual([]);
    });

    it(`${key}: the same filters inside its scope still find rows`, async () => {
      const t = ctx();
      const own = (await tenantsOf(t.db, key))!.clientIds[0]!;
      expect((await search(t, key, `/backoffice/users/search?clientId=${own}`)).length).toBeGreaterThan(0);
      expect((await search(t, key, `/backoffice/networks/search?clientId=${own}`)).length).toBeGreaterThan(0);
    });
  }

  it('admin: a filter by any client works (the member shared with the foreign client is found)', async () => {
    const t = ctx();
    const f = foreign.get('clientadmin')!;
    const users = await search(t, 'admin', `/backoffice/users/search?clientId=${f.clientId}&limit=100`);
    expect(users.map((u) => u.id)).toContain(f.sharedUserId);
  });
});
