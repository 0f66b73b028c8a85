import { unauthenticated } from '../../upstream/errors.js';

/**
 * The user id in the access token's `sub` claim. The signature is not checked here: the platform
 * verifies the token on the GET that follows, so a forged token gets no further than a 401.
 */
export function userIdFromAccessToken(accessToken: string): string {
  const payload = accessToken.split('.')[1];
  let sub: unknown;
  try {
    sub = (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { sub?: unknown }).sub;
  } catch {
    sub = undefined;
  }
  if ((typeof sub !== 'string' || sub === '') && typeof sub !== 'number') {
    throw unauthenticated('The access token is invalid.', 'TOKEN_INVALID');
  }
  return String(sub);
}
