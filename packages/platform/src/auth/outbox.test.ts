import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';
import { codeOf, lastOutboxMail } from '../../test/mailbox.js';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts.js';

describeEachDb('auth: two-factor code from the outbox folder (no SMTP)', (ctx) => {
  it('writes the code mail as .eml and accepts the code', async () => {
    const t = ctx();
    const account = demoAccount('twofa');
    const login = await t.login(account.email, DEMO_PASSWORD);
    expect(login.body.twoFaRequired).toBe(true);
    const raw = await lastOutboxMail(t.platform.outboxDir, account.email);
    expect(raw).toMatch(/^To: twofa@vakt.test$/m);
    const res = await t.post('/v2/auth/2fa', {
      email: account.email,
      password: DEMO_PASSWORD,
      userId: account.id,
      otp: codeOf(raw),
    });
    expect(res.status).toBe(200);
    expect(res.body.refreshToken).toBeTruthy();
  });
});
