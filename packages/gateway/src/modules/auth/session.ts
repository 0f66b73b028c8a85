import { GraphQLError } from 'graphql';
import { actAs, rest, type GatewayContext } from '../../context.js';
import { toGlobalId } from '../../ids.js';
import { unauthenticated } from '../../upstream/errors.js';
import { toUser, type RestUser } from '../users/user.js';
import { clearRefreshCookie, deliverRefreshToken, refreshTokenOf, type RefreshTokenDelivery } from './refreshCookie.js';

interface SessionAnswer {
  accessToken: string;
  refreshToken: string;
  user: RestUser;
}

interface CodeRequiredAnswer {
  twoFaRequired: true;
  user: { id: number };
}

/** Turns an answer of POST /v2/auth, /v2/auth/2fa or /v2/auth/saml/login into a LoginPayload. */
export async function signIn(
  ctx: GatewayContext,
  answer: Promise<SessionAnswer | CodeRequiredAnswer>,
  delivery: RefreshTokenDelivery,
) {
  const session = await answer;
  if ('twoFaRequired' in session && session.twoFaRequired) {
    return {
      status: 'CODE_REQUIRED',
      accessToken: null,
      refreshToken: null,
      viewer: null,
      userId: toGlobalId('User', session.user.id),
    };
  }
  const { accessToken, refreshToken, user } = session as SessionAnswer;
  actAs(ctx, accessToken);
  return {
    status: 'SIGNED_IN',
    accessToken,
    refreshToken: deliverRefreshToken(ctx, refreshToken, delivery),
    viewer: toUser(user),
    userId: null,
  };
}

export async function refreshSession(
  ctx: GatewayContext,
  input: { refreshToken?: string | null; refreshTokenDelivery?: RefreshTokenDelivery } | null,
) {
  const token = refreshTokenOf(ctx, input);
  if (!token) throw unauthenticated('There is no session to refresh.', 'NO_REFRESH_TOKEN');
  let session: Omit<SessionAnswer, 'user'>;
  try {
    session = await rest(ctx, { bearer: token }).post('/v2/auth/refresh');
  } catch (error) {
    // A refused token (expired, revoked, reused) ends the session; a platform outage does not.
    if (error instanceof GraphQLError && error.extensions.code !== 'INTERNAL_SERVER_ERROR') {
      clearRefreshCookie(ctx);
      throw unauthenticated(error.message, String(error.extensions.errorCode ?? 'UNAUTHENTICATED'));
    }
    throw error;
  }
  return {
    accessToken: session.accessToken,
    refreshToken: deliverRefreshToken(ctx, session.refreshToken, input?.refreshTokenDelivery ?? 'COOKIE'),
  };
}

/** Always succeeds for the browser: the cookie goes even when the platform cannot be told. */
export async function logout(ctx: GatewayContext, input: { refreshToken?: string | null } | null) {
  const token = refreshTokenOf(ctx, input);
  clearRefreshCookie(ctx);
  if (token) {
    await rest(ctx, { bearer: token })
      .post('/v2/auth/logout')
      .catch((error: Error) => ctx.log.warn(`logout: the platform did not revoke the token: ${error.message}`));
  }
  return { loggedOut: true };
}
