/**
 * Delivering one event to an alarm receiver over SIA DC-09 (TCP, unencrypted).
 *
 * deliver() writes the frame on a fresh connection and waits for the answer:
 * - ACK (with the frame's sequence) resolves;
 * - NAK means the receiver's clock differs: the sender adopts the receiver's time (an offset kept per
 *   receiver) and resends at once with the SAME sequence number;
 * - DUH, silence past `timeoutMs`, a refused/broken connection or an unreadable answer: retry after a
 *   backoff with the same sequence number.
 * At most 1 + `retries` attempts (NAKs included), then it rejects with DeliveryFailed carrying the last
 * outcome. Every attempt is reported through `onAttempt` (the integration log, next session).
 * Sequence numbers come from a SequenceStore (memory now; the outbox will persist them) and can be given
 * outright (`sequence`) when an event is resent after a restart.
 */
import net from 'node:net';
import { encodeMessage, nextSequence, type Message } from './frame.js';
import { FrameSplitter, parseResponse } from './parse.js';

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

export interface AttemptReport {
  /** 1, 2, ... */
  attempt: number;
  sequence: number;
  /** The bytes written. */
  frame: Buffer;
  sentAt: Date;
  outcome: AttemptOutcome;
  /** The answer's bytes, when one came. */
  response?: Buffer;
  /** The receiver's time from a NAK. */
  receiverTime?: Date;
  detail?: string;
  /** Wall time of the attempt (connect, write, answer). */
  elapsedMs: number;
}

export interface DeliverOptions {
  /** Wait for an answer (connect included), per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Attempts after the first. Default 3. */
  retries?: number;
  /** Default 1 s, x2, up to 30 s. */
  backoff?: Backoff;
  clock?: Clock;
  /** Default: one store per process. */
  sequences?: SequenceStore;
  /** Use this sequence number instead of taking the next one (a resend after a restart). */
  sequence?: number;
  /** Receiver time minus ours, from an earlier NAK (the outbox can persist deliver()'s answer). */
  clockOffsetMs?: number;
  onAttempt?: (report: AttemptReport) => void | Promise<void>;
}

export interface Delivered {
  outcome: 'ack';
  sequence: number;
  attempts: AttemptReport[];
  /** Receiver time minus ours after this delivery (0 unless a NAK moved it). */
  clockOffsetMs: number;
}

export class DeliveryFailed extends Error {
  constructor(
    /** The last attempt's outcome. */
    readonly outcome: Exclude<AttemptOutcome, 'ack'>,
    readonly sequence: number,
    readonly attempts: AttemptReport[],
    readonly clockOffsetMs: number,
  ) {
    super(`SIA DC-09 delivery failed after ${attempts.length} attempt(s): ${outcome}`);
    this.name = 'DeliveryFailed';
  }
}

const defaultSequences = new MemorySequenceStore();
const DEFAULT_BACKOFF: Backoff = { baseMs: 1000, factor: 2, maxMs: 30_000 };

export function backoffDelay(backoff: Backoff, retry: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * backoff.factor ** (retry - 1));
}

interface Exchange {
  outcome: Exclude<AttemptOutcome, 'ack' | 'nak'> | 'answer';
  response?: Buffer;
  detail?: string;
}

/** Connects, writes `frame`, and waits for the first complete frame back (or the timeout). */
function exchange(target: Dc09Target, frame: Buffer, timeoutMs: number): Promise<Exchange> {
  return new Promise((resolve) => {
    const splitter = new FrameSplitter();
    let settled = false;
    const socket = net.createConnection({ host: target.host, port: target.port, noDelay: true });
    const finish = (result: Exchange) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ outcome: 'timeout', detail: `no answer in ${timeoutMs} ms` }), timeoutMs);
    socket.on('connect', () => socket.write(frame));
    socket.on('data', (chunk) => {
      const [first] = splitter.push(chunk);
      if (first) finish({ outcome: 'answer', response: first });
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish({ outcome: 'connection', detail: error.code ?? error.message }),
    );
    socket.on('close', () => finish({ outcome: 'connection', detail: 'closed without an answer' }));
  });
}

/** Delivers one event (or a NULL link test) to `target`; see the module comment. */
export async function deliver(message: Message, target: Dc09Target, options: DeliverOptions = {}): Promise<Delivered> {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxAttempts = 1 + (options.retries ?? 3);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const sequence = options.sequence ?? (await (options.sequences ?? defaultSequences).next(target));
  let offset = options.clockOffsetMs ?? 0;
  const header = {
    sequence,
    line: target.line,
    account: target.account,
    ...(target.receiver !== undefined ? { receiver: target.receiver } : {}),
  };
  const attempts: AttemptReport[] = [];
  let retriesSoFar = 0;

  for (let attempt = 1; ; attempt++) {
    const sentAt = clock.now();
    const frame = encodeMessage(message, header, new Date(sentAt.getTime() + offset));
    const started = performance.now();
    const result = await exchange(target, frame, timeoutMs);
    const report: AttemptReport = {
      attempt,
      sequence,
      frame,
      sentAt,
      outcome: 'invalid',
      elapsedMs: performance.now() - started,
    };
    if (result.response) report.response = result.response;
    if (result.outcome !== 'answer') {
      report.outcome = result.outcome;
      if (result.detail) report.detail = result.detail;
    } else {
      const parsed = parseResponse(result.response!);
      if (!parsed.ok) report.detail = `${parsed.error}: ${parsed.detail}`;
      else if (parsed.response.kind === 'NAK') {
        report.outcome = 'nak';
        report.receiverTime = parsed.response.frame.timestamp!;
        offset = report.receiverTime.getTime() - clock.now().getTime();
      } else if (parsed.response.frame.sequence !== sequence)
        report.detail = `${parsed.response.kind} for sequence ${parsed.response.frame.sequence}, sent ${sequence}`;
      else report.outcome = parsed.response.kind === 'ACK' ? 'ack' : 'duh';
    }
    attempts.push(report);
    await options.onAttempt?.(report);
    if (report.outcome === 'ack') return { outcome: 'ack', sequence, attempts, clockOffsetMs: offset };
    if (attempt >= maxAttempts) throw new DeliveryFailed(report.outcome, sequence, attempts, offset);
    if (report.outcome !== 'nak') await clock.sleep(backoffDelay(backoff, ++retriesSoFar));
  }
}
