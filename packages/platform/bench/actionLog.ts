/**
 * GET /system/actions on a large action log (issue 8, docs/performance.md "Action log").
 *
 *   npx tsx bench/actionLog.ts [-- --rows 1000000 --reseed --runs 30]
 *
 * Fills action_logs of its own PostgreSQL database (BENCH_ACTIONS_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/vakt_bench_actions, created when missing, reused when it already
 * holds that many rows) with generated rows: 1000 clients with a skewed size (client 1 ~10 % of the
 * rows, the smallest a few hundred), 50 organizations (client c in organization 1 + c % 50), 5 % of the
 * rows with an organization but no client, 200 actors, one row every 30 s. Then, for the repository's
 * own SQL (src/modules/system/repository.ts) per caller and filter, prints p50/p95 of the page and of
 * the capped total, and the plans (EXPLAIN ANALYZE, BUFFERS) with --explain.
 */
import pg from 'pg';
import { migrate, openPostgres, type Db, type Queryable } from '../src/db/index.js';
import { SystemRepository, type ActionFilters } from '../src/modules/system/repository.js';
import type { Scope } from '../src/policy/index.js';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const ROWS = Number(option('rows') ?? 1_000_000);
const RUNS = Number(option('runs') ?? 30);
const RESEED = argv.includes('--reseed');
const EXPLAIN = argv.includes('--explain');
const DATABASE_URL = process.env.BENCH_ACTIONS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vakt_bench_actions';

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

async function fill(db: Db) {
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM action_logs')) as [{ n: number }];
  if (n === ROWS && !RESEED) return console.log(`action_logs: ${n} rows (kept)`);
  const started = Date.now();
  await db.exec('TRUNCATE action_logs');
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name)
     SELECT g, 'bench-actor-' || g || '@vakt.test', 'Actor', 'Number ' || g FROM generate_series(1, 200) g
     ON CONFLICT (id) DO NOTHING`,
  );
  await db.query(
    `WITH s AS (
       SELECT g, 1 + floor(1000 * power(random(), 3))::int AS c, random() < 0.05 AS no_client
         FROM generate_series(1, $1::int) g)
     INSERT INTO action_logs (entity_type, entity_id, action, user_id, client_ids, organization_id, payload, created_at)
     SELECT (ARRAY['client', 'user', 'multiAlert', 'network'])[1 + g % 4], 1 + ((g::bigint * 7919) % 200000)::int,
            (ARRAY['update', 'create', 'updatePolicy', 'delete'])[1 + (g / 4) % 4], 1 + g % 200,
            CASE WHEN no_client THEN '{}'::int[] ELSE ARRAY[c] END, 1 + c % 50,
            '{"before": {"name": "Before"}, "after": {"name": "After"}}'::jsonb,
            now() - ($1::int - g) * interval '30 seconds'
       FROM s`,
    [ROWS],
  );
  await db.exec('VACUUM ANALYZE action_logs');
  console.log(`action_logs: ${ROWS} rows generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A Queryable that remembers the statements it ran (to EXPLAIN the repository's own SQL). */
function recording(db: Queryable) {
  const seen: { sql: string; params: unknown[] }[] = [];
  const q: Queryable = {
    query: (sql, params = []) => {
      seen.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { q, seen };
}

const ORG1_CLIENTS = Array.from({ length: 20 }, (_, i) => 50 * (i + 1));
const CALLERS: Record<string, Scope> = {
  admin: { all: true },
  'client-admin, large client (1)': { all: false, clientIds: [1], organizationIds: [] },
  'client-admin, small client (997)': { all: false, clientIds: [997], organizationIds: [] },
  'org-admin, organization 1 (20 clients)': { all: false, clientIds: ORG1_CLIENTS, organizationIds: [1] },
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  await ensureDatabase(DATABASE_URL);
  const db = await openPostgres(DATABASE_URL, { poolMax: 2, statementTimeoutMs: 600_000 });
  try {
    await migrate(db);
    await fill(db);
    const [{ t0 }] = (await db.query<{ t0: Date }>('SELECT min(created_at) AS t0 FROM action_logs')) as [{ t0: Date }];
    const day = (d: number) => new Date(t0.getTime() + d * 86_400_000).toISOString();
    const FILTERS: Record<string, { filters: ActionFilters; offset?: number }> = {
      'first page': { filters: {} },
      'page at offset 5000': { filters: {}, offset: 5000 },
      'entity (user 4713)': { filters: { entityType: 'user', entityId: 1 + ((4713 * 7919) % 200000) } },
      'actor (user 17)': { filters: { userId: 17 } },
      'one day (from/to)': { filters: { from: day(100), to: day(101) } },
    };
    console.log(`\n${'caller'.padEnd(40)} ${'filter'.padEnd(22)} ${'total'.padStart(6)}  p50 ms  p95 ms`);
    for (const [caller, scope] of Object.entries(CALLERS)) {
      for (const [name, { filters, offset = 0 }] of Object.entries(FILTERS)) {
        const repo = new SystemRepository(db);
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          total = (await repo.list(scope, filters, 50, offset)).total;
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        console.log(
          `${caller.padEnd(40)} ${name.padEnd(22)} ${String(total).padStart(6)} ${percentile(times, 0.5).toFixed(1).padStart(7)} ${percentile(times, 0.95).toFixed(1).padStart(7)}`,
        );
        if (EXPLAIN) {
          const { q, seen } = recording(db);
          await new SystemRepository(q).list(scope, filters, 50, offset);
          for (const { sql, params } of seen) {
            const plan = await db.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`,
              params,
            );
            console.log(plan.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
          }
        }
      }
    }
  } finally {
    await db.close();
  }
}

await main();
