import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useStack } from '../../../test/support/stack.js';

/** The platform throttles sign-in per client address; the gateway forwards the browser's address to it. */
describe('sign-in from one browser address', () => {
  const suite = useStack();
  const loginFrom = (address: string, email: string, password: string) =>
    suite.stack.gateway.persisted(
      'CredentialsFormLoginMutation',
      { input: { email, password } },
      { headers: { 'x-forwarded-for': address } },
    );

  it('password spraying through the gateway is throttled for that address only', async () => {
    // The gateway's peer is 127.0.0.1 here, so the platform (trusting loopback) reads the address given in front.
    let answer = await loginFrom('203.0.113.77', 'nobody0@vakt.test', 'Guess123!');
    for (let i = 1; answer.errors?.[0]?.extensions?.errorCode === 'INVALID_CREDENTIALS' && i < 40; i++) {
      answer = await loginFrom('203.0.113.77', `nobody${i}@vakt.test`, 'Guess123!');
    }
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: expect.any(Number),
    });
    const sprayed = await loginFrom('203.0.113.77', 'admin@vakt.test', DEMO_PASSWORD);
    expect(sprayed.errors?.[0]?.extensions?.errorCode).toBe('TOO_MANY_ATTEMPTS');
    const other = await loginFrom('198.51.100.77', 'admin@vakt.test', DEMO_PASSWORD);
    expect(other.errors).toBeUndefined();
    expect(other.data.login.accessToken).toEqual(expect.any(String));
  });
});
