import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IdpMetadataCache,
  METADATA_CACHE_MS,
  METADATA_TIMEOUT_MS,
  MetadataUnavailable,
  parseIdpMetadata,
} from './metadata.js';

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
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/metadata`;
      await expect(new IdpMetadataCache().get(url)).rejects.toThrow(MetadataUnavailable);
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
    beforeAll(async () => {
      server = createServer((_req, res) => {
        hits++;
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(entity(idp(key('signing') + sso('HTTP-Redirect', `https://idp.example/r${hits}`))));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('keeps metadata an hour per URL, then fetches it again; forget() drops it at once', async () => {
      let now = 1_000_000;
      const cache = new IdpMetadataCache(() => now);
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
  });
});
