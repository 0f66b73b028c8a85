import type { Queryable } from '../db/types.js';
import { AppError, tooManyAttempts } from '../http/errors.js';

/**
 * Attempts per client address, in addition to the per-account lockout (lockout.ts): the lockout stops
 * guessing one account's password, this stops one address from trying many accounts (password
 * spraying) or many codes. Counted in the database (auth_throttle), so replicas share the count.
 *
 * An attempt is counted before it is checked, so a burst of parallel requests cannot slip past the
 * limit; a sign-in that succeeds gives its attempt back (only failures use the budget up), and so does one the
 * server failed (5xx, e.g. 503 MAIL_UNAVAILABLE). Code resends count either way: each tries the mail server.
 */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  /** A success gives the attempt back. */
  refundOnSuccess: boolean;
}

export const THROTTLE_RULES = {
  /** POST /v2/auth: 20 failed sign-ins per address per 15 minutes, whatever the e-mails. */
  signIn: { limit: 20, windowSeconds: 15 * 60, refundOnSuccess: true },
  /**
   * POST /v2/auth/2fa: 20 failed code steps per address per 15 minutes. The step needs the password
   * too, and the account itself allows 5 wrong codes per challenge (lockout.ts).
   */
  code: { limit: 20, windowSeconds: 15 * 60, refundOnSuccess: true },
  /** POST /v2/auth/2fa/refresh: 10 codes sent per address per 15 minutes, successful or not (each is an e-mail). */
  codeResend: { limit: 10, windowSeconds: 15 * 60, refundOnSuccess: false },
} satisfies Record<string, ThrottleRule>;

export type ThrottleAction = keyof typeof THROTTLE_RULES;

/** Every this many attempts (per process) rows of windows that ended a day ago are deleted. */
const SWEEP_EVERY = 500;

export class AddressThrottle {
  private attemptsSinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly rules: Record<ThrottleAction, ThrottleRule> = THROTTLE_RULES,
    private readonly sweepEvery = SWEEP_EVERY,
  ) {}

  /**
   * Runs `attempt` for `address` under the action's limit: 429 TOO_MANY_ATTEMPTS with
   * `retryAfterSeconds` (the rest of the window) once the address has used it up.
   */
  async run<T>(action: ThrottleAction, address: string, attempt: () => Promise<T>): Promise<T> {
    const rule = this.rules[action];
    if (++this.attemptsSinceSweep >= this.sweepEvery) {
      this.attemptsSinceSweep = 0;
      await this.db.query(`DELETE FROM auth_throttle WHERE window_start < now() - interval '1 day'`);
    }
    const counted = await this.count(action, address, rule);
    if (counted.attempts > rule.limit) {
      throw tooManyAttempts(counted.retryAfterSeconds, 'Too many attempts from this address. Try again later.');
    }
    let result: T;
    try {
      result = await attempt();
    } catch (err) {
      // The server's own failure (the mail server down after a right password) is no failure of the caller's.
      if (rule.refundOnSuccess && err instanceof AppError && err.statusCode >= 500) await this.refund(action, address);
      throw err;
    }
    if (rule.refundOnSuccess) await this.refund(action, address);
    return result;
  }

  private async count(action: ThrottleAction, address: string, rule: ThrottleRule) {
    const rows = await this.db.query<{ attempts: number; retry_after: number }>(
      `INSERT INTO auth_throttle (address, action, window_start, attempts) VALUES ($1, $2, now(), 1)
       ON CONFLICT (address, action) DO UPDATE SET
         window_start = CASE WHEN auth_throttle.window_start <= now() - make_interval(secs => $3)
                             THEN now() ELSE auth_throttle.window_start END,
         attempts = CASE WHEN auth_throttle.window_start <= now() - make_interval(secs => $3)
                         THEN 1 ELSE auth_throttle.attempts + 1 END
       RETURNING attempts, extract(epoch FROM window_start + make_interval(secs => $3) - now())::float8 AS retry_after`,
      [address, action, rule.windowSeconds],
    );
    return { attempts: rows[0]!.attempts, retryAfterSeconds: rows[0]!.retry_after };
  }

  private async refund(action: ThrottleAction, address: string): Promise<void> {
    await this.db.query(
      'UPDATE auth_throttle SET attempts = greatest(attempts - 1, 0) WHERE address = $1 AND action = $2',
      [address, action],
    );
  }
}
