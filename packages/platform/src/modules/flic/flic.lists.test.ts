import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../../test/harness.js';
import { api, deviceIn } from './flicTestKit.js';

/** Lists of one client made for this suite: client 4 (no other suite here creates devices there). */
describeEachDb('flic hubs, buttons and sensors: lists', (ctx) => {
  const client = 4;
  let hub: { id: number; serialNumber: string };
  const buttons: { id: number; serialNumber: string; name: string }[] = [];

  beforeAll(async () => {
    const t = ctx();
    hub = await deviceIn(t, 'hub', client, { name: 'Zeta list hub' });
    for (const [name, battery, minutesAgo] of [
      ['Alpha list button', 80, 30],
      ['Beta list button', 5, 2],
      ['Gamma list button', 40, null],
    ] as const) {
      const b = await deviceIn(t, 'button', client, { name, parentSerialNumber: hub.serialNumber });
      await t.db.query(
        `UPDATE devices SET battery = $2, last_received_signal_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() - $3::int * interval '1 minute' END WHERE id = $1`,
        [b.id, battery, minutesAgo],
      );
      buttons.push({ id: b.id, serialNumber: b.serialNumber, name });
    }
    const gone = await deviceIn(t, 'button', client, {
      name: 'Deleted list button',
      parentSerialNumber: hub.serialNumber,
    });
    await api(t, 'admin', 'PUT', `/flic-hub/${gone.serialNumber}`, {
      type: 'button',
      name: 'Deleted list button',
      location: 'x',
      lat: 59,
      lng: 18,
      clientId: client,
      deleted: true,
    });
  });

  const names = (body: any) => body.items.map((d: any) => d.name);
  const q = (extra: string) => `/flic-hub/list?type=button&parentSerialNumber=${hub.serialNumber}${extra}`;

  it('buttons default to last ping, newest first (never pinged last); the deleted one is left out', async () => {
    const t = ctx();
    const res = await api(t, 'admin', 'GET', q(''));
    expect(res.body.total).toBe(3);
    expect(names(res.body)).toEqual(['Beta list button', 'Alpha list button', 'Gamma list button']);
    expect(res.body.items[0]).toMatchObject({
      kind: 'button',
      battery: 5,
      data: { batteryStatus: 5 },
      parentSerialNumber: hub.serialNumber,
    });
  });

  it('sorts by name, battery and serial both ways', async () => {
    const t = ctx();
    expect(names((await api(t, 'admin', 'GET', q('&sort=name&order=asc'))).body)).toEqual([
      'Alpha list button',
      'Beta list button',
      'Gamma list button',
    ]);
    expect(names((await api(t, 'admin', 'GET', q('&sort=battery&order=asc'))).body)).toEqual([
      'Beta list button',
      'Gamma list button',
      'Alpha list button',
    ]);
    const bySerial = (await api(t, 'admin', 'GET', q('&sort=serialNumber&order=desc'))).body.items.map(
      (d: any) => d.serialNumber,
    );
    expect(bySerial).toEqual([...bySerial].sort().reverse());
    const paged = await api(t, 'admin', 'GET', q('&sort=name&order=asc&limit=1&offset=1'));
    expect(paged.body).toMatchObject({ total: 3, items: [{ name: 'Beta list button' }] });
  });

  it('searches name, serial and location; the type filter keeps hubs and buttons apart', async () => {
    const t = ctx();
    expect(names((await api(t, 'admin', 'GET', q('&q=gamma'))).body)).toEqual(['Gamma list button']);
    expect(names((await api(t, 'admin', 'GET', q(`&q=${buttons[0]!.serialNumber.toLowerCase()}`))).body)).toEqual([
      'Alpha list button',
    ]);
    const hubs = await api(t, 'admin', 'GET', '/flic-hub/list?type=hub&q=Zeta%20list&limit=500');
    expect(hubs.body.items.map((d: any) => d.id)).toEqual([hub.id]);
    expect(hubs.body.items[0]).toMatchObject({ kind: 'hub', buttonCount: 3 });
    const noButtons = await api(t, 'admin', 'GET', '/flic-hub/list?type=button&q=Zeta%20list');
    expect(noButtons.body.total).toBe(0);
    expect((await api(t, 'admin', 'GET', '/flic-hub/list')).status).toBe(400);
  });

  it('sensors: newest first by default, search, sort by name; hubs and buttons are not sensors', async () => {
    const t = ctx();
    const a = await deviceIn(t, 'sensor', client, { name: 'Omega list sensor', siaId: 'SIA-1' });
    const b = await deviceIn(t, 'sensor', client, { name: 'Kappa list sensor' });
    const res = await api(t, 'admin', 'GET', '/collactivate?q=list%20sensor');
    expect(res.body.items.map((d: any) => d.id)).toEqual([b.id, a.id]);
    expect(res.body.items[1]).toMatchObject({ kind: 'sensor', siaId: 'SIA-1', deleted: false });
    expect(names((await api(t, 'admin', 'GET', '/collactivate?q=list%20sensor&sort=name&order=asc')).body)).toEqual([
      'Kappa list sensor',
      'Omega list sensor',
    ]);
    expect((await api(t, 'admin', 'GET', '/collactivate?q=list%20button')).body.total).toBe(0);
    expect((await api(t, 'admin', 'GET', `/collactivate/${hub.serialNumber}`)).status).toBe(404);
    expect((await api(t, 'admin', 'GET', `/flic-hub/${a.serialNumber}`)).status).toBe(404);
  });
});
