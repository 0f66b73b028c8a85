/**
 * The platform's lists and figures at a real platform's size (issue 7, docs/performance.md).
 *
 *   npx -y pnpm@10.34.9 --filter @vakt/platform bench:scale [-- --scale 300 --reseed --duration 5 --only incidents --connections 1,10]
 *
 * Seeds the large data set into its own PostgreSQL database (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/vakt_bench, created when missing; reused when already seeded at
 * that scale, --reseed to start over), starts the platform on it in a child process, then for every
 * call of the issue's table, as admin and as the client-admin of the largest client, at 1 and at 10
 * connections, prints p50/p95/p99 and requests per second next to the goal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate, openPostgres, type Db } from '../src/db/index.js';
import { encodeCursor } from '../src/modules/incidents/cursor.js';
import { DEMO_PASSWORD } from '../src/seed/demoAccounts.js';
import { seed } from '../src/seed/index.js';

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SCALE = Number(option('scale') ?? process.env.BENCH_SCALE ?? 300);
const RESEED = argv.includes('--reseed');
const SEED_ONLY = argv.includes('--seed-only');
const DURATION_MS = Number(option('duration') ?? 5) * 1000;
const CONNECTIONS = (option('connections') ?? '1,10').split(',').map(Number);
const ONLY = option('only');
/** Calls each row once with auto_explain on: plans (ANALYZE, BUFFERS) land in the PostgreSQL server log. */
const EXPLAIN = argv.includes('--explain');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vakt_bench';
const PORT = Number(process.env.BENCH_PORT ?? 4799);

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

/** Seeds when the database holds another scale (or --reseed); otherwise only applies new migrations. */
async function prepare(db: Db) {
  const [table] = await db.query<{ seeded: boolean }>(`SELECT to_regclass('bench_seed') IS NOT NULL AS seeded`);
  const [marker] = table!.seeded ? await db.query<{ scale: number }>('SELECT scale FROM bench_seed LIMIT 1') : [];
  if (!RESEED && marker?.scale === SCALE) {
    const applied = await migrate(db);
    console.log(`reusing the seed at scale ${SCALE}${applied.length ? `; applied ${applied.join(', ')}` : ''}`);
    return;
  }
  console.log(`seeding scale ${SCALE} (${marker ? `was ${marker.scale}` : 'empty database'})...`);
  const started = Date.now();
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  const summary = await seed(db, SCALE);
  await db.exec(`CREATE TABLE bench_seed (scale float8 NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())`);
  await db.query('INSERT INTO bench_seed (scale) VALUES ($1)', [SCALE]);
  // What autovacuum does a few minutes after a load: the visibility map lets counts scan only the index.
  await db.exec('VACUUM ANALYZE');
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
}

function withAutoExplain(url: string) {
  const u = new URL(url);
  u.searchParams.set(
    'options',
    '-c session_preload_libraries=auto_explain -c auto_explain.log_min_duration=0 -c auto_explain.log_analyze=on -c auto_explain.log_buffers=on',
  );
  return u.toString();
}

async function startPlatform(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-bench-'));
  const child = spawn(join(PACKAGE_DIR, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      DATABASE_URL: EXPLAIN ? withAutoExplain(DATABASE_URL) : DATABASE_URL,
      PLATFORM_PORT: String(PORT),
      VAKT_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, dataDir };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('platform did not start');
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/v2/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.accessToken;
}

interface Result {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  count: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** `connections` loops calling `url` back to back for the duration (one warm-up call first). */
async function measure(url: string, token: string, connections: number): Promise<Result> {
  const headers = { authorization: `Bearer ${token}` };
  const warm = await fetch(url, { headers });
  if (!warm.ok) throw new Error(`${url}: ${warm.status} ${await warm.text()}`);
  await warm.arrayBuffer().catch(() => {});
  const durations: number[] = [];
  let failed = 0;
  const started = performance.now();
  const end = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        durations.push(performance.now() - t);
        if (!res.ok) failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    rps: durations.length / elapsed,
    count: durations.length,
    failed,
  };
}

interface Call {
  name: string;
  path: string;
  goal: number;
}

async function calls(db: Db, role: 'admin' | 'client-admin', clientId: number): Promise<Call[]> {
  const scope = role === 'admin' ? '' : `WHERE client_id = ${clientId}`;
  const [deep] = await db.query<{ ts: string; id: number }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ts, id FROM incidents ${scope}
      ORDER BY created_at DESC, id DESC OFFSET (SELECT count(*) / 2 FROM incidents ${scope}) LIMIT 1`,
  );
  const after = encodeCursor({ createdAt: deep!.ts, id: deep!.id });
  const documentId = await documentOf(db, clientId);
  return [
    { name: 'incidents/list first page', path: '/backoffice/incidents/list?limit=50', goal: 25 },
    { name: 'incidents/list deep cursor page', path: `/backoffice/incidents/list?limit=50&after=${after}`, goal: 25 },
    { name: 'incidents/list search=Sveav', path: '/backoffice/incidents/list?limit=50&search=Sveav', goal: 50 },
    { name: 'incidents/list search, no match', path: '/backoffice/incidents/list?limit=50&search=zzqx', goal: 50 },
    { name: 'stats/counts', path: '/backoffice/stats/counts', goal: 50 },
    { name: 'stats/counts/monthly?count=12', path: '/backoffice/stats/counts/monthly?count=12', goal: 50 },
    { name: 'stats/counts/daily?count=30', path: '/backoffice/stats/counts/daily?count=30', goal: 50 },
    { name: 'incidents/counters', path: '/backoffice/incidents/counters', goal: 25 },
    { name: `clients/${clientId}/users`, path: `/backoffice/clients/${clientId}/users`, goal: 25 },
    { name: `clients/${clientId}/users?q=ander`, path: `/backoffice/clients/${clientId}/users?q=ander`, goal: 25 },
    { name: `clients/${clientId}/devices`, path: `/backoffice/clients/${clientId}/devices`, goal: 25 },
    { name: 'clients?limit=50', path: '/backoffice/clients?limit=50', goal: 25 },
    // The pickers: what the batch adds take, asked of their target (the largest client's members and devices).
    { name: `documents/{id}/users/candidates`, path: `/backoffice/documents/${documentId}/users/candidates`, goal: 25 },
    {
      name: `documents/{id}/users/candidates?q=ander`,
      path: `/backoffice/documents/${documentId}/users/candidates?q=ander`,
      goal: 25,
    },
    {
      name: `documents/{id}/networks/candidates`,
      path: `/backoffice/documents/${documentId}/networks/candidates`,
      goal: 25,
    },
    {
      name: `clients/${clientId}/devices/candidates`,
      path: `/backoffice/clients/${clientId}/devices/candidates`,
      goal: 25,
    },
  ];
}

/** A document shared with the client only (made once, kept in the bench database). */
async function documentOf(db: Db, clientId: number): Promise<number> {
  const [found] = await db.query<{ id: number }>(
    `SELECT d.id FROM documents d JOIN document_clients dc ON dc.document_id = d.id
      WHERE dc.client_id = $1 AND d.name = 'Bench picker document' LIMIT 1`,
    [clientId],
  );
  if (found) return found.id;
  const [made] = await db.query<{ id: number }>(
    `INSERT INTO documents (name, organization_id) SELECT 'Bench picker document', organization_id FROM clients WHERE id = $1
     RETURNING id`,
    [clientId],
  );
  await db.query('INSERT INTO document_clients (document_id, client_id) VALUES ($1, $2)', [made!.id, clientId]);
  return made!.id;
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);

async function main() {
  await ensureDatabase(DATABASE_URL);
  const db = await openPostgres(DATABASE_URL, { statementTimeoutMs: 3_600_000 });
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  try {
    await prepare(db);
    if (SEED_ONLY) return;
    const [sizes] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM clients)::int AS clients,
              (SELECT count(*) FROM networks)::int AS networks, (SELECT count(*) FROM devices)::int AS devices,
              (SELECT count(*) FROM incidents)::int AS incidents, (SELECT count(*) FROM comments)::int AS comments`,
    );
    const [large] = await db.query<{ client_id: number; members: number; email: string }>(
      `SELECT c.client_id, c.members, u.email
         FROM (SELECT client_id, count(*)::int AS members FROM client_users GROUP BY 1 ORDER BY 2 DESC LIMIT 1) c
         JOIN client_users cu ON cu.client_id = c.client_id AND cu.is_admin
         JOIN users u ON u.id = cu.user_id AND u.roles = '{14}' AND u.is_active
        WHERE NOT EXISTS (SELECT 1 FROM client_users o WHERE o.user_id = u.id AND o.client_id <> c.client_id)
        ORDER BY u.id LIMIT 1`,
    );
    if (!large) throw new Error('no client-admin of the largest client: seed at a scale above 1');
    console.log(
      `data: ${JSON.stringify(sizes)}; largest client ${large.client_id} (${large.members} members), its admin ${large.email}`,
    );

    platform = await startPlatform();
    const roles = [
      { role: 'admin' as const, token: await login(platform.url, 'admin@vakt.test') },
      { role: 'client-admin' as const, token: await login(platform.url, large.email) },
    ];
    console.log(`\n${DURATION_MS / 1000} s per row; p50 / p95 / p99 in ms; goal is p95\n`);
    console.log(['call', 'role', 'conns', 'p50', 'p95', 'p99', 'req/s', 'goal p95', ''].join(' | '));
    const misses: string[] = [];
    for (const { role, token } of roles) {
      for (const call of await calls(db, role, large.client_id)) {
        if (ONLY && !call.name.includes(ONLY)) continue;
        for (const connections of CONNECTIONS) {
          if (EXPLAIN) {
            const res = await fetch(platform.url + call.path, { headers: { authorization: `Bearer ${token}` } });
            console.log(`${call.name} | ${role} | explained (${res.status})`);
            break;
          }
          const r = await measure(platform.url + call.path, token, connections);
          const met = r.p95 <= call.goal;
          if (!met) misses.push(`${call.name} (${role}, ${connections})`);
          console.log(
            [
              call.name,
              role,
              connections,
              ms(r.p50),
              ms(r.p95),
              ms(r.p99),
              r.rps.toFixed(0),
              `${call.goal} ms`,
              `${met ? 'ok' : 'MISSED'}${r.failed ? ` (${r.failed}/${r.count} failed)` : ''}`,
            ].join(' | '),
          );
        }
      }
    }
    console.log(misses.length ? `\n${misses.length} rows above their goal: ${misses.join('; ')}` : '\nevery goal met');
  } finally {
    platform?.child.kill('SIGTERM');
    if (platform) await rm(platform.dataDir, { recursive: true, force: true });
    await db.close();
  }
}

await main();
