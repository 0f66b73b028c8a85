import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { demoAccount } from '../../seed/demoAccounts.js';
import { dalmIn } from '../devices/devicesTestKit.js';
import { lastLogId, logsSince } from '../organizations/organizationsTestKit.js';

type Who = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';

/**
 * The client's devices tab: existing devices join the client (the picker offers exactly what the write takes),
 * a refused batch names its refused devices and moves none, and an admin takes a device out of the client.
 */
describeEachDb('clients: devices tab, add existing and remove', (ctx) => {
  let serial = 0;
  const stamp = () => `D${Date.now().toString(36)}${(serial++).toString(36)}`;
  const api = async (t: TestContext, who: Who, method: string, path: string, body?: unknown) =>
    t.request(method, `/backoffice${path}`, { token: await t.tokenOf(who), body });
  const one = async (t: TestContext, sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params))[0]!.id;

  /** A client of organization 1 with `admins` as its admin members. */
  const clientOf = async (t: TestContext, ...admins: Who[]) => {
    const id = await one(t, `INSERT INTO clients (name, organization_id) VALUES ($1, 1) RETURNING id`, [stamp()]);
    for (const who of admins)
      await t.db.query('INSERT INTO client_users (client_id, user_id, is_admin) VALUES ($1, $2, true)', [
        id,
        demoAccount(who).id,
      ]);
    return id;
  };
  const device = (
    t: TestContext,
    name: string,
    clientId: number | null,
    extra: { owner?: number; deleted?: boolean } = {},
  ) =>
    one(
      t,
      `INSERT INTO devices (client_id, name, type, serial_number, owner_user_id, deleted_at)
       VALUES ($1, $2, 'sensor', gen_random_uuid()::text, $3, CASE WHEN $4 THEN now() END) RETURNING id`,
      [clientId, name, extra.owner ?? null, extra.deleted ?? false],
    );
  const userOf = (t: TestContext, clientId: number) =>
    one(
      t,
      `SELECT u.id FROM client_users cu JOIN users u ON u.id = cu.user_id
        WHERE cu.client_id = $1 AND u.deactivated_at IS NULL AND u.id > 5 ORDER BY u.id LIMIT 1`,
      [clientId],
    );
  const clientOfDevice = async (t: TestContext, id: number) =>
    (await t.db.query<{ client_id: number | null }>('SELECT client_id FROM devices WHERE id = $1', [id]))[0]!.client_id;
  const candidates = async (t: TestContext, who: Who, clientId: number, q: string) =>
    (await api(t, who, 'GET', `/clients/${clientId}/devices/candidates?limit=100&q=${q}`)).body.map(
      (d: { id: number }) => d.id,
    );

  it('candidates: devices of the caller’s other clients (an admin’s: any), not deleted, owner a member, by name', async () => {
    const t = ctx();
    const target = await clientOf(t, 'multiadmin');
    const tag = stamp();
    const member = await userOf(t, 1);
    await t.db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [target, member]);
    const outsider = await userOf(t, 7);
    const ofOwnClient = await device(t, `${tag} b`, 1);
    const ofOtherTenant = await device(t, `${tag} c`, 7);
    const withoutClient = await device(t, `${tag} d`, null);
    await device(t, `${tag} e`, 1, { deleted: true });
    await device(t, `${tag} f`, 1, { owner: outsider });
    const ownerIsMember = await device(t, `${tag} a`, 1, { owner: member });
    await device(t, `${tag} g`, target);

    expect(await candidates(t, 'multiadmin', target, tag)).toEqual([ownerIsMember, ofOwnClient]);
    expect(await candidates(t, 'admin', target, tag)).toEqual([
      ownerIsMember,
      ofOwnClient,
      ofOtherTenant,
      withoutClient,
    ]);
    const found = (await api(t, 'multiadmin', 'GET', `/clients/${target}/devices/candidates?q=${tag}`)).body[0];
    expect(found).toEqual({
      id: ownerIsMember,
      name: `${tag} a`,
      dalmId: null,
      serialNumber: expect.any(String),
      kind: 'sensor',
    });
    const paged = await api(t, 'admin', 'GET', `/clients/${target}/devices/candidates?q=${tag}&limit=2&offset=1`);
    expect(paged.body.map((d: { id: number }) => d.id)).toEqual([ofOwnClient, ofOtherTenant]);

    // Every device offered is taken, and then no longer offered.
    const added = await api(t, 'multiadmin', 'PUT', `/clients/${target}/devices`, {
      deviceIds: [ownerIsMember, ofOwnClient],
    });
    expect(added.body).toEqual({ added: 2 });
    expect(await candidates(t, 'multiadmin', target, tag)).toEqual([]);
    const tab = await api(t, 'multiadmin', 'GET', `/clients/${target}/devices?q=${tag}&sort=name&order=asc`);
    expect(tab.body.items.map((d: { id: number }) => d.id)).toEqual([
      ownerIsMember,
      ofOwnClient,
      await one(t, 'SELECT id FROM devices WHERE name = $1', [`${tag} g`]),
    ]);
  });

  it('a refused batch names each refused device (one it cannot see without a name) and moves none', async () => {
    const t = ctx();
    const target = await clientOf(t, 'clientadmin');
    const tag = stamp();
    const good = await device(t, `${tag} good`, 2);
    const foreign = await device(t, `${tag} foreign`, 7);
    const ownerOutside = await device(t, `${tag} owned`, 2, { owner: await userOf(t, 2) });
    const start = await lastLogId(t);

    const res = await api(t, 'clientadmin', 'PUT', `/clients/${target}/devices`, {
      deviceIds: [good, foreign, ownerOutside],
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ deviceIds: 'NOT_FOUND' });
    expect(res.body.refused).toEqual([
      { field: 'deviceIds', id: foreign, name: null, code: 'NOT_FOUND' },
      { field: 'deviceIds', id: ownerOutside, name: `${tag} owned`, code: 'OWNER_NOT_IN_CLIENT' },
    ]);
    expect(res.body.errorMessage).not.toContain(`${tag} foreign`);
    expect([
      await clientOfDevice(t, good),
      await clientOfDevice(t, foreign),
      await clientOfDevice(t, ownerOutside),
    ]).toEqual([2, 7, 2]);
    expect(await logsSince(t, start)).toEqual([]);

    // Of another tenant, the client itself is not found.
    expect((await api(t, 'clientadmin', 'PUT', '/clients/7/devices', { deviceIds: [good] })).status).toBe(404);
    expect((await api(t, 'clientadmin', 'GET', '/clients/7/devices/candidates')).status).toBe(404);
  });

  it('a moved device leaves its old client’s policy; the audit row names both clients', async () => {
    const t = ctx();
    const from = await clientOf(t);
    const to = await clientOf(t);
    const moved = await device(t, `${stamp()} moved`, from);
    await t.db.query(`UPDATE clients SET alert_policy = $2::jsonb WHERE id = $1`, [
      from,
      JSON.stringify({ sosEnableDeviceOutputControl: true, sosDeviceOutputControl: { [moved]: ['O1'], 999: ['O2'] } }),
    ]);
    const start = await lastLogId(t);
    expect((await api(t, 'admin', 'PUT', `/clients/${to}/devices`, { deviceIds: [moved] })).body).toEqual({ added: 1 });
    expect(await clientOfDevice(t, moved)).toBe(to);
    const policy = (await api(t, 'admin', 'GET', `/clients/${from}/policy`)).body;
    expect(policy.sosDeviceOutputControl).toEqual({ 999: ['O2'] });
    const logs = await logsSince(t, start);
    expect(logs.map((l) => [l.entity_type, l.entity_id, l.action, l.client_ids])).toEqual([
      ['client', to, 'addDevices', [from, to]],
    ]);
    expect(logs[0]!.payload.after).toEqual({ deviceIds: [moved], from: { [moved]: from } });
    // Again: already the client's, nothing to write.
    expect((await api(t, 'admin', 'PUT', `/clients/${to}/devices`, { deviceIds: [moved] })).body).toEqual({ added: 0 });
    expect(await logsSince(t, start)).toHaveLength(1);
  });

  it('remove: an admin leaves the device without a client; a DALM device without an owner stays', async () => {
    const t = ctx();
    const clientId = await clientOf(t, 'clientadmin');
    const sensor = await device(t, `${stamp()} sensor`, clientId);
    await t.db.query(`UPDATE clients SET alert_policy = $2::jsonb WHERE id = $1`, [
      clientId,
      JSON.stringify({ amcDeviceOutputControl: { [sensor]: ['O1'] } }),
    ]);
    expect((await api(t, 'clientadmin', 'DELETE', `/clients/${clientId}/devices/${sensor}`)).status).toBe(403);
    expect(await clientOfDevice(t, sensor)).toBe(clientId);

    const start = await lastLogId(t);
    expect((await api(t, 'admin', 'DELETE', `/clients/${clientId}/devices/${sensor}`)).status).toBe(204);
    expect(await clientOfDevice(t, sensor)).toBeNull();
    expect((await api(t, 'admin', 'GET', `/clients/${clientId}/policy`)).body.amcDeviceOutputControl).toEqual({});
    const logs = await logsSince(t, start);
    expect(logs.map((l) => [l.entity_id, l.action, l.payload.before])).toEqual([
      [clientId, 'removeDevice', { deviceId: sensor }],
    ]);
    expect((await api(t, 'admin', 'DELETE', `/clients/${clientId}/devices/${sensor}`)).status).toBe(404);

    const dialer = await dalmIn(t, 2);
    const refused = await api(t, 'admin', 'DELETE', `/clients/2/devices/${dialer}`);
    expect(refused.status).toBe(409);
    expectErrorShape(refused.body, 409, 'DEVICE_OWNER_REQUIRED');
    expect(await clientOfDevice(t, dialer)).toBe(2);
    const owned = await dalmIn(t, 2, { ownerId: await userOf(t, 2) });
    expect((await api(t, 'admin', 'DELETE', `/clients/2/devices/${owned}`)).status).toBe(204);
    expect(await clientOfDevice(t, owned)).toBeNull();
  });
});
