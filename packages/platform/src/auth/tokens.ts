import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { unauthenticated } from '../http/errors.js';

const ISSUER = 'vakt-platform';

export async function signAccessToken(userId: number, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** The user id of a valid access token; 401 TOKEN_EXPIRED or UNAUTHENTICATED otherwise. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<number> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0) throw unauthenticated('UNAUTHENTICATED', 'Invalid access token');
    return id;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw unauthenticated('TOKEN_EXPIRED', 'The access token has expired');
    throw unauthenticated('UNAUTHENTICATED', 'Invalid access token');
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const newFamilyId = () => randomUUID();
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
