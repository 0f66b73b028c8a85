import { isIPv6 } from 'node:net';
import { tooManyAttempts } from '../http/errors.js';
import type { AuthRepository } from './repository.js';

export const MAX_FAILURES = 5;
const BASE_SECONDS = 30;
const CAP_SECONDS = 15 * 60;
/** Every this many failures (per process) rows without a running lock and a day old are deleted. */
const SWEEP_EVERY = 500;

/** 30 s for the 5th failure in a row, doubling for each further one, at most 15 minutes. */
export const backoffSeconds = (failures: number) =>
  Math.min(CAP_SECONDS, BASE_SECONDS * 2 ** Math.max(0, failures - MAX_FAILURES));

/**
 * Failed passwords and codes count per account AND client address: an address that failed 5 times on an
 * account is locked out of that account (with the backoff above), while the owner signing in from another
 * address is not, so no one can keep an account locked by failing from rotating addresses. Spraying many
 * accounts from one address is the per-address throttle's (throttle.ts).
 */
export class Lockout {
  private failuresSinceSweep = 0;

  constructor(private readonly repo: AuthRepository) {}

  async assertNotLocked(email: string, address: string): Promise<void> {
    const seconds = await this.repo.lockedForSeconds(normalize(email), addressKey(address));
    if (seconds > 0) throw tooManyAttempts(seconds, 'Too many failed attempts. Try again later.');
  }

  /** Counts a failed password or code from `address`; returns the lock in seconds it caused (0 for none). */
  async fail(email: string, address: string): Promise<number> {
    if (++this.failuresSinceSweep >= SWEEP_EVERY) {
      this.failuresSinceSweep = 0;
      await this.repo.sweepLockouts();
    }
    const key = normalize(email);
    const from = addressKey(address);
    const failures = await this.repo.recordFailure(key, from);
    if (failures < MAX_FAILURES) return 0;
    const seconds = backoffSeconds(failures);
    await this.repo.lock(key, from, seconds);
    return seconds;
  }

  /** A success clears the count of that address only: another address's lock on the account stays. */
  async succeed(email: string, address: string): Promise<void> {
    await this.repo.clearFailures(normalize(email), addressKey(address));
  }
}

export const normalize = (email: string) => email.trim().toLowerCase();

/**
 * The address a failure counts against: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by
 * its /64, the block one subscriber is usually given, so rotating through one's own /64 gains nothing.
 */
export function addressKey(address: string): string {
  const ip = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
