import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import {
  DEFAULT_POLICY,
  DestinationNotAllowed,
  OutboundHttpError,
  getText,
  type OutboundPolicy,
} from '../../outbound/index.js';

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
/** A URL whose fetch failed is not fetched again for this long. */
export const METADATA_RETRY_MS = 60 * 1000;

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

/**
 * GET through the outbound policy (src/outbound): http or https only, the checked address connected to,
 * no redirect followed, a timeout and a size cap.
 */
async function download(policy: OutboundPolicy, url: string): Promise<string> {
  try {
    return await getText(policy, url, {
      timeoutMs: METADATA_TIMEOUT_MS,
      maxBytes: METADATA_MAX_BYTES,
      accept: 'application/samlmetadata+xml, application/xml, text/xml',
    });
  } catch (err) {
    if (err instanceof DestinationNotAllowed)
      throw new MetadataUnavailable(`metadata URL refused by the outbound policy (${err.code}): ${err.detail}`);
    if (err instanceof OutboundHttpError) throw new MetadataUnavailable(`metadata fetch failed: ${err.message}`);
    throw new MetadataUnavailable(`metadata fetch failed: ${(err as Error).message}`);
  }
}

export interface IdpMetadataCacheOptions {
  /** Where metadata may be fetched from (the platform's: outboundPolicy(config)). Default: no allow-list. */
  policy?: OutboundPolicy;
  now?: () => number;
}

/**
 * IdP metadata per URL, kept an hour in memory. A failure is kept a minute (METADATA_RETRY_MS): however
 * many anonymous sign-in attempts arrive for an organization whose metadata cannot be read, its URL is
 * fetched at most once a minute, and attempts during a fetch wait for that one fetch.
 */
export class IdpMetadataCache {
  private readonly entries = new Map<string, { at: number; metadata: IdpMetadata }>();
  private readonly failures = new Map<string, { at: number; error: MetadataUnavailable }>();
  private readonly inFlight = new Map<string, Promise<IdpMetadata>>();
  private readonly policy: OutboundPolicy;
  private readonly now: () => number;

  constructor(options: IdpMetadataCacheOptions = {}) {
    this.policy = options.policy ?? DEFAULT_POLICY;
    this.now = options.now ?? (() => Date.now());
  }

  async get(url: string): Promise<IdpMetadata> {
    const hit = this.entries.get(url);
    if (hit && this.now() - hit.at < METADATA_CACHE_MS) return hit.metadata;
    const failed = this.failures.get(url);
    if (failed && this.now() - failed.at < METADATA_RETRY_MS) throw failed.error;
    let fetching = this.inFlight.get(url);
    if (!fetching) {
      fetching = this.fetch(url).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, fetching);
    }
    return fetching;
  }

  private async fetch(url: string): Promise<IdpMetadata> {
    try {
      const metadata = parseIdpMetadata(await download(this.policy, url));
      this.entries.set(url, { at: this.now(), metadata });
      this.failures.delete(url);
      return metadata;
    } catch (err) {
      if (err instanceof MetadataUnavailable) this.failures.set(url, { at: this.now(), error: err });
      throw err;
    }
  }

  /** How long ago the kept copy was fetched; undefined when none is kept. */
  ageMs(url: string): number | undefined {
    const hit = this.entries.get(url);
    return hit && this.now() - hit.at;
  }

  /** Drops the kept copy (a failure kept stays: the next fetch waits for it to expire). */
  forget(url: string): void {
    this.entries.delete(url);
  }
}
