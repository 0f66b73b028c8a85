/**
 * Device health at fleet size (issue 11, docs/performance.md "Device health"):
 *
 *   npm run bench:health [-- --devices 100000 --clients 32 --seconds 10 --reporting 2000]
 *
 * A fresh database (in-memory PGlite, or an own schema in DATABASE_URL, dropped afterwards) with `devices`
 * devices of the four kinds (each with an ingest key, a client with a client admin, batteries on buttons and
 * sensors). Then:
 * 1. ingest throughput: `clients` concurrent HTTP clients (keep-alive) post plain pings and pings with flags
 *    and battery through the real route (POST /v2/devices/report, key check, throttle, UPDATE) for `seconds`,
 *    spread over `reporting` devices; prints reports per second and latency percentiles;
 * 2. the health job (runHealthCheck, the same call as the timer's) over the whole fleet: a run with every
 *    device online and nothing to change, then with 10 % gone stale (offline, logged, notified: one e-mail and
 *    one push row per device to its client admin, both queued in the run), then the quiet run after that;
 * 3. e-mails of flapping devices, in a small database of their own: `flapping` buttons (default 8) with three
 *    client admins each disconnect and reconnect every other turn of the job (30 s) for an hour, without the
 *    e-mail cooldown and with DEVICE_MAIL_COOLDOWN_MS's default; prints the e-mails queued in the hour, and the
 *    digests of the windows still open at its end.
 *
 *   npm run bench:health -- --flapping-only   (only 3.)
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import { dropSchema, migrate, openPglite, openPostgres, type Db } from '../src/db/index.js';
import {
  DEFAULT_MAIL_COOLDOWN_MS,
  newIngestKey,
  runHealthCheck,
  type HealthRun,
} from '../src/modules/deviceHealth/index.js';

const argv = process.argv.slice(2).filter((a) => a !== '--');
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const DEVICES = option('devices', 100_000);
const CLIENTS = option('clients', 32);
const SECONDS = option('seconds', 10);
const REPORTING = Math.min(option('reporting', 2000), DEVICES);
const FLAPPING = option('flapping', 8);
const FLAPPING_ONLY = argv.includes('--flapping-only');
const TENANTS = 50;

const url = process.env.DATABASE_URL;
const schema = `bench_health_${randomBytes(4).toString('hex')}`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

async function setUp(db: Db) {
  const t0 = performance.now();
  await migrate(db);
  await db.query(`INSERT INTO clients (name) SELECT 'Bench client ' || g FROM generate_series(1, ${TENANTS}) g`);
  await db.query(
    `INSERT INTO users (email, first_name, last_name, roles, language)
     SELECT 'bench.admin.' || g || '@bench.vakt.test', 'Bench', 'Admin ' || g, '{0}', (ARRAY['en', 'sv', 'es'])[1 + g % 3]
       FROM generate_series(1, ${TENANTS}) g`,
  );
  await db.query(
    `INSERT INTO client_users (client_id, user_id, is_admin)
     SELECT c.id, u.id, true FROM (SELECT id, row_number() OVER (ORDER BY id) n FROM clients) c
       JOIN (SELECT id, row_number() OVER (ORDER BY id) n FROM users WHERE email LIKE 'bench.admin.%') u ON u.n = c.n`,
  );
  // Every device has a key (one shared hash: the job only asks whether there is one); the reporting ones
  // get their own below. All online, pinged within the last 10 minutes.
  const { hash } = newIngestKey(1);
  await db.query(
    `INSERT INTO devices (type, client_id, name, location, dalm_id, serial_number, last_received_signal_at, is_online,
                          battery, connected, ready, active_disconnect, wifi, ethernet, ingest_key_hash)
     SELECT k.type, (SELECT min(id) FROM clients) + g % ${TENANTS}, 'Bench ' || k.type || ' ' || g, 'Bench street ' || g,
            CASE WHEN k.type = 'dalm' THEN 'B-' || g END, CASE WHEN k.type <> 'dalm' THEN 'BS-' || g END,
            now() - random() * interval '10 minutes', true,
            CASE WHEN k.type IN ('button', 'sensor') THEN 21 + floor(random() * 80)::int END,
            CASE WHEN k.type <> 'dalm' THEN true END, CASE WHEN k.type <> 'dalm' THEN true END,
            CASE WHEN k.type <> 'dalm' THEN false END,
            CASE WHEN k.type IN ('dalm', 'hub') THEN true END, CASE WHEN k.type IN ('dalm', 'hub') THEN random() < 0.5 END,
            $1
       FROM generate_series(1, ${DEVICES}) g
       CROSS JOIN LATERAL (SELECT (ARRAY['dalm', 'hub', 'button', 'sensor'])[1 + g % 4] AS type) k`,
    [hash],
  );
  const reporting = await db.query<{ id: number }>(`SELECT id FROM devices ORDER BY id LIMIT ${REPORTING}`);
  const keys = reporting.map((r) => ({ id: r.id, ...newIngestKey(r.id) }));
  await db.query(
    'UPDATE devices d SET ingest_key_hash = k.hash FROM unnest($1::int[], $2::bytea[]) AS k(id, hash) WHERE d.id = k.id',
    [keys.map((k) => k.id), keys.map((k) => k.hash)],
  );
  await db.query('ANALYZE devices');
  // The health job's memory as a running platform has it (hub links seen up).
  await db.query("UPDATE devices SET wifi_was_up = wifi, ethernet_was_up = ethernet WHERE type = 'hub'");
  console.log(`set up ${DEVICES} devices in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return keys.map((k) => k.key);
}

async function ingestThroughput(db: Db, keys: string[]) {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-bench-health-'));
  const config = configFromEnv({ VAKT_DATA_DIR: dataDir }, randomBytes(32));
  const mailer = { description: 'none', send: async () => {}, verify: async () => {} };
  const app = buildApp({ db, config, mailer });
  const address = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const post = (key: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: address.hostname,
          port: address.port,
          path: '/v2/devices/report',
          method: 'POST',
          agent,
          headers: {
            authorization: `Device ${key}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const n = next++;
        const key = keys[n % keys.length]!;
        // Every fourth report carries flags and a battery, the rest are plain pings.
        const body = n % 4 === 0 ? JSON.stringify({ battery: 50 + (n % 50), connected: true, ready: true }) : '{}';
        const t = performance.now();
        const status = await post(key, body);
        latencies.push(performance.now() - t);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  const taken = statuses.get(202) ?? 0;
  console.log(
    `ingest: ${taken} reports taken in ${elapsed.toFixed(1)} s = ${Math.round(taken / elapsed)} reports/s ` +
      `(${CLIENTS} concurrent clients, ${keys.length} devices); latency p50 ${ms(percentile(latencies, 0.5))}, ` +
      `p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
}

const line = (what: string, r: HealthRun) =>
  console.log(
    `health job, ${what}: ${ms(r.ms)} (offline ${r.wentOffline}, restored ${r.restored}, battery ${r.batteryWarnings}, ` +
      `links ${r.linkWarnings}, test mode ${r.testModeExpired}, notification rows ${r.notifications}, e-mails queued ${r.emailsQueued})`,
  );

async function healthJob(db: Db) {
  const run = () => runHealthCheck(db, { now: new Date() });
  // Warm-up (plans, caches), then the quiet run: every device online, nothing to change.
  await run();
  line(`${DEVICES} devices, all online, nothing to change`, await run());
  await db.query(`UPDATE devices SET last_received_signal_at = now() - interval '20 minutes' WHERE id % 10 = 0`);
  line(`${DEVICES} devices, 10 % gone stale`, await run());
  line(`${DEVICES} devices, the quiet run after`, await run());
}

const TURN_MS = 30_000;
const HOUR_TURNS = 120;

/** One flapping hour with the given cooldown: the e-mails queued in it, and the digests queued after it. */
async function flappingHour(db: Db, cooldownMs: number) {
  await db.query('DELETE FROM devices');
  const [client] = await db.query<{ id: number }>("INSERT INTO clients (name) VALUES ('Flapping client') RETURNING id");
  const tag = randomBytes(4).toString('hex');
  await db.query(
    `WITH u AS (
       INSERT INTO users (email, first_name, last_name, roles, language)
       SELECT 'flap.' || $2 || '.' || g || '@bench.vakt.test', 'Flap', 'Admin ' || g, '{0}', (ARRAY['en', 'sv', 'es'])[g]
         FROM generate_series(1, 3) g RETURNING id)
     INSERT INTO client_users (client_id, user_id, is_admin) SELECT $1, id, true FROM u`,
    [client!.id, tag],
  );
  const start = new Date();
  const { hash } = newIngestKey(1);
  await db.query(
    `INSERT INTO devices (type, client_id, name, location, serial_number, last_received_signal_at, is_online, connected,
                          ready, ingest_key_hash)
     SELECT 'button', $1, 'Flapping button ' || g, 'Bench street', 'FL-' || $2 || '-' || g, $3, true, true, true, $4
       FROM generate_series(1, ${FLAPPING}) g`,
    [client!.id, tag, start, hash],
  );
  const mails = async () =>
    (
      await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM mail_queue WHERE recipient LIKE 'flap.' || $1 || '.%'",
        [tag],
      )
    )[0]!.n;
  const at = (turn: number) => new Date(start.getTime() + turn * TURN_MS);
  for (let turn = 1; turn <= HOUR_TURNS; turn++) {
    await db.query('UPDATE devices SET connected = $2, last_received_signal_at = $3 WHERE client_id = $1', [
      client!.id,
      turn % 2 === 0,
      at(turn),
    ]);
    await runHealthCheck(db, { now: at(turn), mailCooldownMs: cooldownMs });
  }
  const inTheHour = await mails();
  // The windows open at the end of the hour end (the buttons keep pinging, connected): their digests.
  const end = new Date(at(HOUR_TURNS).getTime() + cooldownMs);
  await db.query('UPDATE devices SET connected = true, last_received_signal_at = $2 WHERE client_id = $1', [
    client!.id,
    end,
  ]);
  await runHealthCheck(db, { now: end, mailCooldownMs: cooldownMs });
  return { inTheHour, after: (await mails()) - inTheHour };
}

async function flapping() {
  const dir = url ? undefined : await mkdtemp(join(tmpdir(), 'vakt-bench-flap-db-'));
  const flapSchema = `${schema}_flap`;
  const db: Db = url ? await openPostgres(url, { schema: flapSchema }) : await openPglite(join(dir!, 'pglite'));
  try {
    await migrate(db);
    const what = `${FLAPPING} buttons x 3 client admins, disconnecting and reconnecting every minute for an hour`;
    const before = await flappingHour(db, 0);
    console.log(`flapping, ${what}, no cooldown: ${before.inTheHour} e-mails`);
    const after = await flappingHour(db, DEFAULT_MAIL_COOLDOWN_MS);
    console.log(
      `flapping, ${what}, cooldown ${DEFAULT_MAIL_COOLDOWN_MS / 60_000} min: ${after.inTheHour} e-mails ` +
        `(+ ${after.after} digests when the windows open at its end close)`,
    );
  } finally {
    await db.close();
    if (url) await dropSchema(url, flapSchema);
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (FLAPPING_ONLY) return flapping();
  const dir = url ? undefined : await mkdtemp(join(tmpdir(), 'vakt-bench-health-db-'));
  const db: Db = url ? await openPostgres(url, { schema }) : await openPglite(join(dir!, 'pglite'));
  console.log(`database: ${url ? 'PostgreSQL' : 'PGlite'}`);
  try {
    const keys = await setUp(db);
    await ingestThroughput(db, keys);
    await healthJob(db);
  } finally {
    await db.close();
    if (url) await dropSchema(url, schema);
    if (dir) await rm(dir, { recursive: true, force: true });
  }
  await flapping();
}

await main();
