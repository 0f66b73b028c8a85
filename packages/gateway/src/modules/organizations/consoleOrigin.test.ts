import { describe, expect, it } from 'vitest';
import { consoleOriginOf, serviceProviderOf } from './consoleOrigin.js';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('the console origin the SAML service provider URLs are built on', () => {
  it('is CONSOLE_URL when set (its origin: a path or trailing slash is dropped)', () => {
    expect(consoleOriginOf(request('http://127.0.0.1:3000/graphql'), 'https://console.example.com/')).toBe(
      'https://console.example.com',
    );
    expect(consoleOriginOf(request('http://127.0.0.1:3000/graphql'), ' https://vakt.example.org:8443/app ')).toBe(
      'https://vakt.example.org:8443',
    );
  });

  it("is the request's own origin without CONSOLE_URL", () => {
    expect(consoleOriginOf(request('http://127.0.0.1:3000/graphql', { host: '127.0.0.1:3000' }), '')).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('follows X-Forwarded-Proto and X-Forwarded-Host of a proxy in front (first values)', () => {
    const forwarded = request('http://10.0.0.5:3000/graphql', {
      host: '10.0.0.5:3000',
      'x-forwarded-proto': 'https, http',
      'x-forwarded-host': 'Console.Example.com, internal:3000',
    });
    expect(consoleOriginOf(forwarded, undefined)).toBe('https://console.example.com');
  });

  it("ignores a forwarded host that is not a host name and answers the request's URL", () => {
    const odd = request('http://127.0.0.1:3000/graphql', { 'x-forwarded-host': 'evil.test/path?x=1' });
    expect(consoleOriginOf(odd, undefined)).toBe('http://127.0.0.1:3000');
  });

  it('names the entity id, ACS and metadata URL as the contract does', () => {
    expect(serviceProviderOf('https://console.example.com')).toEqual({
      entityId: 'https://console.example.com/saml/metadata',
      assertionConsumerServiceUrl: 'https://console.example.com/saml/acs',
      metadataUrl: 'https://console.example.com/saml/metadata',
    });
  });
});
