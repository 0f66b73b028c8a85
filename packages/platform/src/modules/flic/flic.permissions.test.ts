import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectOnlyOwnTenant } from '../../../test/scope.js';
import {
  api,
  deviceBody,
  deviceIn,
  KEYS,
  lastLogId,
  logsSince,
  networkOf,
  OTHER_CLIENT,
  OWN_CLIENT,
  pressBlock,
} from './flicTestKit.js';

const PASSWORD = 'Plain-user-pass-1';
const SETTING = {
  type: 'battery-low',
  email: true,
  push: false,
  sound: false,
  recipients: { clientAdmin: true, clientUsers: false, networkAdmin: false, networkUsers: false },
};

type Call = readonly [method: string, path: string, body: unknown];

/**
 * Every /flic-hub and /collactivate call on one device, in an order that leaves it in place: its own calls and
 * the shared subresources registered under it.
 */
async function everyCall(t: TestContext, base: string, key: string, clientId: number, body: object): Promise<Call[]> {
  const [net] = await networkOf(t, clientId);
  const path = `${base}/${key}`;
  return [
    ['GET', path, undefined],
    ['PUT', path, { ...body, name: `Renamed ${Math.random().toString(36).slice(2, 6)}` }],
    ...(base === '/flic-hub'
      ? ([
          ['PUT', `${path}/settings`, { click: pressBlock(), double_click: pressBlock(), hold: pressBlock() }],
        ] as Call[])
      : []),
    ['GET', `${path}/networks`, undefined],
    ['POST', `${path}/networks`, { ids: [net] }],
    ['PUT', `${path}/relays/${net}`, { enabled: false }],
    ['GET', `${path}/relays`, undefined],
    ['GET', `${path}/logs`, undefined],
    ['GET', `${path}/notification-settings`, undefined],
    ['PUT', `${path}/notification-settings`, [SETTING]],
    ['POST', `${path}/ingest-key`, undefined],
    ['DELETE', `${path}/networks/${net}`, undefined],
  ];
}

describeEachDb('flic hubs, buttons and sensors: every endpoint x every role x own/other tenant', (ctx) => {
  let plainToken = '';

  beforeAll(async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const created = await t.request('POST', '/backoffice/users', {
      token: admin,
      body: {
        email: `plain-flic-${Date.now()}@example.com`,
        username: `plainflic${Date.now()}`,
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

  it('a plain user of the device’s client is refused every endpoint (403), nothing written', async () => {
    const t = ctx();
    const hub = await deviceIn(t, 'hub', 2);
    const sensor = await deviceIn(t, 'sensor', 2);
    const before = await lastLogId(t);
    for (const [method, path, body] of [
      ['GET', '/flic-hub/list?type=hub', undefined],
      ['GET', '/flic-hub/list?type=button', undefined],
      ['GET', `/flic-hub/alerts?ids=${hub.serialNumber}`, undefined],
      ['POST', '/flic-hub', deviceBody('hub', 2)],
      ['DELETE', `/flic-hub/${hub.serialNumber}`, undefined],
      ['GET', '/collactivate', undefined],
      ['POST', '/collactivate', deviceBody('sensor', 2)],
      ['DELETE', `/collactivate/${sensor.serialNumber}`, undefined],
      ['DELETE', `/collactivate/${sensor.id}`, undefined],
      ...(await everyCall(t, '/flic-hub', hub.serialNumber, 2, deviceBody('hub', 2))),
      ...(await everyCall(t, '/collactivate', sensor.serialNumber, 2, deviceBody('sensor', 2))),
    ] as Call[]) {
      const res = await t.request(method, `/backoffice${path}`, { token: plainToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
    expect(await logsSince(t, before)).toEqual([]);
  });

  for (const key of KEYS) {
    it(`${key}: lists, alerts and reads show only its tenants; another tenant’s device is 404`, async () => {
      const t = ctx();
      const hub = await deviceIn(t, 'hub', OWN_CLIENT[key]);
      const button = await deviceIn(t, 'button', OWN_CLIENT[key], { parentSerialNumber: hub.serialNumber });
      const sensor = await deviceIn(t, 'sensor', OWN_CLIENT[key]);
      for (const path of [
        '/flic-hub/list?type=hub&limit=500',
        '/flic-hub/list?type=button&limit=500&sort=name&order=asc',
        '/flic-hub/list?type=button&q=b&limit=500',
        '/collactivate?limit=500',
        '/collactivate?q=s&limit=500&sort=serialNumber',
      ]) {
        const res = await api(t, key, 'GET', path);
        expect(res.status, `${key} ${path}`).toBe(200);
        expect(res.body.items.length).toBeGreaterThan(0);
        await expectOnlyOwnTenant(
          t.db,
          key,
          'device',
          res.body.items.map((d: any) => d.id),
        );
      }
      expect((await api(t, key, 'GET', `/flic-hub/list?type=button&ids=${button.id}`)).body.total).toBe(1);
      for (const [path, id] of [
        [`/flic-hub/${hub.serialNumber}`, hub.id],
        [`/flic-hub/${button.serialNumber}`, button.id],
        [`/collactivate/${sensor.serialNumber}`, sensor.id],
        [`/collactivate/${sensor.id}`, sensor.id],
      ] as const) {
        const read = await api(t, key, 'GET', path);
        expect(read.status, path).toBe(200);
        expect(read.body).toMatchObject({ id, permissions: { edit: true, delete: true } });
      }
      // A device without a client: the admin's only.
      const clientless = await deviceIn(t, 'hub', null);
      expect((await api(t, key, 'GET', `/flic-hub/${clientless.serialNumber}`)).status).toBe(
        key === 'admin' ? 200 : 404,
      );
      if (key === 'admin') return;
      const otherHub = await deviceIn(t, 'hub', OTHER_CLIENT[key]);
      const otherSensor = await deviceIn(t, 'sensor', OTHER_CLIENT[key]);
      await t.db.query(
        `INSERT INTO device_alerts (device_id, alarm_type, title, press) VALUES ($1, 'Network_Alert', 'x', 'click')`,
        [otherHub.id],
      );
      expectErrorShape((await api(t, key, 'GET', `/flic-hub/${otherHub.serialNumber}`)).body, 404, 'NOT_FOUND');
      expectErrorShape((await api(t, key, 'GET', `/collactivate/${otherSensor.serialNumber}`)).body, 404, 'NOT_FOUND');
      expect((await api(t, key, 'GET', `/flic-hub/list?type=hub&ids=${otherHub.id}`)).body).toEqual({
        items: [],
        total: 0,
      });
      expect((await api(t, key, 'GET', `/collactivate?ids=${otherSensor.id}`)).body).toEqual({ items: [], total: 0 });
      expect((await api(t, key, 'GET', `/flic-hub/alerts?ids=${otherHub.serialNumber}`)).body).toEqual({
        items: [],
        total: 0,
      });
      expect((await api(t, 'admin', 'GET', `/flic-hub/alerts?ids=${otherHub.serialNumber}`)).body.total).toBe(1);
    });

    it(`${key}: every write on its own devices is audited once; 404 outside with nothing written`, async () => {
      const t = ctx();
      const own = OWN_CLIENT[key];
      for (const type of ['hub', 'button', 'sensor'] as const) {
        const base = type === 'sensor' ? '/collactivate' : '/flic-hub';
        const body = deviceBody(type, own);
        let since = await lastLogId(t);
        const created = await api(t, key, 'POST', base, body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const logs = await logsSince(t, since);
        expect(logs).toHaveLength(1);
        expect(logs[0]).toMatchObject({
          entity_type: 'device',
          entity_id: created.body.id,
          action: 'create',
          client_ids: [own],
        });
        const serial = created.body.serialNumber as string;
        for (const [method, path, callBody] of await everyCall(t, base, serial, own, body)) {
          since = await lastLogId(t);
          const res = await api(t, key, method, path, callBody);
          expect(res.status, `${key} ${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
          const written = await logsSince(t, since);
          expect(written, `${method} ${path}`).toHaveLength(method === 'GET' ? 0 : 1);
          if (method !== 'GET') expect(written[0]).toMatchObject({ entity_type: 'device', entity_id: created.body.id });
        }
        since = await lastLogId(t);
        // Sensors are deleted by id, Flic devices by serial.
        const del = await api(t, key, 'DELETE', `${base}/${type === 'sensor' ? created.body.id : serial}`);
        expect(del.status).toBe(204);
        expect(await logsSince(t, since)).toMatchObject([{ action: 'delete', entity_id: created.body.id }]);
        expect((await api(t, key, 'GET', `${base}/${serial}`)).status).toBe(404);
      }
      if (key === 'admin') return;
      const other = OTHER_CLIENT[key];
      const before = await lastLogId(t);
      for (const type of ['hub', 'sensor'] as const) {
        const base = type === 'sensor' ? '/collactivate' : '/flic-hub';
        const device = await deviceIn(t, type, other);
        const since = await lastLogId(t);
        for (const [method, path, body] of [
          ...(await everyCall(t, base, device.serialNumber, other, deviceBody(type, other))),
          ['DELETE', `${base}/${device.serialNumber}`, undefined],
        ] as Call[]) {
          const res = await api(t, key, method, path, body);
          expect(res.status, `${key} ${method} ${path}`).toBe(404);
          expectErrorShape(res.body, 404, 'NOT_FOUND');
        }
        expect(await logsSince(t, since)).toEqual([]);
      }
      // Creating in another tenant or without a client is refused as a field error, nothing written.
      const since = await lastLogId(t);
      for (const [base, type] of [
        ['/flic-hub', 'hub'],
        ['/collactivate', 'sensor'],
      ] as const) {
        const outside = await api(t, key, 'POST', base, deviceBody(type, other));
        expect(outside.status).toBe(400);
        expect(outside.body.fields).toEqual({ clientId: 'NOT_IN_SCOPE' });
        const none = await api(t, key, 'POST', base, deviceBody(type, null));
        expect(none.body.fields).toEqual({ clientId: 'REQUIRED' });
      }
      expect(await logsSince(t, since)).toEqual([]);
      expect(before).toBeLessThan(await lastLogId(t));
    });
  }
});
