/**
 * IP addresses as numbers (IPv4 in 32 bits, IPv6 in 128), CIDR blocks, and the IPv4 forms a resolver
 * accepts besides the dotted quad (`2130706433`, `0x7f.1`, `127.1`, `0177.0.0.1`): inet_aton reads them
 * all as 127.0.0.1, so they are read here the same way before anything is decided about them.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type Family = 4 | 6;

export interface Ip {
  family: Family;
  value: bigint;
}

export interface Cidr {
  family: Family;
  base: bigint;
  prefix: number;
}

const BITS: Record<Family, number> = { 4: 32, 6: 128 };

function v4Value(dotted: string): bigint {
  return dotted.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function v6Value(text: string): bigint {
  let groups: string[];
  const tailV4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let body = text;
  let tail: bigint | undefined;
  if (tailV4) {
    tail = v4Value(tailV4[1]!);
    body = text.slice(0, -tailV4[1]!.length) + '0:0';
  }
  const [head, rest] = body.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  if (rest === undefined) groups = left;
  else {
    const right = rest ? rest.split(':') : [];
    groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  }
  let value = groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n);
  if (tail !== undefined) value = (value & ~0xffffffffn) | tail;
  return value;
}

/** A dotted-quad IPv4 or an IPv6 address (brackets and a `%zone` allowed); undefined otherwise. */
export function parseIp(text: string): Ip | undefined {
  let t = text.trim();
  if (t.startsWith('[') && t.endsWith(']')) t = t.slice(1, -1);
  if (isIPv4(t)) return { family: 4, value: v4Value(t) };
  const zoneless = t.replace(/%[^%]*$/, '');
  if (isIPv6(zoneless)) return { family: 6, value: v6Value(zoneless) };
  return undefined;
}

/**
 * The inet_aton forms: one to four parts, each decimal, octal (leading 0) or hexadecimal (0x); the last
 * part fills the remaining bytes (`127.1` is 127.0.0.1, `2130706433` is 127.0.0.1). Undefined when the
 * text is not one of them (a host name).
 */
export function parseLegacyIPv4(text: string): Ip | undefined {
  const parts = text.trim().split('.');
  if (parts.length > 4) return undefined;
  const numbers: number[] = [];
  for (const part of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(part)) n = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]*$/.test(part)) n = parseInt(part, 8);
    else if (/^[1-9][0-9]*$/.test(part)) n = Number(part);
    else return undefined;
    if (!Number.isSafeInteger(n)) return undefined;
    numbers.push(n);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255)) return undefined;
  const lastBytes = 4 - numbers.length;
  if (last >= 2 ** (8 * lastBytes)) return undefined;
  let value = 0n;
  for (const n of numbers) value = (value << 8n) | BigInt(n);
  value = (value << BigInt(8 * lastBytes)) | BigInt(last);
  return { family: 4, value };
}

export function formatIp(ip: Ip): string {
  if (ip.family === 4) return [24n, 16n, 8n, 0n].map((s) => String((ip.value >> s) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => ((ip.value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16));
  // The longest run of zero groups (two or more) becomes "::".
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  if (best < 0) return groups.join(':');
  return `${groups.slice(0, best).join(':')}::${groups.slice(best + bestLength).join(':')}`;
}

/** A CIDR block from `address/prefix`; the address's host bits are cleared. Throws on a malformed one. */
export function cidr(text: string): Cidr {
  const [address, prefixText] = text.split('/') as [string, string | undefined];
  const ip = parseIp(address);
  if (!ip || /%/.test(address)) throw new Error(`"${text}" is not a CIDR block`);
  const bits = BITS[ip.family];
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= bits)) throw new Error(`"${text}" has no valid prefix length (0..${bits})`);
  const hostBits = BigInt(bits - prefix);
  return { family: ip.family, base: (ip.value >> hostBits) << hostBits, prefix };
}

export function inCidr(ip: Ip, block: Cidr): boolean {
  if (ip.family !== block.family) return false;
  const hostBits = BigInt(BITS[ip.family] - block.prefix);
  return ip.value >> hostBits === block.base >> hostBits;
}

export const ipv4 = (value: bigint): Ip => ({ family: 4, value: value & 0xffffffffn });
