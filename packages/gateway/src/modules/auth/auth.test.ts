import { describe, expect, it } from 'vitest';
import { cookiePair } from '../../../test/support/gatewayClient.js';
import { readOneTimeCode } from '../../../test/support/mail.js';
import { DEMO_PASSWORD, useStack } from '../../../test/support/stack.js';

// Signed-out callers run only the console's persisted sign-in operations (by documentId), so these tests
// use them too; BODY delivery is for signed-in tools, which may send their own documents.
const LOGIN = 'CredentialsFormLoginMutation';
const REFRESH = 'networkRefreshSessionMutation';
const VERIFY = 'OneTimeCodeFormVerifyMutation';
const RESEND = 'OneTimeCodeFormResendMutation';
const LOGOUT = 'endSessionLogoutMutation';
const REFRESH_IN_BODY = /* GraphQL */ `
  mutation Refresh($input: RefreshSessionInput) {
    refreshSession(input: $input) {
      accessToken
      refreshToken
    }
  }
`;

describe('auth', () => {
  const suite = useStack();

  async function loginWithCookie(email: string) {
    const answer = await suite.stack.gateway.persisted(LOGIN, { input: { email, password: DEMO_PASSWORD } });
    const refreshCookie = answer.setCookies.find((cookie) => cookie.startsWith('vakt_refresh='));
    return { answer, refreshCookie: refreshCookie ?? '' };
  }

  it('login with cookie delivery sets an HttpOnly SameSite=Strict cookie and leaves refreshToken out of the body', async () => {
    const { answer, refreshCookie } = await loginWithCookie('admin@vakt.test');

    expect(answer.errors).toBeUndefined();
    expect(answer.data.login).toMatchObject({ status: 'SIGNED_IN', viewer: { email: 'admin@vakt.test' } });
    expect(answer.data.login.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const attributes = refreshCookie.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^vakt_refresh=.+/);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/graphql', 'Max-Age=2592000']),
    );
    expect(attributes).not.toContain('Secure'); // plain http in tests
    expect(answer.text).not.toContain(decodeURIComponent(attributes[0].slice('vakt_refresh='.length)));
  });

  it('login answers the signed-in viewer, reading the fields the session user lacks with the new token', async () => {
    // A caller with a bearer may send its own document, so `login { viewer { subscription } }` can be asked for.
    const { accessToken } = await suite.stack.signIn('admin@vakt.test');
    suite.stack.proxy.reset();
    const answer = await suite.stack.gateway.graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { viewer { email displayName subscription } } }',
      { input: { email: 'orgadmin@vakt.test', password: DEMO_PASSWORD } },
      { accessToken },
    );

    expect(answer.data.login.viewer).toMatchObject({ email: 'orgadmin@vakt.test', displayName: expect.any(String) });
    expect(suite.stack.proxy.calls).toEqual(['POST /v2/auth', expect.stringMatching(/^GET \/backoffice\/users\/\d+$/)]);
  });

  it("the console's login answers its viewer from the sign-in answer alone", async () => {
    const { answer } = await loginWithCookie('admin@vakt.test');

    expect(answer.data.login.viewer).toMatchObject({
      email: 'admin@vakt.test',
      displayName: expect.any(String),
      roles: expect.any(Array),
    });
    expect(suite.stack.proxy.calls).toEqual(['POST /v2/auth']);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const answer = await suite.stack.gateway.persisted(
      LOGIN,
      { input: { email: 'admin@vakt.test', password: DEMO_PASSWORD } },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(answer.setCookies[0].split('; ')).toContain('Secure');
  });

  it('refreshSession with the cookie rotates the refresh token', async () => {
    const { refreshCookie } = await loginWithCookie('orgadmin@vakt.test');

    const refreshed = await suite.stack.gateway.persisted(REFRESH, {}, { cookie: cookiePair(refreshCookie) });

    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data.refreshSession).toEqual({ accessToken: expect.any(String) });
    const rotated = refreshed.setCookies.find((cookie) => cookie.startsWith('vakt_refresh='));
    expect(rotated).toBeDefined();
    expect(cookiePair(rotated!)).not.toBe(cookiePair(refreshCookie));
    expect(suite.stack.proxy.calls).toContain('POST /v2/auth/refresh');

    const viewer = await suite.stack.gateway.graphql(
      '{ viewer { email } }',
      {},
      { accessToken: refreshed.data.refreshSession.accessToken },
    );
    expect(viewer.data.viewer.email).toBe('orgadmin@vakt.test');
  });

  it('refreshSession with a reused token fails with UNAUTHENTICATED and clears the cookie', async () => {
    const { refreshCookie } = await loginWithCookie('multiadmin@vakt.test');
    await suite.stack.gateway.persisted(REFRESH, {}, { cookie: cookiePair(refreshCookie) });

    const reused = await suite.stack.gateway.persisted(REFRESH, {}, { cookie: cookiePair(refreshCookie) });

    expect(reused.data).toBeNull();
    expect(reused.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', errorCode: 'REFRESH_TOKEN_REUSED' });
    expect(reused.setCookies).toEqual([
      expect.stringMatching(/^vakt_refresh=; Max-Age=0; Path=\/graphql; HttpOnly; SameSite=Strict/),
    ]);
  });

  it('BODY delivery (a signed-in tool refreshing) returns the next refresh token in the payload and sets no cookie', async () => {
    const session = await suite.stack.signIn('clientadmin@vakt.test');

    const refreshed = await suite.stack.gateway.graphql(
      REFRESH_IN_BODY,
      { input: { refreshToken: session.refreshToken, refreshTokenDelivery: 'BODY' } },
      { accessToken: session.accessToken },
    );
    expect(refreshed.setCookies).toEqual([]);
    expect(refreshed.data.refreshSession.refreshToken).toEqual(expect.any(String));
    expect(refreshed.data.refreshSession.refreshToken).not.toBe(session.refreshToken);

    const again = await suite.stack.gateway.graphql(
      REFRESH_IN_BODY,
      { input: { refreshToken: refreshed.data.refreshSession.refreshToken, refreshTokenDelivery: 'BODY' } },
      { accessToken: refreshed.data.refreshSession.accessToken },
    );
    expect(again.errors).toBeUndefined();
  });

  it('a wrong password is UNAUTHENTICATED with the platform errorCode INVALID_CREDENTIALS', async () => {
    const answer = await suite.stack.gateway.persisted(LOGIN, {
      input: { email: 'orgadmin@vakt.test', password: 'not-the-password' },
    });

    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', errorCode: 'INVALID_CREDENTIALS' });
    expect(answer.errors?.[0].message).not.toBe('Unexpected error.');
    expect(answer.setCookies).toEqual([]);
  });

  it('two-factor login answers CODE_REQUIRED, then verifyOneTimeCode signs in with the e-mailed code', async () => {
    const login = await suite.stack.gateway.persisted(LOGIN, {
      input: { email: 'twofa@vakt.test', password: DEMO_PASSWORD },
    });
    expect(login.errors).toBeUndefined();
    expect(login.data.login).toMatchObject({
      status: 'CODE_REQUIRED',
      accessToken: null,
      viewer: null,
      userId: expect.any(String),
    });
    expect(login.setCookies).toEqual([]);

    const code = await readOneTimeCode(suite.stack, 'twofa@vakt.test');
    const verified = await suite.stack.gateway.persisted(VERIFY, {
      input: { email: 'twofa@vakt.test', password: DEMO_PASSWORD, userId: login.data.login.userId, code },
    });

    expect(verified.errors).toBeUndefined();
    expect(verified.data.verifyOneTimeCode).toMatchObject({
      status: 'SIGNED_IN',
      viewer: { email: 'twofa@vakt.test' },
    });
    expect(
      verified.setCookies.some((cookie) => cookie.startsWith('vakt_refresh=') && cookie.includes('HttpOnly')),
    ).toBe(true);
  });

  it('resendOneTimeCode within 30 s of the last code is TOO_MANY_REQUESTS with retryAfterSeconds', async () => {
    const login = await suite.stack.gateway.persisted(LOGIN, {
      input: { email: 'twofa@vakt.test', password: DEMO_PASSWORD },
    });

    const resend = await suite.stack.gateway.persisted(RESEND, { input: { userId: login.data.login.userId } });

    expect(resend.errors?.[0].extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      errorCode: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: expect.any(Number),
    });
    expect(suite.stack.proxy.calls).toEqual(['POST /v2/auth', 'POST /v2/auth/2fa/refresh']);
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const { refreshCookie } = await loginWithCookie('admin@vakt.test');

    const out = await suite.stack.gateway.persisted(LOGOUT, {}, { cookie: cookiePair(refreshCookie) });
    expect(out.data.logout.loggedOut).toBe(true);
    expect(out.setCookies).toEqual([expect.stringMatching(/^vakt_refresh=; Max-Age=0;/)]);
    expect(suite.stack.proxy.calls).toContain('POST /v2/auth/logout');

    const after = await suite.stack.gateway.persisted(REFRESH, {}, { cookie: cookiePair(refreshCookie) });
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a bad or forged token is not signed in: viewer is refused as for a signed-out caller', async () => {
    const garbage = await suite.stack.gateway.graphql('{ viewer { id } }', {}, { accessToken: 'not-a-jwt' });
    expect(garbage.errors?.[0].extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');

    const { accessToken } = await suite.stack.signIn('admin@vakt.test');
    const [header, payload] = accessToken.split('.');
    const forged = await suite.stack.gateway.graphql(
      '{ viewer { id } }',
      {},
      { accessToken: `${header}.${payload}.forged-signature` },
    );
    expect(forged.errors?.[0].extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
  });
});
