import { expect, it } from 'vitest';
import { describeEachDb } from '../../../test/harness.js';
import { parseIngestKey, secretMatches } from '../deviceHealth/keys.js';
import { api, dalmBody, dalmIn, freshDalmId, lastLogId, logsSince, membersOf, networkIn } from './devicesTestKit.js';
import { effectiveNotificationSettings } from './notificationSettings.js';

describeEachDb('DALM devices: rules, lists and the shared subresources', (ctx) => {
  it('creates with the defaults; 114 for an active duplicate, 115 for a deleted one, reactivate brings it back', async () => {
    const t = ctx();
    const body = dalmBody(2, { lat: undefined, lng: undefined });
    const since = await lastLogId(t);
    const created = await api(t, 'clientadmin', 'POST', '/devices', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'dalm',
      status: 'INACTIVE',
      active: false,
      deleted: false,
      lat: 59.3243556,
      lng: 18.0705097,
      clientOwnerId: 2,
      ownerType: 'client',
      owner: null,
      testModeEnabled: false,
      testModeAutoDisableTimeoutMs: 0,
      hasIngestKey: false,
      permissions: { edit: true, delete: true },
    });
    const id = created.body.id;
    expect((await logsSince(t, since)).map((l) => [l.entity_type, l.entity_id, l.action])).toEqual([
      ['device', id, 'create'],
    ]);

    const again = await api(t, 'clientadmin', 'POST', '/devices', { ...body, name: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: '114', existingId: id });
    // Another tenant's caller learns there is a duplicate, not which device it is.
    const foreignBody = dalmBody(7);
    await dalmIn(t, 7, { dalmId: foreignBody.dalmId });
    const hidden = await api(t, 'clientadmin', 'POST', '/devices', { ...foreignBody, clientOwnerId: 2 });
    expect(hidden.status).toBe(409);
    expect(hidden.body.errorCode).toBe('114');
    expect(hidden.body).not.toHaveProperty('existingId');

    const deleted = await api(t, 'clientadmin', 'PUT', `/devices/${id}`, { deleted: true });
    expect(deleted.body.deleted).toBe(true);
    expect((await api(t, 'clientadmin', 'GET', `/devices?ids=${id}`)).body.total).toBe(0);
    expect((await api(t, 'clientadmin', 'GET', `/devices/search?q=${body.dalmId}`)).body).toEqual([]);
    expect((await api(t, 'clientadmin', 'GET', `/clients/2/devices?ids=${id}`)).body.total).toBe(0);
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}`)).body.deleted).toBe(true);

    const offered = await api(t, 'clientadmin', 'POST', '/devices', { ...body, name: 'Back' });
    expect(offered.status).toBe(409);
    expect(offered.body).toMatchObject({ errorCode: '115', existingId: id });
    const before = await lastLogId(t);
    const back = await api(t, 'clientadmin', 'POST', '/devices', { ...body, name: 'Back', reactivate: true });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id, name: 'Back', deleted: false });
    expect((await logsSince(t, before)).map((l) => l.action)).toEqual(['reactivate']);
    expect((await api(t, 'clientadmin', 'GET', `/devices?ids=${id}`)).body.total).toBe(1);
  });

  it('refuses what the form refuses: required fields, ranges, lengths, the owner rules', async () => {
    const t = ctx();
    const refused = async (who: 'admin' | 'clientadmin', body: unknown, method = 'POST', path = '/devices') => {
      const res = await api(t, who, method, path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
      return res.body.fields;
    };
    expect(await refused('admin', { lat: null, lng: 200, testModeAutoDisableTimeoutMs: 14400001 })).toEqual({
      name: 'REQUIRED',
      location: 'REQUIRED',
      lat: 'REQUIRED',
      lng: 'OUT_OF_RANGE',
      dalmId: 'REQUIRED',
      ownerId: 'REQUIRED',
      testModeAutoDisableTimeoutMs: 'OUT_OF_RANGE',
    });
    expect(await refused('admin', dalmBody(2, { name: 'x'.repeat(101), description: 'y'.repeat(301) }))).toEqual({
      name: 'TOO_LONG',
      description: 'TOO_LONG',
    });
    // A client-admin must name a client owner among its clients.
    const [member] = await membersOf(t, 2, 1);
    expect(await refused('clientadmin', dalmBody(null, { ownerId: member }))).toEqual({ clientOwnerId: 'REQUIRED' });
    expect(await refused('clientadmin', dalmBody(1))).toEqual({ clientOwnerId: 'NOT_IN_SCOPE' });
    // The owner must be a member of the client owner.
    const [stranger] = await membersOf(t, 7, 1);
    expect(await refused('admin', dalmBody(2, { ownerId: stranger }))).toEqual({ ownerId: 'NOT_IN_CLIENT' });
    // An admin may give an owner without a client owner; the owner answers with its names.
    const ownerOnly = await api(t, 'admin', 'POST', '/devices', dalmBody(null, { ownerId: member }));
    expect(ownerOnly.status).toBe(201);
    expect(ownerOnly.body).toMatchObject({ ownerType: 'user', ownerId: member, owner: { id: member } });
    expect((await api(t, 'clientadmin', 'GET', `/devices/${ownerOnly.body.id}`)).status).toBe(404);
    // The timeout bounds: 0 and 4 h are fine.
    const max = await api(t, 'admin', 'POST', '/devices', dalmBody(2, { testModeAutoDisableTimeoutMs: 14400000 }));
    expect(max.status).toBe(201);
    expect(await refused('admin', { testModeAutoDisableTimeoutMs: -1 }, 'PUT', `/devices/${max.body.id}`)).toEqual({
      testModeAutoDisableTimeoutMs: 'OUT_OF_RANGE',
    });
  });

  it('test mode with a timeout expires at now + timeout; off clears it; active is the enabled column', async () => {
    const t = ctx();
    const id = await dalmIn(t, 2);
    const start = Date.now();
    const on = await api(t, 'admin', 'PUT', `/devices/${id}`, {
      testModeEnabled: true,
      testModeAutoDisableTimeoutMs: 60000,
      active: true,
    });
    expect(on.status).toBe(200);
    const expires = Date.parse(on.body.testModeExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(start + 60000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60000 + 1000);
    // Saving other fields keeps the expiry.
    const renamed = await api(t, 'admin', 'PUT', `/devices/${id}`, { name: 'Renamed' });
    expect(renamed.body.testModeExpiresAt).toBe(on.body.testModeExpiresAt);
    const [row] = await t.db.query<{ enabled: boolean; test_mode_expires_at: Date }>(
      'SELECT enabled, test_mode_expires_at FROM devices WHERE id = $1',
      [id],
    );
    expect(row!.enabled).toBe(true);
    expect(row!.test_mode_expires_at.getTime()).toBe(expires);
    const off = await api(t, 'admin', 'PUT', `/devices/${id}`, { testModeEnabled: false });
    expect(off.body).toMatchObject({ testModeEnabled: false, testModeExpiresAt: null });
    const never = await api(t, 'admin', 'PUT', `/devices/${id}`, {
      testModeEnabled: true,
      testModeAutoDisableTimeoutMs: 0,
    });
    expect(never.body.testModeExpiresAt).toBeNull();
  });

  it('lists DALM devices only, sorted, searched and filtered as a direct query says', async () => {
    const t = ctx();
    const ids = [await dalmIn(t, 4, { name: 'Zeta list' }), await dalmIn(t, 4, { name: 'alpha list' })];
    await t.db.query(`UPDATE devices SET is_online = true, status = 'ALARM' WHERE id = $1`, [ids[1]]);
    const [hub] = await t.db.query<{ id: number }>(
      `INSERT INTO devices (client_id, name, type, serial_number) VALUES (4, 'Hub list', 'hub', $1) RETURNING id`,
      [freshDalmId()],
    );
    const all = await api(t, 'admin', 'GET', '/devices?clientId=4&sort=name&order=asc&limit=500');
    const want = await t.db.query<{ id: number }>(
      `SELECT id FROM devices WHERE client_id = 4 AND type = 'dalm' AND deleted_at IS NULL ORDER BY lower(name), id`,
    );
    expect(all.body.total).toBe(want.length);
    expect(all.body.items.map((d: any) => d.id)).toEqual(want.map((r) => r.id));
    expect(all.body.items.map((d: any) => d.id)).not.toContain(hub!.id);
    expect(all.body.items.every((d: any) => d.kind === 'dalm')).toBe(true);
    const found = await api(t, 'admin', 'GET', '/devices?q=zeta%20list');
    expect(found.body.items.map((d: any) => d.id)).toEqual([ids[0]]);
    const alarm = await api(t, 'admin', 'GET', '/devices?clientId=4&status=ALARM&online=true');
    expect(alarm.body.items.map((d: any) => d.id)).toContain(ids[1]);
    expect(alarm.body.items.every((d: any) => d.status === 'ALARM' && d.isOnline)).toBe(true);
    // The client's devices tab lists every kind with its kind.
    const tab = await api(t, 'admin', 'GET', `/clients/4/devices?ids=${hub!.id}`);
    expect(tab.body.items[0]).toMatchObject({ id: hub!.id, kind: 'hub', clientOwnerId: 4, deleted: false });
    // The picker: kind, excludeNetworkId.
    const net = await networkIn(t, 4);
    await api(t, 'admin', 'POST', `/devices/${ids[0]}/networks`, { ids: [net] });
    const picker = await api(
      t,
      'admin',
      'GET',
      `/devices/search?clientId=4&kind=dalm&excludeNetworkId=${net}&limit=100`,
    );
    expect(picker.body.map((d: any) => d.id)).toContain(ids[1]);
    expect(picker.body.map((d: any) => d.id)).not.toContain(ids[0]);
    expect(picker.body.every((d: any) => d.kind === 'dalm')).toBe(true);
  });

  it('alerts, active alerts and reset (ALARM becomes OK when none is left); inputs and outputs', async () => {
    const t = ctx();
    const id = await dalmIn(t, 2);
    await t.db.query(`UPDATE devices SET status = 'ALARM' WHERE id = $1`, [id]);
    await t.db.query(
      `INSERT INTO device_alerts (device_id, alarm_type, event_code, section_number, alarm_date, active) VALUES
         ($1, 'Fire', 'FA', '1', now() - interval '2 min', true), ($1, 'Burglary', 'BA', '2', now() - interval '1 min', true),
         ($1, 'Fire', 'FA', '1', now() - interval '1 day', false)`,
      [id],
    );
    await t.db.query(
      `INSERT INTO device_inputs (device_id, code, name, silent) VALUES ($1, 'I2', 'Door', true), ($1, 'I1', 'Window', false)`,
      [id],
    );
    const alerts = await api(t, 'clientadmin', 'GET', `/devices/${id}/alerts?limit=2`);
    expect(alerts.body.total).toBe(3);
    expect(alerts.body.items.map((a: any) => a.eventCode)).toEqual(['BA', 'FA']);
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}/active-alerts`)).body).toHaveLength(2);
    const since = await lastLogId(t);
    expect((await api(t, 'clientadmin', 'PATCH', `/devices/${id}/reset`, { sia: 'FA', section: '1' })).body).toEqual({
      reset: 1,
    });
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}`)).body.status).toBe('ALARM');
    expect((await api(t, 'clientadmin', 'PATCH', `/devices/${id}/reset`, { sia: 'BA', section: '2' })).body).toEqual({
      reset: 1,
    });
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}/active-alerts`)).body).toEqual([]);
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}`)).body.status).toBe('OK');
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.action, l.payload.after])).toEqual([
      ['reset', { sia: 'FA', section: '1', reset: 1 }],
      ['reset', { sia: 'BA', section: '2', reset: 1 }],
    ]);
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}/inputs`)).body).toEqual([
      { code: 'I1', name: 'Window', active: true, silent: false },
      { code: 'I2', name: 'Door', active: true, silent: true },
    ]);
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}/outputs`)).body).toEqual([]);
  });

  it('networks: add those of the device client (NOT_IN_CLIENT otherwise), list, remove; audited on the device', async () => {
    const t = ctx();
    const id = await dalmIn(t, 2);
    const own = await networkIn(t, 2);
    const foreign = await networkIn(t, 1);
    const clientless = await networkIn(t, null, { ownerId: (await membersOf(t, 2, 1))[0] });
    const since = await lastLogId(t);
    for (const ids of [[own, foreign], [clientless]]) {
      const refused = await api(t, 'clientadmin', 'POST', `/devices/${id}/networks`, { ids });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ ids: 'NOT_IN_CLIENT' });
      // Named only when the caller sees the network (neither of these: another tenant's, one without a client).
      expect(refused.body.refused).toEqual([{ field: 'ids', id: ids.at(-1), name: null, code: 'NOT_IN_CLIENT' }]);
    }
    expect((await api(t, 'clientadmin', 'POST', `/devices/${id}/networks`, { ids: [own] })).body).toEqual({ added: 1 });
    expect((await api(t, 'clientadmin', 'POST', `/devices/${id}/networks`, { ids: [own] })).body).toEqual({ added: 0 });
    // An admin may add any network.
    expect((await api(t, 'admin', 'POST', `/devices/${id}/networks`, { ids: [foreign] })).body).toEqual({ added: 1 });
    const mine = await api(t, 'clientadmin', 'GET', `/devices/${id}/networks`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.items.map((n: any) => n.id)).toEqual([own]);
    expect(mine.body.items[0]).toMatchObject({
      id: own,
      type: 'private',
      userCount: expect.any(Number),
      integrationStatuses: [],
    });
    expect((await api(t, 'admin', 'GET', `/devices/${id}/networks`)).body.total).toBe(2);
    expect((await api(t, 'clientadmin', 'DELETE', `/devices/${id}/networks/${foreign}`)).status).toBe(404);
    expect((await api(t, 'clientadmin', 'DELETE', `/devices/${id}/networks/${own}`)).status).toBe(204);
    expect((await api(t, 'clientadmin', 'DELETE', `/devices/${id}/networks/${own}`)).status).toBe(404);
    expect((await logsSince(t, since)).map((l) => [l.entity_type, l.action, l.payload])).toEqual([
      ['device', 'addNetworks', { before: {}, after: { networkIds: [own] } }],
      ['device', 'addNetworks', { before: {}, after: { networkIds: [foreign] } }],
      ['device', 'removeNetwork', { before: { networkId: own }, after: {} }],
    ]);
  });

  it('notification settings: the device’s own, else its client’s, else the defaults (sound off)', async () => {
    const t = ctx();
    const id = await dalmIn(t, 3);
    const loose = await dalmIn(t, null, { ownerId: (await membersOf(t, 3, 1))[0] });
    await t.db.query('DELETE FROM client_notification_settings WHERE client_id = 3');
    const defaults = (await api(t, 'admin', 'GET', `/devices/${id}/notification-settings`)).body;
    expect(defaults).toHaveLength(7);
    expect(defaults[0]).toEqual({
      type: 'battery-low',
      email: true,
      push: true,
      sound: false,
      recipients: { clientAdmin: true, clientUsers: false, networkAdmin: false, networkUsers: false },
    });
    const clientSetting = {
      type: 'battery-low',
      email: false,
      push: true,
      sound: true,
      recipients: { clientAdmin: false, clientUsers: true, networkAdmin: false, networkUsers: false },
    };
    expect((await api(t, 'admin', 'PUT', '/clients/3/notification-settings', [clientSetting])).status).toBe(200);
    expect((await api(t, 'admin', 'GET', `/devices/${id}/notification-settings`)).body[0]).toEqual(clientSetting);
    const own = {
      ...clientSetting,
      email: true,
      push: false,
      recipients: { ...clientSetting.recipients, networkAdmin: true },
    };
    const since = await lastLogId(t);
    const saved = await api(t, 'admin', 'PUT', `/devices/${id}/notification-settings`, [own]);
    expect(saved.body[0]).toEqual({ ...own, sound: false });
    expect((await logsSince(t, since)).map((l) => [l.entity_type, l.entity_id, l.action])).toEqual([
      ['device', id, 'updateNotificationSettings'],
    ]);
    const map = await effectiveNotificationSettings(t.db, [id, loose]);
    expect(map.get(id)![0]).toEqual({ ...own, sound: false });
    expect(map.get(id)![1]!.type).toBe('battery-critical');
    expect(map.get(loose)!.map((s) => s.sound)).toEqual(Array(7).fill(false));
    const dup = await api(t, 'admin', 'PUT', `/devices/${id}/notification-settings`, [own, own]);
    expect(dup.body.fields).toEqual({ '1.type': 'DUPLICATE' });
  });

  it('logs newest first; relays listed and switched per network; the ingest key rotates', async () => {
    const t = ctx();
    const id = await dalmIn(t, 2);
    await t.db.query(
      `INSERT INTO device_logs (device_id, event, type, data, created_at) VALUES
         ($1, 'offline', 'warning', '{"battery": 40}', now() - interval '1 min'), ($1, 'restore', 'restore', '{}', now())`,
      [id],
    );
    const logs = await api(t, 'clientadmin', 'GET', `/devices/${id}/logs?limit=1`);
    expect(logs.body.total).toBe(2);
    expect(logs.body.items).toEqual([
      { id: expect.any(Number), event: 'restore', type: 'restore', data: {}, createdAt: expect.any(String) },
    ]);
    const second = await api(t, 'clientadmin', 'GET', `/devices/${id}/logs?offset=1`);
    expect(second.body.items[0]).toMatchObject({ event: 'offline', data: { battery: 40 } });

    const net = await networkIn(t, 2);
    expect((await api(t, 'clientadmin', 'PUT', `/devices/${id}/relays/${net}`, { enabled: false })).status).toBe(404);
    await api(t, 'clientadmin', 'POST', `/devices/${id}/networks`, { ids: [net] });
    const since = await lastLogId(t);
    const relay = await api(t, 'clientadmin', 'PUT', `/devices/${id}/relays/${net}`, { enabled: false });
    expect(relay.body).toMatchObject({ deviceId: id, networkId: net, enabled: false });
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}/relays`)).body.items).toEqual([relay.body]);
    expect((await logsSince(t, since)).map((l) => [l.action, l.payload.after])).toEqual([
      ['setRelay', { networkId: net, enabled: false }],
    ]);

    const first = await api(t, 'clientadmin', 'POST', `/devices/${id}/ingest-key`);
    expect(first.status).toBe(200);
    const parsed = parseIngestKey(first.body.key)!;
    expect(parsed.deviceId).toBe(id);
    const stored = async () =>
      (await t.db.query<{ ingest_key_hash: Uint8Array }>('SELECT ingest_key_hash FROM devices WHERE id = $1', [id]))[0]!
        .ingest_key_hash;
    expect(secretMatches(parsed.secret, await stored())).toBe(true);
    expect((await api(t, 'clientadmin', 'GET', `/devices/${id}`)).body.hasIngestKey).toBe(true);
    const before = await lastLogId(t);
    const rotated = await api(t, 'clientadmin', 'POST', `/devices/${id}/ingest-key`);
    expect(rotated.body.key).not.toBe(first.body.key);
    expect(secretMatches(parsed.secret, await stored())).toBe(false);
    expect(secretMatches(parseIngestKey(rotated.body.key)!.secret, await stored())).toBe(true);
    const audit = await logsSince(t, before);
    expect(audit.map((l) => [l.action, l.payload.after])).toEqual([['issueIngestKey', { replacedKey: true }]]);
    expect(JSON.stringify(audit)).not.toContain(parseIngestKey(rotated.body.key)!.secret);
  });
});
