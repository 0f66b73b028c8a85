import type { IncomingMessage } from 'node:http';
import type { YogaInitialContext } from 'graphql-yoga';
import { TRUST_NO_PROXY, clientAddressOf, type TrustProxy } from './http/clientAddress.js';
import { parseCookies } from './http/cookies.js';
import { responseCookiesOf } from './http/responseCookies.js';
import type { Logger } from './logger.js';
import { createLoaders, type Loaders } from './modules/loaders.js';
import { consoleOriginOf } from './modules/organizations/consoleOrigin.js';
import { createRestClient, type RestClient } from './upstream/rest.js';
import type { Upstreams } from './upstream/upstreams.js';

export interface GatewayContext {
  /** The caller's access token; null when the request has no Authorization header. */
  accessToken: string | null;
  rest: RestClient;
  loaders: Loaders;
  upstreams: Upstreams;
  log: Logger;
  requestCookies: Map<string, string>;
  /** Set-Cookie values for the response. */
  responseCookies: string[];
  /** Whether cookies get the Secure attribute. */
  secureCookies: boolean;
  /** The console's public origin (CONSOLE_URL, else this request's; modules/organizations/consoleOrigin.ts). */
  consoleOrigin: string;
  /** The browser's address (http/clientAddress.ts): sent to the platform's sign-in calls. */
  clientAddress: string | null;
}

export interface ContextOptions {
  upstreams: Upstreams;
  log: Logger;
  cookieSecure: boolean;
  /** Whose X-Forwarded-For is believed for the client address (GATEWAY_TRUST_PROXY; default no one's). */
  trustProxy?: TrustProxy;
}

export function createContext(initial: YogaInitialContext, options: ContextOptions): GatewayContext {
  const { request } = initial;
  // Yoga merges the node server context ({ req, res }) into the initial context.
  const req = (initial as YogaInitialContext & { req?: IncomingMessage }).req;
  const accessToken = bearerToken(request.headers.get('authorization'));
  const rest = createRestClient({ upstreams: options.upstreams, bearer: accessToken, log: options.log });
  return {
    accessToken,
    rest,
    loaders: createLoaders(rest),
    upstreams: options.upstreams,
    log: options.log,
    requestCookies: parseCookies(request.headers.get('cookie')),
    responseCookies: responseCookiesOf(request),
    secureCookies: options.cookieSecure || cameOverHttps(request),
    consoleOrigin: consoleOriginOf(request),
    clientAddress: clientAddressOf(req, options.trustProxy ?? TRUST_NO_PROXY),
  };
}

/**
 * The caller's REST client (GETs memoized per request), or, with `bearer`, an unmemoized client that
 * sends another token (a refresh token for /v2/auth/refresh and /v2/auth/logout).
 */
export function rest(ctx: GatewayContext, options?: { bearer: string }): RestClient {
  if (!options) return ctx.rest;
  return createRestClient({ upstreams: ctx.upstreams, bearer: options.bearer, log: ctx.log });
}

/**
 * After a sign-in mutation the rest of the operation (e.g. the payload's viewer) runs as the new user,
 * with fresh loaders so nothing fetched under the old identity is reused.
 */
export function actAs(ctx: GatewayContext, accessToken: string): void {
  ctx.accessToken = accessToken;
  ctx.rest = createRestClient({ upstreams: ctx.upstreams, bearer: accessToken, log: ctx.log });
  ctx.loaders = createLoaders(ctx.rest);
}

function bearerToken(header: string | null): string | null {
  if (header === null) return null;
  const match = /^Bearer\s+(.*)$/i.exec(header.trim());
  // A malformed header is still forwarded, so the platform answers 401 for it rather than us guessing.
  return (match ? match[1] : header).trim();
}

function cameOverHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  if (forwarded) return forwarded.split(',')[0].trim() === 'https';
  return new URL(request.url).protocol === 'https:';
}
