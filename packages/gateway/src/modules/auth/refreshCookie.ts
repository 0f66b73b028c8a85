import type { GatewayContext } from '../../context.js';
import { serializeCookie } from '../../http/cookies.js';

export const REFRESH_COOKIE = 'vakt_refresh';
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;
// Only GraphQL requests (refreshSession, logout) ever need the refresh token.
const COOKIE_PATH = '/graphql';

export type RefreshTokenDelivery = 'COOKIE' | 'BODY';

/** Puts the refresh token where the caller asked; returns what the payload's refreshToken shows. */
export function deliverRefreshToken(
  ctx: GatewayContext,
  refreshToken: string,
  delivery: RefreshTokenDelivery,
): string | null {
  if (delivery === 'BODY') return refreshToken;
  ctx.responseCookies.push(
    serializeCookie(REFRESH_COOKIE, refreshToken, {
      maxAgeSeconds: THIRTY_DAYS_IN_SECONDS,
      path: COOKIE_PATH,
      secure: ctx.secureCookies,
    }),
  );
  return null;
}

export function clearRefreshCookie(ctx: GatewayContext): void {
  ctx.responseCookies.push(
    serializeCookie(REFRESH_COOKIE, '', { maxAgeSeconds: 0, path: COOKIE_PATH, secure: ctx.secureCookies }),
  );
}

export function refreshTokenOf(
  ctx: GatewayContext,
  input?: { refreshToken?: string | null } | null,
): string | undefined {
  return input?.refreshToken || ctx.requestCookies.get(REFRESH_COOKIE) || undefined;
}
