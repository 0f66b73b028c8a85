import type { GatewayContext } from '../../context.js';
import { createRestClient, type RestClient } from '../../upstream/rest.js';

/**
 * X-Forwarded-For for the platform's sign-in calls, which throttle and lock out per client address: the one
 * address the gateway determined (its direct peer, or what GATEWAY_TRUST_PROXY lets a proxy in front say;
 * http/clientAddress.ts), never the chain the browser sent. The platform believes it only from the gateway's
 * address (its TRUST_PROXY), and a single entry leaves nothing further left for it to read.
 */
export function forwardedFor(ctx: GatewayContext): string | undefined {
  return ctx.clientAddress ?? undefined;
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
