import { afterAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../test/harness.js';
import { codeOf, startSmtp } from '../../test/mailbox.js';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts.js';

const OTP_TTL_SECONDS = 4;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterAll(async () => smtp?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seeded two-factor users, one per test, so lockouts and challenges do not interfere. */
async function twoFaUser(t: TestContext, offset: number) {
  const rows = await t.db.query<{ id: number; email: string; language: string }>(
    'SELECT id, email, language FROM users WHERE id > 5 AND is_active AND two_fa_enabled ORDER BY id OFFSET $1 LIMIT 1',
    [offset],
  );
  return rows[0]!;
}

async function startLogin(t: TestContext, email: string) {
  const before = smtp!.countTo(email);
  const res = await t.login(email, DEMO_PASSWORD);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFaRequired: true, user: { id: expect.any(Number), twoFaEnabled: true } });
  const mail = await smtp!.lastTo(email, before);
  return { userId: res.body.user.id as number, code: codeOf(mail.raw), mail };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeEachDb(
  'auth: two-factor login with a real SMTP server',
  (ctx) => {
    it('requires the e-mailed code, then issues a session', async () => {
      const t = ctx();
      const account = demoAccount('twofa');
      const { userId, code, mail } = await startLogin(t, account.email);
      expect(userId).toBe(account.id);
      expect(mail.raw).toMatch(/Subject: Your Vakt login code/);
      const res = await t.post('/v2/auth/2fa', { email: account.email, password: DEMO_PASSWORD, userId, otp: code });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: account.id, twoFaEnabled: true, roles: [13] });
      expect((await t.get('/backoffice/version', res.body.accessToken)).status).toBe(200);
      // The code is single-use.
      const again = await t.post('/v2/auth/2fa', { email: account.email, password: DEMO_PASSWORD, userId, otp: code });
      expect(again.status).toBe(401);
      expectErrorShape(again.body, 401, 'CODE_EXPIRED');
    });

    it('writes the mail in the user language', async () => {
      const t = ctx();
      const [sv] = await t.db.query<{ email: string }>(
        "SELECT email FROM users WHERE id > 5 AND is_active AND two_fa_enabled AND language = 'sv' ORDER BY id DESC LIMIT 1",
      );
      const { mail } = await startLogin(t, sv!.email);
      expect(mail.raw).toMatch(/Subject: =\?UTF-8\?.*\?=|Subject: Din inloggningskod/);
      expect(mail.raw).toMatch(/Din eng|inloggning/);
    });

    it('rejects a wrong code and keeps the right one valid', async () => {
      const t = ctx();
      const u = await twoFaUser(t, 0);
      const { userId, code } = await startLogin(t, u.email);
      const wrong = await t.post('/v2/auth/2fa', {
        email: u.email,
        password: DEMO_PASSWORD,
        userId,
        otp: otherCode(code),
      });
      expect(wrong.status).toBe(401);
      expectErrorShape(wrong.body, 401, 'INVALID_CODE');
      const right = await t.post('/v2/auth/2fa', { email: u.email, password: DEMO_PASSWORD, userId, otp: code });
      expect(right.status).toBe(200);
    });

    it('refuses an expired code', async () => {
      const t = ctx();
      const u = await twoFaUser(t, 1);
      const { userId, code } = await startLogin(t, u.email);
      await sleep(OTP_TTL_SECONDS * 1000 + 300);
      const res = await t.post('/v2/auth/2fa', { email: u.email, password: DEMO_PASSWORD, userId, otp: code });
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 401, 'CODE_EXPIRED');
    });

    it('voids the challenge after 5 wrong codes', async () => {
      const t = ctx();
      const u = await twoFaUser(t, 2);
      const { userId, code } = await startLogin(t, u.email);
      const body = { email: u.email, password: DEMO_PASSWORD, userId, otp: otherCode(code) };
      for (let i = 1; i <= 4; i++) expect((await t.post('/v2/auth/2fa', body)).body.errorCode).toBe('INVALID_CODE');
      const fifth = await t.post('/v2/auth/2fa', body);
      expect(fifth.status).toBe(429);
      expectErrorShape(fifth.body, 429, 'TOO_MANY_ATTEMPTS');
      expect(typeof fifth.body.retryAfterSeconds).toBe('number');
      // Even the right code no longer works: this address is locked out of the account and the challenge is void.
      const right = await t.post('/v2/auth/2fa', { ...body, otp: code });
      expect(right.status).toBe(429);
      expect((await t.login(u.email, DEMO_PASSWORD)).status).toBe(429);
      // From another address the challenge is still void, and a new sign-in starts a new one.
      const elsewhere = { 'x-forwarded-for': '198.51.100.77' };
      const voided = await t.request('POST', '/v2/auth/2fa', { body: { ...body, otp: code }, headers: elsewhere });
      expect(voided.status).toBe(401);
      expectErrorShape(voided.body, 401, 'CODE_EXPIRED');
      const again = await t.request('POST', '/v2/auth', {
        body: { email: u.email, password: DEMO_PASSWORD },
        headers: elsewhere,
      });
      expect(again.status).toBe(200);
      expect(again.body.twoFaRequired).toBe(true);
    });

    it('wrong codes and passwords from rotating addresses lock none of them and not the owner', async () => {
      const t = ctx();
      const u = await twoFaUser(t, 5);
      const { userId, code } = await startLogin(t, u.email);
      const body = { email: u.email, password: DEMO_PASSWORD, userId, otp: otherCode(code) };
      const guess = (address: string, guessed: object) =>
        t.request('POST', '/v2/auth/2fa', { body: guessed, headers: { 'x-forwarded-for': address } });
      // Five failures on the account (four codes, one password), each from its own address.
      for (let i = 1; i <= 4; i++) expect((await guess(`192.0.2.${i}`, body)).body.errorCode).toBe('INVALID_CODE');
      expect((await guess('192.0.2.5', { ...body, password: 'wrong' })).body.errorCode).toBe('INVALID_CREDENTIALS');
      const right = await t.request('POST', '/v2/auth/2fa', {
        body: { ...body, otp: code },
        headers: { 'x-forwarded-for': '198.51.100.78' },
      });
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      expect(right.body.accessToken).toMatch(/^ey/);
    });

    it('resend replaces the code and is rate limited', async () => {
      const t = ctx();
      const u = await twoFaUser(t, 3);
      const { userId, code: oldCode } = await startLogin(t, u.email);
      const tooSoon = await t.post('/v2/auth/2fa/refresh', { userId });
      expect(tooSoon.status).toBe(429);
      expectErrorShape(tooSoon.body, 429, 'TOO_MANY_ATTEMPTS');
      expect(tooSoon.body.retryAfterSeconds).toBeGreaterThan(0);

      // Pretend the last mail went out 31 s ago instead of waiting.
      await t.db.query(`UPDATE login_challenges SET last_sent_at = now() - interval '31 seconds' WHERE user_id = $1`, [
        userId,
      ]);
      const before = smtp!.countTo(u.email);
      const resent = await t.post('/v2/auth/2fa/refresh', { userId });
      expect(resent.status).toBe(200);
      expect(resent.body).toEqual({ sent: true });
      const newCode = codeOf((await smtp!.lastTo(u.email, before)).raw);

      if (newCode !== oldCode) {
        const old = await t.post('/v2/auth/2fa', { email: u.email, password: DEMO_PASSWORD, userId, otp: oldCode });
        expect(old.status).toBe(401);
        expectErrorShape(old.body, 401, 'INVALID_CODE');
      }
      const ok = await t.post('/v2/auth/2fa', { email: u.email, password: DEMO_PASSWORD, userId, otp: newCode });
      expect(ok.status).toBe(200);
    });

    it('resend without a pending login answers 404 NO_PENDING_LOGIN', async () => {
      const res = await ctx().post('/v2/auth/2fa/refresh', { userId: 1 });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404, 'NO_PENDING_LOGIN');
    });

    it('the code step still checks the password', async () => {
      const t = ctx();
      const u = await twoFaUser(t, 4);
      const { userId, code } = await startLogin(t, u.email);
      const res = await t.post('/v2/auth/2fa', { email: u.email, password: 'wrong', userId, otp: code });
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 401, 'INVALID_CREDENTIALS');
    });
  },
  async () => {
    smtp ??= await startSmtp();
    return { mail: { smtpUrl: smtp.url }, env: { OTP_TTL_SECONDS: String(OTP_TTL_SECONDS) } };
  },
);
