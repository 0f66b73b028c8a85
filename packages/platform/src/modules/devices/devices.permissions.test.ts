import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectOnlyOwnTenant } from '../../../test/scope.js';
import {
  api,
  dalmBody,
  dalmIn,
  KEYS,
  lastLogId,
  logsSince,
  networkIn,
  OTHER_CLIENT,
  OWN_CLIENT,
  plainUserToken,
} from './devicesTestKit.js';

const SETTING = {
  type: 'device-disconnected',
  email: true,
  push: false,
  sound: false,
  recipients: { clientAdmin: true, clientUsers: false, networkAdmin: false, networkUsers: false },
};

/** Every call on one DALM device and a network of its client; writes change something each time. */
async function everyCall(t: TestContext, id: number, clientId: number) {
  const net = await networkIn(t, clientId);
  return [
    ['GET', `/devices/${id}`, undefined],
    ['PUT', `/devices/${id}`, { name: `Renamed ${Math.random()}` }],
    ['GET', `/devices/${id}/alerts`, undefined],
    ['GET', `/devices/${id}/active-alerts`, undefined],
    ['PATCH', `/devices/${id}/reset`, { sia: 'FA', section: '1' }],
    ['GET', `/devices/${id}/inputs`, undefined],
    ['GET', `/devices/${id}/outputs`, undefined],
    ['GET', `/devices/${id}/networks`, undefined],
    ['POST', `/devices/${id}/networks`, { ids: [net] }],
    ['GET', `/devices/${id}/relays`, undefined],
    ['PUT', `/devices/${id}/relays/${net}`, { enabled: false }],
    ['DELETE', `/devices/${id}/networks/${net}`, undefined],
    ['GET', `/devices/${id}/notification-settings`, undefined],
    ['PUT', `/devices/${id}/notification-settings`, [SETTING]],
    ['GET', `/devices/${id}/logs`, undefined],
    ['POST', `/devices/${id}/ingest-key`, undefined],
  ] as const;
}

describeEachDb('DALM devices: every endpoint x every role x own/other tenant', (ctx) => {
  let plainToken = '';
  beforeAll(async () => {
    plainToken = await plainUserToken(ctx());
  });

  it('a plain user is refused every endpoint (403) and writes nothing', async () => {
    const t = ctx();
    const id = await dalmIn(t, 2);
    const since = await lastLogId(t);
    for (const [method, path, body] of [
      ['GET', '/devices', undefined],
      ['POST', '/devices', dalmBody(2)],
      ...(await everyCall(t, id, 2)).filter(([, path]) => !path.endsWith('/outputs')),
    ] as const) {
      const res = await t.request(method, `/backoffice${path}`, { token: plainToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
    expect((await logsSince(t, since)).filter((l) => l.entity_type === 'device')).toEqual([]);
  });

  for (const key of KEYS) {
    it(`${key}: the list, the picker and the tabs show only its tenants`, async () => {
      const t = ctx();
      const own = await dalmIn(t, OWN_CLIENT[key]);
      for (const query of ['limit=500', 'sort=location&order=asc&limit=500', 'q=a&limit=500', `ids=${own}`]) {
        const res = await api(t, key, 'GET', `/devices?${query}`);
        expect(res.status, `${key} ${query}`).toBe(200);
        await expectOnlyOwnTenant(
          t.db,
          key,
          'device',
          res.body.items.map((d: any) => d.id),
        );
      }
      const picker = await api(t, key, 'GET', '/devices/search?limit=100');
      await expectOnlyOwnTenant(
        t.db,
        key,
        'device',
        picker.body.map((d: any) => d.id),
      );
      expect((await api(t, key, 'GET', `/devices/${own}`)).body.permissions).toEqual({ edit: true, delete: true });
      if (key === 'admin') return;
      const other = await dalmIn(t, OTHER_CLIENT[key]);
      expect((await api(t, key, 'GET', `/devices?ids=${other}`)).body).toEqual({ items: [], total: 0 });
      expect((await api(t, key, 'GET', `/devices?clientId=${OTHER_CLIENT[key]}`)).body.total).toBe(0);
      const created = await api(t, key, 'POST', '/devices', dalmBody(OTHER_CLIENT[key]));
      expect(created.body.fields).toEqual({ clientOwnerId: 'NOT_IN_SCOPE' });
    });

    it(`${key}: every call in its tenants works, each write audited once on the device; 404 outside, nothing written`, async () => {
      const t = ctx();
      const created = await api(t, key, 'POST', '/devices', dalmBody(OWN_CLIENT[key]));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const own = created.body.id as number;
      for (const [method, path, body] of await everyCall(t, own, OWN_CLIENT[key])) {
        const since = await lastLogId(t);
        const res = await api(t, key, method, path, body);
        expect(res.status, `${key} ${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
        const logs = await logsSince(t, since);
        expect(logs, `${method} ${path}`).toHaveLength(method === 'GET' ? 0 : 1);
        if (method !== 'GET')
          expect(logs[0]).toMatchObject({ entity_type: 'device', entity_id: own, client_ids: [OWN_CLIENT[key]] });
      }
      if (key === 'admin') return;
      const other = await dalmIn(t, OTHER_CLIENT[key]);
      const calls = await everyCall(t, other, OTHER_CLIENT[key]);
      const before = await lastLogId(t);
      for (const [method, path, body] of calls) {
        const res = await api(t, key, method, path, body);
        expect(res.status, `${key} ${method} ${path}`).toBe(404);
        expectErrorShape(res.body, 404, 'NOT_FOUND');
      }
      expect(await logsSince(t, before)).toEqual([]);
      const [row] = await t.db.query<{ key: boolean; networks: number; settings: number }>(
        `SELECT ingest_key_hash IS NOT NULL AS key,
                (SELECT count(*)::int FROM network_devices WHERE device_id = d.id) AS networks,
                (SELECT count(*)::int FROM device_notification_settings WHERE device_id = d.id) AS settings
           FROM devices d WHERE id = $1`,
        [other],
      );
      expect(row).toEqual({ key: false, networks: 0, settings: 0 });
    });
  }
});
