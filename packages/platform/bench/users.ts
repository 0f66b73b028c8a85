/**
 * The users list and its export at a real platform's size (issue 8, docs/performance.md "Users").
 *
 *   npx -y pnpm@10.34.9 --filter @vakt/platform bench:users [-- --duration 5 --connections 1,10 --only search --heap-mb 96]
 *
 * Uses the large seed of bench:scale (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/vakt_bench;
 * seed it first with `bench:scale -- --seed-only`; new migrations are applied). Starts the platform on it in a
 * child process, prints p50/p95/p99 of GET /users (the admin's first page, a search, a client filter, the
 * client-admin's list) at 1 and 10 connections, then exports every user through the download link and prints
 * its time, size and the platform's resident memory before and at its peak during the export.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openPostgres } from '../src/db/index.js';
import { DEMO_PASSWORD } from '../src/seed/demoAccounts.js';

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const DURATION_MS = Number(option('duration') ?? 5) * 1000;
const CONNECTIONS = (option('connections') ?? '1,10').split(',').map(Number);
const ONLY = option('only');
const HEAP_MB = option('heap-mb');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vakt_bench';
const PORT = Number(process.env.BENCH_PORT ?? 4798);
const GOAL_MS = 25;

async function startPlatform(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-bench-users-'));
  // --heap-mb caps the platform's V8 old space: an export that completes under a small cap holds little at
  // once (RSS alone mostly shows how lazily V8 collects the garbage of 90k rows).
  const heap = HEAP_MB ? [`--max-old-space-size=${HEAP_MB}`] : [];
  const child = spawn(process.execPath, [...heap, '--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      DATABASE_URL,
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function measure(url: string, token: string, connections: number) {
  const headers = { authorization: `Bearer ${token}` };
  const warm = await fetch(url, { headers });
  if (!warm.ok) throw new Error(`${url}: ${warm.status} ${await warm.text()}`);
  const total = ((await warm.json()) as { total: number }).total;
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
    total,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    rps: durations.length / elapsed,
    failed,
  };
}

/** Resident memory (kB) of the process. */
async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

async function exportUsers(url: string, token: string, pid: number, query: Record<string, unknown>) {
  const link = await fetch(`${url}/backoffice/users/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(query),
  });
  const { token: downloadToken } = (await link.json()) as { token: string };
  const before = await rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssKb(pid).then((kb) => (peak = Math.max(peak, kb)));
  }, 25);
  const started = performance.now();
  const res = await fetch(`${url}/backoffice/users/export?token=${downloadToken}`);
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, await rssKb(pid));
  return { elapsed, bytes, before, peak };
}

async function main() {
  const db = await openPostgres(DATABASE_URL, { statementTimeoutMs: 3_600_000 });
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  try {
    const [seeded] = await db.query<{ ok: boolean }>(`SELECT to_regclass('bench_seed') IS NOT NULL AS ok`);
    if (!seeded!.ok) throw new Error('no large seed: run `bench:scale -- --seed-only` first');
    const applied = await migrate(db);
    if (applied.length) {
      console.log(`applied ${applied.join(', ')}`);
      await db.exec('VACUUM ANALYZE users');
    }
    const [sizes] = await db.query<{ users: number; active: number }>(
      `SELECT count(*)::int AS users, count(*) FILTER (WHERE deactivated_at IS NULL)::int AS active FROM users`,
    );
    const [large] = await db.query<{ client_id: number; members: number; email: string }>(
      `SELECT c.client_id, c.members, u.email
         FROM (SELECT client_id, count(*)::int AS members FROM client_users GROUP BY 1 ORDER BY 2 DESC LIMIT 1) c
         JOIN client_users cu ON cu.client_id = c.client_id AND cu.is_admin
         JOIN users u ON u.id = cu.user_id AND u.roles = '{14}' AND u.is_active
        WHERE NOT EXISTS (SELECT 1 FROM client_users o WHERE o.user_id = u.id AND o.client_id <> c.client_id)
        ORDER BY u.id LIMIT 1`,
    );
    const [small] = await db.query<{ client_id: number; members: number }>(
      `SELECT client_id, count(*)::int AS members FROM client_users GROUP BY 1 HAVING count(*) >= 20 ORDER BY 2, 1 LIMIT 1`,
    );
    console.log(
      `data: ${sizes!.users} users (${sizes!.active} active); largest client ${large!.client_id} (${large!.members} members); small client ${small!.client_id} (${small!.members})`,
    );
    platform = await startPlatform();
    const admin = await login(platform.url, 'admin@vakt.test');
    const clientAdmin = await login(platform.url, large!.email);
    const calls: [string, string, string][] = [
      ['admin first page', 'admin', '/backoffice/users?limit=50'],
      ['admin page 20', 'admin', '/backoffice/users?limit=50&offset=950'],
      ['admin sort name', 'admin', '/backoffice/users?limit=50&sort=name&order=asc'],
      ['admin search q=ander', 'admin', '/backoffice/users?limit=50&q=ander'],
      ['admin search q=zzqx (none)', 'admin', '/backoffice/users?limit=50&q=zzqx'],
      ['admin role=14', 'admin', '/backoffice/users?limit=50&role=14'],
      ['admin largest client filter', 'admin', `/backoffice/users?limit=50&clientId=${large!.client_id}`],
      ['admin small client filter', 'admin', `/backoffice/users?limit=50&clientId=${small!.client_id}`],
      ['admin deleted list', 'admin', '/backoffice/users?limit=50&deactivated=true'],
      ['client-admin first page', 'client-admin', '/backoffice/users?limit=50'],
      ['client-admin search q=ander', 'client-admin', '/backoffice/users?limit=50&q=ander'],
    ];
    console.log(`\n${DURATION_MS / 1000} s per row; goal p95 <= ${GOAL_MS} ms at the platform\n`);
    console.log(['call', 'conns', 'total', 'p50', 'p95', 'p99', 'req/s', ''].join(' | '));
    for (const [name, role, path] of calls) {
      if (ONLY && !name.includes(ONLY)) continue;
      for (const connections of CONNECTIONS) {
        const r = await measure(platform.url + path, role === 'admin' ? admin : clientAdmin, connections);
        console.log(
          [
            name,
            connections,
            r.total,
            ms(r.p50),
            ms(r.p95),
            ms(r.p99),
            r.rps.toFixed(0),
            `${r.p95 <= GOAL_MS ? 'ok' : 'above goal'}${r.failed ? ` (${r.failed} failed)` : ''}`,
          ].join(' | '),
        );
      }
    }
    if (!ONLY || 'export'.includes(ONLY)) {
      // Smaller first: a process's RSS rarely shrinks, so a flat curve shows as the same peak for 7x the rows.
      const exports: [string, Record<string, unknown>][] = [
        [`the largest client's ${large!.members} users`, { clientId: large!.client_id }],
        [`all ${sizes!.active} active users`, {}],
      ];
      console.log('');
      for (const [label, query] of exports) {
        const e = await exportUsers(platform.url, admin, platform.child.pid!, query);
        console.log(
          `export of ${label}: ${ms(e.elapsed)}, ${(e.bytes / 1048576).toFixed(1)} MB xlsx; ` +
            `platform RSS ${mb(e.before)} before, peak ${mb(e.peak)} during`,
        );
      }
    }
  } finally {
    platform?.child.kill('SIGTERM');
    if (platform) await rm(platform.dataDir, { recursive: true, force: true });
    await db.close();
  }
}

await main();
