import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../test/mailbox.js';
import type { Db } from '../../db/index.js';
import { allowLoopbackPorts, freeLoopbackPorts } from '../../testing.js';
import { crc16arc, hex4, startReceiver, type Dc09Receiver } from '../dc09/index.js';
import { startShortXmlReceiver } from '../shortxml/index.js';
import { deliveryWorkerOf } from './index.js';
import {
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

/** The frame a receiver must get: `<LF><crc><0LLL><body><CR>` around exactly this body. */
function frameOf(body: string): Buffer {
  const bytes = Buffer.from(body, 'latin1');
  const head = `${hex4(crc16arc(bytes))}0${bytes.length.toString(16).toUpperCase().padStart(3, '0')}`;
  return Buffer.from(`\n${head}${body}\r`, 'latin1');
}
const text = (raw: Buffer) => raw.toString('latin1');
/** The frame's timestamp text (HH:MM:SS,MM-DD-YYYY). */
const stampOf = (raw: Buffer) => text(raw).slice(-20, -1);
const stampTime = (stamp: string) => {
  const [h, mi, s, mo, d, y] = stamp.split(/[:,-]/).map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
};

for (const backend of BACKENDS) {
  describe(`delivery outbox [${backend}]`, () => {
    let database: Awaited<ReturnType<typeof testDatabase>>;
    let db: Db;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let receiver: Dc09Receiver;
    let app: TestApp | undefined;
    let net: Fixture;
    /** The receivers' ports, found before the app starts: they are its OUTBOUND_ALLOW (and nothing else). */
    let ports: number[] = [];
    const port = () => {
      const next = ports.shift();
      if (next === undefined) throw new Error('no receiver port left: reserve more');
      return next;
    };
    let allowed = '';

    const start = async (extra = {}) => {
      app = await startDeliveryApp(
        db,
        smtp.url,
        testDeliveryOptions({ listenUrl: database.listenUrl, ...extra }),
        allowed,
      );
      return app;
    };
    const stop = async () => {
      await app?.close();
      app = undefined;
    };

    beforeAll(async () => {
      database = await testDatabase(backend);
      db = database.first;
      smtp = await startSmtp();
      ports = await freeLoopbackPorts(13);
      allowed = allowLoopbackPorts(...ports);
      receiver = await startReceiver({ port: port() });
      net = await createNetwork(db);
      await start();
    });
    afterAll(async () => {
      await stop();
      await db?.close();
      await receiver?.close();
      await smtp?.close();
      await database?.destroy();
    });

    it('an incident insert delivers one byte-exact frame: code from the settings, account, line, receiver, location, sequence', async () => {
      const id = await createIntegration(db, net.networkId, 'manitou', receiver.port, {
        line: '3',
        uid: '1234AB',
        receiver: '12',
        sia_code_create: 'BA',
      });
      const before = receiver.frames.length;
      const t0 = Date.now();
      await insertIncident(db, net.networkId, { lat: 59.329323, lng: 18.068581 });
      const [frame] = (await receiver.waitForFrames(before + 1, 10_000)).slice(before);
      const stamp = stampOf(frame!.raw);
      expect(text(frame!.raw)).toBe(
        text(frameOf(`"SIA-DCS"0001R12L3#1234AB[#1234AB|NBA][X18.068581][Y59.329323]_${stamp}`)),
      );
      expect(Math.abs(stampTime(stamp) - t0)).toBeLessThan(15_000);
      await eventually(async () => {
        expect(await outboxRows(db, id)).toEqual([
          expect.objectContaining({
            event: 'create',
            code: 'BA',
            status: 'delivered',
            sequence: 1,
            attempts: 1,
            last_outcome: 'ack',
          }),
        ]);
        expect(await statusOf(db, id)).toBe('success');
      });
      const logs = await logsOf(db, id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(
        /^create BA attempt 1 seq 0001: ACK sent <LF>[0-9A-F]{8}"SIA-DCS"0001R12L3#1234AB.*<CR> answer <LF>.*"ACK"0001R12L3#1234AB\[\]<CR> \d+ ms$/,
      );
      await db.query('DELETE FROM integrations WHERE id = $1', [id]);
    });

    it('confirmed, finalized, recalled_at and a device test mode / enabled change queue and deliver their codes', async () => {
      const id = await createIntegration(db, net.networkId, 'guardtools', receiver.port, {
        uid: 'ABC',
        use_device_id: true,
        sia_code_device_test_mode_enabled: 'TS',
        sia_code_device_test_mode_disabled: 'TE',
        sia_code_device_enabled: 'BR',
        sia_code_device_disabled: 'BB',
      });
      const incident = await insertIncident(db, net.networkId);
      const [device] = await db.query<{ id: number }>(
        "INSERT INTO devices (client_id, name, lat, lng) VALUES ($1, 'Gate sender', 59.5, 18.25) RETURNING id",
        [net.clientId],
      );
      await db.query('INSERT INTO network_devices (network_id, device_id) VALUES ($1, $2)', [
        net.networkId,
        device!.id,
      ]);
      await db.query("UPDATE incidents SET status = 'confirmed' WHERE id = $1", [incident]);
      await db.query('UPDATE incidents SET recalled_at = now() WHERE id = $1', [incident]);
      await db.query("UPDATE incidents SET status = 'finalized' WHERE id = $1", [incident]);
      await db.query('UPDATE devices SET test_mode_enabled = true WHERE id = $1', [device!.id]);
      await db.query('UPDATE devices SET test_mode_enabled = false, enabled = false WHERE id = $1', [device!.id]);
      await db.query('UPDATE devices SET enabled = true WHERE id = $1', [device!.id]);
      // Not a change: nothing queued.
      await db.query('UPDATE devices SET name = $2, enabled = true WHERE id = $1', [device!.id, 'Renamed']);
      await eventually(async () => {
        const rows = await outboxRows(db, id);
        expect(rows.map((r) => [r.event, r.code, r.status])).toEqual([
          ['create', 'UA', 'delivered'],
          ['confirm', 'UB', 'delivered'],
          ['recall', 'UH', 'delivered'],
          ['restore', 'UR', 'delivered'],
          ['device_test_mode_enabled', 'TS', 'delivered'],
          ['device_test_mode_disabled', 'TE', 'delivered'],
          ['device_disabled', 'BB', 'delivered'],
          ['device_enabled', 'BR', 'delivered'],
        ]);
      });
      const mine = receiver.frames.filter((f) => f.parsed.ok && f.parsed.frame.line === '0');
      const dev = String(device!.id).padStart(4, '0');
      expect(
        mine.map((f) =>
          f.parsed.ok ? [f.parsed.frame.account, f.parsed.frame.event?.code, f.parsed.frame.sequence] : [],
        ),
      ).toEqual([
        ['ABC', 'UA', 1],
        ['ABC', 'UB', 2],
        ['ABC', 'UH', 3],
        ['ABC', 'UR', 4],
        [dev, 'TS', 1],
        [dev, 'TE', 2],
        [dev, 'BB', 3],
        [dev, 'BR', 4],
      ]);
      // Device events carry the device's location.
      expect(text(mine[4]!.raw)).toContain(`#${dev}[#${dev}|NTS][X18.250000][Y59.500000]_`);
      await db.query('DELETE FROM integrations WHERE id = $1', [id]);
    });

    it('NAK: resent at once with the same sequence and the receiver time; the offset is kept on the integration', async () => {
      const id = await createIntegration(db, net.networkId, 'manitou', receiver.port, { line: '4', uid: 'BEEF' });
      const receiverTime = new Date(Date.now() + 3_600_000 + 7_000);
      receiver.next({ kind: 'nak', timestamp: receiverTime });
      const before = receiver.frames.length;
      await insertIncident(db, net.networkId);
      const frames = (await receiver.waitForFrames(before + 2, 10_000)).slice(before);
      const [first, second] = frames.map((f) => (f.parsed.ok ? f.parsed.frame : undefined));
      expect(first!.sequence).toBe(second!.sequence);
      expect(frames.map((f) => f.answer)).toEqual(['nak', 'ack']);
      expect(Math.abs(second!.timestamp!.getTime() - receiverTime.getTime())).toBeLessThan(5_000);
      await eventually(async () =>
        expect((await outboxRows(db, id))[0]).toMatchObject({ status: 'delivered', attempts: 2 }),
      );
      const [row] = await db.query<{ clock_offset_ms: number }>(
        'SELECT clock_offset_ms FROM integrations WHERE id = $1',
        [id],
      );
      expect(Math.abs(row!.clock_offset_ms - 3_607_000)).toBeLessThan(5_000);
      const logs = await logsOf(db, id);
      expect(logs[0]).toMatch(/^create UA attempt 1 seq 0001: NAK sent .* answer <LF>.*"NAK"0000R0L0A0\[\]_/);
      expect(logs[1]).toMatch(/^create UA attempt 2 seq 0001: ACK /);
      await db.query('DELETE FROM integrations WHERE id = $1', [id]);
    });

    it('shortxml: the alarm request carries pin, uid, code, the outbox id as reference and the position; the log hides the pin; a refusal fails at once', async () => {
      const sos = await startShortXmlReceiver({ port: port() });
      try {
        const id = await createIntegration(db, net.networkId, 'shortxml', sos.port, {
          pin: 'PIN4711',
          uid: 'TX-0042',
          sia_code_create: 'PA',
        });
        await insertIncident(db, net.networkId, { lat: 59.33, lng: 18.07 });
        const [request] = await sos.waitForRequests(1, 10_000);
        const [row] = await eventually(async () => {
          const rows = await outboxRows(db, id);
          expect(rows[0]).toMatchObject({ status: 'delivered', attempts: 1, last_outcome: 'ack', sequence: null });
          return rows;
        });
        expect(request!.parsed).toMatchObject({
          ok: true,
          request: {
            reference: row!.id,
            authentication: 'PIN4711',
            transmitterCode: 'TX-0042',
            eventCode: 'PA',
            alarmType: 'AL',
          },
        });
        expect(request!.parsed.ok && request!.parsed.request.position).toBeTruthy();
        expect(request!.parsed.ok && request!.parsed.request.additionalInfo).toContain('Panic at the gate');
        expect(await statusOf(db, id)).toBe('success');
        const [log] = await logsOf(db, id);
        expect(log).toMatch(new RegExp(`^create PA attempt 1 ref ${row!.id}: ACK sent <\\?xml`));
        expect(log).not.toContain('PIN4711');

        sos.always({ kind: 'status', status: 1 });
        await insertIncident(db, net.networkId);
        await eventually(async () =>
          expect((await outboxRows(db, id))[1]).toMatchObject({ status: 'failed', attempts: 1, last_outcome: 'nak' }),
        );
        expect(sos.requests).toHaveLength(2);
        expect(await statusOf(db, id)).toBe('error');
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await sos.close();
      }
    }, 30_000);

    it('silence: bounded retries, then failed, error status, log rows and the integration-failed mail to the network admins; an ACK later sets success (success mail only when set)', async () => {
      const silent = await startReceiver({ port: port() });
      try {
        silent.always({ kind: 'silent' });
        const id = await createIntegration(db, net.networkId, 'manitou', silent.port, { line: '5', uid: '5555' });
        await db.query("UPDATE integrations SET status = 'success' WHERE id = $1", [id]);
        const mailsBefore = smtp.mails.length;
        await insertIncident(db, net.networkId);
        await eventually(async () => expect((await outboxRows(db, id))[0]!.status).toBe('failed'), 15_000);
        const [row] = await outboxRows(db, id);
        expect(row!.last_outcome).toBe('timeout');
        // maxAge 3 s, backoff 200..400 ms, 400 ms timeouts: a handful of attempts, all with one sequence.
        expect(silent.frames.length).toBe(row!.attempts);
        expect(row!.attempts).toBeGreaterThanOrEqual(2);
        expect(row!.attempts).toBeLessThanOrEqual(8);
        expect(new Set(silent.frames.map((f) => (f.parsed.ok ? f.parsed.frame.sequence : -1)))).toEqual(new Set([1]));
        expect(await statusOf(db, id)).toBe('error');
        const logs = await logsOf(db, id);
        expect(logs[0]).toMatch(/^create UA attempt 1 seq 0001: TIMEOUT sent <LF>.* no answer \(no answer in 400 ms\)/);
        expect(logs[logs.length - 1]).toMatch(/^create UA seq 0001: FAILED after \d+ attempt\(s\): timeout/);
        // Mails about this integration (named by its receiver's address) only.
        const about = () =>
          smtp.mails
            .slice(mailsBefore)
            .filter((m) => m.raw.replace(/=\r?\n/g, '').includes(`127.0.0.1:${silent.port})`));
        const recipients = () =>
          about()
            .flatMap((m) => m.to)
            .sort();
        await eventually(async () => expect(recipients()).toEqual([net.adminEmail, net.ownerEmail].sort()));
        expect(about()[0]!.raw).toContain('integration failed');

        // The receiver answers again: success, and no mail (integration-success tells nobody by default).
        silent.always({ kind: 'ack' });
        await insertIncident(db, net.networkId);
        await eventually(async () => expect(await statusOf(db, id)).toBe('success'));
        await new Promise((r) => setTimeout(r, 300));
        expect(about()).toHaveLength(2);

        // With integration-success set to e-mail the network users, the next recovery mails them.
        await db.query(
          `INSERT INTO network_notification_settings (network_id, type, email, push, sound, recipients)
           VALUES ($1, 'integration-success', true, false, false, '{"networkUsers": true, "networkAdmin": false, "clientAdmin": true, "clientUsers": false}')`,
          [net.networkId],
        );
        silent.always({ kind: 'silent' });
        await insertIncident(db, net.networkId);
        await eventually(async () => expect(await statusOf(db, id)).toBe('error'), 15_000);
        silent.always({ kind: 'ack' });
        await insertIncident(db, net.networkId);
        // failed (owner, admin), failed again (owner, admin), working again (every member: owner, admin,
        // member; and the client admin).
        const { adminEmail, ownerEmail, memberEmail, clientAdminEmail } = net;
        const expected = [
          adminEmail,
          ownerEmail,
          adminEmail,
          ownerEmail,
          ownerEmail,
          adminEmail,
          memberEmail,
          clientAdminEmail,
        ];
        await eventually(async () => expect(recipients()).toEqual(expected.sort()));
        expect(
          about()
            .filter((m) => m.raw.includes('working again'))
            .flatMap((m) => m.to)
            .sort(),
        ).toEqual([adminEmail, ownerEmail, memberEmail, clientAdminEmail].sort());
        await new Promise((r) => setTimeout(r, 300));
        expect(about()).toHaveLength(8);
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
        await db.query('DELETE FROM network_notification_settings WHERE network_id = $1', [net.networkId]);
      } finally {
        await silent.close();
      }
    }, 60_000);

    it('restart in the middle: delivered exactly once with its original sequence; after the ACK a restart sends nothing again; sequences persist and wrap 9999 -> 0001', async () => {
      const arc = await startReceiver({ port: port() });
      try {
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '6', uid: '6666' });
        await db.query(
          "INSERT INTO integration_sequences (host, port, account, last) VALUES ('127.0.0.1', $1, '6666', 9998)",
          [arc.port],
        );
        arc.always({ kind: 'silent' });
        await insertIncident(db, net.networkId);
        await arc.waitForFrames(1, 10_000);
        await stop();
        if (backend === 'pglite') {
          await db.close();
          db = await database.open();
        }
        const [queued] = await outboxRows(db, id);
        expect(queued).toMatchObject({ status: 'queued', sequence: 9999 });
        // Closing the app waited for the attempt in flight: recorded (attempt, log line) and the claim released.
        expect(queued!.attempts).toBeGreaterThanOrEqual(1);
        const [claim] = await db.query<{ claimed_until: Date | null }>(
          'SELECT claimed_until FROM integration_outbox WHERE integration_id = $1',
          [id],
        );
        expect(claim!.claimed_until).toBeNull();
        expect((await logsOf(db, id))[0]).toMatch(/^create UA attempt 1 seq 9999: TIMEOUT /);
        arc.always({ kind: 'ack' });
        await start({ maxAgeMs: 60_000 });
        await eventually(async () => expect((await outboxRows(db, id))[0]!.status).toBe('delivered'));
        const acked = arc.frames.filter((f) => f.answer === 'ack');
        expect(acked).toHaveLength(1);
        expect(arc.frames.every((f) => f.parsed.ok && f.parsed.frame.sequence === 9999)).toBe(true);

        // After the ACK, another restart sends nothing again; the next event takes 0001 (wrapped).
        await stop();
        const count = arc.frames.length;
        await start();
        await new Promise((r) => setTimeout(r, 800));
        expect(arc.frames.length).toBe(count);
        await insertIncident(db, net.networkId);
        const [next] = (await arc.waitForFrames(count + 1, 10_000)).slice(count);
        expect(next!.parsed.ok && next!.parsed.frame.sequence).toBe(1);
        // The cleanup deletes while the sender runs (one lock order: deleteRace.test.ts).
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
      }
    }, 90_000);

    it('link tests: a NULL frame per DC-09 integration on the interval, logged', async () => {
      await stop();
      const arc = await startReceiver({ port: port() });
      try {
        await db.query("DELETE FROM integrations WHERE kind <> 'shortxml'");
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '7', uid: '7777' });
        await start({ linkTestIntervalMs: 500 });
        const frames = await arc.waitForFrames(2, 15_000);
        expect(frames.map((f) => f.parsed.ok && [f.parsed.frame.id, f.parsed.frame.sequence])).toEqual([
          ['NULL', 1],
          ['NULL', 2],
        ]);
        const stamp = stampOf(frames[0]!.raw);
        expect(text(frames[0]!.raw)).toBe(text(frameOf(`"NULL"0001L7#7777[]_${stamp}`)));
        expect(frames[1]!.receivedAt.getTime() - frames[0]!.receivedAt.getTime()).toBeGreaterThanOrEqual(300);
        await eventually(async () => expect(await statusOf(db, id)).toBe('success'));
        expect((await logsOf(db, id))[0]).toMatch(/^link test NULL attempt 1 seq 0001: ACK sent <LF>/);
        await stop();
        await start();
      } finally {
        await arc.close();
      }
    }, 60_000);

    it('an event the frame cannot carry (no account; a code written around the API) fails at once, logged, nothing sent', async () => {
      const arc = await startReceiver({ port: port() });
      try {
        const noAccount = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '1' });
        const badCode = await createIntegration(db, net.networkId, 'manitou', arc.port, {
          line: '1',
          uid: 'C0DE',
          sia_code_create: 'U1',
        });
        await insertIncident(db, net.networkId);
        await eventually(async () => {
          expect((await outboxRows(db, noAccount))[0]).toMatchObject({
            status: 'failed',
            attempts: 0,
            last_outcome: 'invalid',
          });
          expect((await outboxRows(db, badCode))[0]).toMatchObject({
            status: 'failed',
            attempts: 0,
            last_outcome: 'invalid',
          });
        });
        expect(await logsOf(db, noAccount)).toEqual([
          'create UA: not sent (account "" is not 3..16 hex digits)',
          'create UA seq ----: FAILED after 0 attempt(s): account "" is not 3..16 hex digits',
        ]);
        expect((await logsOf(db, badCode))[0]).toBe(
          'create U1: not sent (SIA code "U1" is not two upper-case letters)',
        );
        expect(await statusOf(db, noAccount)).toBe('error');
        expect(arc.frames).toHaveLength(0);
        await db.query('DELETE FROM integrations WHERE id = ANY($1::int[])', [[noAccount, badCode]]);
      } finally {
        await arc.close();
      }
    });

    it('DUH: retried after the backoff with the same sequence, then ACK', async () => {
      const arc = await startReceiver({ port: port() });
      try {
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '9', uid: '9999' });
        arc.next({ kind: 'duh' });
        await insertIncident(db, net.networkId);
        const frames = await arc.waitForFrames(2, 10_000);
        expect(frames.map((f) => f.answer)).toEqual(['duh', 'ack']);
        expect(frames.map((f) => f.parsed.ok && f.parsed.frame.sequence)).toEqual([1, 1]);
        expect(frames[1]!.receivedAt.getTime() - frames[0]!.receivedAt.getTime()).toBeGreaterThanOrEqual(150);
        await eventually(async () =>
          expect((await outboxRows(db, id))[0]).toMatchObject({
            status: 'delivered',
            attempts: 2,
            last_outcome: 'ack',
          }),
        );
        const logs = await logsOf(db, id);
        expect(logs[0]).toMatch(/^create UA attempt 1 seq 0001: DUH sent .* answer <LF>.*"DUH"0001L9#9999\[\]<CR>/);
        expect(logs[1]).toMatch(/^create UA attempt 2 seq 0001: ACK /);
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
      }
    });

    it('a claimer that died: its rows come back once its lease has passed, not before', async () => {
      await stop();
      const arc = await startReceiver({ port: port() });
      try {
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: 'A', uid: 'AAAA' });
        await insertIncident(db, net.networkId);
        // As a sender that claimed the row and then died would leave it.
        const [lease] = await db.query<{ until: Date }>(
          `UPDATE integration_outbox SET claimed_until = now() + interval '2 seconds' WHERE integration_id = $1
           RETURNING claimed_until AS until`,
          [id],
        );
        await start();
        // Not before the lease has passed (measured, not waited for: the app's start can take seconds under load).
        const [frame] = await arc.waitForFrames(1, 10_000);
        expect(frame!.receivedAt.getTime()).toBeGreaterThanOrEqual(new Date(lease!.until).getTime());
        await eventually(async () => expect((await outboxRows(db, id))[0]).toMatchObject({ status: 'delivered' }));
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
      }
    }, 30_000);

    it(`woken at once by ${backend === 'postgres' ? 'NOTIFY' : 'a write request to this process'}, not only by the poll`, async () => {
      await stop();
      await start({ pollMs: 60_000 });
      const arc = await startReceiver({ port: port() });
      try {
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: 'B', uid: 'BBBB' });
        await new Promise((r) => setTimeout(r, 300));
        await insertIncident(db, net.networkId);
        if (backend === 'pglite') {
          // A write straight into the database wakes nobody here (the poll is a minute) ...
          await new Promise((r) => setTimeout(r, 700));
          expect(arc.frames).toHaveLength(0);
          // ... a write request (any non-GET, even a refused one) does.
          await fetch(`${app!.url}/v2/auth`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          });
        }
        await arc.waitForFrames(1, 3_000);
        await eventually(async () => expect((await outboxRows(db, id))[0]).toMatchObject({ status: 'delivered' }));
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
        await stop();
        await start();
      }
    }, 30_000);

    it('an answer that is not DC-09 is logged by its size only, never its bytes', async () => {
      const arc = await startReceiver({ port: port() });
      try {
        const id = await createIntegration(db, net.networkId, 'manitou', arc.port, { line: 'C', uid: 'CCCC' });
        const banner = Buffer.from('HTTP/1.1 400 Bad Request\r\nX-Secret: hunter2\r\n\r\n');
        arc.next({ kind: 'raw', bytes: banner });
        await insertIncident(db, net.networkId);
        await eventually(async () => expect((await outboxRows(db, id))[0]).toMatchObject({ status: 'delivered' }));
        const logs = await logsOf(db, id);
        expect(logs[0]).toMatch(
          new RegExp(
            `^create UA attempt 1 seq 0001: INVALID sent <LF>.*<CR> unrecognized answer \\(${banner.length} bytes\\) \\d+ ms$`,
          ),
        );
        expect(logs[1]).toMatch(/^create UA attempt 2 seq 0001: ACK .* answer <LF>.*"ACK"0001LC#CCCC/);
        expect(logs.join('\n')).not.toMatch(/hunter2|HTTP/);
        await db.query('DELETE FROM integrations WHERE id = $1', [id]);
      } finally {
        await arc.close();
      }
    });

    it('destinations the policy refuses (loopback off the allow-list, localhost, ::1, cloud metadata) are never connected to: events fail at once, link tests too', async () => {
      const stranger = createServer((socket) => socket.destroy());
      let connections = 0;
      stranger.on('connection', () => connections++);
      await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
      const strangerPort = (stranger.address() as AddressInfo).port;
      const ids: number[] = [];
      try {
        await stop();
        const planted = [
          ['manitou', '127.0.0.1', strangerPort, '127.0.0.1 is a loopback address'],
          [
            'guardtools',
            'localhost',
            strangerPort,
            'localhost resolves to a private, loopback, link-local or otherwise reserved address',
          ],
          ['shortxml', '::1', strangerPort, '::1 is a loopback address'],
          ['manitou', '169.254.169.254', 80, '169.254.169.254 is a cloud metadata address'],
        ] as const;
        for (const [kind, host, p] of planted)
          ids.push(
            await createIntegration(
              db,
              net.networkId,
              kind,
              p,
              kind === 'shortxml' ? { pin: 'PIN4711', uid: 'TX-1' } : { line: '1', uid: 'D0D0' },
              host,
            ),
          );
        await start({ linkTestIntervalMs: 300 });
        await insertIncident(db, net.networkId);
        await eventually(async () => {
          for (const id of ids)
            expect((await outboxRows(db, id))[0]).toMatchObject({
              status: 'failed',
              attempts: 0,
              last_outcome: 'refused',
            });
        });
        for (const [i, [, host, p, why]] of planted.entries()) {
          const [row] = await outboxRows(db, ids[i]!);
          const lines = (await logsOf(db, ids[i]!)).filter((line) => line.startsWith('create '));
          const where = host.includes(':') ? `[${host}]:${p}` : `${host}:${p}`;
          const remedy = why.includes('cloud metadata')
            ? ''
            : ' An address on a private network must be allow-listed by the operator (OUTBOUND_ALLOW).';
          expect(lines).toEqual([
            `create ${row!.code}: not sent, refused by policy (DESTINATION_NOT_ALLOWED): ${where} is not allowed: ${why}.${remedy}`,
            // DC-09 numbered the event before the policy was asked; short-XML has no sequence.
            `create ${row!.code} seq ${row!.sequence === null ? '----' : String(row!.sequence).padStart(4, '0')}: FAILED after 0 attempt(s): refused by policy (DESTINATION_NOT_ALLOWED)`,
          ]);
          expect(await statusOf(db, ids[i]!)).toBe('error');
        }
        // The link tests of the DC-09 ones (every 300 ms here) are refused the same way, and logged.
        await eventually(async () => {
          for (const id of [ids[0]!, ids[1]!, ids[3]!])
            expect(await logsOf(db, id)).toContainEqual(
              expect.stringMatching(/^link test NULL: not sent, refused by policy \(DESTINATION_NOT_ALLOWED\): /),
            );
        });
        expect(connections).toBe(0);
      } finally {
        await stop();
        await db.query('DELETE FROM integrations WHERE id = ANY($1::int[])', [ids]);
        await start();
        await new Promise<void>((resolve) => stranger.close(() => resolve()));
      }
    }, 30_000);

    if (backend === 'postgres') {
      it('two platforms on one database deliver each of N events exactly once (SKIP LOCKED)', async () => {
        const arc = await startReceiver({ port: port() });
        // Small batches on both, so both claim while the events arrive.
        await stop();
        await start({ batchSize: 3 });
        const second = await startDeliveryApp(
          db,
          smtp.url,
          testDeliveryOptions({ listenUrl: database.listenUrl, batchSize: 3 }),
          allowed,
        );
        try {
          const ids = [
            await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '8', uid: '8881' }),
            await createIntegration(db, net.networkId, 'manitou', arc.port, { line: '8', uid: '8882' }),
          ];
          const N = 20;
          await Promise.all(Array.from({ length: N }, () => insertIncident(db, net.networkId)));
          await arc.waitForFrames(2 * N, 20_000);
          await eventually(async () => {
            for (const id of ids) expect((await outboxRows(db, id)).every((r) => r.status === 'delivered')).toBe(true);
          });
          await new Promise((r) => setTimeout(r, 500));
          expect(arc.frames).toHaveLength(2 * N);
          // Both took part, and between them delivered each event once.
          const [one, two] = [deliveryWorkerOf(app!.app)!.stats, deliveryWorkerOf(second.app)!.stats];
          expect(one.delivered).toBeGreaterThan(0);
          expect(two.delivered).toBeGreaterThan(0);
          expect(one.delivered + two.delivered).toBe(2 * N);
          for (const account of ['8881', '8882']) {
            const seqs = arc.frames
              .filter((f) => f.parsed.ok && f.parsed.frame.account === account)
              .map((f) => f.parsed.ok && f.parsed.frame.sequence);
            expect([...seqs].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: N }, (_, i) => i + 1));
          }
        } finally {
          await second.close();
          await arc.close();
          await stop();
          await start();
        }
      }, 60_000);
    }
  });
}
