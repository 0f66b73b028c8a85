import type { Queryable } from '../db/types.js';

export interface AuthUserRow {
  id: number;
  email: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  roles: number[];
  language: string;
  two_fa_enabled: boolean;
  is_active: boolean;
  /** Access tokens carry it as `ver`; a bump ends every session of the user (endSessions). */
  token_version: number;
}

export interface RefreshTokenRow {
  id: number;
  family_id: string;
  user_id: number;
  expired: boolean;
  used_at: Date | null;
  revoked_at: Date | null;
  /** Issued under an older token_version than the user's: the session ended with a bump. */
  stale: boolean;
}

export interface ChallengeRow {
  id: number;
  user_id: number;
  code_hash: string;
  code_expired: boolean;
  attempts: number;
  resend_count: number;
  seconds_since_sent: number;
}

const USER_COLUMNS =
  'id, email, username, first_name, last_name, password_hash, roles, language, two_fa_enabled, is_active, token_version';

export class AuthRepository {
  constructor(private readonly db: Queryable) {}

  async userByEmail(email: string): Promise<AuthUserRow | undefined> {
    const rows = await this.db.query<AuthUserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
      email,
    ]);
    return rows[0];
  }

  async userById(id: number): Promise<AuthUserRow | undefined> {
    const rows = await this.db.query<AuthUserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0];
  }

  // --- lockout -------------------------------------------------------------------------------

  /** Seconds the account stays locked for this client address, 0 when it is not. */
  async lockedForSeconds(email: string, address: string): Promise<number> {
    const rows = await this.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM locked_until - now())::float8 AS seconds
         FROM auth_lockouts WHERE email = $1 AND address = $2 AND locked_until > now()`,
      [email, address],
    );
    return rows[0]?.seconds ?? 0;
  }

  /**
   * Counts a failure of the account from the address (a quiet quarter of an hour starts the count afresh);
   * returns the count.
   */
  async recordFailure(email: string, address: string): Promise<number> {
    const rows = await this.db.query<{ failures: number }>(
      `INSERT INTO auth_lockouts (email, address, failures, last_failure_at) VALUES ($1, $2, 1, now())
       ON CONFLICT (email, address) DO UPDATE SET
         failures = CASE
           WHEN auth_lockouts.last_failure_at < now() - interval '15 minutes'
            AND coalesce(auth_lockouts.locked_until, '-infinity') < now() - interval '15 minutes'
           THEN 1 ELSE auth_lockouts.failures + 1 END,
         last_failure_at = now()
       RETURNING failures`,
      [email, address],
    );
    return rows[0]!.failures;
  }

  async lock(email: string, address: string, seconds: number): Promise<void> {
    await this.db.query(
      `UPDATE auth_lockouts SET locked_until = now() + make_interval(secs => $3) WHERE email = $1 AND address = $2`,
      [email, address, seconds],
    );
  }

  async clearFailures(email: string, address: string): Promise<void> {
    await this.db.query('DELETE FROM auth_lockouts WHERE email = $1 AND address = $2', [email, address]);
  }

  /** Rows that lock nothing and count nothing any more (a day without failures, no lock running). */
  async sweepLockouts(): Promise<void> {
    await this.db.query(
      `DELETE FROM auth_lockouts WHERE last_failure_at < now() - interval '1 day'
          AND coalesce(locked_until, '-infinity') < now()`,
    );
  }

  // --- refresh tokens -------------------------------------------------------------------------

  async insertRefreshToken(
    user: { id: number; token_version: number },
    familyId: string,
    tokenHash: string,
    ttlSeconds: number,
  ): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO refresh_tokens (token_hash, family_id, user_id, token_version, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
      [tokenHash, familyId, user.id, user.token_version, ttlSeconds],
    );
    return rows[0]!.id;
  }

  async refreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const rows = await this.db.query<RefreshTokenRow>(
      `SELECT rt.id, rt.family_id, rt.user_id, rt.expires_at <= now() AS expired, rt.used_at, rt.revoked_at,
              rt.token_version < u.token_version AS stale
         FROM refresh_tokens rt JOIN users u ON u.id = rt.user_id
        WHERE rt.token_hash = $1`,
      [tokenHash],
    );
    return rows[0];
  }

  /** Atomically marks a token used; false when another request already did (reuse). */
  async markUsed(id: number): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE refresh_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id',
      [id],
    );
    return rows.length === 1;
  }

  async setReplacedBy(id: number, replacedBy: number): Promise<void> {
    await this.db.query('UPDATE refresh_tokens SET replaced_by = $2 WHERE id = $1', [id, replacedBy]);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
      familyId,
    ]);
  }

  /**
   * Signs the user out everywhere at once: the token version bumped (every access token issued so far is
   * refused on its next request), every refresh token revoked, pending two-factor logins void.
   */
  async endSessions(userId: number): Promise<void> {
    await this.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
    await this.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
    ]);
    await this.db.query('DELETE FROM login_challenges WHERE user_id = $1', [userId]);
  }

  // --- login challenges (two-factor) ----------------------------------------------------------

  async voidPendingChallenges(userId: number): Promise<void> {
    await this.db.query('UPDATE login_challenges SET consumed_at = now() WHERE user_id = $1 AND consumed_at IS NULL', [
      userId,
    ]);
  }

  async createChallenge(userId: number, codeTtlSeconds: number, ttlSeconds: number): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO login_challenges (user_id, code_hash, code_expires_at, expires_at)
       VALUES ($1, '', now() + make_interval(secs => $2), now() + make_interval(secs => $3)) RETURNING id`,
      [userId, codeTtlSeconds, ttlSeconds],
    );
    return rows[0]!.id;
  }

  async setCode(id: number, codeHash: string, codeTtlSeconds: number, isResend: boolean): Promise<void> {
    await this.db.query(
      `UPDATE login_challenges SET code_hash = $2, code_expires_at = now() + make_interval(secs => $3),
         last_sent_at = now(), resend_count = resend_count + $4 WHERE id = $1`,
      [id, codeHash, codeTtlSeconds, isResend ? 1 : 0],
    );
  }

  /** The live challenge of a user: not consumed, not expired, attempts left. */
  async pendingChallenge(userId: number, maxAttempts: number): Promise<ChallengeRow | undefined> {
    const rows = await this.db.query<ChallengeRow>(
      `SELECT id, user_id, code_hash, code_expires_at <= now() AS code_expired, attempts, resend_count,
              extract(epoch FROM now() - last_sent_at)::float8 AS seconds_since_sent
         FROM login_challenges
        WHERE user_id = $1 AND consumed_at IS NULL AND expires_at > now() AND attempts < $2
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId, maxAttempts],
    );
    return rows[0];
  }

  async countAttempt(id: number): Promise<number> {
    const rows = await this.db.query<{ attempts: number }>(
      'UPDATE login_challenges SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [id],
    );
    return rows[0]!.attempts;
  }

  /** Consumes the challenge once; false when a concurrent request got there first. */
  async consumeChallenge(id: number): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE login_challenges SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [id],
    );
    return rows.length === 1;
  }
}
