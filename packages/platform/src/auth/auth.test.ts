import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../test/harness.js';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts.js';
import { startSession } from '../testing.js';
import { AuthRepository } from './repository.js';

/** Seeded users nobody else in this file touches, so lockouts do not leak between tests. */
async function freshUser(t: TestContext, offset: number) {
  const rows = await t.db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE id > 5 AND is_active AND NOT two_fa_enabled ORDER BY id OFFSET $1 LIMIT 1',
    [offset],
  );
  return rows[0]!;
}

describeEachDb('auth: login, lockout, refresh, logout', (ctx) => {
  it('logs in with the demo password and returns the session user', async () => {
    const admin = demoAccount('admin');
    const res = await ctx().login(admin.email.toUpperCase(), DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toMatch(/^ey/);
    expect(typeof res.body.refreshToken).toBe('string');
    expect(res.body.user).toEqual({
      id: admin.id,
      firstName: admin.firstName,
      lastName: admin.lastName,
      username: 'admin',
      email: admin.email,
      language: 'en',
      roles: [13],
      twoFaEnabled: false,
    });
  });

  it('rejects a wrong password and an unknown e-mail alike', async () => {
    const u = await freshUser(ctx(), 0);
    const wrong = await ctx().login(u.email, 'not-the-password');
    const unknown = await ctx().login('nobody-here@vakt.test', DEMO_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 401, 'INVALID_CREDENTIALS');
    }
    expect(wrong.body.errorMessage).toBe(unknown.body.errorMessage);
  });

  it('validates the body', async () => {
    const res = await ctx().post('/v2/auth', { email: 'a@b.c' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ password: 'REQUIRED' });
    const bad = await ctx().request('POST', '/v2/auth', {
      raw: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body, 400);
  });

  /** A sign-in from `address` (the platform believes X-Forwarded-For from loopback, as from the gateway). */
  const loginFrom = (t: TestContext, address: string, email: string, password: string) =>
    t.request('POST', '/v2/auth', { body: { email, password }, headers: { 'x-forwarded-for': address } });

  it('locks an address out of an account after 5 failures from it, with exponential backoff', async () => {
    const t = ctx();
    const u = await freshUser(t, 1);
    const from = '203.0.113.61';
    for (let i = 1; i <= 5; i++) {
      const res = await loginFrom(t, from, u.email, `wrong-${i}`);
      expect(res.status).toBe(401);
    }
    const locked = await loginFrom(t, from, u.email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expectErrorShape(locked.body, 429, 'TOO_MANY_ATTEMPTS');
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(25);
    expect(locked.body.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(locked.headers.get('retry-after')).toBe(String(locked.body.retryAfterSeconds));

    // The lock ran out: the next failure locks for twice as long.
    await t.db.query(`UPDATE auth_lockouts SET locked_until = now() - interval '1 second' WHERE email = $1`, [u.email]);
    expect((await loginFrom(t, from, u.email, 'wrong-6')).status).toBe(401);
    const longer = await loginFrom(t, from, u.email, DEMO_PASSWORD);
    expect(longer.status).toBe(429);
    expect(longer.body.retryAfterSeconds).toBeGreaterThan(55);
    expect(longer.body.retryAfterSeconds).toBeLessThanOrEqual(60);

    // After the lock, a correct password clears the count.
    await t.db.query(`UPDATE auth_lockouts SET locked_until = now() - interval '1 second' WHERE email = $1`, [u.email]);
    expect((await loginFrom(t, from, u.email, DEMO_PASSWORD)).status).toBe(200);
    expect((await loginFrom(t, from, u.email, 'wrong-again')).status).toBe(401);
    expect((await loginFrom(t, from, u.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a locked-out address does not lock the owner, who signs in from another address; that success leaves the lock', async () => {
    const t = ctx();
    const u = await freshUser(t, 20);
    for (let i = 1; i <= 5; i++) expect((await loginFrom(t, '203.0.113.62', u.email, `wrong-${i}`)).status).toBe(401);
    expect((await loginFrom(t, '203.0.113.62', u.email, DEMO_PASSWORD)).status).toBe(429);
    const owner = await loginFrom(t, '198.51.100.62', u.email, DEMO_PASSWORD);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.body.accessToken).toMatch(/^ey/);
    expect((await loginFrom(t, '203.0.113.62', u.email, DEMO_PASSWORD)).status).toBe(429);
  });

  it('5 failures from rotating addresses lock no one: the owner signs in from a fresh address', async () => {
    const t = ctx();
    const admin = demoAccount('admin');
    for (let i = 1; i <= 12; i++) {
      const res = await loginFrom(t, `192.0.2.${100 + i}`, admin.email, `wrong-${i}`);
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    // Each rotating address failed once: none of them is locked either.
    expect((await loginFrom(t, '192.0.2.101', admin.email, 'wrong-again')).status).toBe(401);
    const owner = await loginFrom(t, '198.51.100.63', admin.email, DEMO_PASSWORD);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it('an IPv6 client counts by its /64: rotating addresses inside it share one lock', async () => {
    const t = ctx();
    const u = await freshUser(t, 21);
    for (let i = 1; i <= 5; i++)
      expect((await loginFrom(t, `2001:db8:1:2::${i.toString(16)}`, u.email, `wrong-${i}`)).status).toBe(401);
    expect((await loginFrom(t, '2001:db8:1:2:ffff::9', u.email, DEMO_PASSWORD)).status).toBe(429);
    expect((await loginFrom(t, '2001:db8:1:3::1', u.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks unknown e-mails the same way (no account enumeration)', async () => {
    const t = ctx();
    for (let i = 0; i < 5; i++) expect((await t.login('ghost@vakt.test', 'x')).status).toBe(401);
    const res = await t.login('ghost@vakt.test', 'x');
    expect(res.status).toBe(429);
  });

  it('rows that lock and count nothing any more are swept', async () => {
    const t = ctx();
    await t.db.query(
      `INSERT INTO auth_lockouts (email, address, failures, last_failure_at, locked_until) VALUES
         ('stale@vakt.test', '192.0.2.1', 3, now() - interval '2 days', NULL),
         ('stale@vakt.test', '192.0.2.2', 9, now() - interval '2 days', now() + interval '1 hour')`,
    );
    await new AuthRepository(t.db).sweepLockouts();
    const rows = await t.db.query<{ address: string }>(
      `SELECT address FROM auth_lockouts WHERE email = 'stale@vakt.test' ORDER BY address`,
    );
    expect(rows.map((r) => r.address)).toEqual(['192.0.2.2']);
  });

  it('rotates refresh tokens; the old one then fails', async () => {
    const t = ctx();
    const u = await freshUser(t, 2);
    const login = await t.login(u.email, DEMO_PASSWORD);
    const first = login.body.refreshToken;
    const rotated = await t.post('/v2/auth/refresh', undefined, first);
    expect(rotated.status).toBe(200);
    expect(rotated.body.accessToken).toMatch(/^ey/);
    expect(rotated.body.refreshToken).not.toBe(first);
    const me = await t.get(`/backoffice/users/${u.id}`, rotated.body.accessToken);
    expect(me.status).toBe(200);

    const again = await t.post('/v2/auth/refresh', undefined, first);
    expect(again.status).toBe(401);
    expectErrorShape(again.body, 401, 'REFRESH_TOKEN_REUSED');
  });

  it('reuse of a rotated token revokes the whole family, the newest token too', async () => {
    const t = ctx();
    const u = await freshUser(t, 3);
    const a = (await t.login(u.email, DEMO_PASSWORD)).body.refreshToken;
    const b = (await t.post('/v2/auth/refresh', undefined, a)).body.refreshToken;
    const c = (await t.post('/v2/auth/refresh', undefined, b)).body.refreshToken;
    expect(c).toBeTruthy();
    expect((await t.post('/v2/auth/refresh', undefined, a)).body.errorCode).toBe('REFRESH_TOKEN_REUSED');
    const newest = await t.post('/v2/auth/refresh', undefined, c);
    expect(newest.status).toBe(401);
    expectErrorShape(newest.body, 401);

    // Another session of the same user is not affected.
    const other = (await t.login(u.email, DEMO_PASSWORD)).body.refreshToken;
    expect((await t.post('/v2/auth/refresh', undefined, other)).status).toBe(200);
  });

  it('logout revokes the family', async () => {
    const t = ctx();
    const u = await freshUser(t, 4);
    const token = (await t.login(u.email, DEMO_PASSWORD)).body.refreshToken;
    const out = await t.post('/v2/auth/logout', undefined, token);
    expect(out.status).toBe(204);
    const res = await t.post('/v2/auth/refresh', undefined, token);
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 401);
  });

  it('refresh without a token or with garbage answers 401', async () => {
    const none = await ctx().post('/v2/auth/refresh');
    expect(none.status).toBe(401);
    expectErrorShape(none.body, 401, 'UNAUTHENTICATED');
    const garbage = await ctx().post('/v2/auth/refresh', undefined, 'nope');
    expect(garbage.status).toBe(401);
    expectErrorShape(garbage.body, 401, 'UNAUTHENTICATED');
  });

  it('an expired access token answers 401 TOKEN_EXPIRED, a forged one UNAUTHENTICATED', async () => {
    const t = ctx();
    const now = Math.floor(Date.now() / 1000);
    const { accessToken: expiredToken } = await startSession(t.platform, demoAccount('admin').id, -10);
    const expired = await t.get('/backoffice/version', expiredToken);
    expect(expired.status).toBe(401);
    expectErrorShape(expired.body, 401, 'TOKEN_EXPIRED');
    const forgedToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('vakt-platform')
      .setIssuedAt(now - 1000)
      .setExpirationTime(now + 600)
      .sign(new Uint8Array(32));
    const forged = await t.get('/backoffice/version', forgedToken);
    expect(forged.status).toBe(401);
    expectErrorShape(forged.body, 401, 'UNAUTHENTICATED');
    const missing = await t.get('/backoffice/version');
    expect(missing.status).toBe(401);
    expectErrorShape(missing.body, 401, 'UNAUTHENTICATED');
  });

  it('SSO: an unclaimed e-mail domain answers SSO_NOT_CONFIGURED, an unknown code INVALID_SSO_CODE (src/auth/saml has the rest)', async () => {
    const init = await ctx().post('/v2/auth/saml/init', { email: 'admin@vakt.test' });
    expect(init.status).toBe(400);
    expectErrorShape(init.body, 400, 'SSO_NOT_CONFIGURED');
    expect(init.body.errorMessage).toBe('Single sign-on is not configured for this account');
    const login = await ctx().post('/v2/auth/saml/login', { saml: 'x' });
    expect(login.status).toBe(401);
    expectErrorShape(login.body, 401, 'INVALID_SSO_CODE');
  });
});
