import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../../test/harness.js';
import { api, membersOf, networkIn } from './networksTestKit.js';

/** The list's filters and sorts against the same question asked of the tables directly. */
describeEachDb('networks: the list (filters, sorts and row figures equal a direct query)', (ctx) => {
  let closed = 0;
  let deleted = 0;
  let counted = 0;

  beforeAll(async () => {
    const t = ctx();
    closed = await networkIn(t, 3, { name: 'Zeta closed watch', type: 'open', address: 'Kungsgatan 9' });
    await t.db.query(`UPDATE networks SET status = 'closed' WHERE id = $1`, [closed]);
    deleted = await networkIn(t, 3, { name: 'Zeta deleted watch' });
    expect((await api(t, 'admin', 'DELETE', `/networks/${deleted}`)).status).toBe(204);
    const users = await membersOf(t, 3, 3);
    counted = await networkIn(t, 3, { name: 'Zeta counted', ownerId: users[0] });
    await api(t, 'admin', 'POST', `/networks/${counted}/users`, { ids: users });
    await t.db.query(
      `INSERT INTO network_devices (network_id, device_id) SELECT $1, id FROM devices WHERE client_id = 3 ORDER BY id LIMIT 2`,
      [counted],
    );
    await t.db.query(
      `INSERT INTO integrations (network_id, kind, status) VALUES ($1, 'manitou', 'error'), ($1, 'shortxml', 'success')`,
      [counted],
    );
  });

  /** Ids of the direct query, in its order. */
  const direct = async (where: string, order: string, params: unknown[] = []) =>
    (
      await ctx().db.query<{ id: number }>(
        `SELECT n.id FROM networks n WHERE n.status <> 'deleted' ${where} ORDER BY ${order} LIMIT 50`,
        params,
      )
    ).map((r) => r.id);

  const listed = async (query: string, who: Parameters<typeof api>[1] = 'admin') => {
    const res = await api(ctx(), who, 'GET', `/networks?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { items: any[]; total: number };
  };

  it('sorts by created and by name, both ways, with ties broken by id', async () => {
    expect((await listed('')).items.map((n) => n.id)).toEqual(await direct('', 'n.created_at DESC, n.id DESC'));
    expect((await listed('sort=createdAt&order=asc')).items.map((n) => n.id)).toEqual(
      await direct('', 'n.created_at ASC, n.id ASC'),
    );
    expect((await listed('sort=name&order=asc')).items.map((n) => n.id)).toEqual(
      await direct('', 'lower(n.name) ASC, n.id ASC'),
    );
    expect((await listed('sort=name&order=desc&offset=50')).items.map((n) => n.id)).toEqual(
      (
        await ctx().db.query<{ id: number }>(
          `SELECT id FROM networks WHERE status <> 'deleted' ORDER BY lower(name) DESC, id DESC LIMIT 50 OFFSET 50`,
        )
      ).map((r) => r.id),
    );
  });

  it('filters by client, status, type and q (name or address); totals match; deleted networks never show', async () => {
    const byClient = await listed('clientId=3&sort=name&order=asc&limit=500');
    const ids = await ctx().db.query<{ id: number }>(
      `SELECT id FROM networks WHERE client_id = 3 AND status <> 'deleted' ORDER BY lower(name), id`,
    );
    expect(byClient.items.map((n) => n.id)).toEqual(ids.map((r) => r.id));
    expect(byClient.total).toBe(ids.length);
    expect(byClient.items.map((n) => n.id)).not.toContain(deleted);
    expect(byClient.items.every((n) => n.clientId === 3 && n.clientName)).toBe(true);
    const closedOnly = await listed('status=closed&limit=500');
    expect(closedOnly.items.map((n) => n.id)).toEqual(
      await direct(`AND n.status = 'closed'`, 'n.created_at DESC, n.id DESC'),
    );
    expect(closedOnly.items.map((n) => n.id)).toContain(closed);
    const open = await listed('type=open&clientId=3&limit=500');
    expect(open.items.map((n) => n.id)).toEqual(
      await direct(`AND n.type = 'open' AND n.client_id = 3`, 'n.created_at DESC, n.id DESC'),
    );
    const q = await listed('q=kungsgatan%209');
    expect(q.items.map((n) => n.id)).toEqual(
      await direct(
        `AND (n.name ILIKE '%kungsgatan 9%' OR n.address ILIKE '%kungsgatan 9%')`,
        'n.created_at DESC, n.id DESC',
      ),
    );
    expect(q.items.map((n) => n.id)).toContain(closed);
    expect((await listed('q=zeta%20deleted')).total).toBe(0);
    const [all] = await ctx().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM networks WHERE status <> 'deleted'`,
    );
    expect((await listed('limit=1')).total).toBe(all!.n);
  });

  it('lists deleted networks only when asked for, each in its own scope', async () => {
    const deletedOnly = await listed('status=deleted&limit=500');
    const want = await ctx().db.query<{ id: number }>(
      `SELECT id FROM networks WHERE status = 'deleted' ORDER BY created_at DESC, id DESC LIMIT 500`,
    );
    expect(deletedOnly.items.map((n) => n.id)).toEqual(want.map((r) => r.id));
    expect(deletedOnly.items.map((n) => n.id)).toContain(deleted);
    expect(deletedOnly.items.every((n) => n.status === 'deleted')).toBe(true);
    // client 3 is the organization-admin's, not the multi-client-admin's
    expect((await listed('status=deleted&limit=500', 'orgadmin')).items.map((n) => n.id)).toContain(deleted);
    expect((await listed('status=deleted&limit=500', 'multiadmin')).items.map((n) => n.id)).not.toContain(deleted);
  });

  it('a row carries its counts, integration statuses and relays as the tables say', async () => {
    const [row] = (await listed(`ids=${counted}`)).items;
    const [want] = await ctx().db.query<any>(
      `SELECT (SELECT count(*)::int FROM network_members WHERE network_id = $1) AS "userCount",
              (SELECT count(*)::int FROM network_devices WHERE network_id = $1) AS "deviceCount",
              (SELECT count(*)::int FROM relays WHERE network_id = $1) AS "relaysCount"`,
      [counted],
    );
    expect(row).toMatchObject({
      id: counted,
      name: 'Zeta counted',
      status: 'active',
      clientId: 3,
      integration_settings_statuses: ['error', 'success'],
      ...want,
    });
    expect(want.userCount).toBe(3);
    expect(want.deviceCount).toBe(2);
    expect(typeof row.createdAt).toBe('string');
  });

  it('relays: the network relay rows; enabled when all are, false when one is not, null when none', async () => {
    const t = ctx();
    const picked = await t.db.query<{ id: number }>('SELECT id FROM devices ORDER BY id DESC LIMIT 3');
    expect(picked).toHaveLength(3);
    const [withRelays, without] = [picked.slice(0, 2), picked.slice(2)];
    await t.db.query('UPDATE devices SET relays_count = 2, relays_enabled = false WHERE id = ANY($1::int[])', [
      withRelays.map((d) => d.id),
    ]);
    await t.db.query('UPDATE devices SET relays_count = 0, relays_enabled = NULL WHERE id = $1', [without[0]!.id]);
    const id = await networkIn(t, 3);
    const row = async () => (await listed(`ids=${id}`)).items[0];
    expect(await row()).toMatchObject({ deviceCount: 0, relaysCount: 0, relaysEnabled: null });
    // A device without relays joins: no relay row, still unknown.
    const add = (ids: number[]) => api(t, 'admin', 'POST', `/networks/${id}/devices`, { ids });
    expect((await add([without[0]!.id])).body).toEqual({ added: 1 });
    expect(await row()).toMatchObject({ deviceCount: 1, relaysCount: 0, relaysEnabled: null });
    // Two devices with relays join: one relay each, created enabled (whatever the device's own flag).
    expect((await add(withRelays.map((d) => d.id))).body).toEqual({ added: 2 });
    expect(await row()).toMatchObject({ deviceCount: 3, relaysCount: 2, relaysEnabled: true });
    const [relay] = await t.db.query<{ id: number }>('SELECT id FROM relays WHERE network_id = $1 AND device_id = $2', [
      id,
      withRelays[0]!.id,
    ]);
    expect((await api(t, 'admin', 'PUT', `/relays/${relay!.id}`, { enabled: false })).status).toBe(200);
    expect(await row()).toMatchObject({ relaysCount: 2, relaysEnabled: false });
    // The disabled relay's device leaves: its relay goes with it.
    expect((await api(t, 'admin', 'DELETE', `/networks/${id}/devices/${withRelays[0]!.id}`)).status).toBe(204);
    expect(await row()).toMatchObject({ deviceCount: 2, relaysCount: 1, relaysEnabled: true });
    expect((await api(t, 'admin', 'DELETE', `/networks/${id}/devices/${withRelays[1]!.id}`)).status).toBe(204);
    expect(await row()).toMatchObject({ deviceCount: 1, relaysCount: 0, relaysEnabled: null });
  });

  it('a client-admin lists only its clients’ networks, and the filters stay inside that scope', async () => {
    const own = await listed('limit=500', 'clientadmin');
    const ids = await ctx().db.query<{ id: number }>(
      `SELECT id FROM networks WHERE client_id = 2 AND status <> 'deleted' ORDER BY created_at DESC, id DESC LIMIT 500`,
    );
    expect(own.items.map((n) => n.id)).toEqual(ids.map((r) => r.id));
    expect((await listed('clientId=3', 'clientadmin')).total).toBe(0);
  });
});
