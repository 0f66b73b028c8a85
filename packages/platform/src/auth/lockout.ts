import { tooManyAttempts } from '../http/errors.js';
import type { AuthRepository } from './repository.js';

export const MAX_FAILURES = 5;
const BASE_SECONDS = 30;
const CAP_SECONDS = 15 * 60;

/** 30 s for the 5th failure in a row, doubling for each further one, at most 15 minutes. */
export const backoffSeconds = (failures: number) =>
  Math.min(CAP_SECONDS, BASE_SECONDS * 2 ** Math.max(0, failures - MAX_FAILURES));

export class Lockout {
  constructor(private readonly repo: AuthRepository) {}

  async assertNotLocked(email: string): Promise<void> {
    const seconds = await this.repo.lockedForSeconds(normalize(email));
    if (seconds > 0) throw tooManyAttempts(seconds, 'Too many failed attempts. Try again later.');
  }

  /** Counts a failed password or code; returns the lock in seconds it caused (0 for none). */
  async fail(email: string): Promise<number> {
    const key = normalize(email);
    const failures = await this.repo.recordFailure(key);
    if (failures < MAX_FAILURES) return 0;
    const seconds = backoffSeconds(failures);
    await this.repo.lock(key, seconds);
    return seconds;
  }

  async succeed(email: string): Promise<void> {
    await this.repo.clearFailures(normalize(email));
  }
}

export const normalize = (email: string) => email.trim().toLowerCase();
