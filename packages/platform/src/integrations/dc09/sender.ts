/**
 * Delivering one event to an alarm receiver over SIA DC-09 (TCP; encrypted when given a key).
 *
 * deliver() writes the frame on a fresh connection and waits for the answer (answer.ts reads it):
 * - an ACK with the frame's sequence and account (and receiver and line when they are there and well
 *   formed; encrypted and readable with the key when the frame was encrypted) resolves; fields it does not
 *   need that are malformed are reported as oddities, not refused;
 * - a NAK whose time differs from the frame's by more than NAK_CLOCK_TOLERANCE_MS is about the clock: the
 *   sender adopts the receiver's time (an offset kept per receiver) and resends at once with the SAME
 *   sequence number;
 * - any other NAK (a bare `"NAK"`, a NAK without a time, a NAK in step with our clock) is a refusal of the
 *   message (an unknown account, a key the receiver does not have): no resend in this call;
 * - DUH, silence past `timeoutMs`, a refused/broken connection or an unreadable answer: retry after a
 *   backoff with the same sequence number.
 * At most 1 + `retries` attempts (NAKs included), then it rejects with DeliveryFailed carrying the last
 * outcome. Every attempt is reported through `onAttempt` (the integration log).
 * The sequence number is given (`sequence`: a resend keeps its number) or taken from a SequenceStore (the
 * platform's is the database's, one counter per receiver and account for every frame that goes out).
 */
import type net from 'node:net';
import { DEFAULT_POLICY, DestinationNotAllowed, connectTcp, type OutboundPolicy } from '../../outbound/index.js';
import { isBareAnswer, readAnswer, type Answer } from './answer.js';
import { encodeMessage, nextSequence, type Header, type Message } from './frame.js';
import { FrameSplitter } from './parse.js';

export interface Dc09Target {
  host: string;
  port: number;
  /** Account (#), 3..16 upper-case hex digits: the integration's uid, or the device id with use_device_id. */
  account: string;
  /** Line prefix (L): the integration's line (manitou), 1..6 upper-case hex digits. */
  line: string;
  /** Receiver prefix (R); omitted when undefined. */
  receiver?: string;
}

export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Where sequence numbers come from: one counter per receiver and account, 0001..9999 wrapping. */
export interface SequenceStore {
  next(target: Dc09Target): number | Promise<number>;
}

export class MemorySequenceStore implements SequenceStore {
  private readonly last = new Map<string, number>();
  static key(target: Dc09Target) {
    return `${target.host}:${target.port}#${target.account}`;
  }
  next(target: Dc09Target): number {
    const key = MemorySequenceStore.key(target);
    const sequence = nextSequence(this.last.get(key));
    this.last.set(key, sequence);
    return sequence;
  }
}

export interface Backoff {
  /** Wait before the first retry. */
  baseMs: number;
  /** Each further retry waits `factor` times longer ... */
  factor: number;
  /** ... up to this. */
  maxMs: number;
}

export type AttemptOutcome = 'ack' | 'nak' | 'duh' | 'timeout' | 'connection' | 'invalid';

/** Why a receiver NAKed: our clock (resend with its time) or the message itself (do not resend now). */
export type NakReason = 'time' | 'refused';

/** A NAK whose time is this close to the frame's timestamp is not about the clock. */
export const NAK_CLOCK_TOLERANCE_MS = 5000;

export interface AttemptReport {
  /** 1, 2, ... */
  attempt: number;
  sequence: number;
  /** The bytes written. */
  frame: Buffer;
  sentAt: Date;
  outcome: AttemptOutcome;
  /** The answer's bytes, when they parse as the protocol's own answer (DC-09: an ACK, NAK or DUH frame). */
  response?: Buffer;
  /**
   * Bytes read that are not the protocol's answer: only their number is kept (what a service that is not
   * a receiver says is never shown back).
   */
  unrecognizedBytes?: number;
  /** The receiver's time from a NAK. */
  receiverTime?: Date;
  nakReason?: NakReason;
  /** Malformed fields of an answer that was still counted (an ACK with `None` for its receiver). */
  oddities?: string[];
  detail?: string;
  /** Wall time of the attempt (connect, write, answer). */
  elapsedMs: number;
}

interface DeliverBase {
  /** Wait for an answer (connect included), per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Attempts after the first. Default 3. */
  retries?: number;
  /** Default 1 s, x2, up to 30 s. */
  backoff?: Backoff;
  clock?: Clock;
  /** Receiver time minus ours, from an earlier NAK (the outbox can persist deliver()'s answer). */
  clockOffsetMs?: number;
  /** Where connections may go (the platform's: outboundPolicy(config)). Default: no allow-list. */
  policy?: OutboundPolicy;
  onAttempt?: (report: AttemptReport) => void | Promise<void>;
  /** Encrypt the frames with this AES key (16, 24 or 32 bytes); the ACK must then be encrypted with it too. */
  key?: Uint8Array;
}

/**
 * Where the sequence number comes from: given (a resend keeps its number) or the next of a store. There is
 * no default store: every frame's number comes from the one counter of its receiver and account.
 */
export type DeliverOptions = DeliverBase &
  ({ sequence: number; sequences?: undefined } | { sequences: SequenceStore; sequence?: undefined });

export interface Delivered {
  outcome: 'ack';
  sequence: number;
  attempts: AttemptReport[];
  /** Receiver time minus ours after this delivery (0 unless a NAK moved it). */
  clockOffsetMs: number;
}

export class DeliveryFailed extends Error {
  /** The last attempt's NAK reason (outcome `nak`): `refused` is the receiver refusing the message. */
  readonly nakReason: NakReason | undefined;
  constructor(
    /** The last attempt's outcome. */
    readonly outcome: Exclude<AttemptOutcome, 'ack'>,
    readonly sequence: number,
    readonly attempts: AttemptReport[],
    readonly clockOffsetMs: number,
  ) {
    super(`SIA DC-09 delivery failed after ${attempts.length} attempt(s): ${outcome}`);
    this.nakReason = attempts[attempts.length - 1]?.nakReason;
    this.name = 'DeliveryFailed';
  }
}

const DEFAULT_BACKOFF: Backoff = { baseMs: 1000, factor: 2, maxMs: 30_000 };

export function backoffDelay(backoff: Backoff, retry: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * backoff.factor ** (retry - 1));
}

/** How an answer that is not the protocol's is shown: its size, never its bytes. */
export const unrecognizedAnswer = (bytes: number) => `unrecognized answer (${bytes} bytes)`;

/** The attempt's detail, or the size of an unrecognized answer (for failure lines and mails). */
export const attemptDetail = (r: AttemptReport): string | undefined =>
  r.detail ?? (r.unrecognizedBytes !== undefined ? unrecognizedAnswer(r.unrecognizedBytes) : undefined);

interface Exchange {
  outcome: Exclude<AttemptOutcome, 'ack' | 'nak'> | 'answer' | 'refused';
  response?: Buffer;
  /** Every byte read. */
  received: number;
  detail?: string;
  refusal?: DestinationNotAllowed;
}

/**
 * Asks the policy for the receiver's address, connects there, writes `frame`, and waits for the first
 * complete frame back, or a bare answer (`"NAK"` without a frame), or the timeout (which covers the look-up).
 */
function exchange(target: Dc09Target, frame: Buffer, timeoutMs: number, policy: OutboundPolicy): Promise<Exchange> {
  return new Promise((resolve) => {
    const splitter = new FrameSplitter();
    let settled = false;
    let socket: net.Socket | undefined;
    let received = 0;
    let unframed = Buffer.alloc(0);
    const finish = (result: Omit<Exchange, 'received'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket?.destroy();
      resolve({ ...result, received });
    };
    const timer = setTimeout(() => finish({ outcome: 'timeout', detail: `no answer in ${timeoutMs} ms` }), timeoutMs);
    policy.check(target.host, target.port).then(
      (destination) => {
        if (settled) return;
        socket = connectTcp(destination);
        socket.on('connect', () => socket!.write(frame));
        socket.on('data', (chunk: Buffer) => {
          received += chunk.length;
          const [first] = splitter.push(chunk);
          if (first) return finish({ outcome: 'answer', response: first });
          // A bare answer never comes with an LF: keep the first bytes to recognize one.
          if (unframed.length < 64) unframed = Buffer.concat([unframed, chunk]).subarray(0, 64);
          if (!unframed.includes(0x0a) && isBareAnswer(unframed)) finish({ outcome: 'answer', response: unframed });
        });
        socket.on('error', (error: NodeJS.ErrnoException) =>
          finish({ outcome: 'connection', detail: error.code ?? error.message }),
        );
        socket.on('close', () => finish({ outcome: 'connection', detail: 'closed without an answer' }));
      },
      (error: NodeJS.ErrnoException) =>
        error instanceof DestinationNotAllowed
          ? finish({ outcome: 'refused', refusal: error })
          : finish({ outcome: 'connection', detail: error.code ?? error.message }),
    );
  });
}

/** What we sent, for judging the answer. */
interface Sent {
  header: Header;
  encrypted: boolean;
  /** The frame's timestamp (ms, whole seconds). */
  stampMs: number;
}

type Verdict = Pick<AttemptReport, 'outcome' | 'receiverTime' | 'nakReason' | 'detail'> & { oddities: string[] };

/** What an answer means for the frame we sent (see the module comment). */
export function judgeAnswer(answer: Answer, sent: Sent): Verdict {
  const oddities = [...answer.oddities];
  const invalid = (detail: string): Verdict => ({ outcome: 'invalid', detail, oddities });
  if (answer.kind === 'NAK') {
    if (answer.timestamp && Math.abs(answer.timestamp.getTime() - sent.stampMs) > NAK_CLOCK_TOLERANCE_MS)
      return { outcome: 'nak', nakReason: 'time', receiverTime: answer.timestamp, oddities };
    const why = answer.bare
      ? 'a bare NAK'
      : answer.unreadable
        ? `a NAK (${answer.unreadable})`
        : answer.timestamp
          ? 'a NAK with a time in step with ours'
          : 'a NAK without a time';
    return {
      outcome: 'nak',
      nakReason: 'refused',
      ...(answer.timestamp ? { receiverTime: answer.timestamp } : {}),
      detail: `the receiver refused the message: ${why}`,
      oddities,
    };
  }
  const { header } = sent;
  if (answer.bare) return invalid(`a bare "${answer.kind}" names no sequence or account`);
  if (answer.sequence !== header.sequence)
    return invalid(`${answer.kind} for sequence ${answer.sequence}, sent ${header.sequence}`);
  if (answer.account === undefined) return invalid(`${answer.kind} without the account`);
  if (answer.account !== header.account)
    return invalid(`${answer.kind} for account ${answer.account}, sent ${header.account}`);
  if (answer.line !== undefined && answer.line !== header.line)
    return invalid(`${answer.kind} for line ${answer.line}, sent ${header.line}`);
  if (answer.receiver !== undefined) {
    if (header.receiver === undefined) oddities.push(`receiver R${answer.receiver} where none was sent`);
    else if (answer.receiver !== header.receiver)
      return invalid(`${answer.kind} for receiver ${answer.receiver}, sent ${header.receiver}`);
  }
  if (answer.kind === 'DUH') return { outcome: 'duh', oddities };
  if (sent.encrypted && !answer.encrypted) return invalid('a plain ACK to an encrypted frame');
  if (answer.unreadable) return invalid(answer.unreadable);
  return { outcome: 'ack', oddities };
}

/** Delivers one event (or a NULL link test) to `target`; see the module comment. */
export async function deliver(message: Message, target: Dc09Target, options: DeliverOptions): Promise<Delivered> {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxAttempts = 1 + (options.retries ?? 3);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  if (options.sequence === undefined && !options.sequences) throw new Error('deliver() needs a sequence or a store');
  const sequence = options.sequence ?? (await options.sequences!.next(target));
  let offset = options.clockOffsetMs ?? 0;
  const header: Header = {
    sequence,
    line: target.line,
    account: target.account,
    ...(target.receiver !== undefined ? { receiver: target.receiver } : {}),
  };
  const encryption = options.key ? { key: options.key } : undefined;
  const attempts: AttemptReport[] = [];
  let retriesSoFar = 0;

  for (let attempt = 1; ; attempt++) {
    const sentAt = clock.now();
    const stamp = new Date(sentAt.getTime() + offset);
    const frame = encodeMessage(message, header, stamp, encryption);
    const started = performance.now();
    const result = await exchange(target, frame, timeoutMs, options.policy ?? DEFAULT_POLICY);
    if (result.outcome === 'refused') throw result.refusal!;
    const report: AttemptReport = {
      attempt,
      sequence,
      frame,
      sentAt,
      outcome: 'invalid',
      elapsedMs: performance.now() - started,
    };
    const reading = result.response ? readAnswer(result.response, options.key) : undefined;
    if (reading?.ok) report.response = result.response;
    else if (result.received > 0) report.unrecognizedBytes = result.received;
    if (result.outcome !== 'answer') {
      report.outcome = result.outcome;
      if (result.detail) report.detail = result.detail;
    } else if (reading?.ok) {
      const { oddities, ...verdict } = judgeAnswer(reading.answer, {
        header,
        encrypted: Boolean(encryption),
        stampMs: Math.floor(stamp.getTime() / 1000) * 1000,
      });
      Object.assign(report, verdict);
      if (oddities.length) report.oddities = oddities;
      if (verdict.nakReason === 'time') offset = verdict.receiverTime!.getTime() - clock.now().getTime();
    }
    attempts.push(report);
    await options.onAttempt?.(report);
    if (report.outcome === 'ack') return { outcome: 'ack', sequence, attempts, clockOffsetMs: offset };
    // A refusal is not resent here: the caller decides when (the outbox: after a long wait).
    if (attempt >= maxAttempts || report.nakReason === 'refused')
      throw new DeliveryFailed(report.outcome, sequence, attempts, offset);
    if (report.outcome !== 'nak') await clock.sleep(backoffDelay(backoff, ++retriesSoFar));
  }
}
