/**
 * EXPLAIN ANALYZE of the device lists at scale (issue 11): a PostgreSQL schema with 1,000 clients and
 * 300,000 devices of the four kinds (zipf-ish client sizes), then each list's page query and total as the
 * platform sends them, as an admin (every client) and as a client-admin of the largest client.
 * `DATABASE_URL=postgres://… npx tsx bench/explainDevices.ts [devices]` — prints the plans' times.
 */
import { migrate } from '../src/db/migrate.js';
import { dropSchema, openPostgres } from '../src/db/postgres.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (PostgreSQL)');
const devices = Number(process.argv[2] ?? 300_000);
const schema = 'explain_devices';
await dropSchema(url, schema).catch(() => {});
const db = await openPostgres(url, { schema });
await migrate(db);
await db.query(`INSERT INTO clients (name) SELECT 'Client ' || g FROM generate_series(1, 1000) g`);
await db.query(
  `INSERT INTO devices (client_id, name, dalm_id, serial_number, type, location, status, created_at,
                        last_received_signal_at, is_online, battery)
   SELECT 1 + floor(power(random(), 3) * 1000)::int, 'Device ' || g,
          CASE WHEN k = 'dalm' THEN 'DALM-' || g END, CASE WHEN k <> 'dalm' THEN 'SN-' || g END, k,
          'Street ' || (g % 500), (ARRAY['OK','INACTIVE','ALARM'])[1 + g % 3],
          now() - random() * interval '400 days', now() - random() * interval '3 days', random() < 0.7,
          floor(random() * 100)::int
     FROM generate_series(1, $1::int) g,
          LATERAL (SELECT (ARRAY['dalm','dalm','hub','button','button','sensor'])[1 + g % 6] AS k) x`,
  [devices],
);
await db.query('ANALYZE');
const [{ big }] = await db.query<{ big: number }>(
  `SELECT client_id AS big FROM devices GROUP BY client_id ORDER BY count(*) DESC LIMIT 1`,
);

const cases: [string, string][] = [
  [
    'DALM list, admin, newest first',
    `SELECT d.id FROM devices d WHERE d.type = 'dalm' AND d.deleted_at IS NULL ORDER BY d.created_at DESC, d.id DESC LIMIT 50`,
  ],
  ['DALM list total, admin', `SELECT count(*) FROM devices d WHERE d.type = 'dalm' AND d.deleted_at IS NULL`],
  [
    'DALM list, admin, by name',
    `SELECT d.id FROM devices d WHERE d.type = 'dalm' AND d.deleted_at IS NULL ORDER BY lower(d.name), d.id LIMIT 50`,
  ],
  [
    'DALM list, admin, search "vice 12"',
    `SELECT d.id FROM devices d WHERE d.type = 'dalm' AND d.deleted_at IS NULL AND (d.name ILIKE '%vice 12%' OR d.dalm_id ILIKE '%vice 12%' OR d.serial_number ILIKE '%vice 12%' OR d.location ILIKE '%vice 12%') ORDER BY d.created_at DESC, d.id DESC LIMIT 50`,
  ],
  [
    'DALM list, client-admin of the largest client',
    `SELECT d.id FROM devices d WHERE d.client_id = ANY(ARRAY[${big}]) AND d.type = 'dalm' AND d.deleted_at IS NULL ORDER BY d.created_at DESC, d.id DESC LIMIT 50`,
  ],
  [
    'DALM total, client-admin of the largest client',
    `SELECT count(*) FROM devices d WHERE d.client_id = ANY(ARRAY[${big}]) AND d.type = 'dalm' AND d.deleted_at IS NULL`,
  ],
  [
    'buttons, admin, last ping first',
    `SELECT d.id FROM devices d WHERE d.type = 'button' AND d.deleted_at IS NULL ORDER BY d.last_received_signal_at DESC NULLS LAST, d.id DESC LIMIT 50`,
  ],
  [
    'sensors, admin, newest first',
    `SELECT d.id FROM devices d WHERE d.type = 'sensor' AND d.deleted_at IS NULL ORDER BY d.created_at DESC, d.id DESC LIMIT 50`,
  ],
];
console.log(`${devices} devices, largest client ${big}`);
for (const [name, sql] of cases) {
  const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS OFF) ${sql}`);
  const lines = plan.map((row) => row['QUERY PLAN']);
  const time = lines.find((line) => line.startsWith('Execution Time'));
  const index = lines.find((line) => /Index|Seq Scan|Bitmap/.test(line))?.trim();
  console.log(`${name}: ${time} — ${index}`);
}
await db.close();
await dropSchema(url, schema);
