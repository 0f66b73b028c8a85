import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import {
  api,
  KEYS,
  lastLogId,
  logsSince,
  networkIn,
  OTHER_CLIENT,
  OWN_CLIENT,
  type Key,
} from '../networks/networksTestKit.js';

/** A fresh device of the client with `relays` relays, by direct SQL. */
async function deviceOf(t: TestContext, clientId: number | null, relays = 2): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO devices (client_id, name, relays_count, relays_enabled) VALUES ($1, $2, $3, $4) RETURNING id`,
    [clientId, `Relay device ${Math.random().toString(36).slice(2, 8)}`, relays, relays ? false : null],
  );
  return row!.id;
}

const relayOf = async (t: TestContext, networkId: number, deviceId: number) =>
  (
    await t.db.query<{ id: number }>('SELECT id FROM relays WHERE network_id = $1 AND device_id = $2', [
      networkId,
      deviceId,
    ])
  )[0]?.id;

const addDevices = async (t: TestContext, networkId: number, ids: number[], who: Key = 'admin') => {
  const res = await api(t, who, 'POST', `/networks/${networkId}/devices`, { ids });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describeEachDb('relays: network and device tabs, enable/disable', (ctx) => {
  it('a device with relays gets one relay per network it joins, listed newest first on both tabs', async () => {
    const t = ctx();
    const n1 = await networkIn(t, 2, { name: 'Relay net one' });
    const n2 = await networkIn(t, 2, { name: 'Relay net two' });
    const d1 = await deviceOf(t, 2);
    const d2 = await deviceOf(t, 2, 1);
    const plain = await deviceOf(t, 2, 0);
    await addDevices(t, n1, [d1, plain], 'clientadmin');
    await addDevices(t, n1, [d2], 'clientadmin');
    await addDevices(t, n2, [d1], 'clientadmin');

    const tab = await api(t, 'clientadmin', 'GET', `/networks/${n1}/relays`);
    expect(tab.status).toBe(200);
    expect(tab.body.total).toBe(2);
    const [devName1, devName2] = (
      await t.db.query<{ name: string }>('SELECT name FROM devices WHERE id = ANY($1::int[]) ORDER BY id', [[d1, d2]])
    ).map((r) => r.name);
    // Newest first: d2 joined after d1. Created enabled, whatever the device's own flag said.
    expect(tab.body.items).toEqual([
      {
        id: await relayOf(t, n1, d2),
        deviceId: d2,
        deviceName: devName2,
        networkId: n1,
        networkName: 'Relay net one',
        enabled: true,
        createdAt: expect.any(String),
      },
      {
        id: await relayOf(t, n1, d1),
        deviceId: d1,
        deviceName: devName1,
        networkId: n1,
        networkName: 'Relay net one',
        enabled: true,
        createdAt: expect.any(String),
      },
    ]);
    const device = await api(t, 'clientadmin', 'GET', `/devices/${d1}/relays`);
    expect(device.body.total).toBe(2);
    expect(device.body.items.map((r: any) => [r.networkId, r.networkName])).toEqual([
      [n2, 'Relay net two'],
      [n1, 'Relay net one'],
    ]);
    expect((await api(t, 'clientadmin', 'GET', `/devices/${plain}/relays`)).body).toEqual({ items: [], total: 0 });

    // Paging.
    const page = await api(t, 'clientadmin', 'GET', `/networks/${n1}/relays?limit=1&offset=1`);
    expect(page.body).toEqual({ items: [tab.body.items[1]], total: 2 });

    // A device joining again changes nothing; leaving removes its relay (and only that one).
    await addDevices(t, n1, [d1], 'clientadmin');
    expect((await api(t, 'clientadmin', 'GET', `/networks/${n1}/relays`)).body.total).toBe(2);
    expect((await api(t, 'clientadmin', 'DELETE', `/networks/${n1}/devices/${d1}`)).status).toBe(204);
    expect(
      (await api(t, 'clientadmin', 'GET', `/networks/${n1}/relays`)).body.items.map((r: any) => r.deviceId),
    ).toEqual([d2]);
    expect(
      (await api(t, 'clientadmin', 'GET', `/devices/${d1}/relays`)).body.items.map((r: any) => r.networkId),
    ).toEqual([n2]);
  });

  it('PUT /relays/{id} turns a relay off and on, audited once per change', async () => {
    const t = ctx();
    const n = await networkIn(t, 2);
    const d = await deviceOf(t, 2);
    await addDevices(t, n, [d]);
    const id = (await relayOf(t, n, d))!;
    const since = await lastLogId(t);
    const off = await api(t, 'clientadmin', 'PUT', `/relays/${id}`, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, deviceId: d, networkId: n, enabled: false });
    expect((await api(t, 'clientadmin', 'GET', `/networks/${n}/relays`)).body.items[0].enabled).toBe(false);
    // Unchanged: answered, not logged.
    expect((await api(t, 'clientadmin', 'PUT', `/relays/${id}`, { enabled: false })).body.enabled).toBe(false);
    expect((await api(t, 'clientadmin', 'PUT', `/relays/${id}`, { enabled: true })).body.enabled).toBe(true);
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.entity_type, l.entity_id, l.action, l.client_ids, l.payload])).toEqual([
      ['relay', id, 'update', [2], { before: { enabled: true }, after: { enabled: false } }],
      ['relay', id, 'update', [2], { before: { enabled: false }, after: { enabled: true } }],
    ]);
    const bad = await api(t, 'clientadmin', 'PUT', `/relays/${id}`, { enabled: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await api(t, 'clientadmin', 'PUT', `/relays/${id}`, {})).status).toBe(400);
  });

  it('a deleted network: its relays are 404 and leave the device tab', async () => {
    const t = ctx();
    const n = await networkIn(t, 2);
    const d = await deviceOf(t, 2);
    await addDevices(t, n, [d]);
    const id = (await relayOf(t, n, d))!;
    expect((await api(t, 'admin', 'DELETE', `/networks/${n}`)).status).toBe(204);
    for (const [method, path, body] of [
      ['GET', `/networks/${n}/relays`, undefined],
      ['PUT', `/relays/${id}`, { enabled: false }],
    ] as const) {
      const res = await api(t, 'admin', method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expectErrorShape(res.body, 404, 'NOT_FOUND');
    }
    expect((await api(t, 'admin', 'GET', `/devices/${d}/relays`)).body).toEqual({ items: [], total: 0 });
    expect((await api(t, 'admin', 'PUT', '/relays/2147483647', { enabled: true })).status).toBe(404);
  });

  for (const key of KEYS) {
    it(`${key}: reads and writes relays of its tenants; 404 outside with nothing written`, async () => {
      const t = ctx();
      const own = await networkIn(t, OWN_CLIENT[key]);
      const ownDevice = await deviceOf(t, OWN_CLIENT[key]);
      await addDevices(t, own, [ownDevice]);
      const ownRelay = (await relayOf(t, own, ownDevice))!;
      expect((await api(t, key, 'GET', `/networks/${own}/relays`)).body.items.map((r: any) => r.id)).toEqual([
        ownRelay,
      ]);
      expect((await api(t, key, 'GET', `/devices/${ownDevice}/relays`)).body.total).toBe(1);
      const since = await lastLogId(t);
      expect((await api(t, key, 'PUT', `/relays/${ownRelay}`, { enabled: false })).status).toBe(200);
      expect(await logsSince(t, since)).toHaveLength(1);

      // Without a client: network and device are the admin's only.
      const bareNetwork = await networkIn(t, null, {
        ownerId: (await t.db.query<{ id: number }>('SELECT id FROM users WHERE 13 = ANY(roles) LIMIT 1'))[0]!.id,
      });
      const bareDevice = await deviceOf(t, null);
      await addDevices(t, bareNetwork, [bareDevice]);
      const bareRelay = (await relayOf(t, bareNetwork, bareDevice))!;
      if (key === 'admin') {
        expect((await api(t, key, 'GET', `/networks/${bareNetwork}/relays`)).body.total).toBe(1);
        expect((await api(t, key, 'GET', `/devices/${bareDevice}/relays`)).body.total).toBe(1);
        expect((await api(t, key, 'PUT', `/relays/${bareRelay}`, { enabled: false })).status).toBe(200);
        return;
      }
      const other = OTHER_CLIENT[key];
      const otherNetwork = await networkIn(t, other);
      const otherDevice = await deviceOf(t, other);
      await addDevices(t, otherNetwork, [otherDevice]);
      // Mixed: another tenant's device in the caller's network, the caller's device in another tenant's network.
      await addDevices(t, own, [otherDevice]);
      await addDevices(t, otherNetwork, [ownDevice]);
      const mixed = [
        (await relayOf(t, otherNetwork, otherDevice))!,
        (await relayOf(t, own, otherDevice))!,
        (await relayOf(t, otherNetwork, ownDevice))!,
        bareRelay,
      ];
      // The caller's tabs show only what is in its scope.
      expect((await api(t, key, 'GET', `/networks/${own}/relays`)).body.items.map((r: any) => r.deviceId)).toEqual([
        ownDevice,
      ]);
      expect(
        (await api(t, key, 'GET', `/devices/${ownDevice}/relays`)).body.items.map((r: any) => r.networkId),
      ).toEqual([own]);
      const before = await lastLogId(t);
      const states = await t.db.query('SELECT id, enabled FROM relays WHERE id = ANY($1::int[]) ORDER BY id', [mixed]);
      for (const [method, path, body] of [
        ['GET', `/networks/${otherNetwork}/relays`, undefined],
        ['GET', `/networks/${bareNetwork}/relays`, undefined],
        ['GET', `/devices/${otherDevice}/relays`, undefined],
        ['GET', `/devices/${bareDevice}/relays`, undefined],
        ...mixed.map((id) => ['PUT', `/relays/${id}`, { enabled: false }] as const),
      ] as const) {
        const res = await api(t, key, method, path, body);
        expect(res.status, `${key} ${method} ${path}`).toBe(404);
        expectErrorShape(res.body, 404, 'NOT_FOUND');
      }
      expect(await logsSince(t, before)).toEqual([]);
      expect(await t.db.query('SELECT id, enabled FROM relays WHERE id = ANY($1::int[]) ORDER BY id', [mixed])).toEqual(
        states,
      );
    });
  }
});
