import { describe, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { ReportThrottle } from './ingest.js';
import { deviceRow, insertDevice, setDevice } from './healthTestKit.js';

describe('report throttle', () => {
  it('lets 10 reports a second through per device, counts devices apart, and starts again each second', () => {
    let now = 5_000;
    const throttle = new ReportThrottle(10, () => now);
    const first = Array.from({ length: 12 }, () => throttle.take(1));
    expect(first.filter(Boolean)).toHaveLength(10);
    expect(first.slice(10)).toEqual([false, false]);
    expect(throttle.take(2)).toBe(true);
    now += 999;
    expect(throttle.take(1)).toBe(false);
    now += 1;
    expect(throttle.take(1)).toBe(true);
  });
});

describeEachDb('device ingest API', (ctx) => {
  const report = (key: string | undefined, body: unknown = {}, headers: Record<string, string> = {}) =>
    ctx().request('POST', '/v2/devices/report', {
      body,
      headers: { ...(key === undefined ? {} : { authorization: `Device ${key}` }), ...headers },
    });
  const clientOf = async () =>
    (await ctx().db.query<{ id: number }>('SELECT id FROM clients ORDER BY id LIMIT 1'))[0]!.id;

  it('refuses a missing, malformed, wrong, borrowed, unissued or deleted key, and bearer tokens of every role: 401 DEVICE_KEY_INVALID, nothing stored', async () => {
    const db = ctx().db;
    const clientId = await clientOf();
    const a = await insertDevice(db, { clientId });
    const b = await insertDevice(db, { clientId });
    const unissued = await insertDevice(db, { clientId, withKey: false });
    const deleted = await insertDevice(db, { clientId });
    await setDevice(db, deleted.id, { deleted_at: new Date() });
    const secretOf = (key: string) => key.split('_').slice(2).join('_');
    const attempts: [string, Record<string, string>][] = [
      ['no header', {}],
      ['empty', { authorization: '' }],
      ['Device without key', { authorization: 'Device' }],
      ['garbage', { authorization: 'Device garbage' }],
      ['short secret', { authorization: `Device vdk_${a.id}_short` }],
      ['key as bearer', { authorization: `Bearer ${a.key}` }],
      ['wrong secret', { authorization: `Device vdk_${a.id}_${'A'.repeat(43)}` }],
      ["another device's secret", { authorization: `Device vdk_${b.id}_${secretOf(a.key)}` }],
      ['device without a key', { authorization: `Device ${unissued.key}` }],
      ['unknown device', { authorization: `Device vdk_2147480000_${secretOf(a.key)}` }],
      ['deleted device', { authorization: `Device ${deleted.key}` }],
    ];
    for (const role of ['admin', 'orgadmin', 'multiadmin', 'clientadmin'] as const)
      attempts.push([`${role} bearer token`, { authorization: `Bearer ${await ctx().tokenOf(role)}` }]);
    for (const [label, headers] of attempts) {
      const res = await report(undefined, { battery: 50 }, headers);
      expect(res.status, label).toBe(401);
      expectErrorShape(res.body, 401, 'DEVICE_KEY_INVALID');
    }
    for (const d of [a, b, unissued, deleted]) {
      expect((await deviceRow(db, d.id)).last_received_signal_at).toBeNull();
    }
    // The right key still works, for its own device only.
    expect((await report(a.key)).status).toBe(202);
    expect((await deviceRow(db, a.id)).last_received_signal_at).not.toBeNull();
    expect((await deviceRow(db, b.id)).last_received_signal_at).toBeNull();
  });

  it('a key issued through the back office reports; issuing a new one stops the old one', async () => {
    const db = ctx().db;
    const token = await ctx().tokenOf('clientadmin');
    const d = await insertDevice(db, { clientId: 2, withKey: false, type: 'hub' });
    const issue = () => ctx().post<{ key: string }>(`/backoffice/devices/${d.id}/ingest-key`, undefined, token);
    const first = await issue();
    expect(first.status).toBe(200);
    expect((await report(first.body.key, { wifi: true })).status).toBe(202);
    const second = await issue();
    expect(second.body.key).not.toBe(first.body.key);
    expect((await report(first.body.key)).status).toBe(401);
    expect((await report(second.body.key)).status).toBe(202);
  });

  it('a ping stores the last signal and the flags given; flags left out are kept; bad values are refused', async () => {
    const db = ctx().db;
    const d = await insertDevice(db, { clientId: await clientOf(), type: 'hub' });
    const before = Date.now();
    const res = await report(d.key, {
      battery: 64,
      connected: true,
      ready: true,
      activeDisconnect: false,
      wifi: true,
      ethernet: false,
      firmwareVersion: '3.0.12',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    const read = async () =>
      (
        await db.query<Record<string, unknown>>(
          `SELECT last_received_signal_at, battery, connected, ready, active_disconnect, wifi, ethernet, firmware_version
             FROM devices WHERE id = $1`,
          [d.id],
        )
      )[0]!;
    const first = await read();
    expect((first.last_received_signal_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(first).toMatchObject({
      battery: 64,
      connected: true,
      ready: true,
      active_disconnect: false,
      wifi: true,
      ethernet: false,
      firmware_version: '3.0.12',
    });
    // A bare ping: only the time moves.
    await new Promise((r) => setTimeout(r, 20));
    expect((await report(d.key)).status).toBe(202);
    const second = await read();
    expect((second.last_received_signal_at as Date).getTime()).toBeGreaterThan(
      (first.last_received_signal_at as Date).getTime(),
    );
    expect({ ...second, last_received_signal_at: null }).toEqual({ ...first, last_received_signal_at: null });
    // Only what changed.
    expect((await report(d.key, { connected: false, battery: 12 })).status).toBe(202);
    expect(await read()).toMatchObject({ battery: 12, connected: false, ready: true, wifi: true });

    for (const body of [
      { battery: 101 },
      { battery: -1 },
      { battery: 'full' },
      { press: 'triple' },
      { alarms: Array.from({ length: 21 }, () => ({ alarmType: 'Fire' })) },
      { alarms: [{ sia: 'FA' }] },
      { firmwareVersion: 'x'.repeat(51) },
    ]) {
      const bad = await report(d.key, body);
      expect(bad.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expectErrorShape(bad.body, 400, 'VALIDATION_FAILED');
    }
    expect((await read()).battery).toBe(12);
  });

  it("alarms become active alerts (a DALM device's status turns ALARM); a press becomes an alert titled by the press settings", async () => {
    const db = ctx().db;
    const clientId = await clientOf();
    const dalm = await insertDevice(db, { clientId, type: 'dalm' });
    const res = await report(dalm.key, {
      alarms: [
        { alarmType: 'Burglary', sia: 'BA', section: '3', message: 'Back door' },
        { alarmType: 'Fire', sia: 'FA' },
      ],
    });
    expect(res.status).toBe(202);
    const alerts = await db.query<Record<string, unknown>>(
      `SELECT alarm_type, event_code, section_number, message, active, press FROM device_alerts
        WHERE device_id = $1 ORDER BY id`,
      [dalm.id],
    );
    expect(alerts).toEqual([
      {
        alarm_type: 'Burglary',
        event_code: 'BA',
        section_number: '3',
        message: 'Back door',
        active: true,
        press: null,
      },
      { alarm_type: 'Fire', event_code: 'FA', section_number: null, message: null, active: true, press: null },
    ]);
    expect((await deviceRow(db, dalm.id)).status).toBe('ALARM');
    const logs = await db.query<{ event: string; type: string }>(
      'SELECT event, type FROM device_logs WHERE device_id = $1',
      [dalm.id],
    );
    expect(logs).toEqual([{ event: 'alarm', type: 'alarm' }]);

    const hub = await insertDevice(db, { clientId, type: 'hub' });
    const button = await insertDevice(db, { clientId, type: 'button', parentId: hub.id, name: 'Reception button' });
    await db.query(
      `INSERT INTO device_press_settings (device_id, press, alert_type, title, description)
       VALUES ($1, 'click', 'SOS_Emergency', 'Help at reception', 'Someone pressed'),
              ($2, 'hold', 'Summon', 'Hub hold title', NULL)`,
      [button.id, hub.id],
    );
    await db.query(
      "INSERT INTO device_press_settings (device_id, press, use_hub_settings, alert_type) VALUES ($1, 'hold', true, 'Public_Alert')",
      [button.id],
    );
    for (const press of ['click', 'double_click', 'hold'])
      expect((await report(button.key, { press, battery: 80 })).status).toBe(202);
    const presses = await db.query<Record<string, unknown>>(
      'SELECT press, alarm_type, title, message, active FROM device_alerts WHERE device_id = $1 ORDER BY id',
      [button.id],
    );
    expect(presses).toEqual([
      {
        press: 'click',
        alarm_type: 'SOS_Emergency',
        title: 'Help at reception',
        message: 'Someone pressed',
        active: true,
      },
      // No settings for a double click: the defaults, titled by the device.
      { press: 'double_click', alarm_type: 'Network_Alert', title: 'Reception button', message: null, active: true },
      // The button uses its hub's settings for a hold.
      { press: 'hold', alarm_type: 'Summon', title: 'Hub hold title', message: null, active: true },
    ]);
    // A button has no DALM status to raise.
    expect((await deviceRow(db, button.id)).status).toBe('OK');
  });

  it('throttled per device: beyond 10 reports a second the answer is 429 with Retry-After; another device is not held back', async () => {
    const db = ctx().db;
    const clientId = await clientOf();
    const busy = await insertDevice(db, { clientId });
    const quiet = await insertDevice(db, { clientId });
    // 40 at once: even spread over three one-second windows, at most 30 pass.
    const answers = await Promise.all(Array.from({ length: 40 }, () => report(busy.key)));
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.every((a) => a.status === 202 || a.status === 429)).toBe(true);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expectErrorShape(refused[0]!.body, 429, 'TOO_MANY_ATTEMPTS');
    expect((await report(quiet.key)).status).toBe(202);
  });
});
