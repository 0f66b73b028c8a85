import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openPglite } from '../../db/index.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { scopeOf } from '../../policy/index.js';
import { seed } from '../../seed/index.js';
import type { Queryable } from '../../db/types.js';
import { demoAccount } from '../../seed/demoAccounts.js';
import { describeEachDb, type TestContext } from '../../../test/harness.js';
import {
  CONSOLE_ACCOUNTS,
  expectedCounts,
  expectedIncidentStatuses,
  expectedSubscriptions,
  tenantsOf,
} from '../../../test/expected.js';
import { SEARCH_COUNT_CAP, incidentCounters } from '../incidents/summary.js';
import { StatsRepository } from './repository.js';
import { rebuildRollups } from './rollups.js';

// The figures the API answers (read from the rollups) must equal a direct count of the source tables,
// written here independently of the rollup SQL, for every console role, after every kind of write.

type Tenants = Awaited<ReturnType<typeof tenantsOf>>;
const TZ = 'Europe/Stockholm';
const KINDS = ['users', 'clients', 'devices', 'networks', 'incidents', 'comments', 'integrations'] as const;
const zero = () => Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<string, number>;

const stockholmDay = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: TZ }).format(new Date(ms));

/** The most recent Sunday on which Stockholm leaves summer time (02:00-03:00 local happens twice). */
function lastFallBack(): string {
  const today = stockholmDay(Date.now());
  for (const year of [Number(today.slice(0, 4)), Number(today.slice(0, 4)) - 1]) {
    const d = new Date(Date.UTC(year, 9, 31));
    d.setUTCDate(31 - d.getUTCDay());
    const day = d.toISOString().slice(0, 10);
    if (day <= today) return day;
  }
  throw new Error('unreachable');
}

/** Rows in the tenants' scope with their kind and creation time, by direct SQL over the source tables. */
const SCOPED = `
  SELECT 'users' AS kind, created_at AS at FROM users
   WHERE deactivated_at IS NULL
     AND ($3 OR id IN (SELECT user_id FROM client_users WHERE client_id = ANY($1::int[])) OR organization_id = ANY($2::int[]))
  UNION ALL SELECT 'clients', created_at FROM clients WHERE $3 OR id = ANY($1::int[])
  UNION ALL SELECT 'devices', created_at FROM devices WHERE $3 OR client_id = ANY($1::int[])
  UNION ALL SELECT 'networks', created_at FROM networks WHERE $3 OR client_id = ANY($1::int[])
  UNION ALL SELECT 'incidents', created_at FROM incidents WHERE $3 OR client_id = ANY($1::int[])
  UNION ALL SELECT 'comments', c.created_at FROM comments c JOIN incidents i ON i.id = c.incident_id
   WHERE $3 OR i.client_id = ANY($1::int[])
  UNION ALL SELECT 'integrations', g.created_at FROM integrations g JOIN networks n ON n.id = g.network_id
   WHERE $3 OR n.client_id = ANY($1::int[])`;

const scopeParams = (t: Tenants) => [t?.clientIds ?? [], t?.orgIds ?? [], t === null];

/** Direct counts per Stockholm period, keyed by the period's start as an ISO instant. */
async function directSeries(db: Queryable, t: Tenants, unit: 'day' | 'week' | 'month') {
  const rows = await db.query<{ kind: string; start: Date; n: number }>(
    `SELECT kind, date_trunc('${unit}', at AT TIME ZONE '${TZ}') AT TIME ZONE '${TZ}' AS start, count(*)::int AS n
       FROM (${SCOPED}) s GROUP BY 1, 2`,
    scopeParams(t),
  );
  const out = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const key = r.start.toISOString();
    const counts = out.get(key) ?? zero();
    counts[r.kind] = r.n;
    out.set(key, counts);
  }
  return out;
}

/** Direct counts per Stockholm hour number of one Stockholm day. */
/** Today's hourly view is the past 24 hours up to the current one, oldest first; an earlier day its own hours. */
async function directHours(db: Queryable, t: Tenants, date: string) {
  const [now] = await db.query<{ today: string }>(`SELECT to_char(now() AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS today`);
  if (date === now!.today) {
    const past = await db.query<{ kind: string; ago: number; n: number }>(
      `SELECT kind, (extract(epoch FROM date_trunc('hour', now()) - date_trunc('hour', at)) / 3600)::int AS ago,
              count(*)::int AS n FROM (${SCOPED}) s
        WHERE at >= date_trunc('hour', now()) - interval '23 hours' AND at < date_trunc('hour', now()) + interval '1 hour'
        GROUP BY 1, 2`,
      scopeParams(t),
    );
    const hours = [...Array(24).keys()].map(() => zero());
    for (const r of past) hours[23 - r.ago]![r.kind] = r.n;
    return hours;
  }
  const rows = await db.query<{ kind: string; hour: number; n: number }>(
    `SELECT kind, extract(hour FROM at AT TIME ZONE '${TZ}')::int AS hour, count(*)::int AS n FROM (${SCOPED}) s
      WHERE at >= ($4::date::timestamp AT TIME ZONE '${TZ}') AND at < (($4::date + 1)::timestamp AT TIME ZONE '${TZ}')
      GROUP BY 1, 2`,
    [...scopeParams(t), date],
  );
  const hours = [...Array(24).keys()].map(() => zero());
  for (const r of rows) hours[r.hour]![r.kind] = r.n;
  return hours;
}

async function directSummary(
  db: Queryable,
  t: Tenants,
  f: { networkId?: number; startDate?: string; endDate?: string; search?: string },
) {
  const rows = await db.query<{ status: string; n: number }>(
    `SELECT i.status, count(*)::int AS n FROM incidents i LEFT JOIN networks n ON n.id = i.network_id
      WHERE ($2 OR i.client_id = ANY($1::int[]))
        AND ($3::int IS NULL OR i.network_id = $3)
        AND ($4::date IS NULL OR (i.created_at AT TIME ZONE '${TZ}')::date >= $4::date)
        AND ($5::date IS NULL OR (i.created_at AT TIME ZONE '${TZ}')::date <= $5::date)
        AND ($6::text IS NULL OR i.name ILIKE '%' || $6 || '%' OR i.description ILIKE '%' || $6 || '%'
             OR i.address ILIKE '%' || $6 || '%' OR n.name ILIKE '%' || $6 || '%')
      GROUP BY 1`,
    [t?.clientIds ?? [], t === null, f.networkId ?? null, f.startDate ?? null, f.endDate ?? null, f.search ?? null],
  );
  const out: Record<string, number> = { confirm: 0, pending: 0, finalized: 0 };
  for (const r of rows) if (r.status in out) out[r.status] = r.n;
  return out;
}

const SERIES = [
  ['daily', 'day', 40],
  ['weekly', 'week', 14],
  ['monthly', 'month', 14],
] as const;

/** Every figure, for every console role, against the direct counts. */
async function expectFiguresMatch(t: TestContext, hourlyDates: string[]) {
  for (const key of CONSOLE_ACCOUNTS) {
    const token = await t.tokenOf(key);
    const tenants = await tenantsOf(t.db, key);
    const at = (what: string) => `${key} ${what}`;

    expect((await t.get('/backoffice/stats/counts', token)).body, at('counts')).toEqual(
      await expectedCounts(t.db, tenants),
    );
    expect((await t.get('/backoffice/stats/subscriptions', token)).body, at('subscriptions')).toEqual(
      await expectedSubscriptions(t.db, tenants),
    );
    const statuses = await expectedIncidentStatuses(t.db, tenants);
    expect((await t.get('/backoffice/incidents/counters', token)).body, at('counters')).toEqual(statuses);
    expect((await t.get('/backoffice/incidents/list?limit=1', token)).body.summary, at('summary')).toEqual({
      confirm: statuses.confirm,
      pending: statuses.pending,
      finalized: statuses.finalized,
    });

    for (const [granularity, unit, count] of SERIES) {
      const res = await t.get(`/backoffice/stats/counts/${granularity}?count=${count}`, token);
      expect(res.status).toBe(200);
      const direct = await directSeries(t.db, tenants, unit);
      const expected = res.body.points.map((p: { timestamp: string }) => ({
        timestamp: p.timestamp,
        ...(direct.get(p.timestamp) ?? zero()),
      }));
      expect(res.body.points, at(granularity)).toEqual(expected);
      // Nothing created since the first period is missing from the points.
      const first = Date.parse(res.body.points[0].timestamp);
      const missing = [...direct.keys()].filter(
        (k) => Date.parse(k) >= first && !expected.some((p: { timestamp: string }) => p.timestamp === k),
      );
      expect(missing, at(`${granularity} periods`)).toEqual([]);
    }

    for (const date of hourlyDates) {
      const res = await t.get(`/backoffice/stats/counts/hourly?date=${date}`, token);
      expect(res.status, at(`hourly ${date}`)).toBe(200);
      const figures = res.body.hours.map(({ hour: _h, timestamp: _t, ...counts }: Record<string, number>) => counts);
      expect(figures, at(`hourly ${date}`)).toEqual(await directHours(t.db, tenants, date));
    }
  }
}

/** Client ids by where they sit in the demo accounts' scopes. */
async function demoClients(db: Queryable) {
  const clientAdmin = demoAccount('clientadmin').adminOfClientIds[0]!;
  const multi = demoAccount('multiadmin').adminOfClientIds;
  const org = demoAccount('orgadmin').organizationId!;
  const [row] = await db.query<{ multiOnly: number; orgOnly: number; nobody: number }>(
    `SELECT (SELECT id FROM clients WHERE id = ANY($1::int[]) AND organization_id IS DISTINCT FROM $2 ORDER BY id LIMIT 1) AS "multiOnly",
            (SELECT id FROM clients WHERE organization_id = $2 AND NOT id = ANY($1::int[]) ORDER BY id LIMIT 1) AS "orgOnly",
            (SELECT id FROM clients WHERE organization_id IS DISTINCT FROM $2 AND NOT id = ANY($1::int[]) ORDER BY id LIMIT 1) AS nobody`,
    [multi, org],
  );
  expect(row!.multiOnly && row!.orgOnly && row!.nobody).toBeTruthy();
  return { shared: clientAdmin, ...row! };
}

async function networkOf(db: Queryable, clientId: number) {
  const [row] = await db.query<{ id: number }>('SELECT id FROM networks WHERE client_id = $1 ORDER BY id LIMIT 1', [
    clientId,
  ]);
  return row!.id;
}

/** Snapshot of every rollup table's non-zero rows. */
async function rollupContents(db: Queryable) {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_name LIKE 'rollup\\_%' ORDER BY 1`,
  );
  expect(tables.length).toBeGreaterThan(5);
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    out[name] = await db.query(`SELECT * FROM ${name} WHERE n <> 0 ORDER BY 1, 2, 3, 4`);
  }
  return out;
}

describeEachDb('rollups', (ctx) => {
  const yesterday = stockholmDay(Date.now() - 86_400_000);

  it('seeded data: every figure equals a direct count, per role', async () => {
    await expectFiguresMatch(ctx(), [stockholmDay(Date.now()), yesterday]);
  });

  it('inserts at Stockholm hour, day, week and month boundaries and on the autumn DST day', async () => {
    const t = ctx();
    const { shared, orgOnly, nobody } = await demoClients(t.db);
    const network = await networkOf(t.db, shared);
    const fallBack = lastFallBack();
    // Instants around local boundaries: the last millisecond before and the first of a period.
    const local = (expr: string) => `((${expr})::timestamp AT TIME ZONE '${TZ}')`;
    const instants = [
      `${local(`'${yesterday}'::date`)} - interval '1 millisecond'`,
      local(`'${yesterday}'::date`),
      `${local(`'${yesterday}'::date + interval '10 hours'`)} - interval '1 millisecond'`,
      local(`'${yesterday}'::date + interval '10 hours'`),
      `${local(`date_trunc('week', now() AT TIME ZONE '${TZ}')`)} - interval '1 millisecond'`,
      local(`date_trunc('week', now() AT TIME ZONE '${TZ}')`),
      `${local(`date_trunc('month', now() AT TIME ZONE '${TZ}')`)} - interval '1 millisecond'`,
      local(`date_trunc('month', now() AT TIME ZONE '${TZ}')`),
      // 02:30 local twice on the fall-back day: 00:30 and 01:30 UTC.
      `'${fallBack}T00:30:00Z'::timestamptz`,
      `'${fallBack}T01:30:00Z'::timestamptz`,
    ];
    for (const [i, at] of instants.entries()) {
      const clientId = [shared, orgOnly, nobody][i % 3]!;
      const [inc] = await t.db.query<{ id: number }>(
        `INSERT INTO incidents (kind, status, network_id, client_id, name, created_at)
         VALUES ('Summon', $1, $2, $3, 'Rollup boundary', ${at}) RETURNING id`,
        [['confirm', 'pending', 'finalized'][i % 3], clientId === shared ? network : null, clientId],
      );
      await t.db.query(`INSERT INTO comments (incident_id, text, created_at) VALUES ($1, 'at the boundary', ${at})`, [
        inc!.id,
      ]);
      const [net] = await t.db.query<{ id: number }>(
        `INSERT INTO networks (client_id, name, type, created_at) VALUES ($1, 'Boundary', 'open', ${at}) RETURNING id`,
        [clientId],
      );
      await t.db.query(`INSERT INTO integrations (network_id, kind, created_at) VALUES ($1, 'manitou', ${at})`, [
        net!.id,
      ]);
      await t.db.query(`INSERT INTO devices (client_id, name, created_at) VALUES ($1, 'Boundary device', ${at})`, [
        clientId,
      ]);
      const [user] = await t.db.query<{ id: number }>(
        `INSERT INTO users (email, organization_id, subscription, created_at) VALUES ($1, $2, 'mega', ${at}) RETURNING id`,
        [
          `rollup.boundary.${i}.${t.platform.backend}@example.vakt.test`,
          i % 2 ? demoAccount('orgadmin').organizationId : null,
        ],
      );
      await t.db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [clientId, user!.id]);
      await t.db.query(
        `INSERT INTO clients (organization_id, name, created_at) VALUES ($1, 'Boundary client', ${at})`,
        [demoAccount('orgadmin').organizationId],
      );
    }
    await expectFiguresMatch(t, [yesterday, stockholmDay(Date.now() - 2 * 86_400_000), fallBack]);
    // The figures must have seen the new rows, not just agree on old ones.
    const hours = (await t.get(`/backoffice/stats/counts/hourly?date=${fallBack}`, await t.tokenOf('admin'))).body
      .hours;
    expect(hours[2].incidents).toBeGreaterThanOrEqual(2);
  });

  it('status changes, client changes, memberships and deletes move the figures, per role', async () => {
    const t = ctx();
    const { shared, multiOnly, orgOnly, nobody } = await demoClients(t.db);
    const sharedNetwork = await networkOf(t.db, shared);

    // Status changes, in bulk and one by one.
    await t.db.query(
      `UPDATE incidents SET status = 'confirmed' WHERE id IN (SELECT id FROM incidents WHERE client_id = $1 AND status = 'finalized' ORDER BY id LIMIT 5)`,
      [shared],
    );
    await t.db.query(
      `UPDATE incidents SET status = 'pending' WHERE id = (SELECT min(id) FROM incidents WHERE client_id = $1 AND status = 'confirm')`,
      [orgOnly],
    );
    // An incident with comments moves out of the shared client (its comments follow), one moves in.
    await t.db.query(
      `UPDATE incidents SET client_id = $2 WHERE id = (SELECT min(i.id) FROM incidents i JOIN comments c ON c.incident_id = i.id WHERE i.client_id = $1)`,
      [shared, nobody],
    );
    await t.db.query(
      `UPDATE incidents SET client_id = $2 WHERE id = (SELECT max(i.id) FROM incidents i JOIN comments c ON c.incident_id = i.id WHERE i.client_id = $1)`,
      [multiOnly, shared],
    );
    // A network with an integration moves between clients (its integrations follow).
    await t.db.query(`INSERT INTO integrations (network_id, kind) VALUES ($1, 'shortxml')`, [sharedNetwork]);
    await t.db.query('UPDATE networks SET client_id = $2 WHERE id = $1', [sharedNetwork, orgOnly]);
    await t.db.query(
      'UPDATE devices SET client_id = $2 WHERE id = (SELECT min(id) FROM devices WHERE client_id = $1)',
      [shared, multiOnly],
    );
    // Memberships: a user of another client joins the shared client too (counted once), another leaves.
    await t.db.query(
      `INSERT INTO client_users (client_id, user_id) SELECT $2, user_id FROM client_users
        WHERE client_id = $1 AND user_id NOT IN (SELECT user_id FROM client_users WHERE client_id = $2) ORDER BY user_id LIMIT 3`,
      [multiOnly, shared],
    );
    await t.db.query(
      `DELETE FROM client_users WHERE client_id = $1 AND user_id = (SELECT max(user_id) FROM client_users WHERE client_id = $1 AND NOT is_admin)`,
      [shared],
    );
    // A membership flag change moves nothing; subscription, organization and creation time changes do.
    await t.db.query('UPDATE client_users SET is_admin = NOT is_admin WHERE client_id = $1 AND user_id > 5', [nobody]);
    await t.db.query(
      `UPDATE users SET subscription = 'macro' WHERE id IN (SELECT user_id FROM client_users WHERE client_id = $1 AND user_id > 5)`,
      [shared],
    );
    await t.db.query(
      `UPDATE users SET organization_id = $1 WHERE id = (SELECT max(user_id) FROM client_users WHERE client_id = $2)`,
      [demoAccount('orgadmin').organizationId, nobody],
    );
    await t.db.query(
      `UPDATE incidents SET created_at = created_at - interval '40 days' WHERE id IN (SELECT id FROM incidents WHERE client_id = $1 ORDER BY id DESC LIMIT 3)`,
      [shared],
    );
    // Deletes: comments, an incident with comments, a network with integrations, a user, a whole client.
    await t.db.query(
      'DELETE FROM comments WHERE id IN (SELECT c.id FROM comments c JOIN incidents i ON i.id = c.incident_id WHERE i.client_id = $1 ORDER BY c.id LIMIT 4)',
      [shared],
    );
    await t.db.query(
      'DELETE FROM incidents WHERE id = (SELECT max(i.id) FROM incidents i JOIN comments c ON c.incident_id = i.id WHERE i.client_id = $1)',
      [shared],
    );
    await t.db.query(
      'DELETE FROM networks WHERE id = (SELECT max(n.id) FROM networks n JOIN integrations g ON g.network_id = n.id WHERE n.client_id = $1)',
      [shared],
    );
    await t.db.query(
      'DELETE FROM users WHERE id = (SELECT max(user_id) FROM client_users WHERE client_id = $1 AND NOT is_admin)',
      [multiOnly],
    );
    const before = await expectedCounts(t.db, await tenantsOf(t.db, 'orgadmin'));
    // Through the API too: the admin deletes an organization-1 client (its rows stay, without a client).
    const del = await t.request('DELETE', `/backoffice/clients/${orgOnly}`, { token: await t.tokenOf('admin') });
    expect(del.status).toBeLessThan(300);
    const after = await expectedCounts(t.db, await tenantsOf(t.db, 'orgadmin'));
    expect(after.clients).toBe(before.clients - 1);

    await expectFiguresMatch(t, [stockholmDay(Date.now()), yesterday]);
  });

  it('list summary with network, date and search filters equals a direct count, per role', async () => {
    const t = ctx();
    const { shared } = await demoClients(t.db);
    const network = await networkOf(t.db, shared);
    const from = stockholmDay(Date.now() - 60 * 86_400_000);
    const filters = [
      { networkId: network },
      { startDate: from },
      { endDate: yesterday },
      { startDate: from, endDate: yesterday, networkId: network },
      { search: 'Summon' },
      { search: 'Rollup boundary', startDate: yesterday },
    ];
    for (const key of CONSOLE_ACCOUNTS) {
      const token = await t.tokenOf(key);
      const tenants = await tenantsOf(t.db, key);
      for (const f of filters) {
        const qs = new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]));
        const res = await t.get(`/backoffice/incidents/list?limit=1&${qs}`, token);
        expect(res.status).toBe(200);
        expect(res.body.summary, `${key} ${qs}`).toEqual(await directSummary(t.db, tenants, f));
      }
    }
  });

  it('list summary of a search counts at most SEARCH_COUNT_CAP matches; the counters stay exact', async () => {
    const t = ctx();
    const { nobody } = await demoClients(t.db);
    await t.db.query(
      `INSERT INTO incidents (kind, status, client_id, name, created_at)
       SELECT 'Summon', 'confirm', $1, 'Capped search ' || g, now() - g * interval '1 minute' FROM generate_series(1, $2::int + 5) g`,
      [nobody, SEARCH_COUNT_CAP],
    );
    const token = await t.tokenOf('admin');
    const res = await t.get('/backoffice/incidents/list?limit=2&search=Capped%20search', token);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ confirm: SEARCH_COUNT_CAP, pending: 0, finalized: 0 });
    expect(res.body.incidents.map((i: { name: string }) => i.name)).toEqual(['Capped search 1', 'Capped search 2']);
    const counters = (await t.get('/backoffice/incidents/counters', token)).body;
    expect(counters).toEqual(await expectedIncidentStatuses(t.db, null));
  });

  it('soft-deleted users leave every figure: equal to a direct count of active users, per role', async () => {
    const t = ctx();
    const { shared, multiOnly, orgOnly } = await demoClients(t.db);
    const admin = await t.tokenOf('admin');
    const byOrgAdmin = await t.tokenOf('orgadmin');
    const countsBefore = (await t.get('/backoffice/stats/counts', byOrgAdmin)).body;
    // One user of each kind of client, through the API (memberships removed in the same transaction).
    const victims: number[] = [];
    for (const clientId of [shared, multiOnly, orgOnly]) {
      const [row] = await t.db.query<{ user_id: number }>(
        `SELECT cu.user_id FROM client_users cu JOIN users u ON u.id = cu.user_id
          WHERE cu.client_id = $1 AND u.id > 6 AND u.deactivated_at IS NULL ORDER BY u.id LIMIT 1`,
        [clientId],
      );
      const res = await t.request('DELETE', `/backoffice/users/${row!.user_id}`, { token: admin });
      expect(res.status).toBe(204);
      victims.push(row!.user_id);
    }
    // Writes to a deleted user's row or memberships move nothing; a later hard delete takes nothing twice.
    await t.db.query(`UPDATE users SET subscription = 'micro', organization_id = NULL WHERE id = $1`, [victims[0]]);
    await t.db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [orgOnly, victims[1]]);
    await t.db.query('DELETE FROM client_users WHERE user_id = $1', [victims[1]]);
    await t.db.query('DELETE FROM users WHERE id = $1', [victims[2]]);
    const countsAfter = (await t.get('/backoffice/stats/counts', byOrgAdmin)).body;
    expect(countsAfter.users).toBeLessThan(countsBefore.users);
    await expectFiguresMatch(t, [stockholmDay(Date.now()), yesterday]);
  });

  it('a rebuild from the source tables finds exactly what the triggers kept', async () => {
    const t = ctx();
    const kept = await rollupContents(t.db);
    expect(Object.values(kept).every((rows) => rows.length > 0)).toBe(true);
    await t.db.transaction((tx) => rebuildRollups(tx));
    expect(await rollupContents(t.db)).toEqual(kept);
  });
});

describe('rollups migration', () => {
  it('backfills the rollups of a database seeded before it (an existing data folder upgrades)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vakt-migrations-'));
    const db = await openPglite();
    try {
      const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.*\.sql$/.test(f));
      for (const f of files.filter((f) => f < '005')) await copyFile(join(MIGRATIONS_DIR, f), join(dir, f));
      await migrate(db, dir);
      await seed(db, 0.25);
      for (const f of files) await copyFile(join(MIGRATIONS_DIR, f), join(dir, f));
      expect(await migrate(db, dir)).toContain('005_rollups.sql');
      const stats = new StatsRepository(db);
      for (const key of CONSOLE_ACCOUNTS) {
        const a = demoAccount(key);
        const caller = {
          id: a.id,
          roles: a.roles,
          language: a.language,
          organizationIds: a.organizationId ? [a.organizationId] : [],
          clientIds: a.adminOfClientIds,
        };
        const scope = await scopeOf(db, caller);
        const tenants = await tenantsOf(db, key);
        expect(await stats.counts(scope), key).toEqual(await expectedCounts(db, tenants));
        expect(await incidentCounters(db, scope), key).toEqual(await expectedIncidentStatuses(db, tenants));
      }
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
