import { backoffDelay, type Backoff } from '../dc09/index.js';

/** How the delivery sender runs (environment, see deliveryOptionsFromEnv). */
export interface DeliveryOptions {
  /** The poll between wake-ups (NOTIFY, in-process after writes). */
  pollMs: number;
  /** Rows claimed at a time. */
  batchSize: number;
  /** A claim's lease: rows of a sender that died come back after it. */
  leaseMs: number;
  /** Wait for an answer per attempt (connect included). */
  timeoutMs: number;
  /** Between attempts of one event: base x factor^(n-1), capped. */
  backoff: Backoff;
  /** An event not ACKed within this time after it was queued is marked failed. */
  maxAgeMs: number;
  /** NULL link test per DC-09 integration; 0 turns link tests off. */
  linkTestIntervalMs: number;
  /** PostgreSQL: LISTEN for the outbox triggers' NOTIFY on this URL (own connection). */
  listenUrl?: string;
}

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  pollMs: 1000,
  batchSize: 50,
  leaseMs: 120_000,
  timeoutMs: 10_000,
  // A receiver that answers but not with an ACK gets one event at 0, 5, 15, 35 s in its first minute (4
  // sends: each is an alarm to an operator when the receiver took it after all), then one a minute.
  backoff: { baseMs: 5000, factor: 2, maxMs: 60_000 },
  maxAgeMs: 15 * 60_000,
  linkTestIntervalMs: 300_000,
};

type Env = Record<string, string | undefined>;

function num(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

/**
 * When one event is sent (ms after it was queued, the first send at 0) to a receiver that answers every
 * send with something other than an ACK after `answerMs` (0: at once; timeoutMs: never), until `untilMs`
 * (default: its max age, when it is marked failed). The outbox waits backoffDelay(attempts) after each
 * answer. A refusal (NAK of the account) waits backoff.maxMs at least, so it is slower than this.
 */
export function resendSchedule(
  opts: Pick<DeliveryOptions, 'backoff' | 'maxAgeMs'>,
  answerMs: number,
  untilMs = opts.maxAgeMs,
): number[] {
  const sends: number[] = [];
  for (let at = 0, attempts = 0; at < Math.min(untilMs, opts.maxAgeMs);) {
    sends.push(at);
    attempts++;
    at += answerMs + backoffDelay(opts.backoff, attempts);
  }
  return sends;
}

/**
 * DELIVERY_WORKER (on | off, default on), DELIVERY_MAX_AGE_S (900), LINK_TEST_INTERVAL_S (300, 0 = off),
 * DELIVERY_TIMEOUT_MS (10000), DELIVERY_POLL_MS (1000), DELIVERY_BACKOFF_MS (5000, doubling up to
 * DELIVERY_BACKOFF_MAX_MS 60000). False when the worker is off.
 */
export function deliveryOptionsFromEnv(env: Env, listenUrl?: string): DeliveryOptions | false {
  const worker = (env.DELIVERY_WORKER ?? 'on').trim().toLowerCase();
  if (['off', 'false', '0', 'no'].includes(worker)) return false;
  if (!['on', 'true', '1', 'yes', ''].includes(worker))
    throw new Error(`DELIVERY_WORKER must be on or off, got "${env.DELIVERY_WORKER}"`);
  const d = DEFAULT_DELIVERY_OPTIONS;
  const timeoutMs = Math.max(1, num(env, 'DELIVERY_TIMEOUT_MS', d.timeoutMs));
  return {
    ...d,
    pollMs: Math.max(10, num(env, 'DELIVERY_POLL_MS', d.pollMs)),
    timeoutMs,
    // Room for several turns of slow answers within one claim.
    leaseMs: Math.max(d.leaseMs, 12 * timeoutMs),
    backoff: {
      baseMs: num(env, 'DELIVERY_BACKOFF_MS', d.backoff.baseMs),
      factor: 2,
      maxMs: num(env, 'DELIVERY_BACKOFF_MAX_MS', d.backoff.maxMs),
    },
    maxAgeMs: num(env, 'DELIVERY_MAX_AGE_S', d.maxAgeMs / 1000) * 1000,
    linkTestIntervalMs: num(env, 'LINK_TEST_INTERVAL_S', d.linkTestIntervalMs / 1000) * 1000,
    ...(listenUrl ? { listenUrl } : {}),
  };
}
