/**
 * EXPLAIN ANALYZE of the incident statistics and analysis (issue 13) at scale: 1,000 clients, 300,000
 * incidents over three years (zipf-ish client sizes), 20,000 users with subscription history; then every
 * statement IncidentStats and IncidentAnalysis send, as an admin (every client, no filter) and for the
 * largest client, with its plan's scan and time.
 * `npx tsx bench/stats.ts [incidents]` on PGlite in memory, or `DATABASE_URL=postgres://… npx tsx bench/stats.ts`.
 */
import type { Caller } from '../src/policy/index.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { dropSchema, openPostgres } from '../src/db/postgres.js';
import type { Db } from '../src/db/types.js';
import { IncidentAnalysis } from '../src/modules/stats/analysis.js';
import { IncidentStats } from '../src/modules/stats/incidentStats.js';
import { stockholmToday } from '../src/modules/stats/periodQuery.js';

const url = process.env.DATABASE_URL;
const incidents = Number(process.argv[2] ?? 300_000);
const schema = 'bench_stats';
if (url) await dropSchema(url, schema).catch(() => {});
const db = url ? await openPostgres(url, { schema }) : await openPglite();
await migrate(db);
await db.query(`INSERT INTO clients (name) SELECT 'Client ' || g FROM generate_series(1, 1000) g`);
await db.query(
  `INSERT INTO networks (client_id, name, type) SELECT 1 + (g % 1000), 'Network ' || g, 'private' FROM generate_series(1, 5000) g`,
);
// Three years back, written in time order as a live platform writes them (the table correlates with
// created_at); older than 15 minutes, so the live trigger stays quiet.
await db.query(
  `INSERT INTO incidents (kind, status, network_id, client_id, name, created_at, confirmed_at, finalized_at)
   SELECT (ARRAY['Emergency Alert','Panic Alert','Network Alert','Safe Assist Alert','Public Alert','Summon'])[1 + g % 6],
          (ARRAY['confirm','pending','confirmed','finalized'])[1 + g % 4], n, 1 + ((n - 1) % 1000), 'Incident ' || g, c,
          CASE WHEN g % 4 >= 2 THEN c + (g % 600) * interval '1 second' END,
          CASE WHEN g % 4 = 3 THEN c + (g % 7200) * interval '1 second' END
     FROM (SELECT g, 1 + floor(power(random(), 3) * 5000)::int AS n, now() - random() * interval '3 years' AS c
             FROM generate_series(1, $1::int) g) x
    ORDER BY c`,
  [incidents],
);
await db.query(`INSERT INTO users (email) SELECT 'bench' || g || '@example.com' FROM generate_series(1, 20000) g`);
await db.query(`INSERT INTO client_users (client_id, user_id) SELECT 1 + (id % 1000), id FROM users`);
await db.query(
  `INSERT INTO subscription_history (user_id, subscription, platform, created_at)
   SELECT id, (ARRAY['micro','mini','medi','maxi','mega','macro'])[1 + (id + k) % 6], 'ios',
          now() - k * interval '200 days' - random() * interval '100 days'
     FROM users, generate_series(1, 3) k`,
);
await db.query('ANALYZE');
const [{ big }] = await db.query<{ big: number }>(
  `SELECT client_id AS big FROM incidents GROUP BY client_id ORDER BY count(*) DESC LIMIT 1`,
);

/** Runs each statement once for the plan, once for the rows, and prints the scan and the time. */
function explaining(base: Db, label: string): Db {
  return {
    ...base,
    query: async <T>(sql: string, params?: unknown[]) => {
      const plan = await base.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${sql}`, params);
      const lines = plan.map((row) => row['QUERY PLAN']);
      const time = lines.find((line) => line.startsWith('Execution Time'));
      const scans = lines
        .filter((line) => / Scan /.test(line))
        .map((line) => line.replace(/^[\s->]+/, '').replace(/\s+\(cost.*$/, ''));
      const what = sql
        .match(/FROM (\w+)/g)
        ?.slice(0, 2)
        .join(', ');
      console.log(`${label} | ${what}: ${time}\n    ${scans.join('\n    ')}`);
      return base.query<T>(sql, params);
    },
  };
}

const admin: Caller = { id: 1, roles: [13], language: 'en', organizationIds: [], clientIds: [] };
const today = stockholmToday();
const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
const threeYearsAgo = `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
console.log(`${incidents} incidents (${db.kind}), largest client ${big}`);
for (const [label, clientIds] of [
  ['admin, every client', null],
  [`client ${big}`, [big]],
] as [string, number[] | null][]) {
  const traced = explaining(db, label);
  await new IncidentStats(traced).of(admin, { from: threeYearsAgo, to: today, clientIds, interval: 'month' });
  await new IncidentAnalysis(traced).of(admin, { from: yearAgo, to: today, clientIds });
}
await db.close();
if (url) await dropSchema(url, schema);
