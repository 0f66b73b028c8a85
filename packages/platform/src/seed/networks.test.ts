import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../test/harness.js';

/** What the seed gives the networks area, checked against the tables (core seed, then with bulk rows). */
function checks(ctx: () => TestContext) {
  it('every network with a client has an owner where one fits: an active member of that client, owner member', async () => {
    const { db } = ctx();
    const owners = await db.query<{ id: number; owner_id: number | null; fits: boolean; owner_ok: boolean | null }>(
      `SELECT n.id, n.owner_id,
              EXISTS (SELECT 1 FROM network_members nm JOIN client_users cu ON cu.user_id = nm.user_id AND cu.client_id = n.client_id
                        JOIN users u ON u.id = nm.user_id
                       WHERE nm.network_id = n.id AND u.is_active AND u.deactivated_at IS NULL) AS fits,
              (SELECT nm.is_owner AND nm.is_admin FROM network_members nm JOIN client_users cu ON cu.user_id = nm.user_id
                  AND cu.client_id = n.client_id JOIN users u ON u.id = nm.user_id AND u.is_active AND u.deactivated_at IS NULL
                WHERE nm.network_id = n.id AND nm.user_id = n.owner_id) AS owner_ok
         FROM networks n WHERE n.client_id IS NOT NULL`,
    );
    expect(owners.length).toBeGreaterThan(5);
    for (const n of owners) {
      if (n.fits) expect(n, `network ${n.id}`).toMatchObject({ owner_id: expect.any(Number), owner_ok: true });
      else expect(n.owner_id, `network ${n.id}`).toBeNull();
    }
    expect(owners.filter((n) => n.owner_id !== null).length).toBeGreaterThan(owners.length * 0.9);
    const [stray] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM network_members nm JOIN networks n ON n.id = nm.network_id
        WHERE nm.is_owner AND nm.user_id IS DISTINCT FROM n.owner_id`,
    );
    expect(stray!.n).toBe(0);
  });

  it('relays: one for each device with relays in each of its networks, none else, enabled as the device', async () => {
    const { db } = ctx();
    const missing = await db.query(
      `SELECT nd.* FROM network_devices nd JOIN devices d ON d.id = nd.device_id
        WHERE d.relays_count > 0 AND NOT EXISTS (SELECT 1 FROM relays r WHERE r.device_id = nd.device_id AND r.network_id = nd.network_id)`,
    );
    expect(missing).toEqual([]);
    const extra = await db.query(
      `SELECT r.* FROM relays r JOIN devices d ON d.id = r.device_id WHERE d.relays_count = 0`,
    );
    expect(extra).toEqual([]);
    const [counts] = await db.query<{ on: number; off: number; wrong: number }>(
      `SELECT count(*) FILTER (WHERE r.enabled)::int AS on, count(*) FILTER (WHERE NOT r.enabled)::int AS off,
              count(*) FILTER (WHERE r.enabled IS DISTINCT FROM coalesce(d.relays_enabled, true))::int AS wrong
         FROM relays r JOIN devices d ON d.id = r.device_id`,
    );
    expect(counts).toMatchObject({ on: expect.any(Number), wrong: 0 });
    expect(counts!.on).toBeGreaterThan(0);
    expect(counts!.off).toBeGreaterThan(0);
  });

  it('a few documents are shared with networks: client documents with that client’s networks only', async () => {
    const { db } = ctx();
    const rows = await db.query<{ document_client: number | null; network_client: number | null; added_at: Date }>(
      `SELECT dc.client_id AS document_client, n.client_id AS network_client, dn.added_at
         FROM document_networks dn LEFT JOIN document_clients dc ON dc.document_id = dn.document_id
         JOIN networks n ON n.id = dn.network_id`,
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.some((r) => r.document_client === null)).toBe(true);
    for (const r of rows) {
      if (r.document_client !== null) expect(r.network_client).toBe(r.document_client);
      expect(r.added_at.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('the seed queues no delivery events', async () => {
    const { db } = ctx();
    const [table] = await db.query<{ t: string | null }>(`SELECT to_regclass('integration_outbox')::text AS t`);
    if (!table!.t) return;
    expect(await db.query('SELECT count(*)::int AS n FROM integration_outbox')).toEqual([{ n: 0 }]);
  });

  it('the integrations point at *.larmcentral.example.se (never loopback: the outbound policy refuses it)', async () => {
    const { db } = ctx();
    const hosts = await db.query<{ ip: string | null }>('SELECT DISTINCT ip FROM integrations WHERE ip IS NOT NULL');
    expect(hosts.length).toBeGreaterThan(0);
    for (const { ip } of hosts) expect(ip).toMatch(/^[a-z0-9-]+\.larmcentral\.example\.se$/);
  });
}

describeEachDb('seed: networks (core)', checks);
describeEachDb('seed: networks (with bulk rows, scale 1.5)', checks, { seedScale: 1.5 });
