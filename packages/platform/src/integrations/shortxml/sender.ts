/**
 * Delivering one alarm to a receiving centre over the short-XML protocol (SOS Access v4 `<alarmrequest>`,
 * TCP, unencrypted), in the shape of dc09's deliver():
 * - each attempt opens a fresh connection, writes the request and waits (connect included) up to
 *   `timeoutMs` for one complete `<alarmresponse>`, then closes the connection;
 * - status 0 OK (or 10 DUPLICATED_ALARM: the centre already has it) resolves;
 * - status 5, 98, 99 or one not in the table (`duh`), silence (`timeout`), a refused or broken connection
 *   (`connection`), an unreadable answer or one for another reference (`invalid`): retry after the backoff
 *   with the SAME bytes (same reference, same transmitter time);
 * - a refusal of the message itself (status 1, 2, 3, 4, 7, 9, 100, 101: `nak`) is final at once: the same
 *   bytes would be refused again;
 * - a message the protocol does not allow (control characters, over its lengths) is never sent: one
 *   attempt is reported with no bytes and outcome `invalid`, and the delivery fails at once.
 * Connections go through the outbound policy as dc09's deliver(): a refused destination rejects with
 * DestinationNotAllowed before any connection; only a parsed `<alarmresponse>` (`<pingresponse>`) is kept
 * as the report's `response`, of anything else only its size (`unrecognizedBytes`).
 * At most 1 + `retries` attempts, then it rejects with ShortXmlDeliveryFailed (a DeliveryFailed) carrying
 * the last outcome, `permanent` (true when resending cannot help) and the last status. Every attempt is
 * reported through `onAttempt` (sequence 0: the protocol has none; `frame` the bytes written, `response`
 * the answer read, when it is the protocol's).
 */
import { randomUUID } from 'node:crypto';
import type net from 'node:net';
import { DEFAULT_POLICY, DestinationNotAllowed, connectTcp, type OutboundPolicy } from '../../outbound/index.js';
import {
  DeliveryFailed,
  backoffDelay,
  systemClock,
  type AttemptOutcome,
  type AttemptReport,
  type Backoff,
  type Clock,
  type Delivered,
} from '../dc09/index.js';
import {
  DocumentSplitter,
  STATUS_INFO,
  ShortXmlFormatError,
  encodeAlarmRequest,
  encodePingRequest,
  parseAlarmResponse,
  statusClass,
  type ShortXmlAlarm,
  type ShortXmlTarget,
} from './format.js';

export interface ShortXmlOptions {
  /** Wait for an answer (connect included), per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Attempts after the first. Default 3. */
  retries?: number;
  /** Default 1 s, x2, up to 30 s. */
  backoff?: Backoff;
  /** The clock for `sentAt` and the backoff sleeps (tests pass their own). */
  clock?: Clock;
  /** Where connections may go (the platform's: outboundPolicy(config)). Default: no allow-list. */
  policy?: OutboundPolicy;
  onAttempt?: (report: AttemptReport) => void | Promise<void>;
}

export class ShortXmlDeliveryFailed extends DeliveryFailed {
  constructor(
    outcome: Exclude<AttemptOutcome, 'ack'>,
    attempts: AttemptReport[],
    /** True when a resend cannot help: the receiver refused the message, or it could not be built. */
    readonly permanent: boolean,
    /** The last answer's status, when one was read. */
    readonly status?: number,
  ) {
    super(outcome, 0, attempts, 0);
    this.name = 'ShortXmlDeliveryFailed';
    this.message = `short-XML delivery failed after ${attempts.length} attempt(s): ${outcome}${
      status !== undefined ? ` (status ${status} ${STATUS_INFO[status] ?? 'unknown'})` : ''
    }`;
  }
}

const DEFAULT_BACKOFF: Backoff = { baseMs: 1000, factor: 2, maxMs: 30_000 };

interface Exchange {
  outcome: 'answer' | 'timeout' | 'connection' | 'invalid' | 'refused';
  response?: Buffer;
  /** How many bytes were read. */
  received: number;
  detail?: string;
  refusal?: DestinationNotAllowed;
}

/**
 * Asks the policy for the centre's address, connects there, writes `request`, and waits for one complete
 * XML document back (or the timeout, which covers the look-up too).
 */
function exchange(
  target: ShortXmlTarget,
  request: Buffer,
  timeoutMs: number,
  policy: OutboundPolicy,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const splitter = new DocumentSplitter();
    let received = 0;
    let settled = false;
    let socket: net.Socket | undefined;
    const finish = (result: Omit<Exchange, 'received'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket?.destroy();
      resolve({ ...result, received });
    };
    const timer = setTimeout(
      () =>
        finish(
          received
            ? { outcome: 'invalid', detail: `incomplete answer after ${timeoutMs} ms` }
            : { outcome: 'timeout', detail: `no answer in ${timeoutMs} ms` },
        ),
      timeoutMs,
    );
    policy.check(target.host, target.port).then(
      (destination) => {
        if (settled) return;
        const s = (socket = connectTcp(destination));
        s.on('connect', () => s.write(request));
        s.on('data', (chunk: Buffer) => {
          received += chunk.length;
          const [first] = splitter.push(chunk);
          if (first) finish({ outcome: 'answer', response: first });
          else if (splitter.garbage) finish({ outcome: 'invalid' });
        });
        s.on('error', (error: NodeJS.ErrnoException) =>
          finish({ outcome: 'connection', detail: error.code ?? error.message }),
        );
        s.on('close', () =>
          finish(
            received
              ? { outcome: 'invalid', detail: 'closed in the middle of the answer' }
              : { outcome: 'connection', detail: 'closed without an answer' },
          ),
        );
      },
      (error: NodeJS.ErrnoException) =>
        error instanceof DestinationNotAllowed
          ? finish({ outcome: 'refused', refusal: error })
          : finish({ outcome: 'connection', detail: error.code ?? error.message }),
    );
  });
}

/** Delivers one alarm to `target`; see the module comment. */
export function deliverShortXml(
  alarm: ShortXmlAlarm,
  target: ShortXmlTarget,
  options: ShortXmlOptions = {},
): Promise<Delivered> {
  return exchangeDocument(() => encodeAlarmRequest(alarm, target), 'alarmresponse', alarm.reference, target, options);
}

/**
 * The protocol's heartbeat (a link test): a `<pingrequest>` with the pin, `reference` (default
 * `ping-<uuid>`), uid and transmitter type, answered by a `<pingresponse>` with a status as an alarm's
 * (0 OK; 9 SERVICE_UNAVAILABLE: the transmitter has no heartbeat service; 101 PING_TO_OFTEN). Attempts,
 * retries, outcomes and the failure as deliverShortXml().
 */
export function pingShortXml(
  target: ShortXmlTarget,
  options: ShortXmlOptions & { reference?: string } = {},
): Promise<Delivered> {
  const reference = options.reference ?? `ping-${randomUUID()}`;
  return exchangeDocument(() => encodePingRequest(target, reference), 'pingresponse', reference, target, options);
}

async function exchangeDocument(
  build: () => Buffer,
  answerRoot: string,
  reference: string,
  target: ShortXmlTarget,
  options: ShortXmlOptions,
): Promise<Delivered> {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxAttempts = 1 + (options.retries ?? 3);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const attempts: AttemptReport[] = [];

  let request: Buffer;
  try {
    request = build();
  } catch (error) {
    if (!(error instanceof ShortXmlFormatError)) throw error;
    const report: AttemptReport = {
      attempt: 1,
      sequence: 0,
      frame: Buffer.alloc(0),
      sentAt: clock.now(),
      outcome: 'invalid',
      detail: `not sent: ${error.message}`,
      elapsedMs: 0,
    };
    attempts.push(report);
    await options.onAttempt?.(report);
    throw new ShortXmlDeliveryFailed('invalid', attempts, true);
  }

  for (let attempt = 1; ; attempt++) {
    const sentAt = clock.now();
    const started = performance.now();
    const result = await exchange(target, request, timeoutMs, options.policy ?? DEFAULT_POLICY);
    if (result.outcome === 'refused') throw result.refusal!;
    const report: AttemptReport = {
      attempt,
      sequence: 0,
      frame: request,
      sentAt,
      outcome: 'invalid',
      elapsedMs: performance.now() - started,
    };
    const parsed = result.response ? parseAlarmResponse(result.response, answerRoot) : undefined;
    if (parsed?.ok) report.response = result.response;
    else if (result.received > 0) report.unrecognizedBytes = result.received;
    let status: number | undefined;
    let permanent = false;
    if (result.outcome !== 'answer') {
      report.outcome = result.outcome;
      if (result.detail) report.detail = result.detail;
    } else if (parsed?.ok) {
      if (parsed.response.reference !== undefined && parsed.response.reference !== reference)
        report.detail = `answer for reference "${parsed.response.reference}", sent "${reference}"`;
      else {
        status = parsed.response.status;
        const known = STATUS_INFO[status];
        const text = `status ${status} ${parsed.response.info || known || ''}`.trim();
        const kind = statusClass(status);
        report.outcome = kind === 'ok' ? 'ack' : kind === 'refused' ? 'nak' : 'duh';
        permanent = kind === 'refused';
        if (status !== 0) report.detail = status === 10 ? `${text}: the centre already has this alarm` : text;
      }
    }
    attempts.push(report);
    await options.onAttempt?.(report);
    if (report.outcome === 'ack') return { outcome: 'ack', sequence: 0, attempts, clockOffsetMs: 0 };
    if (permanent || attempt >= maxAttempts)
      throw new ShortXmlDeliveryFailed(report.outcome, attempts, permanent, status);
    await clock.sleep(backoffDelay(backoff, attempt));
  }
}
