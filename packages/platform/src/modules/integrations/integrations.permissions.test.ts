import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { newUserBody } from '../users/usersTestKit.js';
import { api, manitouBody, networkOf } from './testKit.js';

type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';
const KEYS: Key[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'];

// Seed: clients 1-4 in organization 1, 5-8 in organization 2. A client inside and one outside each
// role's scope (the admin has no outside; a network without a client is the admin's only).
const OWN_CLIENT: Record<Key, number> = { admin: 7, orgadmin: 3, multiadmin: 5, clientadmin: 2 };
const OTHER_CLIENT: Record<Exclude<Key, 'admin'>, number> = { orgadmin: 6, multiadmin: 3, clientadmin: 1 };
const PASSWORD = 'Plain-user-pass-1';

describeEachDb('integrations: every endpoint x every role x own/other tenant', (ctx) => {
  let plainToken = '';
  let noClientNetwork = 0;

  beforeAll(async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const created = await t.request('POST', '/backoffice/users', {
      token: admin,
      body: newUserBody(2, { networks: [] }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reset = await t.request('PUT', `/backoffice/users/${created.body.id}/reset-password`, {
      token: admin,
      body: { password: PASSWORD },
    });
    expect(reset.status).toBe(204);
    plainToken = (await t.login(created.body.email, PASSWORD)).body.accessToken;
    expect(plainToken).toBeTruthy();
    noClientNetwork = await networkOf(t, null);
  });

  /** Creates an integration in the network as the admin and gives it one log line. */
  async function seeded(t: TestContext, networkId: number) {
    const res = await api(t, 'POST', `/integrations/${networkId}`, await t.tokenOf('admin'), manitouBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.db.query("INSERT INTO integration_logs (integration_id, log) VALUES ($1, 'ACK')", [res.body.id]);
    return res.body.id as number;
  }

  /** Every route on one network and integration: the status each answers for this caller. */
  async function statuses(t: TestContext, token: string, networkId: number, integrationId: number) {
    const list = await api(t, 'GET', `/integrations/${networkId}`, token);
    const create = await api(t, 'POST', `/integrations/${networkId}`, token, manitouBody());
    const update = await api(t, 'PUT', `/integrations/${networkId}/${integrationId}`, token, { description: 'Ändrad' });
    const logs = await api(t, 'GET', `/integrations/logs/${integrationId}`, token);
    const del = await api(t, 'DELETE', `/integrations/${networkId}/${integrationId}`, token);
    return { list, create, update, logs, del };
  }

  for (const key of KEYS) {
    it(`${key}: every route works on a network of its own client`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      const networkId = await networkOf(t, OWN_CLIENT[key]);
      const integrationId = await seeded(t, networkId);
      const s = await statuses(t, token, networkId, integrationId);
      expect(s.list.status).toBe(200);
      expect(s.list.body.map((i: { id: number }) => i.id)).toContain(integrationId);
      expect(s.list.body.every((i: { networkId: number }) => i.networkId === networkId)).toBe(true);
      expect(s.create.status, JSON.stringify(s.create.body)).toBe(201);
      expect(s.create.body.networkId).toBe(networkId);
      expect(s.update.status, JSON.stringify(s.update.body)).toBe(200);
      expect(s.update.body.description).toBe('Ändrad');
      expect(s.logs.status).toBe(200);
      expect(s.logs.body.items.map((l: { log: string }) => l.log)).toEqual(['ACK']);
      expect(s.del.status).toBe(204);
      const after = await api(t, 'GET', `/integrations/${networkId}`, token);
      expect(after.body.map((i: { id: number }) => i.id)).not.toContain(integrationId);
    });

    it(`${key}: the SIA code table is served`, async () => {
      const t = ctx();
      const res = await api(t, 'GET', '/integrations/sia-codes', await t.tokenOf(key));
      expect(res.status).toBe(200);
      expect(res.body.find((c: { code: string }) => c.code === 'UA')).toEqual({
        code: 'UA',
        en: 'Untyped Zone Alarm',
        sv: 'Larm från zon av okänd typ',
        es: 'Alarma de zona sin tipo',
      });
    });
  }

  for (const key of ['orgadmin', 'multiadmin', 'clientadmin'] as const) {
    it(`${key}: a network of another tenant, or without a client, is not found and left unchanged`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      for (const networkId of [await networkOf(t, OTHER_CLIENT[key]), noClientNetwork]) {
        const integrationId = await seeded(t, networkId);
        const s = await statuses(t, token, networkId, integrationId);
        for (const [name, res] of Object.entries(s)) {
          expect(res.status, `${name} ${networkId}`).toBe(404);
          expectErrorShape(res.body, 404, 'NOT_FOUND');
        }
        const alarm = await api(t, 'POST', `/integrations/${networkId}/${integrationId}/test-alarm`, token);
        expect(alarm.status, 'test-alarm').toBe(404);
        // Naming an own network with the foreign integration does not reach it either.
        const ownNetwork = await networkOf(t, OWN_CLIENT[key]);
        const cross = await api(t, 'PUT', `/integrations/${ownNetwork}/${integrationId}`, token, { description: 'x' });
        expect(cross.status).toBe(404);
        const rows = await t.db.query<{ description: string }>('SELECT description FROM integrations WHERE id = $1', [
          integrationId,
        ]);
        expect(rows[0]!.description).toBe('Larmcentral Stockholm');
      }
    });
  }

  it('admin: a network without a client is reachable', async () => {
    const t = ctx();
    const integrationId = await seeded(t, noClientNetwork);
    const s = await statuses(t, await t.tokenOf('admin'), noClientNetwork, integrationId);
    expect([s.list.status, s.create.status, s.update.status, s.logs.status, s.del.status]).toEqual([
      200, 201, 200, 200, 204,
    ]);
  });

  it('a plain user is refused every route; no token is refused', async () => {
    const t = ctx();
    const networkId = await networkOf(t, 2);
    const integrationId = await seeded(t, networkId);
    const s = await statuses(t, plainToken, networkId, integrationId);
    for (const res of Object.values(s)) expect(res.status).toBe(403);
    const alarm = await api(t, 'POST', `/integrations/${networkId}/${integrationId}/test-alarm`, plainToken);
    expect(alarm.status).toBe(403);
    expect((await api(t, 'GET', '/integrations/sia-codes', plainToken)).status).toBe(403);
    const settingsPath = `/backoffice/networks/${networkId}/notification-settings`;
    expect((await t.request('GET', settingsPath, { token: plainToken })).status).toBe(403);
    expect((await t.request('PUT', settingsPath, { token: plainToken, body: [] })).status).toBe(403);
    const anonymous = await t.request('GET', `/v2/integrations/${networkId}`);
    expect(anonymous.status).toBe(401);
    expectErrorShape(anonymous.body, 401, 'UNAUTHENTICATED');
  });
});
