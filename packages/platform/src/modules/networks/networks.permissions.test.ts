import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectOnlyOwnTenant } from '../../../test/scope.js';
import {
  api,
  KEYS,
  lastLogId,
  logsSince,
  membersOf,
  networkBody,
  networkIn,
  OTHER_CLIENT,
  OWN_CLIENT,
} from './networksTestKit.js';

const PASSWORD = 'Plain-user-pass-1';

describeEachDb('networks: every endpoint x every role x own/other tenant', (ctx) => {
  let plainToken = '';

  beforeAll(async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const created = await t.request('POST', '/backoffice/users', {
      token: admin,
      body: {
        email: `plain-net-${Date.now()}@example.com`,
        username: `plainnet${Date.now()}`,
        firstName: 'Plain',
        lastName: 'Person',
        roles: [0],
        language: 'en',
        clientId: 2,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await t.request('PUT', `/backoffice/users/${created.body.id}/reset-password`, {
      token: admin,
      body: { password: PASSWORD },
    });
    plainToken = (await t.login(created.body.email, PASSWORD)).body.accessToken;
    expect(plainToken).toBeTruthy();
  });

  /** Every network endpoint of one network, in the order that leaves the network in place. */
  async function everyCall(t: TestContext, networkId: number, clientId: number) {
    const [a, b] = await membersOf(t, clientId, 2);
    return [
      ['GET', `/networks/${networkId}`, undefined],
      ['PUT', `/networks/${networkId}`, networkBody(clientId)],
      ['GET', `/networks/${networkId}/settings`, undefined],
      ['PUT', `/networks/${networkId}/settings`, { confirmIncidents: true }],
      ['GET', `/networks/${networkId}/users`, undefined],
      ['POST', `/networks/${networkId}/users`, { ids: [a] }],
      ['POST', `/networks/${networkId}/users/from-client`, { clientId }],
      ['PUT', `/networks/${networkId}/users/${b}`, { memberType: 'admin' }],
      ['DELETE', `/networks/${networkId}/users/${b}`, undefined],
    ] as const;
  }

  it('a plain user is refused every endpoint (403)', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    for (const [method, path, body] of [
      ['GET', '/networks', undefined],
      ['POST', '/networks', networkBody(2)],
      ['DELETE', `/networks/${id}`, undefined],
      ['GET', `/networks/${id}/devices`, undefined],
      ['POST', `/networks/${id}/devices`, { ids: [1] }],
      ['DELETE', `/networks/${id}/devices/1`, undefined],
      ['POST', `/networks/${id}/logo`, { filename: 'logo.png', size: 100, mimetype: 'image/png' }],
      ['GET', `/networks/${id}/relays`, undefined],
      ['GET', `/networks/${id}/documents`, undefined],
      ['GET', '/devices/1/relays', undefined],
      ['PUT', '/relays/1', { enabled: false }],
      ...(await everyCall(t, id, 2)),
    ] as const) {
      const res = await t.request(method, `/backoffice${path}`, { token: plainToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
  });

  for (const key of KEYS) {
    it(`${key}: the list and reads show only its tenants`, async () => {
      const t = ctx();
      const own = await networkIn(t, OWN_CLIENT[key]);
      for (const query of ['limit=500', 'sort=name&order=asc&limit=500', 'q=a&limit=500', `ids=${own}`]) {
        const res = await api(t, key, 'GET', `/networks?${query}`);
        expect(res.status, `${key} ${query}`).toBe(200);
        await expectOnlyOwnTenant(
          t.db,
          key,
          'network',
          res.body.items.map((n: any) => n.id),
        );
        await expectOnlyOwnTenant(
          t.db,
          key,
          'client',
          res.body.items.flatMap((n: any) => n.clientId ?? []),
        );
      }
      const read = await api(t, key, 'GET', `/networks/${own}`);
      expect(read.status).toBe(200);
      expect(read.body.permissions).toEqual({ edit: true, delete: key === 'admin' });
      const clientless = await networkIn(t, null, { ownerId: (await membersOf(t, OWN_CLIENT[key], 1))[0] });
      expect((await api(t, key, 'GET', `/networks/${clientless}`)).status).toBe(key === 'admin' ? 200 : 404);
      const withoutClient = await api(t, key, 'GET', `/networks?ids=${clientless}`);
      expect(withoutClient.body.total).toBe(key === 'admin' ? 1 : 0);
      if (key === 'admin') return;
      const other = await networkIn(t, OTHER_CLIENT[key]);
      const res = await api(t, key, 'GET', `/networks/${other}`);
      expectErrorShape(res.body, 404, 'NOT_FOUND');
      expect((await api(t, key, 'GET', `/networks?ids=${other}`)).body).toEqual({ items: [], total: 0 });
      expect((await api(t, key, 'GET', `/networks?clientId=${OTHER_CLIENT[key]}`)).body).toEqual({
        items: [],
        total: 0,
      });
    });

    it(`${key}: every write in its tenants is audited once; 404 outside with nothing written`, async () => {
      const t = ctx();
      const created = await api(t, key, 'POST', '/networks', networkBody(OWN_CLIENT[key]));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const own = created.body.id as number;
      for (const [method, path, body] of await everyCall(t, own, OWN_CLIENT[key])) {
        const since = await lastLogId(t);
        const res = await api(t, key, method, path, body);
        expect(res.status, `${key} ${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
        const logs = await logsSince(t, since);
        expect(logs, `${method} ${path}`).toHaveLength(method === 'GET' ? 0 : 1);
        if (method !== 'GET') expect(logs[0]).toMatchObject({ entity_type: 'network', entity_id: own });
      }
      const since = await lastLogId(t);
      const del = await api(t, key, 'DELETE', `/networks/${own}`);
      expect(del.status).toBe(key === 'admin' ? 204 : 403);
      expect(await logsSince(t, since)).toHaveLength(key === 'admin' ? 1 : 0);
      if (key === 'admin') {
        expect((await api(t, key, 'GET', `/networks/${own}`)).status).toBe(404);
        expect((await api(t, key, 'GET', `/networks?ids=${own}`)).body.total).toBe(0);
        expect((await api(t, key, 'GET', `/networks/search?ids=${own}`)).body).toEqual([]);
        return;
      }
      const other = await networkIn(t, OTHER_CLIENT[key]);
      const before = await lastLogId(t);
      for (const [method, path, body] of [
        ...(await everyCall(t, other, OTHER_CLIENT[key])),
        ['DELETE', `/networks/${other}`, undefined],
      ] as const) {
        const res = await api(t, key, method, path, body);
        expect(res.status, `${key} ${method} ${path}`).toBe(404);
        expectErrorShape(res.body, 404, 'NOT_FOUND');
      }
      expect(await logsSince(t, before)).toEqual([]);
      const [row] = await t.db.query<{ status: string; members: number }>(
        `SELECT status, (SELECT count(*)::int FROM network_members WHERE network_id = n.id) AS members
           FROM networks n WHERE id = $1`,
        [other],
      );
      expect(row).toEqual({ status: 'active', members: 0 });
    });
  }
});
