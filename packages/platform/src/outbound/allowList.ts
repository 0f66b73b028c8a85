/**
 * OUTBOUND_ALLOW: the operator's exceptions to the refused ranges, comma-separated. Each item is an
 * address or a CIDR block, optionally with a port or a port range:
 *   10.20.0.0/16            every port of that network
 *   127.0.0.1/32:9000-9100  ports 9000 to 9100 of that address
 *   192.168.4.7:7000        one port of one address (no prefix: /32, or /128)
 *   [fd12::5]:7000          IPv6 with a port: in brackets (or with its prefix, fd12::/64:7000)
 * A malformed item is an error at start (parseAllowList throws), never ignored.
 */
import { cidr, inCidr, type Cidr, type Ip } from './addresses.js';

export interface AllowRule {
  /** The item as written (for messages). */
  text: string;
  block: Cidr;
  /** Inclusive; 1..65535 when the item names no port. */
  ports: { from: number; to: number };
}

const ALL_PORTS = { from: 1, to: 65535 };

function portsOf(text: string, item: string): AllowRule['ports'] {
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text);
  const from = m ? Number(m[1]) : NaN;
  const to = m?.[2] !== undefined ? Number(m[2]) : from;
  if (!(from >= 1 && to <= 65535 && from <= to))
    throw new Error(`OUTBOUND_ALLOW: "${item}" has no valid port or port range (1..65535, e.g. 9000-9100)`);
  return { from, to };
}

function ruleOf(item: string): AllowRule {
  let address: string;
  let ports = ALL_PORTS;
  const bracketed = /^\[([^\]]+)\](\/\d+)?(?::(.+))?$/.exec(item);
  if (bracketed) {
    address = bracketed[1]! + (bracketed[2] ?? '');
    if (bracketed[3] !== undefined) ports = portsOf(bracketed[3], item);
  } else {
    const slash = item.indexOf('/');
    const colons = (item.match(/:/g) ?? []).length;
    // A port follows the prefix (a.b.c.d/n:p, x::/n:p) or a single-colon IPv4 address (a.b.c.d:p).
    const portAt = slash >= 0 ? item.indexOf(':', slash) : colons === 1 ? item.indexOf(':') : -1;
    address = portAt >= 0 ? item.slice(0, portAt) : item;
    if (portAt >= 0) ports = portsOf(item.slice(portAt + 1), item);
  }
  let block: Cidr;
  try {
    block = cidr(address);
  } catch {
    throw new Error(
      `OUTBOUND_ALLOW: "${item}" is not an address or CIDR block (examples: 10.20.0.0/16, 127.0.0.1/32:9000-9100, [fd12::5]:7000)`,
    );
  }
  if (block.family === 6 && block.prefix >= 96 && block.base >> 32n === 0xffffn)
    throw new Error(`OUTBOUND_ALLOW: "${item}" is an IPv4-mapped block; write it as IPv4`);
  return { text: item, block, ports };
}

/** The rules of OUTBOUND_ALLOW (empty or unset: none). Throws with the offending item on a malformed one. */
export function parseAllowList(raw: string | undefined): AllowRule[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(ruleOf);
}

/** The first rule that lets `ip` (canonical: IPv4-mapped as IPv4) on `port` through. */
export const allowingRule = (rules: AllowRule[], ip: Ip, port: number): AllowRule | undefined =>
  rules.find((r) => inCidr(ip, r.block) && port >= r.ports.from && port <= r.ports.to);
