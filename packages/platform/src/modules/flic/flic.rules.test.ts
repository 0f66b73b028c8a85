import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import {
  api,
  deviceBody,
  deviceIn,
  lastLogId,
  logsSince,
  membersOf,
  networkOf,
  newSerial,
  pressBlock,
} from './flicTestKit.js';

describeEachDb('flic hubs, buttons and sensors: rules', (ctx) => {
  it('the form’s required fields and bounds answer field errors; nothing is written', async () => {
    const t = ctx();
    const since = await lastLogId(t);
    const res = await api(t, 'admin', 'POST', '/flic-hub', {
      type: 'hub',
      name: ' ',
      location: '',
      lat: null,
      lng: 200,
      testModeAutoDisableTimeoutMs: 14_400_001,
    });
    expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual({
      name: 'REQUIRED',
      location: 'REQUIRED',
      lat: 'REQUIRED',
      lng: 'OUT_OF_RANGE',
      testModeAutoDisableTimeoutMs: 'OUT_OF_RANGE',
    });
    const noType = await api(t, 'admin', 'POST', '/flic-hub', { ...deviceBody('hub', 2), type: undefined });
    expect(noType.body.fields).toEqual({ type: 'REQUIRED' });
    const sensor = await api(t, 'admin', 'POST', '/collactivate', { ...deviceBody('sensor', 2), serialNumber: '  ' });
    expect(sensor.body.fields).toEqual({ serialNumber: 'REQUIRED' });
    const long = await api(t, 'admin', 'POST', '/collactivate', {
      ...deviceBody('sensor', 2),
      description: 'x'.repeat(301),
      siaId: 'y'.repeat(201),
    });
    expect(long.body.fields).toEqual({ description: 'TOO_LONG', siaId: 'TOO_LONG' });
    const badSerial = await api(t, 'admin', 'POST', '/flic-hub', deviceBody('hub', 2, { serialNumber: 'a/b' }));
    expect(badSerial.body.fields).toEqual({ serialNumber: 'INVALID' });
    expect(await logsSince(t, since)).toEqual([]);
  });

  it('a serial in use (any hub, button or sensor, deleted ones too) is 409 SERIAL_IN_USE', async () => {
    const t = ctx();
    const hub = await deviceIn(t, 'hub', 2);
    const sensor = await deviceIn(t, 'sensor', 2);
    for (const [path, body] of [
      ['/flic-hub', deviceBody('button', 2, { serialNumber: hub.serialNumber })],
      ['/flic-hub', deviceBody('hub', 2, { serialNumber: sensor.serialNumber })],
      ['/collactivate', deviceBody('sensor', 2, { serialNumber: hub.serialNumber })],
    ] as const) {
      const res = await api(t, 'admin', 'POST', path, body);
      expect(res.status, path).toBe(409);
      expectErrorShape(res.body, 409, 'SERIAL_IN_USE');
    }
    await api(t, 'admin', 'PUT', `/flic-hub/${hub.serialNumber}`, {
      ...deviceBody('hub', 2),
      serialNumber: undefined,
      deleted: true,
    });
    const again = await api(t, 'admin', 'POST', '/flic-hub', deviceBody('hub', 2, { serialNumber: hub.serialNumber }));
    expectErrorShape(again.body, 409, 'SERIAL_IN_USE');
    // A hub or button may be created without a serial: the platform names it.
    const unnamed = await api(t, 'admin', 'POST', '/flic-hub', deviceBody('button', 2, { serialNumber: null }));
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.serialNumber).toBe(`BUTTON-${unnamed.body.id}`);
  });

  it('serial and type are read-only; the deleted flag hides and brings back; test mode runs out at now + timeout', async () => {
    const t = ctx();
    const hub = await deviceIn(t, 'hub', 2);
    const path = `/flic-hub/${hub.serialNumber}`;
    const body = { ...deviceBody('hub', 2), serialNumber: undefined };
    const changed = await api(t, 'admin', 'PUT', path, { ...body, serialNumber: newSerial('X'), type: 'button' });
    expect(changed.body.fields).toEqual({ serialNumber: 'READ_ONLY', type: 'READ_ONLY' });
    const same = await api(t, 'admin', 'PUT', path, { ...body, serialNumber: hub.serialNumber, type: 'hub' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ serialNumber: hub.serialNumber, type: 'hub', name: body.name, deleted: false });

    const since = await lastLogId(t);
    const deleted = await api(t, 'admin', 'PUT', path, { ...body, deleted: true });
    expect(deleted.body.deleted).toBe(true);
    expect(await logsSince(t, since)).toMatchObject([
      { action: 'update', payload: { before: { deleted: false }, after: { deleted: true } } },
    ]);
    expect((await api(t, 'admin', 'GET', `/flic-hub/list?type=hub&ids=${hub.id}`)).body.total).toBe(0);
    expect((await api(t, 'admin', 'GET', path)).body.deleted).toBe(true);
    const back = await api(t, 'admin', 'PUT', path, { ...body, deleted: false });
    expect(back.body.deleted).toBe(false);
    expect((await api(t, 'admin', 'GET', `/flic-hub/list?type=hub&ids=${hub.id}`)).body.total).toBe(1);

    const before = Date.now();
    const on = await api(t, 'admin', 'PUT', path, {
      ...body,
      testModeEnabled: true,
      testModeAutoDisableTimeoutMs: 3_600_000,
    });
    const expires = Date.parse(on.body.testModeExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 3_600_000 - 5000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3_600_000 + 5000);
    const kept = await api(t, 'admin', 'PUT', path, {
      ...body,
      testModeEnabled: true,
      testModeAutoDisableTimeoutMs: 3_600_000,
    });
    expect(kept.body.testModeExpiresAt).toBe(on.body.testModeExpiresAt);
    const never = await api(t, 'admin', 'PUT', path, {
      ...body,
      testModeEnabled: true,
      testModeAutoDisableTimeoutMs: 0,
    });
    expect(never.body).toMatchObject({ testModeEnabled: true, testModeExpiresAt: null });
    const off = await api(t, 'admin', 'PUT', path, {
      ...body,
      testModeEnabled: false,
      testModeAutoDisableTimeoutMs: 600_000,
    });
    expect(off.body).toMatchObject({
      testModeEnabled: false,
      testModeExpiresAt: null,
      testModeAutoDisableTimeoutMs: 600_000,
    });
  });

  it('a button’s parent must be a hub in scope; a hub has none; the hub answers its buttons', async () => {
    const t = ctx();
    const hub = await deviceIn(t, 'hub', 2);
    const otherHub = await deviceIn(t, 'hub', 1);
    const button = await deviceIn(t, 'button', 2);
    const bad = [
      [deviceBody('button', 2, { parentSerialNumber: otherHub.serialNumber }), 'NOT_FOUND'],
      [deviceBody('button', 2, { parentSerialNumber: button.serialNumber }), 'NOT_FOUND'],
      [deviceBody('button', 2, { parentSerialNumber: 'NO-SUCH-HUB' }), 'NOT_FOUND'],
      [deviceBody('hub', 2, { parentSerialNumber: hub.serialNumber }), 'INVALID'],
    ] as const;
    for (const [body, code] of bad) {
      const res = await api(t, 'clientadmin', 'POST', '/flic-hub', body);
      expect(res.body.fields, JSON.stringify(body)).toEqual({ parentSerialNumber: code });
    }
    const child = await deviceIn(t, 'button', 2, { parentSerialNumber: hub.serialNumber }, 'clientadmin');
    expect(child.parentSerialNumber).toBe(hub.serialNumber);
    const read = await api(t, 'clientadmin', 'GET', `/flic-hub/${hub.serialNumber}`);
    expect(read.body).toMatchObject({ buttonCount: 1, children: [{ id: child.id, serialNumber: child.serialNumber }] });
    expect(read.body.settings).toEqual({
      click: {
        usePolicySettings: true,
        useHubSettings: false,
        alertType: 'Network_Alert',
        selectedNetworks: [],
        title: null,
        description: null,
        sound: null,
      },
      double_click: expect.objectContaining({ usePolicySettings: true, alertType: 'Network_Alert' }),
      hold: expect.objectContaining({ usePolicySettings: true, alertType: 'Network_Alert' }),
    });
    expect(
      (await api(t, 'clientadmin', 'GET', `/flic-hub/list?type=button&parentSerialNumber=${hub.serialNumber}`)).body,
    ).toMatchObject({
      total: 1,
      items: [{ id: child.id }],
    });

    // Deleting the hub keeps its buttons, without a parent.
    expect((await api(t, 'clientadmin', 'DELETE', `/flic-hub/${hub.serialNumber}`)).status).toBe(204);
    const orphan = await api(t, 'clientadmin', 'GET', `/flic-hub/${child.serialNumber}`);
    expect(orphan.status).toBe(200);
    expect(orphan.body).toMatchObject({ parentSerialNumber: null, deleted: false });
  });

  it('owner rules: a user outside the client is NOT_IN_CLIENT, an unknown one NOT_FOUND', async () => {
    const t = ctx();
    const [member] = await membersOf(t, 2, 1);
    const [{ id: outsider }] = await t.db.query<{ id: number }>(
      `SELECT user_id AS id FROM client_users WHERE client_id = 1
          AND user_id NOT IN (SELECT user_id FROM client_users WHERE client_id = 2) ORDER BY user_id LIMIT 1`,
    );
    const ok = await api(t, 'admin', 'POST', '/flic-hub', deviceBody('hub', 2, { userId: member }));
    expect(ok.status).toBe(201);
    expect(ok.body.userId).toBe(member);
    expect(ok.body.userEmail).toEqual(expect.any(String));
    const wrong = await api(t, 'admin', 'POST', '/collactivate', deviceBody('sensor', 2, { userId: outsider }));
    expect(wrong.body.fields).toEqual({ userId: 'NOT_IN_CLIENT' });
    const unknown = await api(t, 'admin', 'POST', '/collactivate', deviceBody('sensor', 2, { userId: 99_999_999 }));
    expect(unknown.body.fields).toEqual({ userId: 'NOT_FOUND' });
  });

  it('press settings: three blocks, hub settings only for a button with a hub, networks must hold the device', async () => {
    const t = ctx();
    const hub = await deviceIn(t, 'hub', 2);
    const loose = await deviceIn(t, 'button', 2);
    const child = await deviceIn(t, 'button', 2, { parentSerialNumber: hub.serialNumber });
    const [inNet, outNet] = await networkOf(t, 2, 2);
    expect((await api(t, 'admin', 'POST', `/flic-hub/${child.serialNumber}/networks`, { ids: [inNet] })).status).toBe(
      200,
    );

    for (const device of [hub, loose]) {
      const res = await api(t, 'admin', 'PUT', `/flic-hub/${device.serialNumber}/settings`, {
        click: pressBlock({ useHubSettings: true }),
      });
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ 'click.useHubSettings': 'HUB_SETTINGS_WITHOUT_HUB' });
    }
    const notHeld = await api(t, 'admin', 'PUT', `/flic-hub/${child.serialNumber}/settings`, {
      hold: pressBlock({ selectedNetworks: [inNet, outNet] }),
    });
    expect(notHeld.body.fields).toEqual({ 'hold.selectedNetworks': 'NOT_IN_DEVICE_NETWORKS' });

    const since = await lastLogId(t);
    const saved = await api(t, 'admin', 'PUT', `/flic-hub/${child.serialNumber}/settings`, {
      click: pressBlock({ useHubSettings: true, usePolicySettings: true }),
      double_click: pressBlock({ alertType: 'Summon', selectedNetworks: [inNet], title: '  Come  ' }),
      hold: pressBlock({ alertType: 'Safe_Assist' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.double_click).toEqual({
      usePolicySettings: false,
      useHubSettings: false,
      alertType: 'Summon',
      selectedNetworks: [inNet],
      title: 'Come',
      description: 'Pressed',
      sound: 'alarm',
    });
    expect(await logsSince(t, since)).toMatchObject([{ action: 'updatePressSettings', entity_id: child.id }]);
    const read = await api(t, 'admin', 'GET', `/flic-hub/${child.serialNumber}`);
    expect(read.body.settings).toEqual(saved.body);
    // A block left out keeps its settings.
    const partial = await api(t, 'admin', 'PUT', `/flic-hub/${child.serialNumber}/settings`, {
      hold: pressBlock({ alertType: 'Public_Alert' }),
    });
    expect(partial.body).toMatchObject({
      click: saved.body.click,
      double_click: saved.body.double_click,
      hold: { alertType: 'Public_Alert' },
    });
  });

  it('GET /flic-hub/alerts: the alerts of the named serials, newest first; more than 100 serials refused', async () => {
    const t = ctx();
    const hub = await deviceIn(t, 'hub', 2);
    const button = await deviceIn(t, 'button', 2, { parentSerialNumber: hub.serialNumber });
    await t.db.query(
      `INSERT INTO device_alerts (device_id, alarm_type, title, press, alarm_date) VALUES
         ($1, 'Network_Alert', 'Hub alert', NULL, now() - interval '2 hours'),
         ($2, 'SOS_Emergency', 'Button click', 'click', now() - interval '1 hour')`,
      [hub.id, button.id],
    );
    const res = await api(t, 'clientadmin', 'GET', `/flic-hub/alerts?ids=${hub.serialNumber},${button.serialNumber}`);
    expect(res.body).toMatchObject({
      total: 2,
      items: [
        { serialNumber: button.serialNumber, title: 'Button click', kind: 'SOS_Emergency', press: 'click' },
        { serialNumber: hub.serialNumber, title: 'Hub alert', kind: 'Network_Alert', press: null },
      ],
    });
    const paged = await api(
      t,
      'clientadmin',
      'GET',
      `/flic-hub/alerts?ids=${hub.serialNumber},${button.serialNumber}&limit=1&offset=1`,
    );
    expect(paged.body).toMatchObject({ total: 2, items: [{ title: 'Hub alert' }] });
    const many = Array.from({ length: 101 }, (_, i) => `S-${i}`).join(',');
    expect((await api(t, 'clientadmin', 'GET', `/flic-hub/alerts?ids=${many}`)).body.fields).toEqual({
      ids: 'TOO_MANY',
    });
  });
});
