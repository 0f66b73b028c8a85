/**
 * The outbound-connection policy: before a server-side connection to a destination a user typed, the
 * host is resolved, every address it resolves to is checked (one refused address refuses the name: a
 * resolver answering a public and a private address would otherwise pick for us), and the caller connects
 * to the checked address itself, never to the name again (a second resolution could answer otherwise:
 * DNS rebinding). The name stays the TLS server name and the HTTP Host.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { formatIp, parseIp, parseLegacyIPv4, type Family, type Ip } from './addresses.js';
import { allowingRule, type AllowRule } from './allowList.js';
import { aRange, canonical, describeRefusal, isMetadataAddress, refusedRange, type RangeKind } from './ranges.js';

export interface LookupAddress {
  address: string;
  family: number;
}

/** Every address of a host name (getaddrinfo's order). */
export type Lookup = (host: string) => Promise<LookupAddress[]>;

export const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/** How long a name may take to resolve before the check gives up (ETIMEOUT). */
export const LOOKUP_TIMEOUT_MS = 5_000;

export interface CheckedDestination {
  /** As given, without IPv6 brackets: the TLS server name and the HTTP Host. */
  host: string;
  port: number;
  /** Connect here, and only here. */
  address: string;
  family: Family;
}

export const DESTINATION_NOT_ALLOWED = 'DESTINATION_NOT_ALLOWED';

/**
 * A destination the policy refuses. `message` is for whoever typed the destination (it never names the
 * address a name resolved to: that would turn the check into a look-up service for internal names);
 * `detail` is for the operator's log.
 */
export class DestinationNotAllowed extends Error {
  readonly code = DESTINATION_NOT_ALLOWED;
  constructor(
    readonly host: string,
    readonly port: number,
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'DestinationNotAllowed';
  }
}

/** An error shaped as the resolver's own (its `code`: ENOTFOUND, ETIMEOUT), for the connection's log line. */
const resolverError = (message: string, code: string) => Object.assign(new Error(message), { code });

export type Verdict = { allowed: true } | { allowed: false; kind: RangeKind };

const withPort = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

export interface OutboundPolicyOptions {
  /** OUTBOUND_ALLOW's rules (config.outboundAllow). */
  allow?: AllowRule[];
  /** Default: the system resolver (tests give their own names). */
  lookup?: Lookup;
  lookupTimeoutMs?: number;
}

export class OutboundPolicy {
  readonly allow: AllowRule[];
  private readonly lookup: Lookup;
  private readonly lookupTimeoutMs: number;

  constructor(options: OutboundPolicyOptions = {}) {
    this.allow = options.allow ?? [];
    this.lookup = options.lookup ?? systemLookup;
    this.lookupTimeoutMs = options.lookupTimeoutMs ?? LOOKUP_TIMEOUT_MS;
  }

  /** May a connection go to `ip` on `port`? Cloud metadata addresses: never; the other ranges: when allow-listed. */
  verdict(ip: Ip, port: number): Verdict {
    const address = canonical(ip);
    if (isMetadataAddress(address)) return { allowed: false, kind: 'cloud metadata' };
    if (allowingRule(this.allow, address, port)) return { allowed: true };
    const kind = refusedRange(address);
    return kind ? { allowed: false, kind } : { allowed: true };
  }

  /**
   * The address to connect to for `host`:`port`, checked. Throws DestinationNotAllowed when the host
   * (a literal address, a numeric IPv4 form, or any address a name resolves to) is refused; a failed
   * resolution throws the resolver's error (ENOTFOUND, ETIMEOUT, ...).
   */
  async check(rawHost: string, port: number): Promise<CheckedDestination> {
    const host = rawHost.trim().replace(/^\[(.*)\]$/, '$1');
    if (!host) throw new DestinationNotAllowed(host, port, 'No host is given', 'empty host');
    const literal = parseIp(host) ?? parseLegacyIPv4(host);
    if (literal) {
      const verdict = this.verdict(literal, port);
      if (!verdict.allowed) {
        const why = describeRefusal(canonical(literal), verdict.kind);
        throw new DestinationNotAllowed(host, port, this.refusalText(host, port, why, verdict.kind), why);
      }
      const address = canonical(literal);
      return { host, port, address: formatIp(address), family: address.family };
    }
    const addresses = await this.resolve(host);
    let first: Ip | undefined;
    for (const entry of addresses) {
      const ip = parseIp(entry.address);
      const verdict: Verdict = ip ? this.verdict(ip, port) : { allowed: false, kind: 'reserved' };
      if (!verdict.allowed) {
        const detail = `${host} resolves to ${ip ? `${formatIp(canonical(ip))}, ${aRange(verdict.kind)}` : entry.address}`;
        const why = `${host} resolves to a private, loopback, link-local or otherwise reserved address`;
        throw new DestinationNotAllowed(host, port, this.refusalText(host, port, why, verdict.kind), detail);
      }
      first ??= canonical(ip!);
    }
    if (!first) throw resolverError(`${host} does not resolve`, 'ENOTFOUND');
    return { host, port, address: formatIp(first), family: first.family };
  }

  /**
   * For a form that saves a destination: the refusal, or undefined when it may be saved. A name
   * that does not resolve (now) may be saved: the connection checks again, as it always does.
   */
  async refusal(host: string, port: number): Promise<DestinationNotAllowed | undefined> {
    try {
      await this.check(host, port);
      return undefined;
    } catch (err) {
      if (err instanceof DestinationNotAllowed) return err;
      return undefined;
    }
  }

  private refusalText(host: string, port: number, why: string, kind: RangeKind) {
    const remedy =
      kind === 'cloud metadata'
        ? ''
        : ' An address on a private network must be allow-listed by the operator (OUTBOUND_ALLOW).';
    return `${withPort(host, port)} is not allowed: ${why}.${remedy}`;
  }

  private async resolve(host: string): Promise<LookupAddress[]> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(resolverError(`${host} did not resolve in time`, 'ETIMEOUT')),
        this.lookupTimeoutMs,
      );
    });
    try {
      return await Promise.race([this.lookup(host), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
