import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectOnlyOwnTenant } from '../../../test/scope.js';
import { api, KEYS, lastLogId, logsSince, networkIn, OTHER_CLIENT, OWN_CLIENT } from './networksTestKit.js';

/** n fresh devices of a client (the seed gives some clients fewer); DALM ids are unique (migration 019). */
const devicesOf = async (t: TestContext, clientId: number, n: number) =>
  (
    await t.db.query<{ id: number }>(
      `INSERT INTO devices (client_id, name, dalm_id) SELECT $1::int, 'Net device ' || g || '-' || $1::int, 'NETDEV' || g || '-' || md5(random()::text)
         FROM generate_series(1, $2::int) g RETURNING id`,
      [clientId, n],
    )
  ).map((r) => r.id);

describeEachDb('networks: devices tab (list, add, remove) x every role x own/other tenant', (ctx) => {
  it('lists the network devices paged, sorted and searched as a direct query says; counts follow', async () => {
    const t = ctx();
    const id = await networkIn(t, 2);
    const ids = await devicesOf(t, 2, 4);
    const since = await lastLogId(t);
    expect((await api(t, 'clientadmin', 'POST', `/networks/${id}/devices`, { ids })).body).toEqual({ added: 4 });
    expect((await api(t, 'clientadmin', 'POST', `/networks/${id}/devices`, { ids })).body).toEqual({ added: 0 });
    const logs = await logsSince(t, since);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'addDevices', entity_id: id, payload: { after: { deviceIds: ids } } });
    const page = await api(t, 'clientadmin', 'GET', `/networks/${id}/devices?sort=name&order=asc&limit=3`);
    const want = await t.db.query<{ id: number }>(
      'SELECT id FROM devices WHERE id = ANY($1::int[]) ORDER BY lower(name), id LIMIT 3',
      [ids],
    );
    expect(page.body.total).toBe(4);
    expect(page.body.items.map((d: any) => d.id)).toEqual(want.map((r) => r.id));
    expect(page.body.items[0]).toMatchObject({ clientOwnerName: expect.any(String), relaysCount: expect.any(Number) });
    const [one] = await t.db.query<{ name: string }>('SELECT name FROM devices WHERE id = $1', [ids[2]]);
    const found = await api(t, 'clientadmin', 'GET', `/networks/${id}/devices?q=${encodeURIComponent(one!.name)}`);
    expect(found.body.items.map((d: any) => d.id)).toContain(ids[2]);
    expect((await api(t, 'clientadmin', 'GET', `/networks?ids=${id}`)).body.items[0].deviceCount).toBe(4);
    expect((await api(t, 'clientadmin', 'DELETE', `/networks/${id}/devices/${ids[0]}`)).status).toBe(204);
    const gone = await api(t, 'clientadmin', 'DELETE', `/networks/${id}/devices/${ids[0]}`);
    expectErrorShape(gone.body, 404, 'NOT_FOUND');
    expect((await api(t, 'clientadmin', 'GET', `/networks/${id}/devices`)).body.total).toBe(3);
  });

  for (const key of KEYS) {
    it(`${key}: devices of its tenants only; another tenant's network or device is 404 / 400`, async () => {
      const t = ctx();
      const own = await networkIn(t, OWN_CLIENT[key]);
      const ownDevices = await devicesOf(t, OWN_CLIENT[key], 2);
      const added = await api(t, key, 'POST', `/networks/${own}/devices`, { ids: ownDevices });
      expect(added.body).toEqual({ added: 2 });
      const list = await api(t, key, 'GET', `/networks/${own}/devices`);
      expect(list.status).toBe(200);
      await expectOnlyOwnTenant(
        t.db,
        key,
        'device',
        list.body.items.map((d: any) => d.id),
      );
      expect((await api(t, key, 'DELETE', `/networks/${own}/devices/${ownDevices[1]}`)).status).toBe(204);
      if (key === 'admin') return;
      const foreignDevice = (await devicesOf(t, OTHER_CLIENT[key], 1))[0]!;
      const since = await lastLogId(t);
      const refused = await api(t, key, 'POST', `/networks/${own}/devices`, { ids: [foreignDevice] });
      expectErrorShape(refused.body, 400, 'VALIDATION_FAILED');
      expect(refused.body.fields).toEqual({ ids: 'NOT_FOUND' });
      // A foreign device the admin put in the caller's network stays invisible and cannot be removed by it.
      await api(t, 'admin', 'POST', `/networks/${own}/devices`, { ids: [foreignDevice] });
      const mixed = await api(t, key, 'GET', `/networks/${own}/devices`);
      expect(mixed.body.items.map((d: any) => d.id)).toEqual([ownDevices[0]]);
      const other = await networkIn(t, OTHER_CLIENT[key]);
      const before = await lastLogId(t);
      expect((await api(t, key, 'DELETE', `/networks/${own}/devices/${foreignDevice}`)).status).toBe(404);
      for (const [method, path, body] of [
        ['GET', `/networks/${other}/devices`, undefined],
        ['POST', `/networks/${other}/devices`, { ids: [foreignDevice] }],
        ['DELETE', `/networks/${other}/devices/${foreignDevice}`, undefined],
      ] as const) {
        const res = await api(t, key, method, path, body);
        expect(res.status, `${key} ${method} ${path}`).toBe(404);
        expectErrorShape(res.body, 404, 'NOT_FOUND');
      }
      expect(await logsSince(t, before)).toEqual([]);
      expect((await logsSince(t, since)).map((l) => [l.action, l.entity_id])).toEqual([
        ['addDevices', own],
        ['create', other],
      ]);
    });
  }
});
