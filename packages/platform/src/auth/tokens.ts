import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { unauthenticated } from '../http/errors.js';
import { accessTokenKeys } from './keys.js';

export const ISSUER = 'vakt-platform';

/** What an access token says besides its times: whose it is, of which session, of which token version. */
export interface AccessClaims {
  userId: number;
  /** The session: the family id of its refresh tokens (logout revokes the family). */
  sid: string;
  /** users.token_version when issued: a bump (password reset, 2FA, a role taken away...) ends the token. */
  ver: number;
}

/** EdDSA (Ed25519) with the key derived from `secret` (keys.ts); `kid` names the key of GET /v2/auth/jwks. */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  const { privateKey, kid } = accessTokenKeys(secret);
  return new SignJWT({ sid: claims.sid, ver: claims.ver })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(privateKey);
}

/** The claims of a valid access token (EdDSA only); 401 TOKEN_EXPIRED or UNAUTHENTICATED otherwise. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, accessTokenKeys(secret).publicKey, {
      issuer: ISSUER,
      algorithms: ['EdDSA'],
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw unauthenticated('TOKEN_EXPIRED', 'The access token has expired');
    throw invalidToken();
  }
  const userId = Number(payload.sub);
  const { sid, ver } = payload;
  if (!Number.isSafeInteger(userId) || userId <= 0) throw invalidToken();
  if (typeof sid !== 'string' || sid === '' || sid.length > 100) throw invalidToken();
  if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) throw invalidToken();
  return { userId, sid, ver };
}

const invalidToken = () => unauthenticated('UNAUTHENTICATED', 'Invalid access token');

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const newFamilyId = () => randomUUID();
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
