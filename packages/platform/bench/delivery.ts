/**
 * Outbox delivery end to end (issue 9, docs/performance.md "Delivery (issue 9)"):
 *
 *   npm run bench:delivery [-- --incidents 2000 --integrations 4 --writers 4 --senders 1 --rate 0]
 *
 * A loopback SIA DC-09 receiver that ACKs; a network with `integrations` manitou integrations pointing at
 * it; `senders` delivery senders (src/integrations/outbox, as in the platform process) on PostgreSQL
 * (DATABASE_URL, an own schema dropped afterwards) or in-memory PGlite; `writers` concurrent writers
 * inserting `incidents` incidents one per transaction, as fast as they can (a burst) or at `rate` per second. The triggers queue one event per integration; prints
 * deliveries per second and the delay from each incident's commit to the receiver's ACK (p50, p95, max).
 */
import { randomBytes } from 'node:crypto';
import { dropSchema, migrate, openPglite, openPostgres, type Db } from '../src/db/index.js';
import { startReceiver } from '../src/integrations/dc09/index.js';
import { DEFAULT_DELIVERY_OPTIONS, DeliveryWorker } from '../src/integrations/outbox/index.js';
import { OutboundPolicy, parseAllowList } from '../src/outbound/index.js';
import { allowLoopbackPorts } from '../src/testing.js';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const INCIDENTS = option('incidents', 2000);
const INTEGRATIONS = option('integrations', 4);
const WRITERS = option('writers', 4);
const SENDERS = option('senders', 1);
const RATE = option('rate', 0);

const url = process.env.DATABASE_URL;
const schema = `bench_delivery_${randomBytes(4).toString('hex')}`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  const db: Db = url ? await openPostgres(url, { schema }) : await openPglite();
  const receiver = await startReceiver();
  const senders: DeliveryWorker[] = [];
  try {
    await migrate(db);
    const [client] = await db.query<{ id: number }>("INSERT INTO clients (name) VALUES ('Bench client') RETURNING id");
    const [network] = await db.query<{ id: number }>(
      "INSERT INTO networks (client_id, name, type) VALUES ($1, 'Bench network', 'private') RETURNING id",
      [client!.id],
    );
    for (let i = 0; i < INTEGRATIONS; i++)
      await db.query(
        `INSERT INTO integrations (network_id, kind, ip, port, description, settings)
         VALUES ($1, 'manitou', $2, $3, 'Bench ARC', $4::jsonb)`,
        [
          network!.id,
          receiver.host,
          receiver.port,
          JSON.stringify({ line: '1', uid: (0x1000 + i).toString(16).toUpperCase() }),
        ],
      );
    for (let s = 0; s < SENDERS; s++) {
      const worker = new DeliveryWorker(
        db,
        { ...DEFAULT_DELIVERY_OPTIONS, linkTestIntervalMs: 0, listenUrl: url },
        undefined,
        new OutboundPolicy({ allow: parseAllowList(allowLoopbackPorts(receiver.port)) }),
      );
      await worker.start();
      senders.push(worker);
    }
    const committed = new Map<number, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < INCIDENTS) {
          const n = next++;
          if (RATE > 0) {
            const wait = started + (n * 1000) / RATE - Date.now();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          }
          const [row] = await db.query<{ id: number }>(
            `INSERT INTO incidents (kind, status, network_id, client_id, name, lat, lng)
             VALUES ('Panic Alert', 'pending', $1, $2, 'Bench alarm', 59.33, 18.07) RETURNING id`,
            [network!.id, client!.id],
          );
          committed.set(row!.id, Date.now());
          // In the platform a write request wakes this process's sender; PostgreSQL's NOTIFY wakes the others.
          if (!url) for (const s of senders) s.wake();
        }
      }),
    );
    const insertSeconds = (Date.now() - started) / 1000;
    const expected = INCIDENTS * INTEGRATIONS;
    await receiver.waitForFrames(expected, 600_000);
    const seconds = (Math.max(...receiver.frames.map((f) => f.receivedAt.getTime())) - started) / 1000;
    // The last ACKs' rows are recorded a moment after the receiver answered.
    for (let i = 0; i < 600; i++) {
      const [done] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM integration_outbox WHERE status = 'delivered'",
      );
      if (done!.n >= expected) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Which incident each frame was: the outbox row's account (integration) and sequence.
    const rows = await db.query<{ incident_id: number; sequence: number; uid: string }>(
      `SELECT o.incident_id, o.sequence, i.settings ->> 'uid' AS uid FROM integration_outbox o
         JOIN integrations i ON i.id = o.integration_id WHERE o.status = 'delivered'`,
    );
    const incidentOf = new Map(rows.map((r) => [`${r.uid}#${r.sequence}`, r.incident_id]));
    const delays: number[] = [];
    for (const f of receiver.frames) {
      if (!f.parsed.ok) continue;
      const incident = incidentOf.get(`${f.parsed.frame.account}#${f.parsed.frame.sequence}`);
      if (incident !== undefined) delays.push(f.receivedAt.getTime() - committed.get(incident)!);
    }
    delays.sort((a, b) => a - b);
    const duplicates = receiver.frames.length - expected;
    console.log(
      `${url ? 'PostgreSQL' : 'PGlite'}, ${SENDERS} sender(s), ${WRITERS} writer(s), ${RATE > 0 ? `${RATE} incidents/s` : 'burst'}: ${INCIDENTS} incidents x ${INTEGRATIONS} integrations = ` +
        `${expected} events (inserted in ${insertSeconds.toFixed(2)} s); all ACKed after ${seconds.toFixed(2)} s = ` +
        `${Math.round(expected / seconds)} deliveries/s; commit -> ACK p50 ${percentile(delays, 0.5)} ms, ` +
        `p95 ${percentile(delays, 0.95)} ms, max ${delays[delays.length - 1]} ms; ${rows.length} delivered rows, ${duplicates} duplicate frames`,
    );
  } finally {
    await Promise.all(senders.map((s) => s.stop()));
    await receiver.close();
    await db.close();
    if (url) await dropSchema(url, schema);
  }
}

await main();
