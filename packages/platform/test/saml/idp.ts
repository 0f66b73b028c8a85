/**
 * A SAML 2.0 identity provider for tests, in the test process: its own RSA key pair and self-signed
 * certificate (generated at start), metadata over loopback HTTP, and SAML Responses for the platform's
 * AuthnRequests with the assertion signed by xml-crypto (exclusive c14n, rsa-sha256) — plus options that
 * break them one way each. It also signs in unprompted (IdP-initiated, an app tile of its portal): an
 * unsolicited Response, no InResponseTo anywhere, for a service provider registered with it. Used by the
 * platform's SAML tests and, by relative path, by packages/e2e.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createVerify, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

export const NS_SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
export const NS_SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';

export interface KeyPair {
  key: string;
  cert: string;
}

/** An RSA 2048 key and a self-signed certificate for it (PEM). */
export async function newKeyPair(commonName = 'Vakt test IdP'): Promise<KeyPair> {
  const pems = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048, algorithm: 'sha256' });
  return { key: pems.private, cert: pems.cert };
}

const certBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The AuthnRequest carried by an authorize URL (HTTP-Redirect binding). */
export interface AuthnRequestSeen {
  id: string;
  issuer: string;
  acsUrl: string;
  destination: string;
  relayState: string | null;
  sigAlg: string | null;
  /** The request's XML, inflated. */
  xml: string;
  /** True when `spCert` was given and the redirect signature verifies with it. */
  signatureValid: boolean;
}

/** Decodes the SAMLRequest of an HTTP-Redirect URL (base64 of raw deflate) and checks its signature. */
export function readAuthorizeUrl(authorizeUrl: string, spCert?: string): AuthnRequestSeen {
  const url = new URL(authorizeUrl);
  const raw = url.search.slice(1).split('&');
  const param = (name: string) => raw.find((p) => p.startsWith(`${name}=`));
  const samlRequest = url.searchParams.get('SAMLRequest');
  if (!samlRequest) throw new Error(`no SAMLRequest in ${authorizeUrl}`);
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement!;
  const issuer = root.getElementsByTagNameNS(NS_SAML, 'Issuer')[0]?.textContent ?? '';
  const signature = url.searchParams.get('Signature');
  const sigAlg = url.searchParams.get('SigAlg');
  let signatureValid = false;
  if (spCert && signature && sigAlg) {
    // The signed octets are the query's own encoding: SAMLRequest, RelayState (if any), SigAlg.
    const signed = [param('SAMLRequest'), param('RelayState'), param('SigAlg')].filter(Boolean).join('&');
    const alg = sigAlg.endsWith('rsa-sha256') ? 'RSA-SHA256' : sigAlg.endsWith('rsa-sha1') ? 'RSA-SHA1' : '';
    signatureValid = !!alg && createVerify(alg).update(signed).verify(spCert, signature, 'base64');
  }
  return {
    id: root.getAttribute('ID') ?? '',
    issuer,
    acsUrl: root.getAttribute('AssertionConsumerServiceURL') ?? '',
    destination: root.getAttribute('Destination') ?? '',
    relayState: url.searchParams.get('RelayState'),
    sigAlg,
    xml,
    signatureValid,
  };
}

/** Ways to answer; each option breaks one thing. */
export interface ResponseOptions {
  /** NameID (default `email`). */
  nameId?: string;
  /** Put into an `email` attribute (default none). */
  email?: string;
  attributes?: Record<string, string>;
  /** Leave the assertion unsigned. */
  unsigned?: boolean;
  /** Sign the assertion with this key pair instead of the IdP's (re-signed by another key). */
  signWith?: KeyPair;
  audience?: string;
  /** Response Destination (default the request's ACS). */
  destination?: string;
  /** SubjectConfirmationData Recipient (default the request's ACS). */
  recipient?: string;
  /** The assertion's Issuer (default the IdP's entity id). */
  issuer?: string;
  /** The Response's InResponseTo and the assertion's SubjectConfirmationData InResponseTo (also when unsolicited). */
  inResponseTo?: string;
  /** Only the SubjectConfirmationData InResponseTo (inside the signed assertion). */
  subjectInResponseTo?: string;
  /** Conditions and SubjectConfirmationData NotOnOrAfter, seconds from now (default 300; negative: expired). */
  expiresInSeconds?: number;
  /** Only the SubjectConfirmationData NotOnOrAfter, seconds from now (default `expiresInSeconds`); null: none. */
  confirmationExpiresInSeconds?: number | null;
  /** Conditions NotBefore, seconds from now (default -60; positive: not yet valid). */
  notBeforeInSeconds?: number;
  /** Top-level status (default Success). */
  status?: string;
  /**
   * XML signature wrapping: the signed assertion moved into the Response's Extensions, and an unsigned
   * copy naming `wrapping.nameId` put where the assertion belongs (/Response/Assertion).
   */
  wrapping?: { nameId: string };
  /** Two assertions side by side (both signed). */
  twoAssertions?: boolean;
  /** Also sign the whole Response (after the assertion): true with the IdP's key, or with this key pair. */
  signResponse?: boolean | KeyPair;
}

/** A service provider as registered at the IdP for IdP-initiated sign-in. */
export interface RegisteredServiceProvider {
  acsUrl: string;
  /** Its entity id: the assertion's Audience. */
  audience: string;
}

export interface TestIdp {
  /** http://127.0.0.1:<port> */
  url: string;
  entityId: string;
  /** Serves the IdP's metadata. */
  metadataUrl: string;
  /** Serves bytes that are not XML. */
  garbageMetadataUrl: string;
  /** Serves well-formed metadata larger than 1 MB. */
  hugeMetadataUrl: string;
  /** The SSO URL in the metadata (HTTP-Redirect). */
  ssoUrl: string;
  /** The IdP's signing key pair (the one its metadata publishes). */
  readonly keys: KeyPair;
  /** A new signing key pair, published in the metadata and used from now on (key rotation at the IdP). */
  rotateKeys(): Promise<KeyPair>;
  /** How many times each path was fetched. */
  hits: Map<string, number>;
  /**
   * Who "signs in" when a browser arrives at `ssoUrl` with an AuthnRequest, and how to answer (`respond`'s
   * options): the SSO URL then answers, as a real IdP after its login, with an auto-submitting HTML form
   * that POSTs the SAMLResponse (and RelayState) to the request's ACS. Null: the SSO URL answers 403.
   */
  browserLogin: { email: string; options?: ResponseOptions } | null;
  /** A base64 SAMLResponse answering the AuthnRequest in `authorizeUrl`. */
  respond(authorizeUrl: string, email: string, options?: ResponseOptions): string;
  /**
   * A base64 unsolicited SAMLResponse (IdP-initiated: no InResponseTo in the Response nor in the assertion)
   * for the service provider `sp`, as registered at the IdP (its ACS URL and entity id).
   */
  respondUnsolicited(sp: RegisteredServiceProvider, email: string, options?: ResponseOptions): string;
  /** The app tile of the IdP's portal (GET): what a person clicks to sign in to `appTile.sp` unprompted. */
  appUrl: string;
  /**
   * Who is signed in at the IdP when a browser opens `appUrl`, and the service provider the tile is for:
   * the page then POSTs an unsolicited SAMLResponse to the SP's ACS by an auto-submitting form, as Okta,
   * Entra and Keycloak do. Null: `appUrl` answers 403.
   */
  appTile: { sp: RegisteredServiceProvider; email: string; options?: ResponseOptions } | null;
  close(): Promise<void>;
}

const iso = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000).toISOString();
const newId = () => `_${randomBytes(16).toString('hex')}`;

function metadataXml(entityId: string, ssoUrl: string, cert: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escapeXml(entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(ssoUrl)}/post"/>
    <md:SingleSignOnService Binding="${REDIRECT}" Location="${escapeXml(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`;
}

function signAssertion(xml: string, keys: KeyPair, assertionId: string): string {
  const sig = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: `//*[local-name(.)='Assertion' and @ID='${assertionId}']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, {
    prefix: 'ds',
    location: {
      reference: `//*[local-name(.)='Assertion' and @ID='${assertionId}']/*[local-name(.)='Issuer']`,
      action: 'after',
    },
  });
  return sig.getSignedXml();
}

/** An enveloped signature over the whole Response, placed after its Issuer. */
function signResponse(xml: string, keys: KeyPair, responseId: string): string {
  const sig = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: `/*[local-name(.)='Response' and @ID='${responseId}']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `/*[local-name(.)='Response']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return sig.getSignedXml();
}

function assertionXml(
  id: string,
  p: Required<Pick<ResponseOptions, 'issuer' | 'audience' | 'recipient'>> & {
    nameId: string;
    subjectInResponseTo: string | null;
    expiresInSeconds: number;
    confirmationExpiresInSeconds: number | null;
    notBeforeInSeconds: number;
    attributes: Record<string, string>;
  },
): string {
  const attributes = Object.entries(p.attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  return (
    `<saml:Assertion xmlns:saml="${NS_SAML}" ID="${id}" Version="2.0" IssueInstant="${iso(0)}">` +
    `<saml:Issuer>${escapeXml(p.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(p.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData${p.subjectInResponseTo === null ? '' : ` InResponseTo="${escapeXml(p.subjectInResponseTo)}"`}` +
    `${p.confirmationExpiresInSeconds === null ? '' : ` NotOnOrAfter="${iso(p.confirmationExpiresInSeconds)}"`} Recipient="${escapeXml(p.recipient)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(p.notBeforeInSeconds)}" NotOnOrAfter="${iso(p.expiresInSeconds)}">` +
    `<saml:AudienceRestriction><saml:Audience>${escapeXml(p.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(-5)}" SessionIndex="${newId()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`
  );
}

/** Starts the IdP on 127.0.0.1, on `port` (0, the default: a random one). */
export async function startTestIdp(options: { entityId?: string; port?: number } = {}): Promise<TestIdp> {
  let keys = await newKeyPair();
  const hits = new Map<string, number>();
  let base = '';
  const state = {
    entityId: options.entityId ?? '',
    ssoUrl: '',
    browserLogin: null as TestIdp['browserLogin'],
    appTile: null as TestIdp['appTile'],
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      res.end(metadataXml(state.entityId, state.ssoUrl, keys.cert));
    } else if (path === '/metadata/garbage') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end('this is <not xml');
    } else if (path === '/metadata/huge') {
      // No content-length: the platform must count the bytes itself.
      res.writeHead(200, { 'content-type': 'application/xml' });
      const padding = `<!-- ${'x'.repeat(64 * 1024)} -->\n`;
      res.write('<?xml version="1.0"?>\n');
      for (let i = 0; i < 20; i++) res.write(padding);
      res.end(metadataXml(state.entityId, state.ssoUrl, keys.cert).replace(/^<\?xml[^>]*>\n/, ''));
    } else if (path === '/sso' && req.method === 'GET') {
      answerBrowser(`${base}${req.url ?? ''}`, res);
    } else if (path === '/app' && req.method === 'GET') {
      openAppTile(res);
    } else {
      res.writeHead(404).end();
    }
  });

  /** The browser's visit to the SSO URL: the page an IdP shows after its login, posting its answer at once. */
  function answerBrowser(authorizeUrl: string, res: ServerResponse) {
    const login = state.browserLogin;
    if (!login) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('no browser sign-in set on the test IdP');
      return;
    }
    let request: AuthnRequestSeen;
    let samlResponse: string;
    try {
      request = readAuthorizeUrl(authorizeUrl);
      samlResponse = respond(authorizeUrl, login.email, login.options);
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`not an AuthnRequest: ${(error as Error).message}`);
      return;
    }
    postForm(res, request.acsUrl, samlResponse, request.relayState);
  }

  /** A click on the app tile: an unsolicited Response posted to the registered ACS at once. */
  function openAppTile(res: ServerResponse) {
    const tile = state.appTile;
    if (!tile) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('no app tile set on the test IdP');
      return;
    }
    postForm(res, tile.sp.acsUrl, respondUnsolicited(tile.sp, tile.email, tile.options), null);
  }

  /** The page an IdP answers with: an auto-submitting form POSTing the SAMLResponse (HTTP-POST binding). */
  function postForm(res: ServerResponse, acsUrl: string, samlResponse: string, relayState: string | null) {
    const relay = relayState ? `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}">` : '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP</title></head><body>` +
        `<form method="post" action="${escapeXml(acsUrl)}">` +
        `<input type="hidden" name="SAMLResponse" value="${samlResponse}">${relay}` +
        `<noscript><button type="submit">Continue</button></noscript></form>` +
        `<script>document.forms[0].submit();</script></body></html>`,
    );
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.entityId ||= `${base}/metadata`;
  state.ssoUrl = `${base}/sso`;

  function respond(authorizeUrl: string, email: string, o: ResponseOptions = {}): string {
    const request = readAuthorizeUrl(authorizeUrl);
    return signedResponse({ acsUrl: request.acsUrl, audience: request.issuer }, request.id, email, o);
  }

  function respondUnsolicited(sp: RegisteredServiceProvider, email: string, o: ResponseOptions = {}): string {
    return signedResponse(sp, null, email, o);
  }

  /** The base64 Response for `sp`, answering `requestId` (null: unsolicited), broken as `o` says. */
  function signedResponse(
    sp: RegisteredServiceProvider,
    requestId: string | null,
    email: string,
    o: ResponseOptions,
  ): string {
    const inResponseTo = o.inResponseTo ?? requestId;
    const expiresInSeconds = o.expiresInSeconds ?? 300;
    const common = {
      issuer: o.issuer ?? state.entityId,
      audience: o.audience ?? sp.audience,
      recipient: o.recipient ?? sp.acsUrl,
      subjectInResponseTo: o.subjectInResponseTo ?? inResponseTo,
      expiresInSeconds,
      confirmationExpiresInSeconds:
        o.confirmationExpiresInSeconds === undefined ? expiresInSeconds : o.confirmationExpiresInSeconds,
      notBeforeInSeconds: o.notBeforeInSeconds ?? -60,
      attributes: { ...(o.email ? { email: o.email } : {}), ...o.attributes },
    };
    const assertionId = newId();
    const responseId = newId();
    let assertion = assertionXml(assertionId, { ...common, nameId: o.nameId ?? email });
    const secondId = newId();
    if (o.twoAssertions) assertion += assertionXml(secondId, { ...common, nameId: o.nameId ?? email });
    const answering = inResponseTo === null ? '' : ` InResponseTo="${escapeXml(inResponseTo)}"`;
    let xml =
      `<samlp:Response xmlns:samlp="${NS_SAMLP}" xmlns:saml="${NS_SAML}" ID="${responseId}" Version="2.0" ` +
      `IssueInstant="${iso(0)}" Destination="${escapeXml(o.destination ?? sp.acsUrl)}"${answering}>` +
      `<saml:Issuer>${escapeXml(state.entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="${escapeXml(o.status ?? SUCCESS)}"/></samlp:Status>` +
      assertion +
      `</samlp:Response>`;
    if (!o.unsigned) {
      xml = signAssertion(xml, o.signWith ?? keys, assertionId);
      if (o.twoAssertions) xml = signAssertion(xml, o.signWith ?? keys, secondId);
    }
    if (o.signResponse) xml = signResponse(xml, o.signResponse === true ? keys : o.signResponse, responseId);
    if (o.wrapping) xml = wrap(xml, o.wrapping.nameId);
    return Buffer.from(xml, 'utf8').toString('base64');
  }

  return {
    url: base,
    get entityId() {
      return state.entityId;
    },
    metadataUrl: `${base}/metadata`,
    garbageMetadataUrl: `${base}/metadata/garbage`,
    hugeMetadataUrl: `${base}/metadata/huge`,
    ssoUrl: state.ssoUrl,
    get keys() {
      return keys;
    },
    async rotateKeys() {
      keys = await newKeyPair('Vakt test IdP, rotated');
      return keys;
    },
    hits,
    get browserLogin() {
      return state.browserLogin;
    },
    set browserLogin(value) {
      state.browserLogin = value;
    },
    respond,
    respondUnsolicited,
    appUrl: `${base}/app`,
    get appTile() {
      return state.appTile;
    },
    set appTile(value) {
      state.appTile = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Signature wrapping: the signed assertion goes into <samlp:Extensions> (still verifiable by its ID),
 * and an unsigned copy with another NameID and another ID takes its place as /Response/Assertion.
 */
function wrap(signedXml: string, evilNameId: string): string {
  const doc = new DOMParser().parseFromString(signedXml, 'text/xml');
  const response = doc.documentElement!;
  const signed = response.getElementsByTagNameNS(NS_SAML, 'Assertion')[0]!;
  const evil = signed.cloneNode(true) as typeof signed;
  evil.setAttribute('ID', newId());
  const sig = evil.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
  if (sig) evil.removeChild(sig);
  evil.getElementsByTagNameNS(NS_SAML, 'NameID')[0]!.textContent = evilNameId;
  const extensions = doc.createElementNS(NS_SAMLP, 'samlp:Extensions');
  response.replaceChild(evil, signed);
  extensions.appendChild(signed);
  const status = response.getElementsByTagNameNS(NS_SAMLP, 'Status')[0]!;
  response.insertBefore(extensions, status);
  return new XMLSerializer().serializeToString(doc);
}

/** POSTs the IdP's form to an ACS as a browser would; the redirect is not followed. */
export async function postToAcs(
  acsUrl: string,
  samlResponse: string,
  relayState?: string,
): Promise<{ status: number; location: string | null }> {
  const form = new URLSearchParams({ SAMLResponse: samlResponse });
  if (relayState) form.set('RelayState', relayState);
  const res = await fetch(acsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') };
}
