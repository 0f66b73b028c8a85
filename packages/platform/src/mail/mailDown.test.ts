import { afterEach, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../test/harness.js';
import { closedPort, codeOf, startSmtp } from '../../test/mailbox.js';
import { createNetwork, eventually } from '../integrations/outbox/deliveryTestKit.js';
import { after, insertDevice, minutes, notificationsOf } from '../modules/deviceHealth/healthTestKit.js';
import { runHealthCheck } from '../modules/deviceHealth/job.js';
import { decodeMail, newUserBody, writeCounts } from '../modules/users/usersTestKit.js';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts.js';

/**
 * The mail server is down (a loopback port nothing listens on) unless a test brings one up on that port: mails a
 * person waits for answer 503 MAIL_UNAVAILABLE with nothing half-written; a queued device warning waits and goes
 * out once the server is back.
 */
let port = 0;
let server: Awaited<ReturnType<typeof startSmtp>> | undefined;
const serverUp = async () => (server = await startSmtp({ port }));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function expectMailUnavailable(res: { status: number; body: any; headers: Headers }) {
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expectErrorShape(res.body, 503, 'MAIL_UNAVAILABLE');
  expect(res.body.errorMessage).toBe('The e-mail could not be sent. Try again in a moment.');
  expect(res.body.retryAfterSeconds).toBe(30);
  expect(res.headers.get('retry-after')).toBe('30');
  // The mail server's own words stay in the log.
  expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
}

/** What a sign-in leaves behind for an account: its live challenges, lockout failures and the address's count. */
async function signInTraces(t: TestContext, userId: number, email: string) {
  const q = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;
  return {
    liveChallenges: await q(
      'SELECT count(*)::int AS n FROM login_challenges WHERE user_id = $1 AND consumed_at IS NULL AND expires_at > now()',
      [userId],
    ),
    lockoutFailures: await q('SELECT coalesce(sum(failures), 0)::int AS n FROM auth_lockouts WHERE email = $1', [
      email.toLowerCase(),
    ]),
    addressSignIns: await q(
      "SELECT coalesce(sum(attempts), 0)::int AS n FROM auth_throttle WHERE action = 'signIn' AND address = '127.0.0.1'",
      [],
    ),
  };
}

describeEachDb(
  'mail server down: synchronous mails answer 503 MAIL_UNAVAILABLE, queued mails wait',
  (ctx) => {
    it('user creation: 503, and no user, membership or audit row (rolled back); with the server back it works', async () => {
      const t = ctx();
      const token = await t.tokenOf('admin');
      const body = newUserBody(2);
      const before = await writeCounts(t.db);
      expectMailUnavailable(await t.request('POST', '/backoffice/users', { token, body }));
      expect(await writeCounts(t.db)).toEqual(before);
      expect(await t.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [body.email])).toEqual([]);

      await serverUp();
      const created = await t.request('POST', '/backoffice/users', { token, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(decodeMail((await server!.lastTo(body.email)).raw)).toContain('Välkommen');
    });

    it('password reset: 503, the old password still signs in, sessions and audit trail untouched', async () => {
      const t = ctx();
      const token = await t.tokenOf('admin');
      await serverUp();
      const body = newUserBody(2);
      const created = await t.request('POST', '/backoffice/users', { token, body });
      expect(created.status).toBe(201);
      const password = /Lösenord: (\S+)/.exec(decodeMail((await server!.lastTo(body.email)).raw))![1]!;
      const session = await t.login(body.email, password);
      expect(session.status).toBe(200);
      await server!.close();
      server = undefined;

      const before = await writeCounts(t.db);
      const reset = await t.request('PUT', `/backoffice/users/${created.body.id}/reset-password`, {
        token,
        body: { password: 'Another!pass42' },
      });
      expectMailUnavailable(reset);
      expect(await writeCounts(t.db)).toEqual(before);
      const refreshed = await t.request('POST', '/v2/auth/refresh', {
        headers: { authorization: `Bearer ${session.body.refreshToken}` },
      });
      expect(refreshed.status).toBe(200);
      expect((await t.login(body.email, password)).status).toBe(200);
      expect((await t.login(body.email, 'Another!pass42')).status).toBe(401);
    });

    it('two-factor sign-in: 503, no usable challenge (no resend, no code step), no lockout or address count charged', async () => {
      const t = ctx();
      const account = demoAccount('twofa');
      const before = await signInTraces(t, account.id, account.email);
      expect(before.liveChallenges).toBe(0);
      expectMailUnavailable(await t.login(account.email, DEMO_PASSWORD));
      expect(await signInTraces(t, account.id, account.email)).toEqual(before);
      const resend = await t.post('/v2/auth/2fa/refresh', { userId: account.id });
      expect(resend.status).toBe(404);
      expectErrorShape(resend.body, 404, 'NO_PENDING_LOGIN');
      // Whatever code one tries, there is no challenge to try it on.
      const guess = await t.post('/v2/auth/2fa', {
        email: account.email,
        password: DEMO_PASSWORD,
        userId: account.id,
        otp: '123456',
      });
      expect(guess.status).toBe(401);
      expectErrorShape(guess.body, 401, 'CODE_EXPIRED');

      // The server back: the same account signs in at once (nothing was locked).
      await serverUp();
      expect((await t.login(account.email, DEMO_PASSWORD)).body).toMatchObject({ twoFaRequired: true });
      const code = codeOf((await server!.lastTo(account.email)).raw);
      const ok = await t.post('/v2/auth/2fa', {
        email: account.email,
        password: DEMO_PASSWORD,
        userId: account.id,
        otp: code,
      });
      expect(ok.status).toBe(200);
    });

    it('a resend the server does not take: 503, and the code mailed before stays exactly as valid', async () => {
      const t = ctx();
      const [user] = await t.db.query<{ id: number; email: string }>(
        'SELECT id, email FROM users WHERE id > 5 AND is_active AND two_fa_enabled ORDER BY id LIMIT 1',
      );
      await serverUp();
      expect((await t.login(user!.email, DEMO_PASSWORD)).body).toMatchObject({ twoFaRequired: true });
      const code = codeOf((await server!.lastTo(user!.email)).raw);
      await server!.close();
      server = undefined;
      // The last code went out 31 s ago: a resend is allowed.
      await t.db.query(`UPDATE login_challenges SET last_sent_at = now() - interval '31 seconds' WHERE user_id = $1`, [
        user!.id,
      ]);
      const challenge = () =>
        t.db.query(
          `SELECT id, code_hash, code_expires_at, last_sent_at, resend_count, attempts, consumed_at
             FROM login_challenges WHERE user_id = $1 ORDER BY id`,
          [user!.id],
        );
      const before = await challenge();
      expectMailUnavailable(await t.post('/v2/auth/2fa/refresh', { userId: user!.id }));
      expect(await challenge()).toEqual(before);
      const ok = await t.post('/v2/auth/2fa', {
        email: user!.email,
        password: DEMO_PASSWORD,
        userId: user!.id,
        otp: code,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    });

    it('a device warning waits in the queue while the server is down, is retried, and is delivered once when it is back', async () => {
      const t = ctx();
      const net = await createNetwork(t.db);
      const at = new Date();
      const d = await insertDevice(t.db, { clientId: net.clientId, lastSignalAt: at, isOnline: true });
      expect(await runHealthCheck(t.db, { now: after(at, minutes(16)) })).toMatchObject({
        wentOffline: 1,
        emailsQueued: 1,
      });
      const email = async () => (await notificationsOf(t.db, d.id)).find((n) => n.channel === 'email')!;
      const queued = async () =>
        (
          await t.db.query<{ attempts: number; sent_at: Date | null; error: string | null; last_error: string | null }>(
            `SELECT q.attempts, q.sent_at, q.error, q.last_error FROM mail_queue q
               JOIN device_notifications n ON n.id = q.device_notification_id WHERE n.device_id = $1`,
            [d.id],
          )
        )[0]!;
      // The platform's sender tries every 50 ms, 100 ms apart: several attempts fail, none is final.
      await eventually(async () => expect((await queued()).attempts).toBeGreaterThanOrEqual(3));
      expect(await queued()).toMatchObject({
        sent_at: null,
        error: null,
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(await email()).toMatchObject({ sent_at: null, error: null });

      await serverUp();
      await eventually(async () => expect((await email()).sent_at).not.toBeNull());
      expect(await queued()).toMatchObject({ sent_at: expect.any(Date), error: null });
      // A few more turns of the sender: still one mail.
      await new Promise((r) => setTimeout(r, 300));
      expect(server!.countTo(net.clientAdminEmail)).toBe(1);
    });
  },
  async () => {
    port = await closedPort();
    return {
      mail: { smtpUrl: `smtp://127.0.0.1:${port}` },
      mailQueue: { intervalMs: 50, sender: { backoff: { baseMs: 100, factor: 1, maxMs: 100 } } },
    };
  },
);
