import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundPolicy, parseAllowList } from '../../outbound/index.js';
import {
  IdpMetadataCache,
  METADATA_CACHE_MS,
  METADATA_RETRY_MS,
  METADATA_TIMEOUT_MS,
  MetadataUnavailable,
  parseIdpMetadata,
} from './metadata.js';

/** The outbound policy with these loopback ports allow-listed (and nothing else). */
const allowing = (...ports: number[]) =>
  new OutboundPolicy({ allow: parseAllowList(ports.map((p) => `127.0.0.1/32:${p}`).join(',')) });

const CERT = 'MIIBszCCARygAwIBAgIJAKs=';
const entity = (inner: string, id = 'https://idp.example/entity') =>
  `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${id}">${inner}</md:EntityDescriptor>`;
const key = (use?: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${CERT}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const sso = (binding: string, location: string) =>
  `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`;
const idp = (inner: string) => `<md:IDPSSODescriptor protocolSupportEnumeration="x">${inner}</md:IDPSSODescriptor>`;

describe('IdP metadata', () => {
  it('reads the entity id, the HTTP-Redirect SSO URL and the signing certificates (use="signing" or no use)', () => {
    const parsed = parseIdpMetadata(
      entity(
        idp(
          key('encryption') +
            key('signing') +
            key() +
            sso('HTTP-POST', 'https://idp.example/post') +
            sso('HTTP-Redirect', 'https://idp.example/redirect'),
        ),
      ),
    );
    expect(parsed.entityId).toBe('https://idp.example/entity');
    expect(parsed.ssoUrl).toBe('https://idp.example/redirect');
    expect(parsed.certificates).toEqual([
      `-----BEGIN CERTIFICATE-----\n${CERT}\n-----END CERTIFICATE-----\n`,
      `-----BEGIN CERTIFICATE-----\n${CERT}\n-----END CERTIFICATE-----\n`,
    ]);
  });

  it('inside an EntitiesDescriptor: the first entity that is an identity provider', () => {
    const sp = entity('<md:SPSSODescriptor protocolSupportEnumeration="x"/>', 'https://sp.example');
    const parsed = parseIdpMetadata(
      `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${sp}${entity(
        idp(key('signing') + sso('HTTP-Redirect', 'https://idp.example/r')),
      )}</md:EntitiesDescriptor>`,
    );
    expect(parsed.entityId).toBe('https://idp.example/entity');
  });

  it('refuses metadata without an HTTP-Redirect SSO URL, without a signing certificate, or not XML', () => {
    expect(() => parseIdpMetadata(entity(idp(key('signing') + sso('HTTP-POST', 'https://idp.example/p'))))).toThrow(
      /no HTTP-Redirect SSO URL/,
    );
    expect(() =>
      parseIdpMetadata(entity(idp(key('encryption') + sso('HTTP-Redirect', 'https://idp.example/r')))),
    ).toThrow(/no signing certificate/);
    expect(() => parseIdpMetadata('<<<')).toThrow(MetadataUnavailable);
    expect(() => parseIdpMetadata('<html><body>login</body></html>')).toThrow(/no EntityDescriptor/);
  });

  it('gives up after 5 s when the IdP does not answer', { timeout: 15_000 }, async () => {
    const silent = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const port = (silent.address() as AddressInfo).port;
      const url = `http://127.0.0.1:${port}/metadata`;
      await expect(new IdpMetadataCache({ policy: allowing(port) }).get(url)).rejects.toThrow(
        /metadata fetch failed: no answer in 5000 ms/,
      );
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(METADATA_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(METADATA_TIMEOUT_MS + 3_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  describe('the cache', () => {
    let server: Server;
    let url = '';
    let hits = 0;
    const paths: string[] = [];
    let policy: OutboundPolicy;
    beforeAll(async () => {
      server = createServer((req, res) => {
        paths.push(req.url ?? '');
        if (req.url === '/broken') return res.writeHead(500).end();
        if (req.url === '/moved') return res.writeHead(302, { location: '/metadata' }).end();
        hits++;
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(entity(idp(key('signing') + sso('HTTP-Redirect', `https://idp.example/r${hits}`))));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      url = `http://127.0.0.1:${port}/metadata`;
      policy = allowing(port);
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('keeps metadata an hour per URL, then fetches it again; forget() drops it at once', async () => {
      let now = 1_000_000;
      const cache = new IdpMetadataCache({ now: () => now, policy });
      const first = await cache.get(url);
      expect(first.ssoUrl).toBe('https://idp.example/r1');
      now += METADATA_CACHE_MS - 1;
      expect((await cache.get(url)).ssoUrl).toBe('https://idp.example/r1');
      expect(hits).toBe(1);
      now += 1;
      expect((await cache.get(url)).ssoUrl).toBe('https://idp.example/r2');
      cache.forget(url);
      expect((await cache.get(url)).ssoUrl).toBe('https://idp.example/r3');
      expect(hits).toBe(3);
    });

    it('a failing URL is fetched at most once a minute, however many callers ask (at once or one after another)', async () => {
      let now = 5_000_000;
      const cache = new IdpMetadataCache({ now: () => now, policy });
      const broken = url.replace('/metadata', '/broken');
      const fetches = () => paths.filter((p) => p === '/broken').length;
      const before = fetches();
      const together = await Promise.allSettled(Array.from({ length: 20 }, () => cache.get(broken)));
      expect(together.every((r) => r.status === 'rejected')).toBe(true);
      for (let i = 0; i < 20; i++) await expect(cache.get(broken)).rejects.toThrow(/answered 500/);
      now += METADATA_RETRY_MS - 1;
      await expect(cache.get(broken)).rejects.toThrow(MetadataUnavailable);
      expect(fetches() - before).toBe(1);
      now += 1;
      await expect(cache.get(broken)).rejects.toThrow(/answered 500/);
      expect(fetches() - before).toBe(2);
    });

    it('a redirect is not followed: the fetch fails, its target is never asked', async () => {
      const cache = new IdpMetadataCache({ policy });
      const before = paths.length;
      await expect(cache.get(url.replace('/metadata', '/moved'))).rejects.toThrow(
        /answered 302: redirects are not followed/,
      );
      expect(paths.slice(before)).toEqual(['/moved']);
    });

    it('without the allow-list the loopback server is never connected to; the reason names the policy', async () => {
      let connections = 0;
      const count = () => connections++;
      server.on('connection', count);
      try {
        const refusing = new IdpMetadataCache();
        for (const target of [url, url.replace('127.0.0.1', 'localhost'), url.replace('127.0.0.1', '[::ffff:7f00:1]')])
          await expect(refusing.get(target), target).rejects.toThrow(
            /^metadata URL refused by the outbound policy \(DESTINATION_NOT_ALLOWED\)/,
          );
        await expect(refusing.get('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(/cloud metadata/);
        await expect(refusing.get('file:///etc/passwd')).rejects.toThrow(/http and https only/);
        expect(connections).toBe(0);
      } finally {
        server.off('connection', count);
      }
    });
  });
});
