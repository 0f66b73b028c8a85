/**
 * The address ranges no server-side connection to a user-typed destination may reach unless the operator
 * allow-lists them (OUTBOUND_ALLOW), and the cloud metadata addresses, which no allow-list opens.
 * IPv6 forms that carry an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64 64:ff9b::/96, 6to4) are
 * judged by the IPv4 address they carry. Documentation ranges (192.0.2.0/24, 198.51.100.0/24,
 * 203.0.113.0/24, 2001:db8::/32) are not refused: nothing is routed there, and examples and tests use them.
 */
import { cidr, formatIp, inCidr, ipv4, parseIp, type Cidr, type Ip } from './addresses.js';

export type RangeKind =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'carrier-grade NAT'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'cloud metadata';

interface Range {
  block: Cidr;
  kind: RangeKind;
}

const range = (text: string, kind: RangeKind): Range => ({ block: cidr(text), kind });

/** First match wins: the narrower ranges come before the ones that contain them. */
const V4: Range[] = [
  range('255.255.255.255/32', 'broadcast'),
  range('0.0.0.0/8', 'unspecified'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'carrier-grade NAT'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'reserved'),
  range('192.88.99.0/24', 'reserved'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'reserved'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];

const V6: Range[] = [
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('64:ff9b:1::/48', 'reserved'),
  range('100::/64', 'reserved'),
  range('2001::/32', 'reserved'),
  range('fc00::/7', 'private'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'private'),
  range('ff00::/8', 'multicast'),
];

/** AWS, GCP, Azure, OpenStack (169.254.169.254), AWS over IPv6, Alibaba Cloud, Oracle Cloud. */
const METADATA = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '192.0.0.192'].map((a) => parseIp(a)!);

const MAPPED = cidr('::ffff:0:0/96');
const COMPATIBLE = cidr('::/96');
const NAT64 = cidr('64:ff9b::/96');
const SIX_TO_FOUR = cidr('2002::/16');

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4); undefined for others. */
export function embeddedIpv4(ip: Ip): Ip | undefined {
  if (ip.family !== 6) return undefined;
  if (inCidr(ip, MAPPED) || inCidr(ip, NAT64)) return ipv4(ip.value);
  // ::/128 and ::1 are IPv6's own unspecified and loopback, not IPv4-compatible addresses.
  if (inCidr(ip, COMPATIBLE) && ip.value > 1n) return ipv4(ip.value);
  if (inCidr(ip, SIX_TO_FOUR)) return ipv4(ip.value >> 80n);
  return undefined;
}

/** An IPv4-mapped IPv6 address is the IPv4 host itself (a dual-stack socket connects to it over IPv4). */
export function canonical(ip: Ip): Ip {
  return ip.family === 6 && inCidr(ip, MAPPED) ? ipv4(ip.value) : ip;
}

const same = (a: Ip, b: Ip) => a.family === b.family && a.value === b.value;

export const isMetadataAddress = (ip: Ip): boolean => {
  const inner = embeddedIpv4(ip);
  return METADATA.some((m) => same(m, ip) || (inner !== undefined && same(m, inner)));
};

/** Why `ip` is refused by default ("127.0.0.1 is a loopback address"); undefined when it is not. */
export function refusedRange(ip: Ip): RangeKind | undefined {
  if (isMetadataAddress(ip)) return 'cloud metadata';
  const inner = embeddedIpv4(ip);
  if (inner) return refusedRange(inner);
  return (ip.family === 4 ? V4 : V6).find((r) => inCidr(ip, r.block))?.kind;
}

/** "a loopback address", "an unspecified address", ... */
export const aRange = (kind: RangeKind) => `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} address`;

export const describeRefusal = (ip: Ip, kind: RangeKind) => `${formatIp(ip)} is ${aRange(kind)}`;
