import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

/** What the service provider needs from an identity provider's metadata. */
export interface IdpMetadata {
  entityId: string;
  /** The SingleSignOnService with the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Signing certificates as PEM. */
  certificates: string[];
}

export const METADATA_TIMEOUT_MS = 5_000;
export const METADATA_MAX_BYTES = 1024 * 1024;
export const METADATA_CACHE_MS = 60 * 60 * 1000;

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

const select = xpath.useNamespaces({
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
});

/** Why the metadata could not be used; the route answers 502 IDP_METADATA_UNAVAILABLE. */
export class MetadataUnavailable extends Error {}

function pemOf(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** Parses IdP metadata (an EntityDescriptor, or the first one with an IDPSSODescriptor inside EntitiesDescriptor). */
export function parseIdpMetadata(xml: string): IdpMetadata {
  let doc: Document;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch (err) {
    throw new MetadataUnavailable(`metadata is not XML: ${(err as Error).message}`);
  }
  const entity = select('//md:EntityDescriptor[md:IDPSSODescriptor][1]', doc, true) as Element | undefined;
  if (!entity) throw new MetadataUnavailable('metadata has no EntityDescriptor with an IDPSSODescriptor');
  const entityId = entity.getAttribute('entityID')?.trim();
  if (!entityId) throw new MetadataUnavailable('metadata has no entityID');
  const sso = select(
    `md:IDPSSODescriptor/md:SingleSignOnService[@Binding='${REDIRECT_BINDING}']/@Location`,
    entity,
  ) as Attr[];
  const ssoUrl = sso[0]?.value.trim();
  if (!ssoUrl || !/^https?:\/\//i.test(ssoUrl)) throw new MetadataUnavailable('metadata has no HTTP-Redirect SSO URL');
  const certs = select(
    `md:IDPSSODescriptor/md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate`,
    entity,
  ) as Element[];
  const certificates = certs.map((c) => (c.textContent ?? '').trim()).filter((c) => c.length > 0);
  if (certificates.length === 0) throw new MetadataUnavailable('metadata has no signing certificate');
  return { entityId, ssoUrl, certificates: certificates.map(pemOf) };
}

/** GET with a timeout and a size cap, read as text. */
async function download(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
  } catch (err) {
    throw new MetadataUnavailable(`metadata fetch failed: ${(err as Error).message}`);
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => {});
    throw new MetadataUnavailable(`metadata fetch answered ${res.status}`);
  }
  const declared = Number(res.headers.get('content-length'));
  if (declared > METADATA_MAX_BYTES) {
    await res.body.cancel().catch(() => {});
    throw new MetadataUnavailable(`metadata is larger than ${METADATA_MAX_BYTES} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > METADATA_MAX_BYTES) {
        await reader.cancel().catch(() => {});
        throw new MetadataUnavailable(`metadata is larger than ${METADATA_MAX_BYTES} bytes`);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof MetadataUnavailable) throw err;
    throw new MetadataUnavailable(`metadata fetch failed: ${(err as Error).message}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** IdP metadata per URL, kept an hour in memory; failures are not kept. */
export class IdpMetadataCache {
  private readonly entries = new Map<string, { at: number; metadata: IdpMetadata }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  async get(url: string): Promise<IdpMetadata> {
    const hit = this.entries.get(url);
    if (hit && this.now() - hit.at < METADATA_CACHE_MS) return hit.metadata;
    const metadata = parseIdpMetadata(await download(url));
    this.entries.set(url, { at: this.now(), metadata });
    return metadata;
  }

  /** How long ago the kept copy was fetched; undefined when none is kept. */
  ageMs(url: string): number | undefined {
    const hit = this.entries.get(url);
    return hit && this.now() - hit.at;
  }

  forget(url: string): void {
    this.entries.delete(url);
  }
}
