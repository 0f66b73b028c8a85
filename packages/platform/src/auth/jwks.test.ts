import { generateKeyPairSync } from 'node:crypto';
import {
  SignJWT,
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../test/harness.js';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts.js';
import { accessTokenKeys } from './keys.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDb('access tokens: EdDSA and the public key set', (ctx) => {
  it('serves the public key at GET /v2/auth/jwks without a bearer, cacheable, and nothing private', async () => {
    const res = await ctx().get('/v2/auth/jwks');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/jwk-set\+json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = res.body as JSONWebKeySet;
    expect(keys).toHaveLength(1);
    const [jwk] = keys;
    expect(jwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      kid: expect.any(String),
      alg: 'EdDSA',
      use: 'sig',
    });
    expect(jwk!.kid).toBe(await calculateJwkThumbprint(jwk!));
    // A bearer (even a made-up one) changes nothing: the key set is public.
    expect((await ctx().get('/v2/auth/jwks', 'made-up')).body).toEqual(res.body);
  });

  it("a login's access token verifies against the key set with jose alone (EdDSA, kid, issuer, sid, ver)", async () => {
    const admin = demoAccount('admin');
    const login = await ctx().login(admin.email, DEMO_PASSWORD);
    expect(login.status).toBe(200);
    const jwks = (await ctx().get('/v2/auth/jwks')).body as JSONWebKeySet;

    const { payload, protectedHeader } = await jwtVerify(login.body.accessToken, createLocalJWKSet(jwks), {
      issuer: 'vakt-platform',
      algorithms: ['EdDSA'],
    });
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: jwks.keys[0]!.kid });
    expect(payload).toMatchObject({ sub: String(admin.id), sid: expect.any(String), ver: expect.any(Number) });
    expect(payload.exp! - payload.iat!).toBe(ctx().platform.config.accessTokenTtlSeconds);

    const refreshed = await ctx().post('/v2/auth/refresh', undefined, login.body.refreshToken);
    const again = await jwtVerify(refreshed.body.accessToken, createLocalJWKSet(jwks), { algorithms: ['EdDSA'] });
    expect(again.payload.sid).toBe(payload.sid);
  });

  it('refuses HS256 (even with the platform secret), alg none, another key and another issuer', async () => {
    const t = ctx();
    const admin = demoAccount('admin');
    const genuine = (await t.login(admin.email, DEMO_PASSWORD)).body.accessToken as string;
    expect((await t.get('/backoffice/version', genuine)).status).toBe(200);
    const { sid, ver } = JSON.parse(Buffer.from(genuine.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      ver: number;
    };
    const { kid } = decodeProtectedHeader(genuine);
    const claims = () =>
      new SignJWT({ sid, ver })
        .setSubject(String(admin.id))
        .setIssuer('vakt-platform')
        .setIssuedAt()
        .setExpirationTime('10 minutes');
    const now = Math.floor(Date.now() / 1000);
    const payload = { sub: String(admin.id), sid, ver, iss: 'vakt-platform', iat: now, exp: now + 600 };
    const other = generateKeyPairSync('ed25519').privateKey;

    const refused = {
      hs256: await claims().setProtectedHeader({ alg: 'HS256', kid }).sign(t.platform.config.jwtSecret),
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
      noneSigned: `${b64({ alg: 'none', typ: 'JWT', kid })}.${b64(payload)}.${genuine.split('.')[2]}`,
      otherKey: await claims().setProtectedHeader({ alg: 'EdDSA', kid }).sign(other),
      otherIssuer: await claims()
        .setIssuer('someone-else')
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .sign(accessTokenKeys(t.platform.config.jwtSecret).privateKey),
      tamperedClaims: `${genuine.split('.')[0]}.${b64({ ...payload, sub: '2' })}.${genuine.split('.')[2]}`,
    };
    for (const [kind, token] of Object.entries(refused)) {
      const res = await t.get('/backoffice/version', token);
      expect({ kind, status: res.status }).toEqual({ kind, status: 401 });
      expectErrorShape(res.body, 401, 'UNAUTHENTICATED');
      expect(res.body.errorMessage).toBe('Invalid access token');
    }
  });

  it('derives the key from the secret alone: the same secret the same key, another secret another key', () => {
    const one = accessTokenKeys(new TextEncoder().encode('one-secret-for-every-replica'));
    const same = accessTokenKeys(new TextEncoder().encode('one-secret-for-every-replica'));
    const other = accessTokenKeys(new TextEncoder().encode('another-secret'));
    expect(same.jwks).toEqual(one.jwks);
    expect(other.kid).not.toBe(one.kid);
    expect(one.privateKey.asymmetricKeyType).toBe('ed25519');
  });
});
