/**
 * The incident dashboard at 1M incidents (issue 13, docs/performance.md "Incident dashboard").
 *
 *   npx tsx bench/incidentsPaging.ts [--scale 250 --reseed --runs 200 --events 50]
 *
 * Seeds the large data set (scale 250 = 1M incidents) into its own PostgreSQL database
 * (BENCH_INCIDENTS_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/vakt_bench_incidents, created
 * when missing, reused when seeded at that scale), starts the platform in this process on a port, then
 * prints p50/p95 over HTTP of the first page and of a deep cursor page (half way back in time) as admin
 * and as the client-admin of the largest client, and the live event latency: from a write's COMMIT on
 * another connection to an SSE client of /incidents/events receiving it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import { migrate, openPostgres, type Db } from '../src/db/index.js';
import { createMailer } from '../src/mail/index.js';
import { encodeCursor } from '../src/modules/incidents/cursor.js';
import { openSse } from '../src/modules/incidents/sseTestKit.js';
import { DEMO_PASSWORD } from '../src/seed/demoAccounts.js';
import { seed } from '../src/seed/index.js';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SCALE = Number(option('scale') ?? 250);
const RUNS = Number(option('runs') ?? 200);
const EVENTS = Number(option('events') ?? 50);
const RESEED = argv.includes('--reseed');
const DATABASE_URL =
  process.env.BENCH_INCIDENTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vakt_bench_incidents';

async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

async function prepare(db: Db) {
  const [table] = await db.query<{ seeded: boolean }>(`SELECT to_regclass('bench_seed') IS NOT NULL AS seeded`);
  const [marker] = table!.seeded ? await db.query<{ scale: number }>('SELECT scale FROM bench_seed LIMIT 1') : [];
  if (!RESEED && marker?.scale === SCALE) {
    await migrate(db);
    console.log(`reusing the seed at scale ${SCALE}`);
    return;
  }
  console.log(`seeding scale ${SCALE}...`);
  const started = Date.now();
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  await seed(db, SCALE);
  await db.exec(`CREATE TABLE bench_seed (scale float8 NOT NULL)`);
  await db.query('INSERT INTO bench_seed (scale) VALUES ($1)', [SCALE]);
  await db.exec('VACUUM ANALYZE');
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

function figures(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

const fmt = (f: { p50: number; p95: number; max: number }) =>
  `p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  max ${f.max.toFixed(1)} ms`;

async function timed(url: string, token: string): Promise<number[]> {
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    ms.push(performance.now() - t0);
  }
  return ms;
}

/** The cursor of the row half way back in the caller's incidents (what a deep page is asked with). */
async function deepCursor(db: Db, clientId?: number) {
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM incidents WHERE $1::int IS NULL OR client_id = $1`,
    [clientId ?? null],
  );
  const [row] = await db.query<{ id: number; ts: string }>(
    `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ts FROM incidents
      WHERE $1::int IS NULL OR client_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [clientId ?? null, Math.floor(count!.n / 2)],
  );
  return { cursor: encodeCursor({ createdAt: row!.ts, id: row!.id }), depth: Math.floor(count!.n / 2) };
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const db = await openPostgres(DATABASE_URL, { poolMax: 10, statementTimeoutMs: 3_600_000 });
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-bench-incidents-'));
  const app = buildApp({
    db,
    config: configFromEnv({ VAKT_DATA_DIR: dataDir }, randomBytes(32)),
    mailer: createMailer({ outboxDir: join(dataDir, 'outbox'), from: 'bench@vakt.test' }),
  });
  const writer = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await prepare(db);
    // The seed excludes no network from the operational view; a platform excludes a few (test networks).
    await db.query(
      'UPDATE networks SET exclude_from_operational_view = (id % 100 = 0) WHERE exclude_from_operational_view <> (id % 100 = 0)',
    );
    await db.exec('VACUUM ANALYZE networks');
    const [excluded] = await db.query<{ n: number; incidents: number }>(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM incidents i JOIN networks xn ON xn.id = i.network_id
         WHERE xn.exclude_from_operational_view) AS incidents FROM networks WHERE exclude_from_operational_view`,
    );
    console.log(`${excluded!.n} networks excluded from the operational view (${excluded!.incidents} incidents)`);
    const [sizes] = await db.query<{ incidents: number }>('SELECT count(*)::int AS incidents FROM incidents');
    const [large] = await db.query<{ client_id: number; n: number; email: string }>(
      `SELECT c.client_id, c.n, u.email
         FROM (SELECT client_id, count(*)::int AS n FROM incidents GROUP BY 1 ORDER BY 2 DESC LIMIT 1) c
         JOIN client_users cu ON cu.client_id = c.client_id AND cu.is_admin
         JOIN users u ON u.id = cu.user_id AND u.roles = '{14}' AND u.is_active
        WHERE NOT EXISTS (SELECT 1 FROM client_users o WHERE o.user_id = u.id AND o.client_id <> c.client_id)
        ORDER BY u.id LIMIT 1`,
    );
    if (!large) throw new Error('no client-admin of the largest client: seed at a scale above 1');
    console.log(`${sizes!.incidents} incidents; largest client ${large.client_id} (${large.n} incidents)`);

    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = async (email: string) => {
      const res = await fetch(`${url}/v2/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const body = (await res.json()) as { accessToken?: string };
      if (!body.accessToken) throw new Error(`login ${email}: ${res.status}`);
      return body.accessToken;
    };
    const callers = [
      { role: 'admin', token: await login('admin@vakt.test'), clientId: undefined },
      { role: 'client-admin (largest client)', token: await login(large.email), clientId: large.client_id },
    ];
    const list = `${url}/backoffice/incidents/list?limit=50`;
    for (const c of callers) {
      const deep = await deepCursor(db, c.clientId);
      const rows: [string, string][] = [
        ['first page', list],
        ['first page, view=operational', `${list}&view=operational`],
        [`deep page (after row ${deep.depth})`, `${list}&after=${deep.cursor}`],
        [`deep page, view=operational`, `${list}&view=operational&after=${deep.cursor}`],
        ['counters, view=operational', `${url}/backoffice/incidents/counters?view=operational`],
      ];
      for (const [name, u] of rows)
        console.log(`${c.role.padEnd(30)} ${name.padEnd(34)} ${fmt(figures(await timed(u, c.token)))}`);
    }

    // Live events: commit on another connection, stamp when the SSE client has the message.
    await writer.connect();
    const stream = await openSse(`${url}/backoffice/incidents/events`, callers[1]!.token);
    const latencies: number[] = [];
    for (let i = 0; i < EVENTS; i++) {
      await writer.query('BEGIN');
      const { rows } = await writer.query<{ id: number }>(
        `INSERT INTO incidents (kind, status, client_id, name) VALUES ('Panic Alert', 'confirm', $1, 'Bench live') RETURNING id`,
        [large.client_id],
      );
      const received = stream.next((m) => m.incident?.uid === rows[0]!.id);
      const t0 = performance.now();
      await writer.query('COMMIT');
      await received;
      latencies.push(performance.now() - t0);
    }
    stream.close();
    await writer.query(`DELETE FROM incidents WHERE name = 'Bench live'`);
    console.log(`${'live event, commit -> SSE client'.padEnd(65)} ${fmt(figures(latencies))} (${EVENTS} events)`);
  } finally {
    await writer.end().catch(() => {});
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
