import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryFailed, type AttemptReport, type Clock } from '../dc09/index.js';
import {
  encodeAlarmRequest,
  encodePingRequest,
  parseAlarmResponse,
  type ShortXmlAlarm,
  type ShortXmlTarget,
} from './format.js';
import { startShortXmlReceiver, type ShortXmlReceiver } from './receiver.js';
import { DestinationNotAllowed, OutboundPolicy, parseAllowList } from '../../outbound/index.js';
import {
  ShortXmlDeliveryFailed,
  deliverShortXml as deliverAnywhere,
  pingShortXml as pingAnywhere,
  type ShortXmlOptions,
} from './sender.js';

/** The outbound policy with these loopback ports allow-listed, and nothing else. */
const allowing = (...ports: number[]) =>
  new OutboundPolicy({ allow: parseAllowList(ports.map((p) => `127.0.0.1/32:${p}`).join(',')) });

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

const ALARM: ShortXmlAlarm = {
  reference: '901',
  code: 'UA',
  text: 'Larm: Överfall <Kalle & Co>',
  lat: 59.33,
  lng: 18.07,
  at: new Date('2026-06-01T11:59:58.500Z'),
};

describe('short-XML sender against the test receiver', () => {
  let receiver: ShortXmlReceiver;
  let target: ShortXmlTarget;
  const backoff = { baseMs: 1000, factor: 2, maxMs: 1500 };
  let policy: OutboundPolicy;
  const deliverShortXml = (alarm: ShortXmlAlarm, to: ShortXmlTarget, options: ShortXmlOptions = {}) =>
    deliverAnywhere(alarm, to, { policy, ...options });
  const pingShortXml = (to: ShortXmlTarget, options: ShortXmlOptions & { reference?: string } = {}) =>
    pingAnywhere(to, { policy, ...options });

  beforeEach(async () => {
    receiver = await startShortXmlReceiver({ now: () => new Date('2030-01-01T00:00:00Z') });
    target = { host: receiver.host, port: receiver.port, pin: '123456', uid: 'TX-0042' };
    policy = allowing(receiver.port);
  });
  afterEach(() => receiver.close());

  const failureOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ShortXmlDeliveryFailed);
    expect(error).toBeInstanceOf(DeliveryFailed);
    return error as ShortXmlDeliveryFailed;
  };

  it('OK: the receiver gets the exact request once; the answer echoes the reference', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    const reports: AttemptReport[] = [];
    const result = await deliverShortXml(ALARM, target, { clock, onAttempt: (r) => void reports.push(r) });
    expect(result).toMatchObject({ outcome: 'ack', sequence: 0, clockOffsetMs: 0 });
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]!.raw.equals(encodeAlarmRequest(ALARM, target))).toBe(true);
    expect(receiver.requests[0]!.parsed).toMatchObject({
      ok: true,
      request: {
        reference: '901',
        authentication: '123456',
        transmitterCode: 'TX-0042',
        eventCode: 'UA',
        additionalInfo: 'Larm: Överfall <Kalle & Co>',
        position: 'N591980E0180420',
      },
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ attempt: 1, sequence: 0, outcome: 'ack' });
    expect(reports[0]!.sentAt.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(reports[0]!.frame.equals(receiver.requests[0]!.raw)).toBe(true);
    expect(parseAlarmResponse(reports[0]!.response!)).toEqual({
      ok: true,
      response: { reference: '901', status: 0, info: 'OK', arrivalTime: '2030-01-01 00:00:00.000' },
    });
    expect(sleeps).toEqual([]);
  });

  it('silence: bounded retries with backoff, the same bytes each time, then a failure', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    receiver.always({ kind: 'silent' });
    const reports: AttemptReport[] = [];
    const failure = await failureOf(
      deliverShortXml(ALARM, target, {
        clock,
        timeoutMs: 150,
        retries: 3,
        backoff,
        onAttempt: (r) => void reports.push(r),
      }),
    );
    expect(failure).toMatchObject({ outcome: 'timeout', sequence: 0, permanent: false, status: undefined });
    expect(failure.attempts).toHaveLength(4);
    expect(receiver.requests).toHaveLength(4);
    expect(new Set(receiver.requests.map((r) => r.raw.toString('latin1'))).size).toBe(1);
    expect(receiver.requests.map((r) => r.connection)).toEqual([0, 1, 2, 3]);
    expect(reports.map((r) => r.outcome)).toEqual(['timeout', 'timeout', 'timeout', 'timeout']);
    expect(reports.every((r) => r.response === undefined && r.elapsedMs >= 140)).toBe(true);
    expect(sleeps).toEqual([1000, 1500, 1500]);
    expect(reports.map((r) => r.sentAt.toISOString())).toEqual([
      '2026-06-01T12:00:00.000Z',
      '2026-06-01T12:00:01.000Z',
      '2026-06-01T12:00:02.500Z',
      '2026-06-01T12:00:04.000Z',
    ]);
  });

  it('silence, then OK: the resend carries the same reference and is delivered', async () => {
    const { clock } = testClock('2026-06-01T12:00:00Z');
    receiver.next({ kind: 'silent' });
    const result = await deliverShortXml(ALARM, target, { clock, timeoutMs: 150, retries: 2, backoff });
    expect(result.attempts.map((a) => a.outcome)).toEqual(['timeout', 'ack']);
    expect(receiver.requests[0]!.raw.equals(receiver.requests[1]!.raw)).toBe(true);
  });

  it('a refusal by status (4 NOT_AUTHORIZED) is final at once: nak, never resent', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    receiver.always({ kind: 'status', status: 4 });
    const failure = await failureOf(deliverShortXml(ALARM, target, { clock, retries: 5, backoff }));
    expect(failure).toMatchObject({ outcome: 'nak', permanent: true, status: 4 });
    expect(failure.message).toBe('short-XML delivery failed after 1 attempt(s): nak (status 4 NOT_AUTHORIZED)');
    expect(failure.attempts[0]!.detail).toBe('status 4 NOT_AUTHORIZED');
    expect(receiver.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('a centre error (99 OTHER_ERROR) is retried within the bounds; a later OK delivers', async () => {
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    receiver.next({ kind: 'status', status: 99 }, { kind: 'status', status: 5 });
    const result = await deliverShortXml(ALARM, target, { clock, retries: 3, backoff });
    expect(result.attempts.map((a) => [a.outcome, a.detail])).toEqual([
      ['duh', 'status 99 OTHER_ERROR'],
      ['duh', 'status 5 NOT_TREATED_NOT_DISTRIBUTED'],
      ['ack', undefined],
    ]);
    expect(sleeps).toEqual([1000, 1500]);
    receiver.always({ kind: 'status', status: 98 });
    const failure = await failureOf(deliverShortXml(ALARM, target, { clock, retries: 1, backoff }));
    expect(failure).toMatchObject({ outcome: 'duh', permanent: false, status: 98 });
    expect(failure.attempts).toHaveLength(2);
  });

  it('10 DUPLICATED_ALARM means the centre has it: delivered', async () => {
    receiver.next({ kind: 'status', status: 10 });
    const result = await deliverShortXml(ALARM, target, { clock: testClock('2026-06-01T12:00:00Z').clock });
    expect(result.attempts.map((a) => [a.outcome, a.detail])).toEqual([
      ['ack', 'status 10 DUPLICATED_ALARM: the centre already has this alarm'],
    ]);
  });

  it('garbage: invalid at once (no waiting for the timeout), retried, then failed; only its size kept', async () => {
    const { clock } = testClock('2026-06-01T12:00:00Z');
    const garbage = Buffer.from('\n9A5A0014"ACK"0001L0#1[]\r', 'latin1');
    receiver.always({ kind: 'raw', bytes: garbage });
    const failure = await failureOf(deliverShortXml(ALARM, target, { clock, timeoutMs: 5000, retries: 1, backoff }));
    expect(failure).toMatchObject({ outcome: 'invalid', permanent: false });
    expect(failure.attempts.map((a) => [a.outcome, a.detail, a.unrecognizedBytes, a.response])).toEqual([
      ['invalid', undefined, garbage.length, undefined],
      ['invalid', undefined, garbage.length, undefined],
    ]);
    expect(failure.attempts.every((a) => a.elapsedMs < 2000)).toBe(true);
  });

  it('an answer that is XML but not an alarmresponse, or for another reference: invalid', async () => {
    const { clock } = testClock('2026-06-01T12:00:00Z');
    const ping = Buffer.from('<?xml version="1.0"?><pingresponse><status>0</status></pingresponse>');
    receiver.next({ kind: 'raw', bytes: ping }, { kind: 'ok', reference: '900' });
    const failure = await failureOf(deliverShortXml(ALARM, target, { clock, retries: 1, backoff }));
    // Another XML document is not the protocol's answer: its size only. An answer for another reference is.
    expect(failure.attempts.map((a) => [a.outcome, a.detail, a.unrecognizedBytes])).toEqual([
      ['invalid', undefined, ping.length],
      ['invalid', 'answer for reference "900", sent "901"', undefined],
    ]);
    expect(parseAlarmResponse(failure.attempts[1]!.response!)).toMatchObject({ ok: true });
  });

  it('half an answer then silence, or a hang-up: invalid / connection', async () => {
    const { clock } = testClock('2026-06-01T12:00:00Z');
    const half = Buffer.from('<?xml version="1.0"?><alarmresponse><status>0');
    receiver.next({ kind: 'raw', bytes: half }, { kind: 'close' });
    const failure = await failureOf(deliverShortXml(ALARM, target, { clock, timeoutMs: 200, retries: 1, backoff }));
    expect(failure.attempts.map((a) => [a.outcome, a.detail, a.unrecognizedBytes, a.response])).toEqual([
      ['invalid', 'incomplete answer after 200 ms', half.length, undefined],
      ['connection', 'closed without an answer', undefined, undefined],
    ]);
  });

  it('a centre the policy refuses is never connected to: DestinationNotAllowed, no attempt reported', async () => {
    const stranger = net.createServer((socket) => socket.destroy());
    let connections = 0;
    stranger.on('connection', () => connections++);
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    const port = (stranger.address() as net.AddressInfo).port;
    try {
      const reports: AttemptReport[] = [];
      const onAttempt = (r: AttemptReport) => void reports.push(r);
      for (const host of ['127.0.0.1', 'localhost', '[::ffff:7f00:1]', '2130706433']) {
        await expect(deliverShortXml(ALARM, { ...target, host, port }, { onAttempt }), host).rejects.toBeInstanceOf(
          DestinationNotAllowed,
        );
        await expect(pingShortXml({ ...target, host, port }, { onAttempt }), host).rejects.toBeInstanceOf(
          DestinationNotAllowed,
        );
      }
      // Without a policy: the default one, which allow-lists nothing (not even the test receiver).
      await expect(deliverAnywhere(ALARM, target)).rejects.toBeInstanceOf(DestinationNotAllowed);
      expect(reports).toEqual([]);
      expect(connections).toBe(0);
      expect(receiver.requests).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => stranger.close(() => resolve()));
    }
  });

  it('nobody listening: connection, retried', async () => {
    const closed = await startShortXmlReceiver();
    const port = closed.port;
    await closed.close();
    const { clock, sleeps } = testClock('2026-06-01T12:00:00Z');
    const failure = await failureOf(
      deliverShortXml(ALARM, { ...target, port }, { clock, retries: 1, backoff, policy: allowing(port) }),
    );
    expect(failure).toMatchObject({ outcome: 'connection', permanent: false });
    expect(failure.attempts.map((a) => a.detail)).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);
    expect(sleeps).toEqual([1000]);
  });

  it('a message the protocol does not allow is never sent: one invalid report, permanent', async () => {
    const reports: AttemptReport[] = [];
    const failure = await failureOf(
      deliverShortXml({ ...ALARM, text: 'line\u0007bell' }, target, { onAttempt: (r) => void reports.push(r) }),
    );
    expect(failure).toMatchObject({ outcome: 'invalid', permanent: true });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      attempt: 1,
      outcome: 'invalid',
      detail: 'not sent: additionalinfo: control character U+0007 at 4',
    });
    expect(reports[0]!.frame.length).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(receiver.requests).toHaveLength(0);
  });

  it('heartbeat: a <pingrequest> answered <pingresponse> OK; PING_TO_OFTEN is final; pings are not alarms', async () => {
    const { clock } = testClock('2026-06-01T12:00:00Z');
    const reports: AttemptReport[] = [];
    const done = await pingShortXml(target, { clock, reference: 'ping-1', onAttempt: (r) => void reports.push(r) });
    expect(done.attempts.map((a) => a.outcome)).toEqual(['ack']);
    expect(receiver.requests).toHaveLength(0);
    expect(receiver.pings).toHaveLength(1);
    expect(receiver.pings[0]!.raw.toString('latin1')).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<pingrequest><authentication>123456</authentication>' +
        '<reference>ping-1</reference><transmittercode>TX-0042</transmittercode>' +
        '<transmittertype>VAKT1</transmittertype></pingrequest>',
    );
    expect(receiver.pings[0]!.raw.equals(encodePingRequest(target, 'ping-1'))).toBe(true);
    expect(parseAlarmResponse(reports[0]!.response!, 'pingresponse')).toMatchObject({
      ok: true,
      response: { reference: 'ping-1', status: 0, info: 'OK' },
    });
    receiver.pingAnswer({ kind: 'status', status: 101 });
    const failure = await failureOf(pingShortXml(target, { clock, retries: 3, backoff }));
    expect(failure).toMatchObject({ outcome: 'nak', permanent: true, status: 101 });
    expect(receiver.pings).toHaveLength(2);
    expect(receiver.pings[1]!.parsed).toMatchObject({
      ok: true,
      request: { reference: expect.stringMatching(/^ping-/) },
    });
    // An <alarmresponse> to a ping is not its answer.
    const alarmAnswer = Buffer.from('<?xml version="1.0"?><alarmresponse><status>0</status></alarmresponse>');
    receiver.pingAnswer({ kind: 'raw', bytes: alarmAnswer });
    const wrong = await failureOf(pingShortXml(target, { clock, retries: 0 }));
    expect(wrong.attempts[0]).toMatchObject({ outcome: 'invalid', unrecognizedBytes: alarmAnswer.length });
    expect(wrong.attempts[0]!.detail).toBeUndefined();
  });

  it('the receiver answers a request it cannot read with the protocol status, whatever was queued', async () => {
    receiver.next({ kind: 'ok' });
    const socket = net.createConnection({ host: receiver.host, port: receiver.port });
    const answer = await new Promise<Buffer>((resolve) => {
      let got = Buffer.alloc(0);
      socket.on('data', (c) => (got = Buffer.concat([got, c])));
      socket.on('close', () => resolve(got));
      socket.write('<?xml version="1.0"?><alarmrequest><reference>7</reference></alarmrequest>');
      setTimeout(() => socket.end(), 200);
    });
    expect(parseAlarmResponse(answer)).toMatchObject({
      ok: true,
      response: { reference: '7', status: 7, info: 'MANDATORY_DATA_MISSING' },
    });
    expect(receiver.requests[0]).toMatchObject({ answer: 'status', status: 7, parsed: { ok: false, status: 7 } });
    // The queued OK is still there for the next good request.
    await deliverShortXml(ALARM, target, { clock: testClock('2026-06-01T12:00:00Z').clock });
    expect(receiver.requests.map((r) => r.status)).toEqual([7, 0]);
  });
});
