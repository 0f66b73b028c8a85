import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../test/harness.js';

/** What the seed gives the devices area, checked against the tables. */
function checks(ctx: () => TestContext) {
  it('hubs with 2-4 buttons each, loose buttons and sensors, with serials, networks of their own client', async () => {
    const { db } = ctx();
    const [kinds] = await db.query<{ hubs: number; buttons: number; loose: number; sensors: number }>(
      `SELECT count(*) FILTER (WHERE type = 'hub')::int AS hubs, count(*) FILTER (WHERE type = 'button')::int AS buttons,
              count(*) FILTER (WHERE type = 'button' AND parent_id IS NULL)::int AS loose,
              count(*) FILTER (WHERE type = 'sensor')::int AS sensors FROM devices`,
    );
    expect(kinds).toMatchObject({ hubs: 6, loose: 8, sensors: 10 });
    const perHub = await db.query<{ n: number }>(
      `SELECT count(b.id)::int AS n FROM devices h LEFT JOIN devices b ON b.parent_id = h.id WHERE h.type = 'hub' GROUP BY h.id`,
    );
    for (const { n } of perHub) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    const strays = await db.query(
      `SELECT d.id FROM devices d WHERE d.type <> 'dalm' AND (d.serial_number IS NULL OR d.client_id IS NULL
          OR NOT EXISTS (SELECT 1 FROM network_devices nd WHERE nd.device_id = d.id)
          OR EXISTS (SELECT 1 FROM network_devices nd JOIN networks n ON n.id = nd.network_id
                      WHERE nd.device_id = d.id AND n.client_id IS DISTINCT FROM d.client_id))`,
    );
    expect(strays).toEqual([]);
    const clientAdminSees = await db.query(`SELECT DISTINCT type FROM devices WHERE client_id = 2 ORDER BY type`);
    expect(clientAdminSees.map((r: any) => r.type)).toEqual(['button', 'dalm', 'hub', 'sensor']);
  });

  it('online and offline, battery spread with the warning memory, press settings within the device’s networks', async () => {
    const { db } = ctx();
    const [s] = await db.query<any>(
      `SELECT count(*) FILTER (WHERE is_online)::int AS online, count(*) FILTER (WHERE NOT is_online)::int AS offline,
              count(*) FILTER (WHERE battery <= 20)::int AS low, count(*) FILTER (WHERE battery <= 5)::int AS panic,
              count(*) FILTER (WHERE battery_warning <> CASE WHEN battery IS NULL THEN 0 WHEN battery <= 5 THEN 3
                WHEN battery <= 10 THEN 2 WHEN battery <= 20 THEN 1 ELSE 0 END)::int AS wrong_memory,
              count(*) FILTER (WHERE is_online AND (NOT connected OR NOT ready OR active_disconnect
                OR last_received_signal_at < now() - interval '15 minutes'))::int AS wrong_online
         FROM devices WHERE type <> 'dalm'`,
    );
    expect(s.online).toBeGreaterThan(5);
    expect(s.offline).toBeGreaterThan(3);
    expect(s.low).toBeGreaterThan(0);
    expect(s).toMatchObject({ wrong_memory: 0, wrong_online: 0 });
    const outside = await db.query(
      `SELECT p.* FROM device_press_settings p, unnest(p.network_ids) n
        WHERE NOT EXISTS (SELECT 1 FROM network_devices nd WHERE nd.device_id = p.device_id AND nd.network_id = n)`,
    );
    expect(outside).toEqual([]);
    const hubSettings = await db.query(
      `SELECT p.device_id FROM device_press_settings p JOIN devices d ON d.id = p.device_id
        WHERE p.use_hub_settings AND (d.type <> 'button' OR d.parent_id IS NULL)`,
    );
    expect(hubSettings).toEqual([]);
  });

  it('DALM devices: inputs, alerts, every ALARM device with an active alert and active alerts only on those', async () => {
    const { db } = ctx();
    const [s] = await db.query<any>(
      `SELECT (SELECT count(*)::int FROM device_inputs) AS inputs,
              (SELECT count(*)::int FROM devices d WHERE d.type = 'dalm' AND d.status = 'ALARM'
                  AND NOT EXISTS (SELECT 1 FROM device_alerts a WHERE a.device_id = d.id AND a.active)) AS alarm_without,
              (SELECT count(*)::int FROM device_alerts a JOIN devices d ON d.id = a.device_id
                WHERE a.active AND d.status <> 'ALARM') AS active_elsewhere,
              (SELECT count(*)::int FROM device_alerts a JOIN devices d ON d.id = a.device_id WHERE d.type = 'dalm') AS dalm_alerts,
              (SELECT count(*)::int FROM device_logs) AS logs`,
    );
    expect(s.inputs).toBeGreaterThan(0);
    expect(s.dalm_alerts).toBeGreaterThan(0);
    expect(s.logs).toBeGreaterThan(24);
    expect(s).toMatchObject({ alarm_without: 0, active_elsewhere: 0 });
  });
}

describeEachDb('seed: alarm devices', checks);
