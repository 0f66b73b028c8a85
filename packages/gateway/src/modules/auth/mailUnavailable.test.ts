import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../ids.js';
import { DEMO_PASSWORD, startStack, type Stack } from '../../../test/support/stack.js';

const LOGIN = 'CredentialsFormLoginMutation';
const RESEND = 'OneTimeCodeFormResendMutation';
const CREATE_USER = `mutation ($input: UserInput!) { createUser(input: $input) { user { id } errors { field code } } }`;

/** A loopback port nothing listens on: the platform's mail server is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The platform's 503 MAIL_UNAVAILABLE, passed through with its words, code and wait (never "Unexpected error."). */
const MAIL_UNAVAILABLE = {
  message: 'The e-mail could not be sent. Try again in a moment.',
  extensions: expect.objectContaining({
    code: 'SERVICE_UNAVAILABLE',
    errorCode: 'MAIL_UNAVAILABLE',
    retryAfterSeconds: 30,
  }),
};

describe('auth and users with the mail server down', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => stack?.close());

  it('a two-factor login shows MAIL_UNAVAILABLE with the platform message and sets no cookie', async () => {
    const answer = await stack.gateway.persisted(LOGIN, {
      input: { email: 'twofa@vakt.test', password: DEMO_PASSWORD },
    });
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([expect.objectContaining(MAIL_UNAVAILABLE)]);
    expect(answer.setCookies).toEqual([]);
  });

  it('a code resend shows MAIL_UNAVAILABLE', async () => {
    const [user] = await stack.platform.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'twofa@vakt.test'",
    );
    // A pending sign-in whose last code went out 31 s ago (the resend interval is over).
    await stack.platform.db.query(
      `INSERT INTO login_challenges (user_id, code_hash, code_expires_at, expires_at, last_sent_at)
       VALUES ($1, 'x', now() + interval '5 minutes', now() + interval '15 minutes', now() - interval '31 seconds')`,
      [user!.id],
    );
    const answer = await stack.gateway.persisted(RESEND, { input: { userId: toGlobalId('User', user!.id) } });
    expect(answer.errors).toEqual([expect.objectContaining(MAIL_UNAVAILABLE)]);
  });

  it('creating a user shows MAIL_UNAVAILABLE (no field errors, no user)', async () => {
    const { accessToken } = await stack.signIn('admin@vakt.test');
    const email = `mail-down-${Date.now().toString(36)}@gw.vakt.test`;
    const answer = await stack.gateway.graphql(
      CREATE_USER,
      {
        input: {
          email,
          username: email.split('@')[0],
          firstName: 'Mail',
          lastName: 'Down',
          role: 'USER',
          clientId: toGlobalId('Client', 3),
        },
      },
      { accessToken },
    );
    expect(answer.errors, answer.text).toEqual([
      expect.objectContaining({ ...MAIL_UNAVAILABLE, path: ['createUser'] }),
    ]);
    expect(await stack.platform.db.query('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
  });
});
