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
import type net from 'node:net';
import { DEFAULT_POLICY, DestinationNotAllowed, connectTcp, type OutboundPolicy } from '../../outbound/index.js';
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
  /** The answer's bytes, when they parse as the protocol's own answer (DC-09: an ACK, NAK or DUH frame). */
  response?: Buffer;
  /**
   * Bytes read that are not the protocol's answer: only their number is kept (what a service that is not
   * a receiver says is never shown back).
   */
  unrecognizedBytes?: number;
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
  /** Where connections may go (the platform's: outboundPolicy(config)). Default: no allow-list. */
  policy?: OutboundPolicy;
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
 * complete frame back (or the timeout, which covers the look-up too).
 */
function exchange(target: Dc09Target, frame: Buffer, timeoutMs: number, policy: OutboundPolicy): Promise<Exchange> {
  return new Promise((resolve) => {
    const splitter = new FrameSplitter();
    let settled = false;
    let socket: net.Socket | undefined;
    let received = 0;
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
          if (first) finish({ outcome: 'answer', response: first });
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
    const parsed = result.response ? parseResponse(result.response) : undefined;
    if (parsed?.ok) report.response = result.response;
    else if (result.received > 0) report.unrecognizedBytes = result.received;
    if (result.outcome !== 'answer') {
      report.outcome = result.outcome;
      if (result.detail) report.detail = result.detail;
    } else if (parsed?.ok) {
      if (parsed.response.kind === 'NAK') {
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
