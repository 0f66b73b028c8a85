import { randomUUID } from 'node:crypto';
import {
  DeliveryFailed,
  deliver,
  unrecognizedAnswer,
  type AttemptReport,
  type Dc09Target,
  type NakReason,
  type SequenceStore,
} from '../../integrations/dc09/index.js';
import { deliverShortXml, redactShortXml, type ShortXmlTarget } from '../../integrations/shortxml/index.js';
import type { OutboundPolicy } from '../../outbound/index.js';
import type { IntegrationRow } from './repository.js';

/**
 * "Send test alarm": one event with the code RX (Manual Test: a test the receiving centre does not treat
 * as an alarm) sent now to the integration's receiver — SIA DC-09 for manitou and guardtools, the short-XML
 * alarm request (text "Test") for shortxml — bounded so the request answers within about
 * 2 x TEST_TIMEOUT_MS + TEST_BACKOFF_MS.
 */
export const TEST_CODE = 'RX';
export const TEST_TIMEOUT_MS = 5000;
export const TEST_RETRIES = 1;
export const TEST_BACKOFF_MS = 500;
/** The short-XML test alarm's text (additionalinfo). */
export const TEST_TEXT = 'Test';

export type TestOutcome = 'ack' | 'nak' | 'duh' | 'timeout' | 'connection' | 'invalid';

/** The DC-09 target of a manitou or guardtools integration; undefined for shortxml (not DC-09). */
export function dc09Target(row: IntegrationRow): Dc09Target | undefined {
  if (row.kind !== 'manitou' && row.kind !== 'guardtools') return undefined;
  const s = row.settings ?? {};
  return {
    host: row.ip ?? '',
    port: row.port ?? 0,
    account: typeof s.uid === 'string' ? s.uid : '',
    // guardtools has no line of its own: line 0.
    line: row.kind === 'manitou' && typeof s.line === 'string' ? s.line : '0',
    ...(typeof s.receiver === 'string' && s.receiver ? { receiver: s.receiver } : {}),
  };
}

/** The short-XML target of a shortxml integration (pin and uid); undefined for the DC-09 kinds. */
export function shortXmlTarget(row: IntegrationRow): ShortXmlTarget | undefined {
  if (row.kind !== 'shortxml') return undefined;
  const s = row.settings ?? {};
  return {
    host: row.ip ?? '',
    port: row.port ?? 0,
    pin: typeof s.pin === 'string' ? s.pin : '',
    uid: typeof s.uid === 'string' ? s.uid : '',
  };
}

/** Where a test alarm goes: a DC-09 target (it has `account`) or a short-XML one (it has `pin`). */
export type AlarmTarget = Dc09Target | ShortXmlTarget;
export const alarmTarget = (row: IntegrationRow): AlarmTarget | undefined => dc09Target(row) ?? shortXmlTarget(row);

/**
 * Printable frame text: LF and CR shown as <LF> and <CR>, other bytes outside ASCII's printable range as
 * <xx>. A short-XML request's authentication (the pin) is shown as [secret]: these strings go to the
 * integration log and to the caller, who never sees the pin.
 */
export function printable(bytes: Buffer | undefined): string | undefined {
  if (bytes === undefined) return undefined;
  let out = '';
  for (const b of redactShortXml(bytes)) {
    if (b === 0x0a) out += '<LF>';
    else if (b === 0x0d) out += '<CR>';
    else if (b < 0x20 || b > 0x7e) out += `<${b.toString(16).padStart(2, '0')}>`;
    else out += String.fromCharCode(b);
  }
  return out;
}

/**
 * An attempt's answer as the caller and the integration log see it: the protocol's own answer printed,
 * anything else by its size only; null without an answer.
 */
export const answerText = (r: AttemptReport): string | null =>
  r.response
    ? printable(r.response)!
    : r.unrecognizedBytes !== undefined
      ? unrecognizedAnswer(r.unrecognizedBytes)
      : null;

/** "answer <bytes>", "unrecognized answer (N bytes)" or "no answer", for a log line. */
export const answerLog = (r: AttemptReport) =>
  r.response ? `answer ${printable(r.response)}` : (answerText(r) ?? 'no answer');

/** What was read past in an answer that still counted: "(tolerated: ...)", or nothing. */
export const oddityLog = (r: AttemptReport) => (r.oddities?.length ? `(tolerated: ${r.oddities.join('; ')})` : '');

/** One integration-log line per attempt (short-XML has no sequence number: sequence 0 prints none). */
export const attemptLog = (r: AttemptReport) =>
  [
    `test alarm ${TEST_CODE} attempt ${r.attempt}${r.sequence ? ` seq ${String(r.sequence).padStart(4, '0')}` : ''}: ${r.outcome.toUpperCase()}`,
    r.frame.length ? `sent ${printable(r.frame)}` : 'nothing sent',
    answerLog(r),
    r.detail ? `(${r.detail})` : '',
    oddityLog(r),
    `${Math.round(r.elapsedMs)} ms`,
  ]
    .filter(Boolean)
    .join(' ');

export interface TestResult {
  outcome: TestOutcome;
  sequence: number;
  attempts: AttemptReport[];
  /** `refused`: the receiver NAKed the message itself (an account it does not know). */
  nakReason?: NakReason;
}

export interface TestAlarmOptions {
  /** Where DC-09 sequence numbers come from: the database's counter of the receiver and account. */
  sequences: SequenceStore;
  /** The integration's AES key when its frames are encrypted. */
  key?: Uint8Array;
}

/** Rejects with DestinationNotAllowed (nothing sent) when the policy refuses the receiver's address. */
export async function sendTestAlarm(
  target: AlarmTarget,
  policy: OutboundPolicy,
  options: TestAlarmOptions,
): Promise<TestResult> {
  const attempts: AttemptReport[] = [];
  const bounds = {
    policy,
    timeoutMs: TEST_TIMEOUT_MS,
    retries: TEST_RETRIES,
    backoff: { baseMs: TEST_BACKOFF_MS, factor: 2, maxMs: TEST_BACKOFF_MS * 2 },
    onAttempt: (r: AttemptReport) => void attempts.push(r),
  };
  try {
    const done =
      'pin' in target
        ? await deliverShortXml(
            // A fresh reference per test: a centre must not take a second test for a duplicate.
            { reference: `test-${randomUUID()}`, code: TEST_CODE, text: TEST_TEXT, at: new Date() },
            target,
            bounds,
          )
        : await deliver({ kind: 'SIA-DCS', event: { code: TEST_CODE } }, target, {
            ...bounds,
            sequences: options.sequences,
            ...(options.key ? { key: options.key } : {}),
          });
    return { outcome: 'ack', sequence: done.sequence, attempts };
  } catch (err) {
    if (err instanceof DeliveryFailed)
      return {
        outcome: err.outcome,
        sequence: err.sequence,
        attempts,
        ...(err.nakReason ? { nakReason: err.nakReason } : {}),
      };
    throw err;
  }
}
