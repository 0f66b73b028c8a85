import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { createMailer } from '../mail/index.js';
import { DEMO_PASSWORD, demoAccount } from '../testing.js';
import { AddressThrottle, THROTTLE_RULES } from './throttle.js';

/** Sign-in and one-time codes per client address (X-Forwarded-For from the gateway on loopback). */
describeEachDb('throttling per client address', (ctx) => {
  const from = (t: TestContext, address: string, path: string, body: object, baseUrl?: string) =>
    baseUrl
      ? fetch(baseUrl + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as any, headers: r.headers }))
      : t.request('POST', path, { body, headers: { 'x-forwarded-for': address } });

  const expectThrottled = (res: { status: number; body: any; headers: Headers }, windowSeconds: number) => {
    expect(res.status, JSON.stringify(res.body)).toBe(429);
    expectErrorShape(res.body, 429, 'TOO_MANY_ATTEMPTS');
    expect(res.body.retryAfterSeconds).toBeGreaterThan(windowSeconds - 60);
    expect(res.body.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
    expect(res.headers.get('retry-after')).toBe(String(res.body.retryAfterSeconds));
  };

  it('password spraying from one address (one try per e-mail) is slowed to 429; another address is not', async () => {
    const t = ctx();
    const { limit, windowSeconds } = THROTTLE_RULES.signIn;
    for (let i = 0; i < limit; i++) {
      const res = await from(t, '203.0.113.7', '/v2/auth', { email: `sprayed${i}@vakt.test`, password: 'Summer2026!' });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    expectThrottled(
      await from(t, '203.0.113.7', '/v2/auth', { email: 'sprayed-last@vakt.test', password: 'Summer2026!' }),
      windowSeconds,
    );
    // Even the right password waits: the address, not the account, is throttled.
    const admin = demoAccount('admin');
    expectThrottled(
      await from(t, '203.0.113.7', '/v2/auth', { email: admin.email, password: DEMO_PASSWORD }),
      windowSeconds,
    );
    const elsewhere = await from(t, '198.51.100.9', '/v2/auth', { email: admin.email, password: DEMO_PASSWORD });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.accessToken).toEqual(expect.any(String));
  });

  it('successful sign-ins do not use up the budget of an address', async () => {
    const t = ctx();
    const admin = demoAccount('admin');
    for (let i = 0; i < THROTTLE_RULES.signIn.limit + 3; i++) {
      const res = await from(t, '203.0.113.20', '/v2/auth', { email: admin.email, password: DEMO_PASSWORD });
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('one-time code guesses over many accounts are limited per address', async () => {
    const t = ctx();
    const { limit, windowSeconds } = THROTTLE_RULES.code;
    const guess = (address: string, i: number) =>
      from(t, address, '/v2/auth/2fa', { email: `guess${i}@vakt.test`, password: 'x', userId: 1, otp: '000000' });
    for (let i = 0; i < limit; i++) expect((await guess('203.0.113.30', i)).status).toBe(401);
    expectThrottled(await guess('203.0.113.30', limit), windowSeconds);
    expect((await guess('198.51.100.30', limit)).status).toBe(401);
  });

  it('code resends are limited per address, whether or not a login is pending', async () => {
    const t = ctx();
    const { limit, windowSeconds } = THROTTLE_RULES.codeResend;
    for (let i = 0; i < limit; i++) {
      expect((await from(t, '203.0.113.40', '/v2/auth/2fa/refresh', { userId: 1 })).status).toBe(404);
    }
    expectThrottled(await from(t, '203.0.113.40', '/v2/auth/2fa/refresh', { userId: 1 }), windowSeconds);
    expect((await from(t, '198.51.100.40', '/v2/auth/2fa/refresh', { userId: 1 })).status).toBe(404);
  });

  it('rows of windows that ended long ago are swept', async () => {
    const t = ctx();
    await t.db.query(
      `INSERT INTO auth_throttle (address, action, window_start, attempts) VALUES ('192.0.2.1', 'signIn', now() - interval '2 days', 3)`,
    );
    await new AddressThrottle(t.db, THROTTLE_RULES, 1).run('signIn', '192.0.2.2', async () => 'ok');
    const rows = await t.db.query<{ address: string }>(
      `SELECT address FROM auth_throttle WHERE address LIKE '192.0.2.%' ORDER BY address`,
    );
    expect(rows.map((r) => r.address)).toEqual(['192.0.2.2']);
  });

  it('the count lives in the database: a second platform process on it sees the same address throttled', async () => {
    const t = ctx();
    const second = buildApp({
      db: t.db,
      config: t.platform.config,
      mailer: createMailer({ outboxDir: t.platform.outboxDir, from: 'x@vakt.test' }),
    });
    const url = await second.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { limit, windowSeconds } = THROTTLE_RULES.signIn;
      for (let i = 0; i < limit; i++) {
        const res = await from(
          t,
          '203.0.113.50',
          '/v2/auth',
          { email: `replica${i}@vakt.test`, password: 'nope' },
          i % 2 ? url : undefined,
        );
        expect(res.status).toBe(401);
      }
      expectThrottled(
        await from(t, '203.0.113.50', '/v2/auth', { email: 'replica-last@vakt.test', password: 'nope' }, url),
        windowSeconds,
      );
      expectThrottled(
        await from(t, '203.0.113.50', '/v2/auth', { email: 'replica-last@vakt.test', password: 'nope' }),
        windowSeconds,
      );
    } finally {
      await second.close();
    }
  });
});
