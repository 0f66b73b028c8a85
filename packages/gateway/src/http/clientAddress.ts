import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

/** Whose X-Forwarded-For the gateway believes: a proxy-addr trust function (address, hop) -> trusted. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The default: no one's. The client address is the gateway's direct peer, whatever the browser sends. */
export const TRUST_NO_PROXY: TrustProxy = () => false;

/**
 * GATEWAY_TRUST_PROXY: unset, empty or `false` trusts no one (the direct peer is the client); a hop count
 * trusts that many proxies in front; otherwise comma-separated addresses, subnets (CIDR) or the names
 * `loopback`, `linklocal`, `uniquelocal`: the load balancers in front of the gateway. `true` (any hop) is
 * refused: it would let the browser choose its address.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase();
  if (!value || value === 'false') return TRUST_NO_PROXY;
  if (value === 'true') throw new Error('GATEWAY_TRUST_PROXY=true would believe any X-Forwarded-For: name the proxies');
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

/**
 * The browser's address as the gateway determines it: its direct peer, or, when that peer is a trusted
 * proxy, the X-Forwarded-For entries read from the right while each hop is trusted. Null without a socket
 * address (a closed connection).
 */
export function clientAddressOf(req: IncomingMessage | undefined, trust: TrustProxy): string | null {
  if (!req?.socket?.remoteAddress) return null;
  return proxyaddr(req, trust);
}
