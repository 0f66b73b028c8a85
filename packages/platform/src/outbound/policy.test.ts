import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import {
  DestinationNotAllowed,
  OutboundPolicy,
  formatIp,
  parseAllowList,
  parseIp,
  parseLegacyIPv4,
  type Lookup,
} from './index.js';

/** A resolver that knows only these names. */
const names =
  (table: Record<string, string[]>): Lookup =>
  async (host) => {
    const list = table[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const refusedBy = async (policy: OutboundPolicy, host: string, port = 9000) => {
  try {
    await policy.check(host, port);
    return undefined;
  } catch (err) {
    if (err instanceof DestinationNotAllowed) return err;
    throw err;
  }
};

describe('outbound policy: the refused ranges', () => {
  const policy = new OutboundPolicy({ lookup: names({}) });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'cloud metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['100.100.100.200', 'cloud metadata'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.192', 'cloud metadata'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['ff02::1', 'multicast'],
  ])('%s is refused as %s', async (host, kind) => {
    const refusal = await refusedBy(policy, host);
    expect(refusal?.code).toBe('DESTINATION_NOT_ALLOWED');
    expect(refusal?.detail).toContain(`${kind} address`);
    expect(refusal?.message).toMatch(/is not allowed/);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:a9fe:a9fe', 'cloud metadata'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::192.168.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::169.254.169.254', 'cloud metadata'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::', 'private'],
  ])('the IPv6 form %s carries a %s IPv4 address: refused', async (host, kind) => {
    expect((await refusedBy(policy, host))?.detail).toContain(`${kind} address`);
  });

  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.0.0.01', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
    ['2852039166', '169.254.169.254'],
    ['10.1', '10.0.0.1'],
  ])('the numeric form %s is read as %s and refused, never looked up', async (host, address) => {
    const refusal = await refusedBy(policy, host);
    expect(refusal?.detail.startsWith(`${address} is `)).toBe(true);
  });

  it('numeric forms are read as inet_aton reads them; host names are not numeric forms', () => {
    expect(formatIp(parseLegacyIPv4('1.2.3')!)).toBe('1.2.0.3');
    expect(formatIp(parseLegacyIPv4('0x7f.0x0.0x0.0x1')!)).toBe('127.0.0.1');
    for (const name of ['alarm.example.se', '08.1.1.1', '1.2.3.4.5', '256.1.1.1', '1.16777216', '4294967296', '0x7g'])
      expect(parseLegacyIPv4(name), name).toBeUndefined();
    expect(formatIp(parseIp('2001:db8:0:0:1:0:0:1')!)).toBe('2001:db8::1:0:0:1');
    expect(formatIp(parseIp('::ffff:127.0.0.1')!)).toBe('::ffff:7f00:1');
  });

  it.each(['8.8.8.8', '1.1.1.1', '192.0.2.10', '198.51.100.4', '203.0.113.9', '2a00:1450:4001::200e', '2001:db8::1'])(
    '%s (public or documentation) is allowed, and connected to as it is',
    async (host) => {
      const destination = await policy.check(host, 443);
      expect(destination).toMatchObject({ host, port: 443, address: formatIp(parseIp(host)!) });
    },
  );

  it('an IPv4-mapped public address is connected to over IPv4; NAT64 of a public address is allowed', async () => {
    expect(await policy.check('::ffff:8.8.8.8', 53)).toMatchObject({ address: '8.8.8.8', family: 4 });
    expect(await policy.check('64:ff9b::808:808', 53)).toMatchObject({ address: '64:ff9b::808:808', family: 6 });
  });
});

describe('outbound policy: host names', () => {
  const policy = new OutboundPolicy({
    lookup: names({
      'receiver.example.se': ['198.51.100.20', '2001:db8::20'],
      'internal.example.se': ['10.1.2.3'],
      'mixed.example.se': ['198.51.100.21', '127.0.0.1'],
      'metadata.example.se': ['169.254.169.254'],
      'v6loop.example.se': ['::1'],
      'mapped.example.se': ['::ffff:127.0.0.1'],
      'empty.example.se': [],
    }),
  });

  it('a name is connected to at the first address it resolves to, all of them checked', async () => {
    expect(await policy.check('receiver.example.se', 7000)).toEqual({
      host: 'receiver.example.se',
      port: 7000,
      address: '198.51.100.20',
      family: 4,
    });
  });

  it.each(['internal.example.se', 'mixed.example.se', 'metadata.example.se', 'v6loop.example.se', 'mapped.example.se'])(
    '%s: one refused address refuses the name; the message names no resolved address',
    async (host) => {
      const refusal = await refusedBy(policy, host);
      expect(refusal).toBeInstanceOf(DestinationNotAllowed);
      expect(refusal!.message).toBe(
        `${host}:9000 is not allowed: ${host} resolves to a private, loopback, link-local or otherwise reserved address.` +
          (host === 'metadata.example.se'
            ? ''
            : ' An address on a private network must be allow-listed by the operator (OUTBOUND_ALLOW).'),
      );
      expect(refusal!.message).not.toMatch(/127\.0\.0\.1|10\.1\.2\.3|169\.254|::1/);
      expect(refusal!.detail).toMatch(new RegExp(`^${host} resolves to `));
    },
  );

  it('a name that does not resolve: the resolver error (a form may still save it; the connection checks again)', async () => {
    await expect(policy.check('nowhere.example.se', 80)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(policy.check('empty.example.se', 80)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(await policy.refusal('nowhere.example.se', 80)).toBeUndefined();
    expect((await policy.refusal('internal.example.se', 80))?.code).toBe('DESTINATION_NOT_ALLOWED');
  });

  it('a resolver that hangs: ETIMEOUT after the look-up timeout', async () => {
    const slow = new OutboundPolicy({ lookup: () => new Promise(() => {}), lookupTimeoutMs: 50 });
    await expect(slow.check('slow.example.se', 80)).rejects.toMatchObject({ code: 'ETIMEOUT' });
  });

  it('localhost (the system resolver) is refused; no host at all is refused', async () => {
    const system = new OutboundPolicy();
    expect((await refusedBy(system, 'localhost'))?.detail).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address$/,
    );
    expect((await refusedBy(system, '  '))?.code).toBe('DESTINATION_NOT_ALLOWED');
  });
});

describe('OUTBOUND_ALLOW', () => {
  it('parses addresses, CIDR blocks, ports and port ranges, IPv4 and IPv6', () => {
    const rules = parseAllowList(
      ' 10.20.0.0/16, 127.0.0.1/32:9000-9100 ,192.168.4.7:7000,[fd12::5]:7000,fd00:1::/64:8080,::1, ',
    );
    expect(rules.map((r) => [r.text, r.block.prefix, r.ports])).toEqual([
      ['10.20.0.0/16', 16, { from: 1, to: 65535 }],
      ['127.0.0.1/32:9000-9100', 32, { from: 9000, to: 9100 }],
      ['192.168.4.7:7000', 32, { from: 7000, to: 7000 }],
      ['[fd12::5]:7000', 128, { from: 7000, to: 7000 }],
      ['fd00:1::/64:8080', 64, { from: 8080, to: 8080 }],
      ['::1', 128, { from: 1, to: 65535 }],
    ]);
    expect(parseAllowList(undefined)).toEqual([]);
    expect(parseAllowList('  ')).toEqual([]);
  });

  it.each([
    ['localhost', /not an address or CIDR block/],
    ['10.0.0.0/33', /not an address or CIDR block/],
    ['10.0.0/8', /not an address or CIDR block/],
    ['127.1/32', /not an address or CIDR block/],
    ['10.0.0.0/8:0', /no valid port/],
    ['10.0.0.0/8:70000', /no valid port/],
    ['10.0.0.0/8:9100-9000', /no valid port/],
    ['10.0.0.0/8:http', /no valid port/],
    ['[::1', /not an address or CIDR block/],
    ['::ffff:10.0.0.0/104', /IPv4-mapped block; write it as IPv4/],
  ])('"%s" stops the platform at start with the item named', (raw, message) => {
    expect(() => configFromEnv({ OUTBOUND_ALLOW: raw }, new Uint8Array())).toThrow(message);
    expect(() => configFromEnv({ OUTBOUND_ALLOW: `10.0.0.0/8,${raw}` }, new Uint8Array())).toThrow(
      new RegExp(`OUTBOUND_ALLOW: "${raw.replace(/[[\]/.*+?^$()|]/g, '\\$&')}"`),
    );
  });

  it('the config carries the rules', () => {
    expect(configFromEnv({}, new Uint8Array()).outboundAllow).toEqual([]);
    expect(configFromEnv({ OUTBOUND_ALLOW: '10.20.0.0/16' }, new Uint8Array()).outboundAllow).toHaveLength(1);
  });

  const allowing = (raw: string) =>
    new OutboundPolicy({ allow: parseAllowList(raw), lookup: names({ 'arc.internal': ['10.20.3.4'] }) });

  it('opens a block on its ports only; the other ranges stay refused', async () => {
    const policy = allowing('10.20.0.0/16,127.0.0.1/32:9000-9100');
    expect(await policy.check('10.20.3.4', 1)).toMatchObject({ address: '10.20.3.4' });
    expect(await policy.check('arc.internal', 7000)).toMatchObject({ host: 'arc.internal', address: '10.20.3.4' });
    expect(await policy.check('127.0.0.1', 9000)).toMatchObject({ address: '127.0.0.1' });
    expect(await policy.check('127.0.0.1', 9100)).toMatchObject({ address: '127.0.0.1' });
    expect(await refusedBy(policy, '127.0.0.1', 8999)).toBeInstanceOf(DestinationNotAllowed);
    expect(await refusedBy(policy, '127.0.0.1', 9101)).toBeInstanceOf(DestinationNotAllowed);
    expect(await refusedBy(policy, '127.0.0.2', 9000)).toBeInstanceOf(DestinationNotAllowed);
    expect(await refusedBy(policy, '10.21.0.1', 9000)).toBeInstanceOf(DestinationNotAllowed);
    expect(await refusedBy(policy, '::1', 9000)).toBeInstanceOf(DestinationNotAllowed);
  });

  it('an allowed IPv4 address is allowed in its IPv4-mapped and numeric forms too (the same host)', async () => {
    const policy = allowing('127.0.0.1/32:9000');
    expect(await policy.check('::ffff:127.0.0.1', 9000)).toMatchObject({ address: '127.0.0.1', family: 4 });
    expect(await policy.check('2130706433', 9000)).toMatchObject({ address: '127.0.0.1' });
  });

  it('no allow-list opens a cloud metadata address, however broad', async () => {
    const policy = allowing('0.0.0.0/0,::/0');
    expect(await policy.check('10.1.1.1', 80)).toMatchObject({ address: '10.1.1.1' });
    for (const host of ['169.254.169.254', 'fd00:ec2::254', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe'])
      expect((await refusedBy(policy, host, 80))?.detail, host).toMatch(/cloud metadata address/);
  });
});
