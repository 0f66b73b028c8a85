import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeMessage, encodeResponse, formatTimestamp, wrap, type Message } from './frame.js';
import { parseResponse } from './parse.js';
import { startReceiver, type Dc09Receiver } from './receiver.js';
import { DestinationNotAllowed, OutboundPolicy, parseAllowList } from '../../outbound/index.js';
import {
  DeliveryFailed,
  MemorySequenceStore,
  deliver as deliverAnywhere,
  type AttemptReport,
  type Clock,
  type DeliverOptions,
} from './sender.js';

/** A clock the test owns: time stands still unless moved, and backoff sleeps are recorded, not waited. */
function testClock(start: string) {
  let now = new Date(start).getTime();
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => new Date(now),
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { clock, sleeps };
}

const ALARM: Message = { kind: 'SIA-DCS', event: { code: 'UA', zone: 12, location: { lat: 59.33, lng: 18.07 } } };
const stamp = (frame: Buffer) => frame.toString('latin1').slice(-21, -1);

describe('SIA DC-09 sender against the test receiver', () => {
  let receiver: Dc09Receiver;
  let target: { host: string; port: number; account: string; line: string; receiver: string };
  const backoff = { baseMs: 1000, factor: 2, maxMs: 1500 };
  /** The outbound policy with the test receiver's loopback port allow-listed, and nothing else. */
  let policy: OutboundPolicy;
  const deliver = (message: Message, to: typeof target, options: DeliverOptions) =>
    deliverAnywhere(message, to, { policy, ...options });

  beforeEach(async () => {
    receiver = await startReceiver({ now: () => new Date('2030-01-01T00:00:00Z') });
    target = { host: receiver.host, port: receiver.port, account: '1234', line: '5', receiver: '9' };
    policy = new OutboundPolicy({ allow: parseAllowList(`127.0.0.1/32:${receiver.port}`) });
  });
  afterEach(() => receiver.close());

  it('ACK: the receiver gets the exact frame once and the delivery resolves', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    const reports: AttemptReport[] = [];
    const sequences = new MemorySequenceStore();
    const result = await deliver(ALARM, target, { clock, sequences, onAttempt: (r) => void reports.push(r) });
    expect(result).toMatchObject({ outcome: 'ack', sequence: 1, clockOffsetMs: 0 });
    expect(receiver.frames).toHaveLength(1);
    const expected = encodeMessage(ALARM, { sequence: 1, receiver: '9', line: '5', account: '1234' }, clock.now());
    expect(receiver.frames[0]!.raw.equals(expected)).toBe(true);
    expect(receiver.frames[0]!.parsed).toMatchObject({
      ok: true,
      frame: { id: 'SIA-DCS', event: { code: 'UA', zone: 12 } },
    });
    expect(reports.map((r) => [r.attempt, r.outcome, r.sequence])).toEqual([[1, 'ack', 1]]);
    expect(parseResponse(reports[0]!.response!)).toMatchObject({
      ok: true,
      response: { kind: 'ACK', frame: { sequence: 1 } },
    });
    expect(sleeps).toEqual([]);
  });

  it('numbers events per account: 1, 2 for one account, 1 for another; 9999 wraps to 1', async () => {
    const sequences = new MemorySequenceStore();
    const { clock } = testClock('2026-06-01T12:00:00Z');
    expect((await deliver(ALARM, target, { clock, sequences })).sequence).toBe(1);
    expect((await deliver(ALARM, target, { clock, sequences })).sequence).toBe(2);
    expect((await deliver(ALARM, { ...target, account: '5678' }, { clock, sequences })).sequence).toBe(1);
    expect(receiver.frames.map((f) => f.parsed.ok && [f.parsed.frame.account, f.parsed.frame.sequence])).toEqual([
      ['1234', 1],
      ['1234', 2],
      ['5678', 1],
    ]);
    for (let i = 3; i <= 9999; i++) sequences.next(target);
    expect((await deliver(ALARM, target, { clock, sequences })).sequence).toBe(1);
  });

  it('NAK: adopts the receiver time and resends at once with the same sequence number', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    const receiverTime = new Date('2026-06-01T12:03:30Z');
    receiver.next({ kind: 'nak', timestamp: receiverTime });
    const reports: AttemptReport[] = [];
    const result = await deliver(ALARM, target, {
      clock,
      sequences: new MemorySequenceStore(),
      onAttempt: (r) => void reports.push(r),
    });
    expect(result.outcome).toBe('ack');
    expect(result.clockOffsetMs).toBe(210_000);
    const [first, second] = receiver.frames;
    expect(receiver.frames).toHaveLength(2);
    expect(first!.answer).toBe('nak');
    expect(stamp(first!.raw)).toBe('_12:00:00,06-01-2026');
    expect(stamp(second!.raw)).toBe(`_${formatTimestamp(receiverTime)}`);
    expect([first, second].map((f) => f!.parsed.ok && f!.parsed.frame.sequence)).toEqual([1, 1]);
    expect(reports.map((r) => r.outcome)).toEqual(['nak', 'ack']);
    expect(reports[0]!.receiverTime?.toISOString()).toBe(receiverTime.toISOString());
    expect(sleeps).toEqual([]);
    // The next event keeps the adopted offset when the caller hands it back.
    await deliver(ALARM, target, { clock, clockOffsetMs: result.clockOffsetMs, sequence: 2 });
    expect(stamp(receiver.frames[2]!.raw)).toBe('_12:03:30,06-01-2026');
  });

  it('silence: bounded retries with backoff, the same frame each time, then a typed failure', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    receiver.always({ kind: 'silent' });
    const reports: AttemptReport[] = [];
    const failure = await deliver(ALARM, target, {
      clock,
      sequences: new MemorySequenceStore(),
      timeoutMs: 150,
      retries: 3,
      backoff,
      onAttempt: (r) => void reports.push(r),
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DeliveryFailed);
    expect(failure).toMatchObject({ outcome: 'timeout', sequence: 1 });
    expect((failure as DeliveryFailed).attempts).toHaveLength(4);
    expect(receiver.frames).toHaveLength(4);
    expect(new Set(receiver.frames.map((f) => f.parsed.ok && f.parsed.frame.sequence))).toEqual(new Set([1]));
    expect(reports.map((r) => r.outcome)).toEqual(['timeout', 'timeout', 'timeout', 'timeout']);
    expect(sleeps).toEqual([1000, 1500, 1500]);
    // Each attempt is stamped with the (test) clock's time when it was sent.
    expect(receiver.frames.map((f) => stamp(f.raw))).toEqual([
      '_12:00:00,06-01-2026',
      '_12:00:01,06-01-2026',
      '_12:00:02,06-01-2026',
      '_12:00:04,06-01-2026',
    ]);
  });

  it('DUH: retried after a backoff with the same sequence, and fails as "duh" when it never stops', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    const sequences = new MemorySequenceStore();
    receiver.next({ kind: 'duh' });
    const ok = await deliver(ALARM, target, { clock, sequences, backoff });
    expect(ok.attempts.map((a) => a.outcome)).toEqual(['duh', 'ack']);
    expect(receiver.frames.map((f) => f.parsed.ok && f.parsed.frame.sequence)).toEqual([1, 1]);
    expect(sleeps).toEqual([1000]);

    receiver.always({ kind: 'duh' });
    const failure = await deliver(ALARM, target, { clock, sequences, backoff, retries: 1 }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'DeliveryFailed', outcome: 'duh', sequence: 2 });
    expect(receiver.frames).toHaveLength(4);
  });

  it('an ACK for another sequence or a broken answer is "invalid" and retried; the receiver saw each try', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    const header = { sequence: 8, receiver: '9', line: '5', account: '1234' };
    const corrupt = Buffer.from(encodeResponse('ACK', { ...header, sequence: 7 }, clock.now()));
    corrupt[3] = corrupt[3] === 0x30 ? 0x31 : 0x30;
    receiver.next(
      { kind: 'raw', bytes: encodeResponse('ACK', { ...header, sequence: 7 }, clock.now()) },
      { kind: 'raw', bytes: corrupt },
    );
    const result = await deliver(ALARM, target, { clock, backoff, sequence: 8 });
    expect(result.attempts.map((a) => a.outcome)).toEqual(['invalid', 'invalid', 'ack']);
    expect(result.attempts[0]!.detail).toBe('ACK for sequence 7, sent 8');
    // A DC-09 answer (even for another sequence) is kept; bytes that are not one: only their size.
    expect(parseResponse(result.attempts[0]!.response!).ok).toBe(true);
    expect(result.attempts[1]!.response).toBeUndefined();
    expect(result.attempts[1]!.unrecognizedBytes).toBe(corrupt.length);
    expect(sleeps).toEqual([1000, 1500]);
    const frames = await receiver.waitForFrames(3);
    expect(frames.map((f) => f.answer)).toEqual(['raw', 'raw', 'ack']);
    expect(new Set(frames.map((f) => f.connection)).size).toBe(3);
  });

  it('a receiver that is not there: retries, then fails as "connection"', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    await receiver.close();
    const failure = await deliver(ALARM, target, { clock, retries: 2, backoff, timeoutMs: 2000, sequence: 1 }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ name: 'DeliveryFailed', outcome: 'connection' });
    expect((failure as DeliveryFailed).attempts.map((a) => a.detail)).toEqual([
      'ECONNREFUSED',
      'ECONNREFUSED',
      'ECONNREFUSED',
    ]);
    expect(sleeps).toEqual([1000, 1500]);
    receiver = await startReceiver(); // afterEach closes it
  });

  it('an answer that is not DC-09 (another service on that port): "invalid", its size kept, never its bytes', async () => {
    const { clock } = testClock('2026-06-01T12:00:00Z');
    const banner = Buffer.from('+OK redis password=hunter2\r\n-ERR unknown command\r\n');
    receiver.always({ kind: 'raw', bytes: banner });
    const reports: AttemptReport[] = [];
    const failure = await deliver(ALARM, target, {
      clock,
      retries: 0,
      sequence: 1,
      onAttempt: (r) => void reports.push(r),
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'DeliveryFailed', outcome: 'invalid' });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ outcome: 'invalid', unrecognizedBytes: banner.length });
    expect(reports[0]!.response).toBeUndefined();
    expect(reports[0]!.detail).toBeUndefined();
    expect(JSON.stringify(reports)).not.toContain('hunter2');
  });

  it('a destination the policy refuses is never connected to: DestinationNotAllowed, no attempt', async () => {
    const stranger = net.createServer((socket) => socket.destroy());
    let connections = 0;
    stranger.on('connection', () => connections++);
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    const port = (stranger.address() as net.AddressInfo).port;
    try {
      const reports: AttemptReport[] = [];
      for (const host of ['127.0.0.1', 'localhost', '::ffff:127.0.0.1', '0x7f.1']) {
        const refused = await deliver(
          ALARM,
          { ...target, host, port },
          { sequence: 1, onAttempt: (r) => void reports.push(r) },
        ).catch((e: unknown) => e);
        expect(refused, host).toBeInstanceOf(DestinationNotAllowed);
        expect(refused).toMatchObject({ code: 'DESTINATION_NOT_ALLOWED', port });
      }
      // Without a policy: the default one, which allow-lists nothing (not even the test receiver).
      await expect(deliverAnywhere(ALARM, target, { sequence: 1 })).rejects.toBeInstanceOf(DestinationNotAllowed);
      expect(reports).toEqual([]);
      expect(connections).toBe(0);
      expect(receiver.frames).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => stranger.close(() => resolve()));
    }
  });

  it('NULL link test: a "NULL" frame with an empty data block, ACKed', async () => {
    const { clock } = testClock('2026-06-01T12:00:00Z');
    const result = await deliver({ kind: 'NULL' }, target, { clock, sequence: 17 });
    expect(result).toMatchObject({ outcome: 'ack', sequence: 17 });
    expect(receiver.frames[0]!.raw.toString('latin1')).toMatch(
      /^\n[0-9A-F]{4}0[0-9A-F]{3}"NULL"0017R9L5#1234\[\]_12:00:00,06-01-2026\r$/,
    );
  });
});

describe("the sender against receivers' dialects, refusals and encryption", () => {
  let receiver: Dc09Receiver | undefined;
  const start = async (options: Parameters<typeof startReceiver>[0] = {}) => {
    receiver = await startReceiver(options);
    const policy = new OutboundPolicy({ allow: parseAllowList(`127.0.0.1/32:${receiver.port}`) });
    const target = { host: receiver.host, port: receiver.port, account: '1234', line: '5' };
    return { receiver, policy, target };
  };
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  it('an ACK with "None" for its receiver (pysiaalarm) is one delivery, the oddity reported', async () => {
    const { receiver, policy, target } = await start();
    receiver.always({
      kind: 'respond',
      build: (f) => wrap(`"ACK"${String(f.sequence).padStart(4, '0')}NoneL${f.line}#${f.account}[]`),
    });
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    const result = await deliverAnywhere(ALARM, target, { policy, clock, sequence: 77 });
    expect(result.attempts.map((a) => [a.outcome, a.oddities])).toEqual([
      ['ack', ['receiver field "None" is malformed']],
    ]);
    expect(receiver.frames).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('a bare "NAK" (an account the receiver does not know) is a refusal: no resend in this call, whatever the retries', async () => {
    const { receiver, policy, target } = await start({ accounts: ['9999'] });
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    const failure = await deliverAnywhere(ALARM, target, { policy, clock, sequence: 5, retries: 3 }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ name: 'DeliveryFailed', outcome: 'nak', nakReason: 'refused' });
    const [attempt] = (failure as DeliveryFailed).attempts;
    expect(attempt).toMatchObject({
      outcome: 'nak',
      nakReason: 'refused',
      detail: 'the receiver refused the message: a bare NAK',
    });
    expect(attempt!.response!.toString('latin1')).toBe('"NAK"');
    expect(receiver.frames).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('a NAK whose time is in step with ours is a refusal too (no clock to fix), with the time kept', async () => {
    const { receiver, policy, target } = await start({ now: () => new Date('2026-06-01T12:00:01Z') });
    receiver.always({ kind: 'nak' });
    const { clock } = testClock('2026-06-01T12:00:00Z');
    const failure = (await deliverAnywhere(ALARM, target, { policy, clock, sequence: 6, retries: 3 }).catch(
      (e: unknown) => e,
    )) as DeliveryFailed;
    expect(failure).toMatchObject({ outcome: 'nak', nakReason: 'refused', clockOffsetMs: 0 });
    expect(failure.attempts).toHaveLength(1);
  });

  for (const bits of [128, 192, 256] as const) {
    for (const pad of ['pipe', 'zeros'] as const) {
      it(`encrypted, ${bits}-bit key: the receiver opens the frame with its own code, and its encrypted ACK (${pad === 'pipe' ? 'pad and "|"' : "pysiaalarm's zero pad"}) counts`, async () => {
        const key = randomBytes(bits / 8);
        const { receiver, policy, target } = await start({ keys: { '1234': key }, encryptedAckPad: pad });
        const { clock } = testClock('2026-06-01T12:00:00Z');
        const result = await deliverAnywhere(ALARM, target, { policy, clock, sequence: 12, key });
        expect(result.attempts.map((a) => a.outcome)).toEqual(['ack']);
        const [f] = receiver.frames;
        expect(f!.raw.toString('latin1')).toMatch(/^\n[0-9A-F]{8}"\*SIA-DCS"0012L5#1234\[[0-9A-F]+\r$/);
        expect(f!.decrypted).toMatch(/\|#1234\|NUA12\]\[X18\.070000\]\[Y59\.330000\]_12:00:00,06-01-2026$/);
        expect(f!.parsed).toMatchObject({
          ok: true,
          frame: { id: 'SIA-DCS', encrypted: true, sequence: 12, account: '1234', event: { code: 'UA', zone: 12 } },
        });
        expect(result.attempts[0]!.response!.toString('latin1')).toMatch(
          /^\n[0-9A-F]{8}"\*ACK"0012L5#1234\[[0-9A-F]{64}\r$/,
        );
        // A link test too.
        const link = await deliverAnywhere({ kind: 'NULL' }, target, { policy, clock, sequence: 13, key });
        expect(link.outcome).toBe('ack');
        expect(receiver.frames[1]!.decrypted).toMatch(/\|\]_12:00:00,06-01-2026$/);
      });
    }
  }

  it('encrypted: a receiver without our key NAKs (a refusal); a plain ACK to an encrypted frame is not a delivery', async () => {
    const key = randomBytes(16);
    const { receiver, policy, target } = await start({
      keys: { '1234': randomBytes(16) },
      now: () => new Date('2026-06-01T12:00:00Z'),
    });
    const { clock } = testClock('2026-06-01T12:00:00Z');
    const refused = await deliverAnywhere(ALARM, target, { policy, clock, sequence: 1, key }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ outcome: 'nak', nakReason: 'refused' });
    expect(receiver.frames[0]!.parsed).toMatchObject({ ok: false, error: 'format' });

    await receiver.close();
    const plainThenEncrypted = await start({ keys: { '1234': key } });
    plainThenEncrypted.receiver.next({
      kind: 'respond',
      build: (f) => encodeResponse('ACK', { sequence: f.sequence, line: f.line, account: f.account! }, new Date()),
    });
    const result = await deliverAnywhere(ALARM, plainThenEncrypted.target, {
      policy: plainThenEncrypted.policy,
      clock,
      sequence: 2,
      key,
      backoff: { baseMs: 10, factor: 1, maxMs: 10 },
    });
    expect(result.attempts.map((a) => [a.outcome, a.detail])).toEqual([
      ['invalid', 'a plain ACK to an encrypted frame'],
      ['ack', undefined],
    ]);
  });
});

describe('the test receiver', () => {
  it('NAKs a frame whose CRC is wrong with its own time, records it byte-exact, and answers per connection', async () => {
    const receiver = await startReceiver({ now: () => new Date('2031-02-03T04:05:06Z') });
    try {
      const good = encodeMessage({ kind: 'NULL' }, { sequence: 3, line: '1', account: 'ABCD' }, new Date());
      const bad = Buffer.from(good);
      bad[2] = bad[2] === 0x41 ? 0x42 : 0x41;
      const answers = await new Promise<string>((resolve, reject) => {
        const socket = net.createConnection({ host: receiver.host, port: receiver.port }, () =>
          socket.write(Buffer.concat([bad, good])),
        );
        let got = '';
        socket.on('data', (chunk) => {
          got += chunk.toString('latin1');
          if ((got.match(/\r/g) ?? []).length === 2) {
            socket.destroy();
            resolve(got);
          }
        });
        socket.on('error', reject);
      });
      expect(answers).toMatch(
        /^\n[0-9A-F]{8}"NAK"0000R0L0A0\[\]_04:05:06,02-03-2031\r\n[0-9A-F]{8}"ACK"0003L1#ABCD\[\]\r$/,
      );
      expect(receiver.frames.map((f) => [f.answer, f.parsed.ok])).toEqual([
        ['nak', false],
        ['ack', true],
      ]);
      expect(receiver.frames[0]!.raw.equals(bad)).toBe(true);
      expect(receiver.frames[1]!.raw.equals(good)).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
