/**
 * An integration deleted while the sender is inside its turn for one of the integration's events (the
 * deadlock seen once in CI, docs/performance.md "Delivery (issue 9)"): the admin's DELETE answers 204,
 * the turn ends without an error, and nothing of the integration is left in the outbox.
 *
 * The receiver holds its ACK until the DELETE is inside its statement; a test-only trigger (this suite's
 * own schema or PGlite) holds the DELETE for a moment after it has locked the integration row and before
 * its cascade reaches the outbox rows: the window in which a sender that locks the outbox row first and
 * the integration second closes a cycle with it. Both ways the sender records an outcome are driven: the
 * one-statement ACK of an integration already in success, and the transaction of one still pending. The
 * integration's own DELETE is the only one that reaches its rows: a network's delete is a status, and a
 * client's leaves its networks (networks.client_id ON DELETE SET NULL).
 *
 * Then the writers' side (migration 018): an incident written while an integration of its network is
 * being deleted is saved and queued for the network's other integrations.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../../test/harness.js';
import { OutboundPolicy, parseAllowList } from '../../outbound/index.js';
import { allowLoopbackPorts } from '../../testing.js';
import { encodeResponse, FrameSplitter, parseFrame } from '../dc09/index.js';
import { testDeliveryOptions } from './deliveryTestKit.js';
import { DeliveryWorker, type DeliveryLog } from './worker.js';

/** How long the DELETE is held after locking the integration row (longer than the ACK takes to be recorded). */
const HOLD_SECONDS = 0.8;
const LOOPS = 10;

/** A DC-09 receiver that answers each frame with ACK only once the test opens its gate. */
async function startGatedReceiver() {
  const sockets = new Set<net.Socket>();
  let frames = 0;
  let arrived: (() => void) | undefined;
  let open: (() => void) | undefined;
  let gate = Promise.resolve();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const splitter = new FrameSplitter();
    socket.on('data', (chunk) => {
      for (const raw of splitter.push(chunk)) {
        const parsed = parseFrame(raw);
        if (!parsed.ok) continue;
        frames++;
        arrived?.();
        const { sequence, line, account } = parsed.frame;
        void gate.then(() =>
          socket.write(encodeResponse('ACK', { sequence, line, account: account ?? '0000' }, new Date())),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    get frames() {
      return frames;
    },
    /** Closes the gate: frames from now on wait; resolves `arrivedOne` at the next frame. */
    hold() {
      gate = new Promise((resolve) => (open = resolve));
      return new Promise<void>((resolve) => (arrived = resolve));
    },
    release: () => open?.(),
    close() {
      open?.();
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describeEachDb('delivery outbox: an integration deleted during the sender turn', (ctx) => {
  let receiver: Awaited<ReturnType<typeof startGatedReceiver>>;
  let token = '';
  let networkId = 0;
  const logged: { level: string; msg: string; obj: object }[] = [];
  const log: DeliveryLog = {
    info: () => {},
    warn: (obj, msg) => void logged.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => void logged.push({ level: 'error', msg, obj }),
  };

  beforeAll(async () => {
    const db = ctx().db;
    receiver = await startGatedReceiver();
    token = await ctx().tokenOf('clientadmin');
    // A network of the client admin's client with no other integration (the seed's have no receiver here).
    const [n] = await db.query<{ id: number }>(
      "INSERT INTO networks (client_id, name, type) VALUES (2, 'Delete race net', 'private') RETURNING id",
    );
    networkId = n!.id;
    // Nothing else is due: the turns below deliver this suite's events only.
    expect(
      (await db.query("SELECT id FROM integration_outbox WHERE status = 'queued' AND next_attempt_at <= now()")).length,
    ).toBe(0);
  });
  afterAll(async () => {
    await receiver?.close();
  });

  /** The hold: an AFTER ROW trigger named before the foreign keys' cascade triggers ("RI_...") runs first. */
  const holdDeletes = async () => {
    await ctx().db.query(`CREATE OR REPLACE FUNCTION test_hold_integration_delete() RETURNS trigger
                          LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(${HOLD_SECONDS}); RETURN OLD; END $$`);
    await ctx().db.query(`CREATE TRIGGER "A_hold_integration_delete" AFTER DELETE ON integrations FOR EACH ROW
                          EXECUTE FUNCTION test_hold_integration_delete()`);
    return () => ctx().db.query('DROP TRIGGER "A_hold_integration_delete" ON integrations');
  };

  /** Resolves once the DELETE holds the integration row and sleeps before its cascade (PostgreSQL). */
  const deleteIsHeld = async () => {
    for (let i = 0; i < 200; i++) {
      const rows = await ctx().db.query(
        `SELECT 1 FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND query ILIKE 'DELETE FROM integrations%'`,
      );
      if (rows.length) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the DELETE never reached its hold');
  };

  it(`the DELETE answers 204, the turn ends without an error, no outbox row is left (${LOOPS} times; success and pending integrations)`, async () => {
    const db = ctx().db;
    const policy = new OutboundPolicy({ allow: parseAllowList(allowLoopbackPorts(receiver.port)) });
    const worker = new DeliveryWorker(db, testDeliveryOptions({ timeoutMs: 5_000 }), log, policy);
    const unhold = await holdDeletes();
    try {
      await deliverWhileDeleting(worker);
    } finally {
      await unhold();
    }
    expect(receiver.frames).toBe(LOOPS);
    // The events went with their integration: none counts as delivered, and no status mail was queued.
    expect(worker.stats).toMatchObject({ claimed: LOOPS, delivered: 0, failed: 0 });
    expect(await db.query("SELECT id FROM mail_queue WHERE subject LIKE '%Delete race net%'")).toEqual([]);
  }, 120_000);

  const deliverWhileDeleting = async (worker: DeliveryWorker) => {
    const db = ctx().db;
    for (let loop = 0; loop < LOOPS; loop++) {
      // success: the ACK is recorded by one statement; pending: by a transaction that also sets the status.
      const status = loop % 2 === 0 ? 'success' : 'pending';
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO integrations (network_id, kind, ip, port, description, status, settings)
         VALUES ($1, 'manitou', '127.0.0.1', $2, 'Delete race', $3, '{"line": "1", "uid": "1234"}') RETURNING id`,
        [networkId, receiver.port, status],
      );
      const id = row!.id;
      await db.query(
        "INSERT INTO incidents (kind, status, network_id, name) VALUES ('Panic Alert', 'pending', $1, 'Race') RETURNING id",
        [networkId],
      );
      expect(await db.query('SELECT id FROM integration_outbox WHERE integration_id = $1', [id])).toHaveLength(1);

      const arrived = receiver.hold();
      const turn = worker.runBatch();
      await arrived; // the frame is at the receiver, its ACK held
      const deleted = ctx().request('DELETE', `/v2/integrations/${networkId}/${id}`, { token });
      // PostgreSQL: the ACK comes back while the DELETE holds the integration row. PGlite runs one
      // statement at a time: the ACK comes back once the DELETE is done (the turn records after it).
      if (ctx().platform.backend === 'postgres') await deleteIsHeld();
      else await deleted;
      receiver.release();
      const [answer, claimed] = await Promise.all([deleted, turn]);

      expect(answer.status, `loop ${loop} (${status}): ${JSON.stringify(answer.body)}`).toBe(204);
      expect(claimed).toBe(1);
      expect(logged, `loop ${loop} (${status})`).toEqual([]);
      expect(await db.query('SELECT id FROM integration_outbox WHERE integration_id = $1', [id])).toEqual([]);
      expect(await db.query('SELECT id FROM integrations WHERE id = $1', [id])).toEqual([]);
      const audit = await db.query(
        "SELECT 1 FROM action_logs WHERE entity_type = 'integration' AND entity_id = $1 AND action = 'delete'",
        [id],
      );
      expect(audit).toHaveLength(1);
    }
  };

  it('an incident written while an integration of its network is being deleted is saved, queued for the others only', async () => {
    const db = ctx().db;
    const integration = async () =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO integrations (network_id, kind, ip, port, description, status, settings)
           VALUES ($1, 'manitou', '192.0.2.1', 9, 'Writer race', 'success', '{"line": "1", "uid": "1234"}') RETURNING id`,
          [networkId],
        )
      )[0]!.id;
    const [kept, deleted] = [await integration(), await integration()];
    let written: Promise<{ id: number }[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM integrations WHERE id = $1', [deleted]);
      // The alarm comes in while the DELETE is not committed yet (PGlite: it waits for the transaction).
      written = db.query<{ id: number }>(
        "INSERT INTO incidents (kind, status, network_id, name) VALUES ('Panic Alert', 'pending', $1, 'Writer race') RETURNING id",
        [networkId],
      );
      written.catch(() => {}); // awaited below
      if (ctx().platform.backend === 'postgres') {
        for (let i = 0; ; i++) {
          const waiting = await db.query(
            `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO incidents%Writer race%'`,
          );
          if (waiting.length) break;
          if (i > 200) throw new Error('the incident insert never waited for the DELETE');
          await new Promise((r) => setTimeout(r, 10));
        }
      }
    });
    const [incident] = await written!;
    expect(incident!.id).toBeGreaterThan(0);
    const queued = await db.query<{ integration_id: number }>(
      'SELECT integration_id FROM integration_outbox WHERE incident_id = $1',
      [incident!.id],
    );
    expect(queued.map((r) => r.integration_id)).toEqual([kept]);
    await db.query('DELETE FROM integrations WHERE id = $1', [kept]);
  });
});
