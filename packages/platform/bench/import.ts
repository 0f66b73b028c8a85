/**
 * The bulk import at its limit (issue 8, docs/performance.md "Import"): 1000 rows must import in at most 2 s.
 *
 *   npx -y pnpm@10.34.9 --filter @vakt/platform bench:import [-- --scale 1 --runs 5 --only pglite|postgres]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ... bench:import   (PostgreSQL too, own schema)
 *
 * Starts a seeded platform per backend (PGlite always, PostgreSQL when DATABASE_URL is set), then per run
 * posts the wizard's two calls for a fresh file of 1000 rows (every row with two networks, one in ten an
 * admin): POST /users/batch-validation and POST /clients/{id}/import-users, as the admin, over HTTP.
 * Prints each call's time per run and the median next to the goal.
 */
import { randomUUID } from 'node:crypto';
import { startPlatform, type RunningPlatform } from '../src/testing.js';
import { DEMO_PASSWORD, demoAccount } from '../src/seed/demoAccounts.js';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SCALE = Number(option('scale') ?? 1);
const RUNS = Number(option('runs') ?? 5);
/** `--only postgres` skips PGlite (a large seed takes minutes there). */
const ONLY = option('only');
const ROWS = 1000;
const GOAL_MS = 2000;
const CLIENT_ID = 2;

async function call(platform: RunningPlatform, path: string, body: unknown, token?: string) {
  const started = performance.now();
  const res = await fetch(platform.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as any;
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms, answer };
}

function file(networks: number[]) {
  const tag = randomUUID().slice(0, 8);
  return Array.from({ length: ROWS }, (_, i) => ({
    row: i + 2,
    email: `bench-${tag}-${i}@import.bench`,
    username: `bench-${tag}-${i}`,
    firstName: 'Bench',
    lastName: `Row ${i}`,
    phoneNumber: '+46701234567',
    language: ['en', 'sv', 'es'][i % 3],
    isAdmin: i % 10 === 0,
    subscription: ['maxi', 'mega', 'macro'][i % 3],
    twoFaEnabled: false,
    isStreamingEnabled: i % 2 === 0,
    isListeningEnabled: false,
    subscribeToReleaseNotes: false,
    networks: networks.slice(0, 2),
    active: i % 4 !== 0,
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;

async function bench(backend: 'pglite' | 'postgres') {
  const seeding = performance.now();
  const platform = await startPlatform({ backend, seedScale: SCALE });
  try {
    const [users] = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    console.log(
      `\n${backend}: seeded scale ${SCALE} (${users!.n} users) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const admin = demoAccount('admin');
    const login = await call(platform, '/v2/auth', { email: admin.email, password: DEMO_PASSWORD });
    const token = login.answer.accessToken as string;
    const networks = await platform.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM networks WHERE client_id = $1 AND status <> 'deleted' ORDER BY id LIMIT 2`,
      [CLIENT_ID],
    );
    const checks: number[] = [];
    const imports: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const rows = file(networks.map((n) => n.id));
      const check = await call(
        platform,
        '/backoffice/users/batch-validation',
        {
          clientId: CLIENT_ID,
          emails: rows.map((r) => r.email),
          usernames: rows.map((r) => r.username),
          networks: networks.map((n) => n.name),
        },
        token,
      );
      const imported = await call(
        platform,
        `/backoffice/clients/${CLIENT_ID}/import-users`,
        { users: rows, activatedDate: '2026-11-23' },
        token,
      );
      if (imported.answer.imported.length !== ROWS) throw new Error(`run ${run}: not every row was imported`);
      checks.push(check.ms);
      imports.push(imported.ms);
      console.log(`  run ${run}: batch-validation ${fmt(check.ms)}   import ${fmt(imported.ms)}`);
    }
    const m = median(imports);
    console.log(
      `  median: batch-validation ${fmt(median(checks))}   import ${fmt(m)}  (goal <= ${GOAL_MS} ms: ${m <= GOAL_MS ? 'met' : 'MISSED'})`,
    );
  } finally {
    await platform.close();
  }
}

console.log(`bench:import - ${ROWS} rows per import, ${RUNS} runs per backend, client ${CLIENT_ID}`);
if (ONLY !== 'postgres') await bench('pglite');
if (process.env.DATABASE_URL && ONLY !== 'pglite') await bench('postgres');
else console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too)');
