/**
 * Alarm delivery as a receiving centre sees it: one sequence for every frame of a receiver and account
 * (test alarms, events, link tests, across a restart), an ACK counted once even with a malformed field, a
 * NAK recorded as one with its reason, resends spaced as an operator would accept, and encrypted frames.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../test/mailbox.js';
import type { Db } from '../../db/index.js';
import { allowLoopbackPorts, freeLoopbackPorts } from '../../testing.js';
import { startReceiver, wrap, type ParsedFrame, type ReceivedFrame } from '../dc09/index.js';
import { deliveryWorkerOf, resendSchedule } from './index.js';
import { DEFAULT_DELIVERY_OPTIONS } from './options.js';
import {
  adminToken,
  call,
  createIntegration,
  createNetwork,
  eventually,
  insertIncident,
  logsOf,
  outboxRows,
  startDeliveryApp,
  statusOf,
  testDatabase,
  testDeliveryOptions,
  type Backend,
  type Fixture,
  type TestApp,
} from './deliveryTestKit.js';

const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const frameOf = (f: ReceivedFrame) => (f.parsed.ok ? f.parsed.frame : undefined);

/** pysiaalarm's ACK to a frame without a receiver number: `None` where the `R` field would be. */
const pysiaalarmAck = (frame: ParsedFrame) =>
  wrap(`"ACK"${String(frame.sequence).padStart(4, '0')}NoneL${frame.line}#${frame.account}[]`);

describe('the first minute of resends, with the default settings', () => {
  it('a receiver that answers at once, or never, gets one event at most 4 times in its first minute', () => {
    const answersAtOnce = resendSchedule(DEFAULT_DELIVERY_OPTIONS, 0, 60_000);
    expect(answersAtOnce).toEqual([0, 5_000, 15_000, 35_000]);
    expect(resendSchedule(DEFAULT_DELIVERY_OPTIONS, DEFAULT_DELIVERY_OPTIONS.timeoutMs, 60_000).length).toBe(3);
    // And over its whole life (15 minutes), about one a minute after the first minute: never a storm.
    expect(resendSchedule(DEFAULT_DELIVERY_OPTIONS, 0).length).toBeLessThanOrEqual(18);
  });
});

for (const backend of BACKENDS) {
  describe(`alarm delivery to a receiving centre [${backend}]`, () => {
    let database: Awaited<ReturnType<typeof testDatabase>>;
    let db: Db;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let app: TestApp | undefined;
    let net: Fixture;
    let ports: number[] = [];
    let allowed = '';
    const secret = randomBytes(32);
    const port = () => {
      const next = ports.shift();
      if (next === undefined) throw new Error('no receiver port left: reserve more');
      return next;
    };
    const start = async (extra = {}, withSecret: Uint8Array = secret) => {
      app = await startDeliveryApp(
        db,
        smtp.url,
        testDeliveryOptions({ listenUrl: database.listenUrl, ...extra }),
        allowed,
        withSecret,
      );
      return app;
    };
    /** Stops the platform; PGlite's database is closed and opened again (a restart of the process). */
    const restart = async (extra = {}, withSecret: Uint8Array = secret) => {
      await app?.close();
      app = undefined;
      if (backend === 'pglite') {
        await db.close();
        db = await database.open();
      }
      return start(extra, withSecret);
    };

    beforeAll(async () => {
      database = await testDatabase(backend);
      db = database.first;
      smtp = await startSmtp();
      ports = await freeLoopbackPorts(6);
      allowed = allowLoopbackPorts(...ports);
      net = await createNetwork(db);
      await start();
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
      await smtp?.close();
      await database?.destroy();
    });

    it('one sequence per receiver and account for every frame: test alarm, event, link test, and on after a restart', async () => {
      const arc = await startReceiver({ port: port() });
      // Link tests on, due in an hour: the test makes one due when it wants it.
      await restart({ linkTestIntervalMs: 3_600_000 });
      try {
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '2', uid: 'A11C' });
        const testAlarm = async () => {
          const res = await call(
            app!,
            await adminToken(db, app!),
            'POST',
            `/v2/integrations/${net.networkId}/${id}/test-alarm`,
          );
          expect(res.status, res.text).toBe(200);
          return res.body as { outcome: string; sequence: number };
        };
        expect(await testAlarm()).toMatchObject({ outcome: 'ack', sequence: 1 });
        await insertIncident(db, net.networkId);
        await arc.waitForFrames(2, 10_000);
        await db.query("UPDATE integrations SET next_link_test_at = now() - interval '1 second' WHERE id = $1", [id]);
        await deliveryWorkerOf(app!.app)!.linkTests();
        await arc.waitForFrames(3, 10_000);

        await restart({ linkTestIntervalMs: 3_600_000 });
        expect(await testAlarm()).toMatchObject({ outcome: 'ack', sequence: 4 });
        await insertIncident(db, net.networkId);
        const frames = await arc.waitForFrames(5, 10_000);
        expect(
          frames.map((f) => {
            const frame = frameOf(f)!;
            return [frame.id, frame.event?.code ?? '', frame.sequence];
          }),
        ).toEqual([
          ['SIA-DCS', 'RX', 1],
          ['SIA-DCS', 'UA', 2],
          ['NULL', '', 3],
          ['SIA-DCS', 'RX', 4],
          ['SIA-DCS', 'UA', 5],
        ]);
        await eventually(async () =>
          expect((await outboxRows(db, id)).map((r) => r.status)).toEqual(['delivered', 'delivered']),
        );
        expect((await outboxRows(db, id)).map((r) => r.sequence)).toEqual([2, 5]);
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
        await restart();
      }
    }, 60_000);

    it('an ACK with a malformed field it does not need (pysiaalarm: "None" for the receiver) is one delivery: no resend, the oddity logged', async () => {
      const arc = await startReceiver({ port: port() });
      try {
        arc.always({ kind: 'respond', build: pysiaalarmAck });
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '3', uid: '0BAD' });
        await insertIncident(db, net.networkId);
        await eventually(async () =>
          expect((await outboxRows(db, id))[0]).toMatchObject({
            status: 'delivered',
            attempts: 1,
            last_outcome: 'ack',
          }),
        );
        // Longer than the test backoff (200..400 ms): nothing was resent.
        await new Promise((r) => setTimeout(r, 900));
        expect(arc.frames).toHaveLength(1);
        expect(await statusOf(db, id)).toBe('success');
        const logs = await logsOf(db, id);
        expect(logs).toHaveLength(1);
        expect(logs[0]).toMatch(
          /^create UA attempt 1 seq \d{4}: ACK sent .* answer <LF>.*"ACK"\d{4}NoneL3#0BAD\[\]<CR> \(tolerated: receiver field "None" is malformed\)/,
        );
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
      }
    }, 30_000);

    it('a bare "NAK" (an account the receiver does not know) is a NAK with its reason: the status says the account was refused, the resend waits the longest backoff; the account known, it goes', async () => {
      const known = ['0001'];
      const arc = await startReceiver({ port: port(), accounts: known });
      await restart({ backoff: { baseMs: 200, factor: 2, maxMs: 2_000 }, maxAgeMs: 30_000 });
      try {
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '4', uid: 'BAD1' });
        await insertIncident(db, net.networkId);
        await eventually(async () => {
          expect((await outboxRows(db, id))[0]).toMatchObject({ status: 'queued', attempts: 1, last_outcome: 'nak' });
          expect(await statusOf(db, id)).toBe('error');
        });
        const [row] = await db.query<{ status_reason: string | null; wait_ms: number }>(
          `SELECT i.status_reason, extract(epoch FROM o.next_attempt_at - now()) * 1000 AS wait_ms
             FROM integrations i JOIN integration_outbox o ON o.integration_id = i.id WHERE i.id = $1`,
          [id],
        );
        expect(row!.status_reason).toBe('account_refused');
        expect(Number(row!.wait_ms)).toBeGreaterThan(1_000);
        const listed = await call(app!, await adminToken(db, app!), 'GET', `/v2/integrations/${net.networkId}`);
        expect(listed.body.find((i: { id: number }) => i.id === id)).toMatchObject({
          status: 'error',
          statusReason: 'account_refused',
        });
        expect(await logsOf(db, id)).toEqual([
          expect.stringMatching(
            /^create UA attempt 1 seq \d{4}: NAK sent .* answer "NAK" \(the receiver refused the message: a bare NAK\)/,
          ),
        ]);
        expect(arc.frames).toHaveLength(1);

        // The centre adds the account: the next attempt (after the long wait) is ACKed, the reason goes.
        known.push('BAD1');
        await eventually(async () => expect((await outboxRows(db, id))[0]!.status).toBe('delivered'), 10_000);
        expect(arc.frames).toHaveLength(2);
        expect(arc.frames[1]!.receivedAt.getTime() - arc.frames[0]!.receivedAt.getTime()).toBeGreaterThan(1_500);
        const [after] = await db.query<{ status: string; status_reason: string | null }>(
          'SELECT status, status_reason FROM integrations WHERE id = $1',
          [id],
        );
        expect(after).toEqual({ status: 'success', status_reason: null });
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
        await restart();
      }
    }, 30_000);

    it('a receiver that never answers gets one event as often as the resend schedule says, no more (the defaults, 50 times faster)', async () => {
      const scale = (ms: number) => ms / 50;
      const d = DEFAULT_DELIVERY_OPTIONS;
      const options = {
        timeoutMs: scale(d.timeoutMs),
        backoff: { baseMs: scale(d.backoff.baseMs), factor: d.backoff.factor, maxMs: scale(d.backoff.maxMs) },
        maxAgeMs: scale(d.maxAgeMs),
      };
      const minute = scale(60_000);
      const allowedSends = resendSchedule(options, options.timeoutMs, minute).length;
      const silent = await startReceiver({ port: port() });
      silent.always({ kind: 'silent' });
      await restart(options);
      try {
        const id = await createIntegration(db, net.networkId, 'manitou', silent.port, { line: '5', uid: '5117' });
        await insertIncident(db, net.networkId);
        const [first] = await silent.waitForFrames(1, 10_000);
        await new Promise((r) => setTimeout(r, minute + 300));
        const inFirstMinute = silent.frames.filter(
          (f) => f.receivedAt.getTime() - first!.receivedAt.getTime() < minute,
        );
        expect(allowedSends).toBeLessThanOrEqual(4);
        expect(inFirstMinute.length).toBeGreaterThanOrEqual(2);
        expect(inFirstMinute.length).toBeLessThanOrEqual(allowedSends);
        expect(new Set(silent.frames.map((f) => frameOf(f)!.sequence)).size).toBe(1);
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await silent.close();
        await restart();
      }
    }, 30_000);

    it('encrypted integrations (128, 192, 256-bit keys): events go out encrypted, the receiver decrypts them with its own code and its encrypted ACK counts; after a restart too; with another JWT_SECRET nothing is sent', async () => {
      const keys: Record<string, Uint8Array> = {};
      const arc = await startReceiver({ port: port(), keys });
      try {
        const token = await adminToken(db, app!);
        const ids: number[] = [];
        for (const [bits, account] of [
          [128, 'E128'],
          [192, 'E192'],
          [256, 'E256'],
        ] as const) {
          const res = await call(app!, token, 'POST', `/v2/integrations/${net.networkId}`, {
            kind: 'manitou',
            ip: '127.0.0.1',
            port: arc.port,
            description: `Encrypted ${bits}`,
            settings: { line: '6', uid: account },
            encryption: { enabled: true, keyBits: bits },
          });
          expect(res.status, res.text).toBe(201);
          expect(res.body.encryptionKey).toMatch(new RegExp(`^[0-9A-F]{${bits / 4}}$`));
          keys[account] = Buffer.from(res.body.encryptionKey, 'hex');
          ids.push(res.body.id);
        }
        await insertIncident(db, net.networkId, { lat: 59.3, lng: 18.1 });
        const frames = await arc.waitForFrames(3, 10_000);
        for (const f of frames) {
          expect(f.raw.toString('latin1')).toMatch(/^\n[0-9A-F]{8}"\*SIA-DCS"\d{4}L6#E(128|192|256)\[[0-9A-F]+\r$/);
          expect(f.raw.toString('latin1')).not.toContain('|N');
          expect(f.decrypted).toMatch(
            /^[A-Za-z0-9]{1,16}\|#E(128|192|256)\|NUA\]\[X18\.100000\]\[Y59\.300000\]_\d\d:\d\d:\d\d,\d\d-\d\d-\d{4}$/,
          );
          expect(f.answer).toBe('ack');
        }
        for (const id of ids)
          await eventually(async () =>
            expect((await outboxRows(db, id))[0]).toMatchObject({ status: 'delivered', attempts: 1 }),
          );

        await restart();
        await insertIncident(db, net.networkId);
        await arc.waitForFrames(6, 10_000);
        for (const id of ids)
          await eventually(async () =>
            expect((await outboxRows(db, id)).map((r) => r.status)).toEqual(['delivered', 'delivered']),
          );

        await restart({}, randomBytes(32));
        await insertIncident(db, net.networkId);
        for (const id of ids)
          await eventually(async () =>
            expect((await outboxRows(db, id))[2]).toMatchObject({ status: 'failed', attempts: 0 }),
          );
        expect(arc.frames).toHaveLength(6);
        expect((await logsOf(db, ids[0]!)).at(-2)).toMatch(
          /not sent \(the encryption key cannot be read \(JWT_SECRET changed\?\): set a new key\)/,
        );
        for (const id of ids) await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
        await restart();
      }
    }, 60_000);
  });
}
