import type { Config } from '../config.js';
import type { Db } from '../db/types.js';
import { notFound, tooManyAttempts, unauthenticated } from '../http/errors.js';
import { sendNow, type Mailer } from '../mail/index.js';
import { loginCodeMail } from '../mail/templates.js';
import { Lockout } from './lockout.js';
import { accessTokenKeys } from './keys.js';
import { hashOtp, newOtp, otpMatches } from './otp.js';
import { verifyPassword } from './passwords.js';
import { AddressThrottle } from './throttle.js';
import { AuthRepository, type AuthUserRow } from './repository.js';
import { SamlService, invalidSsoCode } from './saml/service.js';
import { newFamilyId, newRefreshToken, sha256, signAccessToken } from './tokens.js';

export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 30;
const MAX_RESENDS = 5;
const CHALLENGE_TTL_SECONDS = 15 * 60;

export interface SessionUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
  language: string;
  roles: number[];
  twoFaEnabled: boolean;
}

export type LoginResult =
  | { accessToken: string; refreshToken: string; user: SessionUser }
  | { twoFaRequired: true; user: { id: number; twoFaEnabled: true } };

const invalidCredentials = () => unauthenticated('INVALID_CREDENTIALS', 'Wrong e-mail or password');

/** The login answer's user; the fields every user answer starts with. */
export function sessionUser(
  u: Pick<
    AuthUserRow,
    'id' | 'first_name' | 'last_name' | 'username' | 'email' | 'language' | 'roles' | 'two_fa_enabled'
  >,
): SessionUser {
  return {
    id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    username: u.username,
    email: u.email,
    language: u.language,
    roles: u.roles,
    twoFaEnabled: u.two_fa_enabled,
  };
}

export class AuthService {
  private readonly repo: AuthRepository;
  private readonly lockout: Lockout;
  /** Per client address, used by the routes around sign-in and codes. */
  readonly throttle: AddressThrottle;
  /** The SAML service provider (src/auth/saml). */
  readonly saml: SamlService;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
  ) {
    this.repo = new AuthRepository(db);
    this.lockout = new Lockout(this.repo);
    this.throttle = new AddressThrottle(db);
    this.saml = new SamlService(db, config);
  }

  /** Password check shared by both login steps; counts failures against the account from that address. */
  private async checkPassword(email: string, password: string, address: string): Promise<AuthUserRow> {
    await this.lockout.assertNotLocked(email, address);
    const user = await this.repo.userByEmail(email.trim());
    const ok = await verifyPassword(user?.is_active ? user.password_hash : null, password);
    if (!user || !ok) {
      await this.lockout.fail(email, address);
      throw invalidCredentials();
    }
    return user;
  }

  /** `address`: the client's (req.ip), which failures count against with the account (lockout.ts). */
  async login(email: string, password: string, address: string): Promise<LoginResult> {
    const user = await this.checkPassword(email, password, address);
    if (!user.two_fa_enabled) {
      await this.lockout.succeed(email, address);
      return this.issueSession(user);
    }
    await this.repo.voidPendingChallenges(user.id);
    const challengeId = await this.repo.createChallenge(user.id, this.config.otpTtlSeconds, CHALLENGE_TTL_SECONDS);
    try {
      await this.sendCode(user, challengeId, false);
    } catch (err) {
      // No code reached the person: the challenge must not wait for one (nor take a resend).
      await this.repo.consumeChallenge(challengeId);
      throw err;
    }
    return { twoFaRequired: true, user: { id: user.id, twoFaEnabled: true } };
  }

  async verifyCode(
    email: string,
    password: string,
    userId: number,
    otp: string,
    address: string,
  ): Promise<LoginResult> {
    const user = await this.checkPassword(email, password, address);
    if (user.id !== userId) {
      await this.lockout.fail(email, address);
      throw invalidCredentials();
    }
    const challenge = await this.repo.pendingChallenge(user.id, MAX_CODE_ATTEMPTS);
    if (!challenge) throw unauthenticated('CODE_EXPIRED', 'The code has expired. Log in again.');
    if (challenge.code_expired) throw unauthenticated('CODE_EXPIRED', 'The code has expired. Request a new one.');
    if (!otpMatches(challenge.code_hash, challenge.id, otp, this.config.jwtSecret)) {
      const attempts = await this.repo.countAttempt(challenge.id);
      const lockedFor = await this.lockout.fail(email, address);
      if (attempts >= MAX_CODE_ATTEMPTS) {
        await this.repo.consumeChallenge(challenge.id);
        throw tooManyAttempts(lockedFor, 'Too many wrong codes. Log in again.');
      }
      throw unauthenticated('INVALID_CODE', 'The code is not correct');
    }
    if (!(await this.repo.consumeChallenge(challenge.id))) {
      throw unauthenticated('CODE_EXPIRED', 'The code has already been used. Log in again.');
    }
    await this.lockout.succeed(email, address);
    return this.issueSession(user);
  }

  async resendCode(userId: number): Promise<{ sent: true }> {
    const user = await this.repo.userById(userId);
    const challenge = user?.is_active ? await this.repo.pendingChallenge(userId, MAX_CODE_ATTEMPTS) : undefined;
    if (!user || !challenge) throw notFound('There is no pending login for this user', 'NO_PENDING_LOGIN');
    if (challenge.seconds_since_sent < RESEND_INTERVAL_SECONDS) {
      throw tooManyAttempts(
        RESEND_INTERVAL_SECONDS - challenge.seconds_since_sent,
        'Wait before asking for a new code',
      );
    }
    if (challenge.resend_count >= MAX_RESENDS) {
      await this.repo.consumeChallenge(challenge.id);
      throw tooManyAttempts(0, 'Too many codes requested. Log in again.');
    }
    await this.sendCode(user, challenge.id, true);
    return { sent: true };
  }

  /**
   * Mails a new code, then stores it: a mail the server does not take (503 MAIL_UNAVAILABLE) changes nothing, so
   * a resend that fails leaves the previous code as valid as it was.
   */
  private async sendCode(user: AuthUserRow, challengeId: number, isResend: boolean): Promise<void> {
    const code = newOtp();
    await sendNow(this.mailer, loginCodeMail(user.email, user.language, code, this.config.otpTtlSeconds));
    await this.repo.setCode(
      challengeId,
      hashOtp(challengeId, code, this.config.jwtSecret),
      this.config.otpTtlSeconds,
      isResend,
    );
  }

  /** Exchanges the ACS's one-time code for a session (no e-mailed code: the IdP authenticated). */
  async samlLogin(code: string): Promise<LoginResult> {
    const userId = await this.saml.redeemCode(code);
    const user = userId === undefined ? undefined : await this.repo.userById(userId);
    if (!user?.is_active) throw invalidSsoCode();
    return this.issueSession(user);
  }

  async refresh(token: string): Promise<{ accessToken: string; refreshToken: string }> {
    const row = await this.repo.refreshTokenByHash(sha256(token));
    if (!row) throw unauthenticated('UNAUTHENTICATED', 'Invalid refresh token');
    if (row.used_at) {
      await this.repo.revokeFamily(row.family_id);
      throw unauthenticated('REFRESH_TOKEN_REUSED', 'This refresh token was already used; the session has been ended');
    }
    if (row.revoked_at || row.stale) throw unauthenticated('UNAUTHENTICATED', 'The session has ended');
    if (row.expired) throw unauthenticated('TOKEN_EXPIRED', 'The refresh token has expired');
    const user = await this.repo.userById(row.user_id);
    if (!user?.is_active) throw unauthenticated('UNAUTHENTICATED', 'The account is not active');
    if (!(await this.repo.markUsed(row.id))) {
      await this.repo.revokeFamily(row.family_id);
      throw unauthenticated('REFRESH_TOKEN_REUSED', 'This refresh token was already used; the session has been ended');
    }
    // A bump racing this refresh leaves both new tokens with the version read above: both are refused.
    const next = await this.issueRefreshToken(user, row.family_id);
    await this.repo.setReplacedBy(row.id, next.id);
    return { accessToken: await this.accessToken(user, row.family_id), refreshToken: next.token };
  }

  /** The JSON Web Key Set of the access tokens' public key (GET /v2/auth/jwks). */
  jwks() {
    return accessTokenKeys(this.config.jwtSecret).jwks;
  }

  async logout(token: string): Promise<void> {
    const row = await this.repo.refreshTokenByHash(sha256(token));
    if (row) await this.repo.revokeFamily(row.family_id);
  }

  private accessToken(user: AuthUserRow, familyId: string) {
    return signAccessToken(
      { userId: user.id, sid: familyId, ver: user.token_version },
      this.config.jwtSecret,
      this.config.accessTokenTtlSeconds,
    );
  }

  private async issueRefreshToken(user: AuthUserRow, familyId: string) {
    const token = newRefreshToken();
    const id = await this.repo.insertRefreshToken(user, familyId, sha256(token), this.config.refreshTokenTtlSeconds);
    return { id, token };
  }

  private async issueSession(user: AuthUserRow): Promise<LoginResult> {
    const familyId = newFamilyId();
    const refresh = await this.issueRefreshToken(user, familyId);
    return {
      accessToken: await this.accessToken(user, familyId),
      refreshToken: refresh.token,
      user: sessionUser(user),
    };
  }
}
