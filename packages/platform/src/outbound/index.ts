/**
 * The one policy for server-side connections to destinations users type (integration receivers, SAML
 * metadata URLs): docs/security.md "Outbound connections". Every such connection asks `policy.check(host, port)` and
 * connects to the address it answers (connectTcp, getText).
 */
import type { Config } from '../config.js';
import { OutboundPolicy } from './policy.js';

export { formatIp, parseIp, parseLegacyIPv4, type Ip } from './addresses.js';
export { allowingRule, parseAllowList, type AllowRule } from './allowList.js';
export { OutboundHttpError, getText, urlRefusal, type GetOptions } from './http.js';
export {
  DESTINATION_NOT_ALLOWED,
  DestinationNotAllowed,
  LOOKUP_TIMEOUT_MS,
  OutboundPolicy,
  systemLookup,
  type CheckedDestination,
  type Lookup,
  type LookupAddress,
  type OutboundPolicyOptions,
  type Verdict,
} from './policy.js';
export { embeddedIpv4, isMetadataAddress, refusedRange, type RangeKind } from './ranges.js';
export { connectTcp } from './tcp.js';

/** The field error code a form gets for a destination the policy refuses. */
export const NOT_ALLOWED = 'NOT_ALLOWED';

/** With no allow-list: what a sender uses when it is given no policy (refuses every refused range). */
export const DEFAULT_POLICY = new OutboundPolicy();

const policies = new WeakMap<object, OutboundPolicy>();

/** The platform's policy: OUTBOUND_ALLOW's rules (config.outboundAllow), the system resolver. */
export function outboundPolicy(config: Pick<Config, 'outboundAllow'>): OutboundPolicy {
  let policy = policies.get(config);
  if (!policy) {
    policy = new OutboundPolicy({ allow: config.outboundAllow });
    policies.set(config, policy);
  }
  return policy;
}
