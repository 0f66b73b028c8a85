import type { IncomingMessage } from 'node:http';
import type { GatewayContext } from '../../context.js';
import { createRestClient, type RestClient } from '../../upstream/rest.js';

/**
 * X-Forwarded-For for the platform's sign-in calls, which throttle per client address: the chain the
 * gateway received (from a proxy in front, if any) plus the peer that called the gateway. The platform
 * believes it only from the gateway's address (TRUST_PROXY), so a browser cannot pick its own address.
 */
export function forwardedFor(ctx: GatewayContext): string | undefined {
  // Yoga merges the node server context ({ req, res }) into ours.
  const req = (ctx as GatewayContext & { req?: IncomingMessage }).req;
  const peer = req?.socket?.remoteAddress;
  if (!peer) return undefined;
  const given = req.headers['x-forwarded-for'];
  const chain = Array.isArray(given) ? given.join(', ') : given;
  return chain ? `${chain}, ${peer}` : peer;
}

/** The caller's REST client for /v2/auth, /v2/auth/2fa and /v2/auth/2fa/refresh, carrying the address. */
export function authRest(ctx: GatewayContext): RestClient {
  const address = forwardedFor(ctx);
  if (!address) return ctx.rest;
  return createRestClient({
    upstreams: ctx.upstreams,
    bearer: ctx.accessToken,
    log: ctx.log,
    headers: { 'x-forwarded-for': address },
  });
}
