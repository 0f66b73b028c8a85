import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { auditOf, incidentIn, KEYS, networkOf, OTHER_CLIENT, OWN_CLIENT, plainUser } from './incidentsTestKit.js';

describeEachDb('incidents: status changes and the app alarm', (ctx) => {
  let plain: { id: number; token: string };

  beforeAll(async () => {
    plain = await plainUser(ctx(), 2);
  });

  const patch = (status: string, id: number, token: string) =>
    ctx().request('PATCH', `/backoffice/incidents/${id}/status`, { token, body: { status } });

  for (const key of KEYS) {
    it(`${key}: changes the status of its own tenant's incident, once audited; another tenant's is 404`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      const own = await incidentIn(t, OWN_CLIENT[key]);
      const res = await patch('confirmed', own, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ uid: own, status: 'confirmed', clientId: OWN_CLIENT[key], finalizedAt: null });
      expect(Date.parse(res.body.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(res.body.statusChangedAt).toBe(res.body.confirmedAt);
      const audit = await auditOf(t, own);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'setStatus',
        payload: { before: { status: 'confirm' }, after: { status: 'confirmed' } },
      });

      const done = await patch('finalized', own, token);
      expect(done.body).toMatchObject({ status: 'finalized', confirmedAt: res.body.confirmedAt });
      expect(done.body.finalizedAt).not.toBeNull();
      expect(await auditOf(t, own)).toHaveLength(2);

      if (key === 'admin') return;
      const other = await incidentIn(t, OTHER_CLIENT[key]);
      const hidden = await patch('confirmed', other, token);
      expect(hidden.status).toBe(404);
      expectErrorShape(hidden.body, 404, 'NOT_FOUND');
      const [row] = await t.db.query<{ status: string }>('SELECT status FROM incidents WHERE id = $1', [other]);
      expect(row!.status).toBe('confirm');
      expect(await auditOf(t, other)).toEqual([]);
    });
  }

  it('refuses a transition the rules do not allow with 409 INVALID_TRANSITION and writes nothing', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const allowed: Record<string, string[]> = {
      confirm: ['pending', 'confirmed', 'finalized'],
      pending: ['confirmed', 'finalized'],
      confirmed: ['finalized'],
      finalized: [],
    };
    for (const [from, targets] of Object.entries(allowed)) {
      for (const to of Object.keys(allowed)) {
        const id = await incidentIn(t, 2, from);
        const res = await patch(to, id, token);
        if (targets.includes(to)) {
          expect(res.status, `${from} -> ${to}`).toBe(200);
          continue;
        }
        expect(res.status, `${from} -> ${to}`).toBe(409);
        expectErrorShape(res.body, 409, 'INVALID_TRANSITION');
        expect(res.body.fields).toEqual({ status: 'INVALID_TRANSITION' });
        const [row] = await t.db.query<{ status: string; status_changed_at: Date | null }>(
          'SELECT status, status_changed_at FROM incidents WHERE id = $1',
          [id],
        );
        expect(row).toEqual({ status: from, status_changed_at: null });
        expect(await auditOf(t, id)).toEqual([]);
      }
    }
  });

  it('a plain user may not change a status (403), bad input is 400, an unknown incident 404', async () => {
    const t = ctx();
    const id = await incidentIn(t, 2);
    const res = await patch('confirmed', id, plain.token);
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 403, 'FORBIDDEN');
    const token = await t.tokenOf('clientadmin');
    for (const body of [{ status: 'open' }, {}, { status: 7 }]) {
      const bad = await t.request('PATCH', `/backoffice/incidents/${id}/status`, { token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(bad.body, 400, 'VALIDATION_FAILED');
    }
    expect((await patch('confirmed', 2_000_000_000, token)).status).toBe(404);
    expect(
      (await t.request('PATCH', `/backoffice/incidents/${id}/status`, { body: { status: 'pending' } })).status,
    ).toBe(401);
    expect(await auditOf(t, id)).toEqual([]);
  });

  it('POST /v2/incidents: a member raises an alarm; status by the network setting; non-members 404', async () => {
    const t = ctx();
    const confirming = await networkOf(t, 2, { confirmIncidents: true });
    const direct = await networkOf(t, 2);
    await t.db.query('INSERT INTO network_members (network_id, user_id) VALUES ($1, $3), ($2, $3)', [
      confirming,
      direct,
      plain.id,
    ]);
    const body = { kind: 'Panic Alert', name: 'Hjälp på Sveavägen', description: 'Följd', lat: 59.34, lng: 18.05 };
    const raised = await t.request('POST', '/v2/incidents', {
      token: plain.token,
      body: { ...body, networkId: confirming },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    expect(raised.body).toMatchObject({
      status: 'confirm',
      kind: 'Panic Alert',
      name: 'Hjälp på Sveavägen',
      networkId: confirming,
      clientId: 2,
      latitude: 59.34,
      longitude: 18.05,
    });
    const [stored] = await t.db.query<{ user_id: number }>('SELECT user_id FROM incidents WHERE id = $1', [
      raised.body.uid,
    ]);
    expect(stored!.user_id).toBe(plain.id);
    expect((await auditOf(t, raised.body.uid)).map((a) => a.action)).toEqual(['create']);

    const pending = await t.request('POST', '/v2/incidents', {
      token: plain.token,
      body: { ...body, networkId: direct },
    });
    expect(pending.body.status).toBe('pending');

    // Not a member: answered like a network that does not exist; admins raise in any network.
    const foreign = await networkOf(t, 7);
    const before = await t.db.query('SELECT id FROM incidents WHERE network_id = $1', [foreign]);
    const refused = await t.request('POST', '/v2/incidents', {
      token: plain.token,
      body: { ...body, networkId: foreign },
    });
    expect(refused.status).toBe(404);
    expectErrorShape(refused.body, 404, 'NOT_FOUND');
    const clientAdmin = await t.request('POST', '/v2/incidents', {
      token: await t.tokenOf('clientadmin'),
      body: { ...body, networkId: foreign },
    });
    expect(clientAdmin.status).toBe(404);
    expect(await t.db.query('SELECT id FROM incidents WHERE network_id = $1', [foreign])).toEqual(before);
    const admin = await t.request('POST', '/v2/incidents', {
      token: await t.tokenOf('admin'),
      body: { ...body, networkId: foreign },
    });
    expect(admin.status).toBe(201);
    expect(admin.body.clientId).toBe(7);
  });

  it('POST /v2/incidents: bad input is 400 with the field, a closed network 409, nothing written', async () => {
    const t = ctx();
    const net = await networkOf(t, 2);
    const closed = await networkOf(t, 2, { status: 'closed' });
    const token = await t.tokenOf('admin');
    const count = async () =>
      (await t.db.query('SELECT id FROM incidents WHERE network_id IN ($1, $2)', [net, closed])).length;
    const ok = { kind: 'Summon', networkId: net, name: 'Help' };
    for (const body of [
      { ...ok, kind: 'Fire' },
      { ...ok, name: '' },
      { ...ok, name: 'x'.repeat(101) },
      { ...ok, description: 'x'.repeat(1001) },
      { ...ok, address: 'x'.repeat(201) },
      { ...ok, lat: 91, lng: 0 },
      { ...ok, lat: 59 },
      { kind: 'Summon', name: 'Help' },
    ]) {
      const res = await t.request('POST', '/v2/incidents', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    }
    const refused = await t.request('POST', '/v2/incidents', { token, body: { ...ok, networkId: closed } });
    expect(refused.status).toBe(409);
    expectErrorShape(refused.body, 409, 'NETWORK_NOT_ACTIVE');
    expect(await count()).toBe(0);
    expect((await t.request('POST', '/v2/incidents', { body: ok })).status).toBe(401);
  });
});
