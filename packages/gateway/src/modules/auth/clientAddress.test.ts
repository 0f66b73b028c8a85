import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useStack, type StackSuite } from '../../../test/support/stack.js';
import { parseTrustProxy } from '../../http/clientAddress.js';

/**
 * The platform throttles sign-in per client address and locks an address out of an account; it believes
 * X-Forwarded-For from the gateway (loopback). The gateway sends it exactly one address: its direct peer's,
 * or, behind a load balancer it trusts (GATEWAY_TRUST_PROXY), the one that balancer saw; never the browser's
 * own X-Forwarded-For. The counting proxy in between shows the header the platform received.
 */
const loginFrom = (suite: StackSuite, forwarded: string | undefined, email: string, password: string) =>
  suite.stack.gateway.persisted(
    'CredentialsFormLoginMutation',
    { input: { email, password } },
    forwarded === undefined ? {} : { headers: { 'x-forwarded-for': forwarded } },
  );

/** The X-Forwarded-For values of the sign-in calls the platform received. */
const forwardedToPlatform = (suite: StackSuite) =>
  suite.stack.proxy.received
    .filter((request) => request.call === 'POST /v2/auth')
    .map((request) => request.headers['x-forwarded-for']);

const errorCodeOf = (answer: { errors?: { extensions?: Record<string, any> }[] }) =>
  answer.errors?.[0]?.extensions?.errorCode;

describe('the client address the platform receives, by default (no proxy trusted)', () => {
  const suite = useStack();

  it("is the gateway's direct peer, whatever X-Forwarded-For the browser sends", async () => {
    await loginFrom(suite, '203.0.113.77', 'nobody@vakt.test', 'Guess123!');
    await loginFrom(suite, '203.0.113.78, 198.51.100.1', 'nobody@vakt.test', 'Guess123!');
    await loginFrom(suite, undefined, 'nobody@vakt.test', 'Guess123!');
    expect(forwardedToPlatform(suite)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });

  it('so made-up addresses do not evade the lockout: five failures lock the account for this peer', async () => {
    for (let i = 1; i <= 5; i++) {
      const answer = await loginFrom(suite, `192.0.2.${i}`, 'multiadmin@vakt.test', `wrong-${i}`);
      expect(errorCodeOf(answer), `attempt ${i}`).toBe('INVALID_CREDENTIALS');
    }
    const locked = await loginFrom(suite, '192.0.2.99', 'multiadmin@vakt.test', DEMO_PASSWORD);
    expect(errorCodeOf(locked)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('nor the per-address throttle of spraying many accounts', async () => {
    let answer = await loginFrom(suite, '203.0.113.10', 'nobody0@vakt.test', 'Guess123!');
    for (let i = 1; errorCodeOf(answer) === 'INVALID_CREDENTIALS' && i < 40; i++)
      answer = await loginFrom(suite, `203.0.113.${10 + i}`, `nobody${i}@vakt.test`, 'Guess123!');
    expect(errorCodeOf(answer)).toBe('TOO_MANY_ATTEMPTS');
    expect(errorCodeOf(await loginFrom(suite, '198.51.100.200', 'admin@vakt.test', DEMO_PASSWORD))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });
});

describe('behind a load balancer the gateway trusts (GATEWAY_TRUST_PROXY=loopback here)', () => {
  // The test runner plays the balancer on 127.0.0.1: the right-most X-Forwarded-For entry is what it saw.
  const suite = useStack({ gateway: { trustProxy: parseTrustProxy('loopback') } });

  it('sends the address the balancer saw, once, never the entries the browser put before it', async () => {
    await loginFrom(suite, '203.0.113.5, 198.51.100.7', 'nobody@vakt.test', 'Guess123!');
    await loginFrom(suite, '198.51.100.8', 'nobody@vakt.test', 'Guess123!');
    expect(forwardedToPlatform(suite)).toEqual(['198.51.100.7', '198.51.100.8']);
  });

  it('password spraying is throttled for that address only', async () => {
    let answer = await loginFrom(suite, '203.0.113.77', 'nobody0@vakt.test', 'Guess123!');
    for (let i = 1; errorCodeOf(answer) === 'INVALID_CREDENTIALS' && i < 40; i++)
      answer = await loginFrom(suite, `10.0.0.${i}, 203.0.113.77`, `nobody${i}@vakt.test`, 'Guess123!');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: expect.any(Number),
    });
    expect(errorCodeOf(await loginFrom(suite, '203.0.113.77', 'admin@vakt.test', DEMO_PASSWORD))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    const other = await loginFrom(suite, '198.51.100.77', 'admin@vakt.test', DEMO_PASSWORD);
    expect(other.errors).toBeUndefined();
    expect(other.data.login.accessToken).toEqual(expect.any(String));
  });
});

describe('GATEWAY_TRUST_PROXY', () => {
  it('trusts no one by default, a hop count, or named proxies; refuses `true`', () => {
    expect(parseTrustProxy(undefined)('127.0.0.1', 0)).toBe(false);
    expect(parseTrustProxy('false')('127.0.0.1', 0)).toBe(false);
    const oneHop = parseTrustProxy('1');
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.1', 1)]).toEqual([true, false]);
    const named = parseTrustProxy('10.0.0.0/8, loopback');
    expect([named('10.1.2.3', 0), named('127.0.0.1', 3), named('192.0.2.1', 0)]).toEqual([true, true, false]);
    expect(() => parseTrustProxy('true')).toThrow(/name the proxies/);
  });
});
