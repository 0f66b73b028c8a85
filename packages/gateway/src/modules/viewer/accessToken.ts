import { unauthenticated } from '../../upstream/errors.js';

/**
 * The user id in the access token's `sub` claim. The signature is not checked again here: no document
 * beyond sign-in runs without a token the gateway verified (graphql/caller.ts), and the platform checks
 * the session on the GET that follows.
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
