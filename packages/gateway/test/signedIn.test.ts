import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { demoAccount, startSession } from '@vakt/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenKeys } from '../../platform/src/auth/keys.js';
import { REFRESH_COOKIE } from '../src/modules/auth/refreshCookie.js';
import { startGateway, type GraphQLAnswer, type TestGateway } from './support/gatewayClient.js';
import { persistedIdOf } from './support/persisted.js';
import { useStack } from './support/stack.js';

const codesOf = (answer: { errors?: { extensions?: Record<string, any> }[] }) =>
  (answer.errors ?? []).map((error) => error.extensions?.code);
/** What a caller learns from a refusal: status, codes, messages (the request id aside). */
const refusalOf = (answer: GraphQLAnswer) => ({
  status: answer.status,
  data: answer.data,
  errors: answer.errors?.map(({ message, extensions }) => ({ message, extensions })),
});
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FREE_FORM = '{ viewer { id email } }';
const CLIENT_ADMIN = 'clientadmin@vakt.test';

/** Tokens the platform never issued, one of each kind, shaped like the genuine `token`. */
async function madeUpTokens(token: string, jwtSecret: Uint8Array): Promise<Record<string, string>> {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const { kid } = decodeProtectedHeader(token);
  const sign = (alg: string, key: Parameters<SignJWT['sign']>[0], headerKid = kid, issuer = 'vakt-platform') =>
    new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg, typ: 'JWT', kid: headerKid })
      .setSubject(String(claims.sub))
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('10 minutes')
      .sign(key);
  const otherKey = generateKeyPairSync('ed25519').privateKey;
  return {
    madeUp: 'x',
    malformed: 'not.a.jwt',
    wrongSignature: `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
    otherClaims: `${header}.${b64({ ...claims, sub: '1' })}.${signature}`,
    otherKeySameKid: await sign('EdDSA', otherKey),
    otherKeyOwnKid: await sign('EdDSA', otherKey, 'a-kid-the-platform-never-had'),
    hs256WithThePlatformSecret: await sign('HS256', jwtSecret),
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    otherIssuer: await sign('EdDSA', accessTokenKeys(jwtSecret).privateKey, kid, 'someone-else'),
  };
}

describe('signed in = a bearer token the gateway verified against the platform key set', () => {
  const suite = useStack({ signInAs: CLIENT_ADMIN });

  const dashboard = (gateway: TestGateway, accessToken?: string) =>
    gateway.persisted('DashboardScreenQuery', {}, { accessToken });

  it('refuses made-up bearers of every kind exactly as no bearer, with zero platform calls', async () => {
    const { gateway, proxy, platform } = suite.stack;
    const tokens = await madeUpTokens(suite.accessToken, platform.config.jwtSecret);
    const signedOut = {
      freeForm: refusalOf(await gateway.graphql(FREE_FORM)),
      persisted: refusalOf(await dashboard(gateway)),
    };
    expect(signedOut.freeForm.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_DOCUMENT_REQUIRED']);
    expect(signedOut.persisted.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_DOCUMENT_NOT_ALLOWED']);
    proxy.reset();

    for (const [kind, accessToken] of Object.entries(tokens)) {
      const freeForm = refusalOf(await gateway.graphql(FREE_FORM, {}, { accessToken }));
      const persisted = refusalOf(await dashboard(gateway, accessToken));
      expect({ kind, freeForm, persisted }).toEqual({ kind, ...signedOut });
    }
    expect(proxy.calls).toEqual([]);
  });

  it('refuses a made-up bearer on the incident subscription (server-sent events) too, with zero platform calls', async () => {
    const { gateway, proxy } = suite.stack;
    const answer = await subscribe(gateway, persistedIdOf('useIncidentFeedSubscription'), 'made-up');
    expect(codesOf(answer as never)).toEqual(['PERSISTED_DOCUMENT_NOT_ALLOWED']);
    expect(proxy.calls).toEqual([]);
  });

  it("answers a genuine but expired token with the platform's TOKEN_EXPIRED (the console refreshes on it), with zero platform calls", async () => {
    const { gateway, proxy, platform } = suite.stack;
    const { accessToken } = await startSession(platform, demoAccount('clientadmin').id, -10);
    proxy.reset();

    const freeForm = await gateway.graphql(FREE_FORM, {}, { accessToken });
    const persisted = await dashboard(gateway, accessToken);
    const feed = await subscribe(gateway, persistedIdOf('useIncidentFeedSubscription'), accessToken);
    expect([freeForm.status, persisted.status]).toEqual([401, 401]);
    for (const answer of [freeForm, persisted, feed as GraphQLAnswer]) {
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'The access token has expired',
          extensions: { code: 'UNAUTHENTICATED', errorCode: 'TOKEN_EXPIRED' },
        }),
      ]);
    }
    expect(proxy.calls).toEqual([]);

    // What the platform itself answers for that token, mapped as every platform 401 is (upstream/errors.ts).
    const direct = await fetch(`${platform.url}/backoffice/version`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(direct.status).toBe(401);
    expect(await direct.json()).toMatchObject({
      errorCode: 'TOKEN_EXPIRED',
      errorMessage: 'The access token has expired',
    });
  });

  it('runs documents for a genuine token: free-form and persisted', async () => {
    const { gateway } = suite.stack;
    const freeForm = await gateway.graphql(FREE_FORM, {}, { accessToken: suite.accessToken });
    expect(freeForm.errors).toBeUndefined();
    expect(freeForm.data.viewer.email).toBe(CLIENT_ADMIN);
    const persisted = await gateway.persisted(
      'ProfileScreenQuery',
      { id: suite.session.userId, withDevices: true },
      { accessToken: suite.accessToken },
    );
    expect(persisted.errors).toBeUndefined();
    expect(persisted.data).toBeTruthy();
  });

  it('a token of a session logged out is verified here but refused by the platform at once (UNAUTHENTICATED)', async () => {
    const { gateway } = suite.stack;
    const session = await suite.stack.signIn(CLIENT_ADMIN);
    const cookie = `${REFRESH_COOKIE}=${encodeURIComponent(session.refreshToken)}`;
    const out = await gateway.persisted('endSessionLogoutMutation', {}, { cookie });
    expect(out.errors, out.text).toBeUndefined();

    const answer = await gateway.graphql(FREE_FORM, {}, { accessToken: session.accessToken });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The session has ended',
      extensions: { code: 'UNAUTHENTICATED', errorCode: 'UNAUTHENTICATED' },
    });
    // The suite's own session goes on.
    expect((await gateway.graphql(FREE_FORM, {}, { accessToken: suite.accessToken })).data.viewer.email).toBe(
      CLIENT_ADMIN,
    );
  });

  describe('the key set', () => {
    let fresh: TestGateway;
    beforeAll(async () => {
      fresh = await startGateway({ platformUrl: suite.stack.proxy.url, webDist: '/nonexistent/vakt-web-dist' });
    });
    afterAll(() => fresh?.close());

    it('is fetched once for many tokens of kids it does not know, then not again within 30 s', async () => {
      const { proxy } = suite.stack;
      const forge = () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'EdDSA', kid: randomBytes(8).toString('hex') })
          .setSubject('1')
          .setIssuer('vakt-platform')
          .setExpirationTime('10 minutes')
          .sign(generateKeyPairSync('ed25519').privateKey);
      const tokens = await Promise.all(Array.from({ length: 10 }, forge));
      const answers = await Promise.all(tokens.map((accessToken) => fresh.graphql(FREE_FORM, {}, { accessToken })));
      expect(answers.map(codesOf)).toEqual(tokens.map(() => ['PERSISTED_DOCUMENT_REQUIRED']));
      expect(proxy.calls).toEqual(['GET /v2/auth/jwks']);

      const later = await Promise.all(
        (await Promise.all(Array.from({ length: 10 }, forge))).map((accessToken) =>
          fresh.graphql(FREE_FORM, {}, { accessToken }),
        ),
      );
      expect(later.map(codesOf)).toEqual(tokens.map(() => ['PERSISTED_DOCUMENT_REQUIRED']));
      expect(proxy.calls).toEqual(['GET /v2/auth/jwks']);
      // The genuine token verifies with the set already in hand.
      const genuine = await fresh.graphql('{ __typename }', {}, { accessToken: suite.accessToken });
      expect(genuine.data).toEqual({ __typename: 'Query' });
      expect(proxy.calls).toEqual(['GET /v2/auth/jwks']);
    });
  });

  describe('when the key set cannot be had', () => {
    it('answers as the gateway answers when the platform is unreachable, not "signed out"', async () => {
      const down = await startGateway({ platformUrl: 'http://127.0.0.1:9', webDist: '/nonexistent/vakt-web-dist' });
      try {
        const unreachable = refusalOf(
          await down.persisted('CredentialsFormLoginMutation', { input: { email: CLIENT_ADMIN, password: 'x' } }),
        );
        expect(unreachable.errors).toEqual([
          { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ]);

        for (const answer of [
          await down.graphql(FREE_FORM, {}, { accessToken: suite.accessToken }),
          await dashboard(down, suite.accessToken),
        ]) {
          expect(answer.status).toBe(unreachable.status);
          expect(answer.errors).toEqual(unreachable.errors);
          expect(answer.data ?? null).toBeNull();
        }
        // Without a bearer nothing needs the key set: the usual refusal.
        expect(codesOf(await down.graphql(FREE_FORM))).toEqual(['PERSISTED_DOCUMENT_REQUIRED']);
        expect(down.logs.some((line) => line.includes('/v2/auth/jwks'))).toBe(true);
      } finally {
        await down.close();
      }
    });

    it('keeps the meaning of a platform 503 (SERVICE_UNAVAILABLE) and masks any other failure', async () => {
      const { proxy } = suite.stack;
      for (const [status, code] of [
        [503, 'SERVICE_UNAVAILABLE'],
        [500, 'INTERNAL_SERVER_ERROR'],
        [404, 'INTERNAL_SERVER_ERROR'],
      ] as const) {
        const gateway = await startGateway({ platformUrl: proxy.url, webDist: '/nonexistent/vakt-web-dist' });
        try {
          proxy.failPath('/v2/auth/jwks', {
            status,
            body: { error: 'x', errorMessage: 'The database is unavailable', errorCode: 'DATABASE_UNAVAILABLE' },
          });
          const answer = await gateway.graphql(FREE_FORM, {}, { accessToken: suite.accessToken });
          expect({ status, codes: codesOf(answer) }).toEqual({ status, codes: [code] });
        } finally {
          await gateway.close();
          proxy.reset();
        }
      }
    });
  });
});

/** A subscription over server-sent events: its first message's JSON, or the JSON answer of a refusal. */
async function subscribe(gateway: TestGateway, documentId: string, accessToken: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-graphql-yoga-csrf': '1',
      authorization: `Bearer ${accessToken}`,
    },
    body: JSON.stringify({ documentId, variables: {} }),
  });
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) return JSON.parse(text);
  const data = /^data: (.*)$/m.exec(text)?.[1];
  return data ? JSON.parse(data) : {};
}
