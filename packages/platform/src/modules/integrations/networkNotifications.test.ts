import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { networkOf } from './testKit.js';

type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';
const OWN_CLIENT: Record<Key, number> = { admin: 7, orgadmin: 3, multiadmin: 5, clientadmin: 2 };
const OTHER_CLIENT: Record<Exclude<Key, 'admin'>, number> = { orgadmin: 6, multiadmin: 3, clientadmin: 1 };

const DEFAULTS = [
  {
    type: 'integration-failed',
    email: true,
    push: false,
    sound: false,
    recipients: { clientAdmin: false, clientUsers: false, networkAdmin: true, networkUsers: false },
  },
  {
    type: 'integration-success',
    email: false,
    push: false,
    sound: false,
    recipients: { clientAdmin: false, clientUsers: false, networkAdmin: false, networkUsers: false },
  },
];

const success = (push: boolean, sound: boolean) => ({
  type: 'integration-success',
  email: true,
  push,
  sound,
  recipients: { clientAdmin: true, clientUsers: false, networkAdmin: true, networkUsers: false },
});

describeEachDb('networks: integration notification settings', (ctx) => {
  const call = async (key: Key, method: string, networkId: number, body?: unknown) =>
    ctx().request(method, `/backoffice/networks/${networkId}/notification-settings`, {
      token: await ctx().tokenOf(key),
      body,
    });

  let noClientNetwork = 0;
  beforeAll(async () => {
    noClientNetwork = await networkOf(ctx(), null);
  });

  for (const key of Object.keys(OWN_CLIENT) as Key[]) {
    it(`${key}: reads the defaults and saves one type of an own network; the other keeps its value`, async () => {
      const networkId = await networkOf(ctx(), OWN_CLIENT[key]);
      await ctx().db.query('DELETE FROM network_notification_settings WHERE network_id = $1', [networkId]);
      const read = await call(key, 'GET', networkId);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(DEFAULTS);
      const saved = await call(key, 'PUT', networkId, [success(false, true)]);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // Push off forces sound off.
      expect(saved.body).toEqual([DEFAULTS[0], success(false, false)]);
      expect((await call(key, 'GET', networkId)).body).toEqual(saved.body);
    });
  }

  for (const key of Object.keys(OTHER_CLIENT) as Exclude<Key, 'admin'>[]) {
    it(`${key}: another tenant's network, or one without a client, is not found and unchanged`, async () => {
      for (const networkId of [await networkOf(ctx(), OTHER_CLIENT[key]), noClientNetwork]) {
        const stored = () =>
          ctx().db.query(
            'SELECT type, email, push, sound, recipients FROM network_notification_settings WHERE network_id = $1 ORDER BY type',
            [networkId],
          );
        const before = await stored();
        for (const res of [
          await call(key, 'GET', networkId),
          await call(key, 'PUT', networkId, [success(true, true)]),
        ]) {
          expect(res.status).toBe(404);
          expectErrorShape(res.body, 404, 'NOT_FOUND');
        }
        expect(await stored()).toEqual(before);
      }
    });
  }

  it('a duplicate type is refused with a field error; a write leaves one audit row, a refusal none', async () => {
    const networkId = await networkOf(ctx(), 2);
    const count = async () =>
      Number(
        (
          await ctx().db.query<{ n: string }>(
            "SELECT count(*)::text AS n FROM action_logs WHERE entity_type = 'network' AND action = 'updateNotificationSettings' AND entity_id = $1",
            [networkId],
          )
        )[0]!.n,
      );
    const before = await count();
    const dup = await call('admin', 'PUT', networkId, [success(true, true), success(false, false)]);
    expect(dup.status).toBe(400);
    expectErrorShape(dup.body, 400, 'VALIDATION_FAILED');
    expect(dup.body.fields).toEqual({ '1.type': 'DUPLICATE' });
    const unknown = await call('admin', 'PUT', networkId, [{ ...success(true, true), type: 'battery-low' }]);
    expect(unknown.status).toBe(400);
    expect(await count()).toBe(before);
    await ctx().db.query('DELETE FROM network_notification_settings WHERE network_id = $1', [networkId]);
    expect((await call('admin', 'PUT', networkId, [success(true, true)])).status).toBe(200);
    expect(await count()).toBe(before + 1);
    const row = await ctx().db.query<{ payload: any; client_ids: number[] }>(
      "SELECT payload, client_ids FROM action_logs WHERE entity_type = 'network' AND action = 'updateNotificationSettings' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [networkId],
    );
    expect(row[0]!.client_ids).toEqual([2]);
    expect(Object.keys(row[0]!.payload.after)).toEqual(['integration-success']);
    expect(row[0]!.payload.after['integration-success']).toMatchObject({ email: true, push: true, sound: true });
  });
});
