import { DEFAULT_MAIL_SENDER_OPTIONS, type MailSenderOptions } from './sender.js';

/** The queued-mail sender of a process (src/mail/sender.ts). */
export interface MailQueueOptions {
  /** How often each process looks for queued mails. */
  intervalMs: number;
  sender: Partial<MailSenderOptions>;
}

export const DEFAULT_MAIL_INTERVAL_MS = 1000;

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number): number {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return n;
}

/**
 * MAIL_INTERVAL_MS (default 1000, at least 50; `off` runs no sender in this process), MAIL_MAX_ATTEMPTS (default
 * 20), MAIL_MAX_AGE_MS (default 86400000: a day), MAIL_RETRY_BASE_MS (default 30000, doubling per attempt) and
 * MAIL_RETRY_MAX_MS (default 1800000) for the wait between attempts.
 */
export function mailQueueOptionsFromEnv(env: Env): MailQueueOptions | false {
  const raw = (env.MAIL_INTERVAL_MS ?? '').trim().toLowerCase();
  if (['off', 'false', 'no'].includes(raw)) return false;
  const intervalMs = whole(env, 'MAIL_INTERVAL_MS', DEFAULT_MAIL_INTERVAL_MS, 50);
  const d = DEFAULT_MAIL_SENDER_OPTIONS;
  const baseMs = whole(env, 'MAIL_RETRY_BASE_MS', d.backoff.baseMs, 100);
  const maxMs = whole(env, 'MAIL_RETRY_MAX_MS', Math.max(d.backoff.maxMs, baseMs), baseMs);
  return {
    intervalMs,
    sender: {
      maxAttempts: whole(env, 'MAIL_MAX_ATTEMPTS', d.maxAttempts, 1),
      maxAgeMs: whole(env, 'MAIL_MAX_AGE_MS', d.maxAgeMs, 1000),
      backoff: { baseMs, factor: d.backoff.factor, maxMs },
    },
  };
}
