/**
 * The console's public origin: what an identity provider is told to call (the SAML service provider's
 * entity id, ACS and metadata URLs are below it). CONSOLE_URL when set (the URL people open, e.g.
 * https://console.example.com), else the origin this request came to: X-Forwarded-Proto and
 * X-Forwarded-Host (first values) when a proxy in front set them, else the request's own URL.
 */
export function consoleOriginOf(request: Request, consoleUrl = process.env.CONSOLE_URL): string {
  if (consoleUrl?.trim()) return new URL(consoleUrl.trim()).origin;
  const url = new URL(request.url);
  const proto = firstValue(request.headers.get('x-forwarded-proto'));
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host');
  const protocol = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(/:$/, '');
  // A host header that is not a plain host[:port] is not trusted: the request's own URL answers then.
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `${protocol}://${host.toLowerCase()}`
    : `${protocol}://${url.host}`;
}

function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value ? value : undefined;
}

/** This platform as a SAML service provider, as the contract names its URLs (docs/rest-contract.md). */
export function serviceProviderOf(consoleOrigin: string) {
  return {
    entityId: `${consoleOrigin}/saml/metadata`,
    assertionConsumerServiceUrl: `${consoleOrigin}/saml/acs`,
    metadataUrl: `${consoleOrigin}/saml/metadata`,
  };
}
