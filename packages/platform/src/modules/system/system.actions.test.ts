import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ACCOUNTS, tenantsOf } from '../../../test/expected.js';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { recordAction } from '../../audit/actionLog.js';
import { startSession } from '../../testing.js';
import { demoAccount } from '../../seed/demoAccounts.js';

/**
 * GET /backoffice/system/actions: scope per role (direct SQL over the demo tenants decides what each
 * role must see), filters, paging, the capped total, bad input. The rows are written with the
 * recorder itself, under entity types of their own so the rows the seed or other calls make stay out.
 */
type Role = (typeof CONSOLE_ACCOUNTS)[number];

/** One row per tenant shape: a client of organization 1, of organization 2, several, none. */
const TENANT_ROWS: { clientIds: number[]; organizationId: number | null }[] = [
  { clientIds: [1], organizationId: 1 },
  { clientIds: [2], organizationId: 1 },
  { clientIds: [5], organizationId: 2 },
  { clientIds: [7], organizationId: 2 },
  { clientIds: [2, 7], organizationId: null },
  { clientIds: [], organizationId: 1 },
  { clientIds: [], organizationId: 2 },
  { clientIds: [], organizationId: null },
];

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

describeEachDb('system: the action log', (ctx) => {
  const get = async (role: Role, params: Record<string, string | number>) =>
    ctx().get(`/backoffice/system/actions?${query(params)}`, await ctx().tokenOf(role));

  beforeAll(async () => {
    const db = ctx().db;
    for (const [i, t] of TENANT_ROWS.entries()) {
      await recordAction(db, {
        entityType: 'scopeProbe',
        entityId: i + 1,
        action: 'update',
        actorId: demoAccount('admin').id,
        before: { name: `before ${i}` },
        after: { name: `after ${i}` },
        ...t,
      });
    }
  });

  it('each console role reads exactly the rows of its tenants (client overlap or organization)', async () => {
    for (const role of CONSOLE_ACCOUNTS) {
      const tenants = await tenantsOf(ctx().db, role);
      const expected = TENANT_ROWS.flatMap((t, i) =>
        tenants === null ||
        t.clientIds.some((c) => tenants.clientIds.includes(c)) ||
        (t.organizationId !== null && tenants.orgIds.includes(t.organizationId))
          ? [i + 1]
          : [],
      );
      const res = await get(role, { entityType: 'scopeProbe', limit: 500 });
      expect(res.status, role).toBe(200);
      expect(
        res.body.items.map((r: any) => r.entityId).sort((a: number, b: number) => a - b),
        role,
      ).toEqual(expected);
      expect(res.body.total, role).toBe(expected.length);
    }
    // The demo tenants make the roles differ: a client-admin never sees another tenant's rows.
    const clientAdmin = await get('clientadmin', { entityType: 'scopeProbe' });
    expect(clientAdmin.body.items.map((r: any) => r.entityId).sort()).toEqual([2, 5]);
    const orgAdmin = await get('orgadmin', { entityType: 'scopeProbe' });
    expect(orgAdmin.body.items.map((r: any) => r.entityId)).not.toContain(4);
    expect(orgAdmin.body.items.map((r: any) => r.entityId)).toContain(6);
  });

  it('answers the row as the contract shows it, with the actor name', async () => {
    const res = await get('admin', { entityType: 'scopeProbe', entityId: 2 });
    expect(res.body.items).toHaveLength(1);
    const row = res.body.items[0];
    const admin = demoAccount('admin');
    expect(row).toEqual({
      id: expect.any(Number),
      entityType: 'scopeProbe',
      entityId: 2,
      action: 'update',
      userId: admin.id,
      userName: `${admin.firstName} ${admin.lastName}`,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      payload: { before: { name: 'before 1' }, after: { name: 'after 1' } },
      clientIds: [2],
      entity: null,
      references: [],
    });
  });

  it("clientIds names the row's clients within the caller's scope only", async () => {
    // Row 5 names clients 2 (every demo account's) and 7 (the admin's only).
    const clientsOf = async (role: Role) =>
      (await get(role, { entityType: 'scopeProbe', entityId: 5 })).body.items[0].clientIds;
    expect(await clientsOf('admin')).toEqual([2, 7]);
    expect(await clientsOf('clientadmin')).toEqual([2]);
    expect(await clientsOf('orgadmin')).toEqual([2]);
  });

  it('a plain user is refused (403) and a call without a token is 401', async () => {
    const t = ctx();
    const [user] = await t.db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, roles) VALUES ('plain-' || gen_random_uuid() || '@audit.test', 'Plain', '{0}')
       RETURNING id`,
    );
    const token = (await startSession(t.platform, user!.id)).accessToken;
    const refused = await t.get('/backoffice/system/actions', token);
    expect(refused.status).toBe(403);
    expectErrorShape(refused.body, 403, 'FORBIDDEN');
    expect((await t.get('/backoffice/system/actions')).status).toBe(401);
  });

  it('filters by entity, actor and period; pages newest first', async () => {
    const t = ctx();
    const actors = [demoAccount('orgadmin').id, demoAccount('clientadmin').id];
    // Twelve rows of one entity type an hour apart, oldest first, alternating actors.
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    for (let i = 0; i < 12; i++) {
      await recordAction(t.db, {
        entityType: 'filterProbe',
        entityId: 100 + (i % 3),
        action: 'update',
        actorId: actors[i % 2]!,
        after: { step: i },
        clientIds: [2],
        organizationId: 1,
      });
    }
    await t.db.query(
      `UPDATE action_logs SET created_at = $1::timestamptz + ((payload->'after'->>'step')::int * interval '1 hour')
        WHERE entity_type = 'filterProbe'`,
      [new Date(base).toISOString()],
    );
    const steps = (res: { body: any }) => res.body.items.map((r: any) => r.payload.after.step);

    const all = await get('clientadmin', { entityType: 'filterProbe' });
    expect(steps(all)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(all.body.total).toBe(12);

    const page2 = await get('clientadmin', { entityType: 'filterProbe', limit: 5, offset: 5 });
    expect(steps(page2)).toEqual([6, 5, 4, 3, 2]);
    expect(page2.body.total).toBe(12);

    const entity = await get('clientadmin', { entityType: 'filterProbe', entityId: 101 });
    expect(steps(entity)).toEqual([10, 7, 4, 1]);

    const byActor = await get('admin', { entityType: 'filterProbe', userId: actors[1]! });
    expect(steps(byActor)).toEqual([11, 9, 7, 5, 3, 1]);
    expect(byActor.body.items.every((r: any) => r.userId === actors[1])).toBe(true);

    // from is inclusive, to exclusive.
    const period = await get('clientadmin', {
      entityType: 'filterProbe',
      from: new Date(base + 3 * 3600_000).toISOString(),
      to: new Date(base + 6 * 3600_000).toISOString(),
    });
    expect(steps(period)).toEqual([5, 4, 3]);
    expect(period.body.total).toBe(3);

    const combined = await get('orgadmin', {
      entityType: 'filterProbe',
      userId: actors[0]!,
      from: '2026-03-01T18:00:00+00:00',
    });
    expect(steps(combined)).toEqual([10, 8, 6]);
  });

  it('the total counts at most 10,000 rows; pages past it still answer', async () => {
    const t = ctx();
    await t.db.query(
      `INSERT INTO action_logs (entity_type, entity_id, action, user_id, client_ids, organization_id, payload, created_at)
       SELECT 'capProbe', g, 'update', 1, '{7}', 2, '{}', timestamptz '2026-01-01' + g * interval '1 second'
         FROM generate_series(1, 10050) g`,
    );
    const first = await get('admin', { entityType: 'capProbe', limit: 2 });
    expect(first.body.total).toBe(10_000);
    expect(first.body.items.map((r: any) => r.entityId)).toEqual([10050, 10049]);
    const last = await get('admin', { entityType: 'capProbe', limit: 100, offset: 10_000 });
    expect(last.body.items.map((r: any) => r.entityId)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
    // Out of scope for the client-admin: neither rows nor a total.
    const none = await get('clientadmin', { entityType: 'capProbe' });
    expect(none.body).toEqual({ items: [], total: 0 });
  });

  it('bad input is 400 VALIDATION_FAILED', async () => {
    const bad: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 501 },
      { offset: -1 },
      { entityId: 'abc' },
      { entityId: 0 },
      { userId: '1.5' },
      { entityType: 'drop table' },
      { from: 'yesterday' },
      { from: '2026-02-31T00:00:00Z' },
      { to: '2026-13-01T00:00:00Z' },
      { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
    ];
    for (const params of bad) {
      const res = await get('admin', params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    }
  });

  it('entity ids of the answer belong to the caller: filtering on another tenant finds nothing', async () => {
    const other = await get('clientadmin', { entityType: 'scopeProbe', entityId: 4 });
    expect(other.body).toEqual({ items: [], total: 0 });
    const admin = await get('admin', { entityType: 'scopeProbe', entityId: 4 });
    expect(admin.body.total).toBe(1);
  });

  describe("names the objects a row refers to, in one statement, within the caller's scope", () => {
    let own: { user: number; network: number; hub: { id: number; serial: string } };
    let other: { user: number; network: number };
    let deletedDevice: number;
    let releaseNote: number;

    beforeAll(async () => {
      const db = ctx().db;
      const mine = (await tenantsOf(db, 'clientadmin'))!;
      const pick = async (sql: string, params: unknown[] = []) => (await db.query<{ id: number }>(sql, params))[0]!.id;
      // a member of the client-admin's clients, and a user of client 7 only (another tenant's)
      const ownUser = await pick(
        `SELECT u.id FROM users u JOIN client_users cu ON cu.user_id = u.id
          WHERE cu.client_id = ANY($1::int[]) AND u.deactivated_at IS NULL AND u.first_name IS NOT NULL
          ORDER BY u.id LIMIT 1`,
        [mine.clientIds],
      );
      const otherUser = await pick(
        `SELECT u.id FROM users u JOIN client_users cu ON cu.user_id = u.id AND cu.client_id = 7
          WHERE u.deactivated_at IS NULL AND u.organization_id IS DISTINCT FROM 1
            AND NOT EXISTS (SELECT 1 FROM client_users o WHERE o.user_id = u.id AND o.client_id = ANY($1::int[]))
          ORDER BY u.id LIMIT 1`,
        [mine.clientIds],
      );
      const [hub] = await db.query<{ id: number; serial_number: string }>(
        `SELECT id, serial_number FROM devices WHERE type = 'hub' AND deleted_at IS NULL AND client_id = ANY($1::int[])
          ORDER BY id LIMIT 1`,
        [mine.clientIds],
      );
      own = {
        user: ownUser,
        network: await pick(
          `SELECT id FROM networks WHERE client_id = ANY($1::int[]) AND status <> 'deleted' ORDER BY id LIMIT 1`,
          [mine.clientIds],
        ),
        hub: { id: hub!.id, serial: hub!.serial_number },
      };
      other = {
        user: otherUser,
        network: await pick(`SELECT id FROM networks WHERE client_id = 7 AND status <> 'deleted' ORDER BY id LIMIT 1`),
      };
      deletedDevice = await pick(
        `INSERT INTO devices (client_id, name, type, serial_number, deleted_at)
         VALUES ($1, 'Gone hub', 'hub', 'GONE-' || gen_random_uuid(), now()) RETURNING id`,
        [mine.clientIds[0]],
      );
      releaseNote = await pick(
        `INSERT INTO documents (name, type, lang, release_notes) VALUES ('Release 3.2', 'public', 'all', true) RETURNING id`,
      );
      await recordAction(db, {
        entityType: 'network',
        entityId: own.network,
        action: 'addMembers',
        actorId: demoAccount('admin').id,
        before: { member: { userId: own.user, isAdmin: false } },
        after: {
          userIds: [own.user, other.user, 2_000_000_000],
          docId: releaseNote,
          member: { userId: own.user, isAdmin: true },
          sosSelectedNetworks: [other.network],
          deviceIds: [own.hub.id, deletedDevice],
          name: 'not an id',
          port: 8080,
        },
        clientIds: [2, 7],
      });
    });

    const row = async (role: Role) => {
      const res = await get(role, { entityType: 'network', entityId: own.network, limit: 1 });
      expect(res.status).toBe(200);
      return res.body.items[0];
    };
    const names = (references: any[]) =>
      Object.fromEntries(references.map((r: any) => [`${r.field} ${r.type}:${r.id}`, r.name]));

    it('a client-admin sees the names of its own objects and only the ids of the others', async () => {
      const { entity, references } = await row('clientadmin');
      const network = (
        await ctx().db.query<{ name: string }>('SELECT name FROM networks WHERE id = $1', [own.network])
      )[0]!;
      expect(entity).toEqual({ type: 'network', id: own.network, name: network.name });
      const user = (
        await ctx().db.query<{ name: string }>(
          `SELECT concat_ws(' ', first_name, last_name) AS name FROM users WHERE id = $1`,
          [own.user],
        )
      )[0]!.name;
      expect(names(references)).toEqual({
        [`member user:${own.user}`]: user,
        [`userIds user:${own.user}`]: user,
        [`userIds user:${other.user}`]: null,
        'userIds user:2000000000': null,
        [`docId document:${releaseNote}`]: 'Release 3.2',
        [`sosSelectedNetworks network:${other.network}`]: null,
        [`deviceIds device:${own.hub.id}`]: expect.any(String),
        [`deviceIds device:${deletedDevice}`]: null,
      });
      // what the pages need: a hub's serial number, a release note's flag; nothing for an object not shown
      expect(references).toContainEqual(
        expect.objectContaining({ type: 'device', id: own.hub.id, kind: 'hub', serialNumber: own.hub.serial }),
      );
      expect(references).toContainEqual(
        expect.objectContaining({ type: 'document', id: releaseNote, releaseNote: true, section: null }),
      );
      expect(references.find((r: any) => r.id === other.user)).toEqual({
        field: 'userIds',
        key: 'userIds',
        type: 'user',
        id: other.user,
        name: null,
      });
      expect(JSON.stringify(references)).not.toContain('GONE-');
    });

    it('an admin sees every name; a deleted object stays an id', async () => {
      const { references } = await row('admin');
      const byId = names(references);
      // a key one level down is reported under its field, with the key that holds the id
      expect(references.filter((r: any) => r.field === 'member')).toEqual([
        expect.objectContaining({ field: 'member', key: 'userId', type: 'user', id: own.user }),
      ]);
      expect(byId[`userIds user:${other.user}`]).toEqual(expect.any(String));
      expect(byId[`sosSelectedNetworks network:${other.network}`]).toEqual(expect.any(String));
      expect(byId[`deviceIds device:${deletedDevice}`]).toBeNull();
      expect(byId['userIds user:2000000000']).toBeNull();
    });
  });
});
