import { randomBytes } from 'node:crypto';
import { SAML, SamlStatusError, ValidateInResponseTo, generateServiceProviderMetadata } from '@node-saml/node-saml';
import type { CacheProvider } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { loadSamlSpKeyPair, type Config, type SamlSpKeyPair } from '../../config.js';
import type { Db } from '../../db/types.js';
import { AppError } from '../../http/errors.js';
import { isContained, organizationScope, reachOfUser } from '../../policy/index.js';
import { outboundPolicy } from '../../outbound/index.js';
import { sha256 } from '../tokens.js';
import { IdpMetadataCache, MetadataUnavailable, type IdpMetadata } from './metadata.js';
import { REQUEST_TTL_SECONDS, SamlRepository, type SsoOrganization } from './repository.js';

export const CLOCK_SKEW_MS = 60_000;
const ROLE_ADMIN = 13;
/** A kept metadata copy this old is fetched again when a signature does not verify with it. */
export const METADATA_REFETCH_AFTER_MS = 60_000;

/** The ACS's refusals (`?samlError=<code>`), in the order they are checked. */
export type SamlErrorCode =
  | 'SAML_INVALID_RESPONSE'
  | 'SAML_UNKNOWN_REQUEST'
  | 'SAML_IDP_INITIATED_OFF'
  | 'SAML_INVALID_SIGNATURE'
  | 'SAML_WRONG_ISSUER'
  | 'SAML_WRONG_AUDIENCE'
  | 'SAML_WRONG_DESTINATION'
  | 'SAML_EXPIRED'
  | 'SAML_UNKNOWN_USER'
  | 'SSO_NOT_CONFIGURED'
  | 'IDP_METADATA_UNAVAILABLE';

/** A refused ACS call: the console gets the code, the log the reason. */
export class SamlRefusal extends Error {
  constructor(
    readonly code: SamlErrorCode,
    readonly reason: string,
    readonly organizationId: number | null = null,
    readonly os: string | null = null,
  ) {
    super(`${code}: ${reason}`);
  }
}

export const ssoNotConfigured = () =>
  new AppError(400, 'SSO_NOT_CONFIGURED', 'Single sign-on is not configured for this account');
const metadataUnavailable = () =>
  new AppError(502, 'IDP_METADATA_UNAVAILABLE', "The identity provider's metadata could not be read");
export const invalidSsoCode = () =>
  new AppError(401, 'INVALID_SSO_CODE', 'The single sign-on code is unknown, used or expired. Sign in again.');

const NS = {
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};
const select = xpath.useNamespaces(NS);
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];

function parseXml(xml: string): Document | undefined {
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    return undefined;
  }
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const text = (node: Node | undefined) => (node?.textContent ?? '').trim();
const attr = (expr: string, node: Node) => (select(expr, node) as Attr[]).map((a) => a.value);

/** node-saml's error messages (5.1, lib/saml.js) mapped onto the contract's codes. */
function codeOfLibraryError(err: unknown): SamlErrorCode {
  if (err instanceof SamlStatusError) return 'SAML_INVALID_RESPONSE';
  const message = err instanceof Error ? err.message : String(err);
  if (/InResponseTo/i.test(message)) return 'SAML_UNKNOWN_REQUEST';
  if (/multiple assertions/i.test(message)) return 'SAML_INVALID_RESPONSE';
  if (/signature|signed data/i.test(message)) return 'SAML_INVALID_SIGNATURE';
  if (/audience/i.test(message)) return 'SAML_WRONG_AUDIENCE';
  if (/not yet valid|expired|subject confirmation/i.test(message)) return 'SAML_EXPIRED';
  return 'SAML_INVALID_RESPONSE';
}

/**
 * The SAML 2.0 service provider (contract "Single sign-on"). The console's origin is its public face:
 * entity id <CONSOLE_URL>/saml/metadata, ACS <CONSOLE_URL>/saml/acs.
 */
export class SamlService {
  private readonly repo: SamlRepository;
  private keyPair?: Promise<SamlSpKeyPair>;
  readonly entityId: string;
  readonly acsUrl: string;
  readonly consoleUrl: string;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly metadata = new IdpMetadataCache({ policy: outboundPolicy(config) }),
  ) {
    this.repo = new SamlRepository(db);
    this.consoleUrl = config.consoleUrl;
    this.entityId = `${config.consoleUrl}/saml/metadata`;
    this.acsUrl = `${config.consoleUrl}/saml/acs`;
  }

  private keys(): Promise<SamlSpKeyPair> {
    this.keyPair ??= loadSamlSpKeyPair(this.config).catch((err: unknown) => {
      this.keyPair = undefined;
      throw err;
    });
    return this.keyPair;
  }

  /**
   * `responseSigned`: a Response carrying its own signature must verify too (node-saml ignores a bad one).
   * `solicited`: false for an unsolicited Response, which answers no request (InResponseTo not checked).
   */
  private async saml(
    idp: IdpMetadata,
    cacheProvider: CacheProvider,
    { responseSigned = false, solicited = true } = {},
  ): Promise<SAML> {
    const keys = await this.keys();
    return new SAML({
      issuer: this.entityId,
      callbackUrl: this.acsUrl,
      audience: this.entityId,
      entryPoint: idp.ssoUrl,
      idpCert: idp.certificates,
      privateKey: keys.key,
      publicCert: keys.cert,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      disableRequestedAuthnContext: true,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: responseSigned,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      validateInResponseTo: solicited ? ValidateInResponseTo.always : ValidateInResponseTo.never,
      requestIdExpirationPeriodMs: REQUEST_TTL_SECONDS * 1000,
      cacheProvider,
    });
  }

  /** The SP metadata XML. */
  async spMetadata(): Promise<string> {
    const keys = await this.keys();
    return generateServiceProviderMetadata({
      issuer: this.entityId,
      callbackUrl: this.acsUrl,
      publicCerts: keys.cert,
      privateKey: keys.key,
      signatureAlgorithm: 'sha256',
      wantAssertionsSigned: true,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    });
  }

  /** The IdP's HTTP-Redirect URL with a signed AuthnRequest, remembered 10 minutes in saml_requests. */
  async init(
    email: string,
    os: 'ios' | 'android' | undefined,
    warn: (fields: Record<string, unknown>, msg: string) => void,
  ): Promise<{ authorizeUrl: string }> {
    const address = email.trim().toLowerCase();
    const at = address.lastIndexOf('@');
    const domain = at > 0 ? address.slice(at + 1) : '';
    const organization = domain ? await this.repo.organizationByDomain(domain) : undefined;
    if (!organization?.metadataUrl) throw ssoNotConfigured();
    const idp = await this.idpOf(organization, (reason) =>
      warn({ organizationId: organization.id, reason }, 'SAML: IdP metadata unavailable'),
    );
    if (!idp) throw metadataUnavailable();
    const saml = await this.saml(idp, {
      saveAsync: async (id, value) => {
        await this.repo.saveRequest(id, organization.id, os ?? null);
        return { value, createdAt: Date.now() };
      },
      getAsync: async () => null,
      removeAsync: async () => null,
    });
    return { authorizeUrl: await saml.getAuthorizeUrlAsync('', undefined, {}) };
  }

  private async idpOf(organization: SsoOrganization, onFailure: (reason: string) => void) {
    try {
      return await this.metadata.get(organization.metadataUrl!);
    } catch (err) {
      if (!(err instanceof MetadataUnavailable)) throw err;
      onFailure(err.message);
      return undefined;
    }
  }

  /**
   * Validates the IdP's answer and hands out a one-time code for the user it names. Throws SamlRefusal
   * (the contract's codes, in the contract's order).
   */
  async acs(samlResponse: string | undefined): Promise<{ code: string; os: string | null; userId: number }> {
    // 1. The shape, before anything is believed: a Response, Success, exactly one plain assertion.
    const xml = samlResponse ? Buffer.from(samlResponse, 'base64').toString('utf8') : '';
    const doc = xml ? parseXml(xml) : undefined;
    const root = doc?.documentElement;
    if (!doc || !root || root.localName !== 'Response' || root.namespaceURI !== NS.samlp) {
      throw new SamlRefusal('SAML_INVALID_RESPONSE', 'not a SAML Response');
    }
    // A shape refusal still names the organization and keeps the os when the request is ours (e.g. the
    // person cancelled at the IdP: a Responder status); nothing else is taken from the response here.
    const shapeRefusal = async (reason: string) => {
      const id = root.getAttribute('InResponseTo');
      const request = id ? await this.repo.request(id) : undefined;
      return new SamlRefusal('SAML_INVALID_RESPONSE', reason, request?.organizationId ?? null, request?.os ?? null);
    };
    const status = attr('samlp:Status/samlp:StatusCode/@Value', root)[0];
    if (status !== SUCCESS) throw await shapeRefusal(`status ${status ?? 'missing'}`);
    const encrypted = select('saml:EncryptedAssertion', root) as Node[];
    if (encrypted.length > 0) throw await shapeRefusal('encrypted assertion (no decryption key)');
    const assertions = select('saml:Assertion', root) as Node[];
    if (assertions.length !== 1) throw await shapeRefusal(`${assertions.length} assertions (exactly one expected)`);

    // 2. Who asked: our request (InResponseTo), unanswered and young, names the organization whose IdP must
    // have signed; a Response with no InResponseTo at all is unsolicited (sign-in started at the IdP).
    const solicited = root.hasAttribute('InResponseTo');
    const inResponseTo = root.getAttribute('InResponseTo') ?? '';
    const { organization, os } = solicited
      ? await this.requestOrigin(inResponseTo)
      : { organization: await this.unsolicitedOrganization(assertions[0] as Element), os: null };
    const organizationId = organization.id;
    const refuse = (code: SamlErrorCode, reason: string) => new SamlRefusal(code, reason, organizationId, os);
    if (!organization.metadataUrl) throw refuse('SSO_NOT_CONFIGURED', 'the organization has no metadata URL now');
    let failure = '';
    let idp = await this.idpOf(organization, (reason) => (failure = reason));
    if (!idp) throw refuse('IDP_METADATA_UNAVAILABLE', failure);

    // 3. node-saml: signature (assertion signed by a metadata certificate, no wrapping), InResponseTo,
    // audience, NotBefore / NotOnOrAfter of Conditions and SubjectConfirmationData (± 60 s).
    const cacheProvider: CacheProvider = {
      saveAsync: async () => null,
      getAsync: async (id) => {
        const row = await this.repo.request(id);
        return row && !row.answered && !row.expired && row.organizationId === organizationId
          ? row.createdAt.toISOString()
          : null;
      },
      // Answered below, atomically, once every check has passed.
      removeAsync: async () => null,
    };
    const responseSigned = (select('ds:Signature', root) as Node[]).length > 0;
    const validate = async (metadata: IdpMetadata) => {
      const saml = await this.saml(metadata, cacheProvider, { responseSigned, solicited });
      return (await saml.validatePostResponseAsync({ SAMLResponse: samlResponse! })).profile;
    };
    let profile;
    try {
      profile = await validate(idp);
    } catch (err) {
      const code = codeOfLibraryError(err);
      // The IdP may have rotated its key since we kept its metadata: fetch it again, once, and retry.
      const fresh =
        code === 'SAML_INVALID_SIGNATURE' ? await this.refreshedIdp(organization.metadataUrl, idp) : undefined;
      if (!fresh) throw refuse(code, (err as Error).message);
      try {
        profile = await validate(fresh);
      } catch (again) {
        throw refuse(codeOfLibraryError(again), `${(again as Error).message} (metadata fetched again)`);
      }
      idp = fresh;
    }
    const assertionXml = profile?.getAssertionXml?.();
    const assertion = assertionXml ? parseXml(assertionXml)?.documentElement : undefined;
    if (!profile || !assertion) throw refuse('SAML_INVALID_RESPONSE', 'no validated assertion');

    // 4. What node-saml leaves to us; everything about the user comes from the validated assertion only.
    const issuer = text((select('saml:Issuer', assertion) as Node[])[0]);
    if (issuer !== idp.entityId) throw refuse('SAML_WRONG_ISSUER', `assertion Issuer "${issuer}"`);
    const responseIssuer = (select('saml:Issuer', root) as Node[])[0];
    if (responseIssuer && text(responseIssuer) !== idp.entityId) {
      throw refuse('SAML_WRONG_ISSUER', `Response Issuer "${text(responseIssuer)}"`);
    }
    const destination = root.getAttribute('Destination');
    if (destination && destination !== this.acsUrl) {
      throw refuse('SAML_WRONG_DESTINATION', `Response Destination "${destination}"`);
    }
    const confirmation = select(
      "saml:Subject/saml:SubjectConfirmation[@Method='urn:oasis:names:tc:SAML:2.0:cm:bearer']/saml:SubjectConfirmationData",
      assertion,
    ) as Element[];
    if (confirmation.length === 0) throw refuse('SAML_INVALID_RESPONSE', 'no bearer SubjectConfirmationData');
    const recipients = confirmation.map((c) => c.getAttribute('Recipient') ?? '');
    if (!recipients.includes(this.acsUrl)) {
      throw refuse('SAML_WRONG_DESTINATION', `SubjectConfirmationData Recipient "${recipients.join('", "')}"`);
    }
    const ours = confirmation.filter((c) => c.getAttribute('Recipient') === this.acsUrl);
    if (solicited) {
      // The confirmation addressed to us must answer this very request.
      if (!ours.some((c) => c.getAttribute('InResponseTo') === inResponseTo)) {
        throw refuse('SAML_UNKNOWN_REQUEST', 'the signed assertion does not answer this request');
      }
      if (!(await this.repo.answerRequest(inResponseTo))) {
        throw refuse('SAML_UNKNOWN_REQUEST', `request ${inResponseTo} was already answered (replay)`);
      }
    } else {
      await this.useUnsolicited(organizationId, assertion, ours, refuse);
    }

    // 5. The user.
    const email = this.emailOf(assertion);
    if (!email) throw refuse('SAML_UNKNOWN_USER', 'the assertion names no e-mail (NameID or email / mail attribute)');
    // An organization's IdP is chosen by that organization's admins: it vouches only for addresses of the
    // domains the organization claims, never for a platform admin, and only for people whose whole reach
    // lies inside the organization (containment, policy/containment.ts).
    if (!(await this.repo.claimsDomain(organizationId, domainOf(email)))) {
      throw refuse('SAML_UNKNOWN_USER', `${email} is not of a domain organization ${organizationId} claims`);
    }
    const user = await this.repo.userByEmail(email);
    let userId: number;
    if (user) {
      if (!user.active) throw refuse('SAML_UNKNOWN_USER', `user ${user.id} (${email}) is not active`);
      if (user.roles.includes(ROLE_ADMIN)) {
        throw refuse(
          'SAML_UNKNOWN_USER',
          `user ${user.id} is a platform admin (never signed in by an organization's IdP)`,
        );
      }
      const organization = await organizationScope(this.db, organizationId);
      if (!isContained(organization, await reachOfUser(this.db, user.id))) {
        throw refuse('SAML_UNKNOWN_USER', `user ${user.id} (${email}) reaches beyond organization ${organizationId}`);
      }
      userId = user.id;
    } else {
      if (!organization.allowUserCreation) {
        throw refuse('SAML_UNKNOWN_USER', `no user ${email} and the organization does not create users`);
      }
      const created = await this.repo.createUser(email, organizationId, {
        firstName: this.attribute(assertion, ['givenName', 'firstName', 'urn:oid:2.5.4.42']),
        lastName: this.attribute(assertion, ['sn', 'surname', 'lastName', 'urn:oid:2.5.4.4']),
      });
      if (!created) throw refuse('SAML_UNKNOWN_USER', `user ${email} could not be created (taken meanwhile)`);
      userId = created;
    }
    const code = randomBytes(32).toString('base64url');
    await this.repo.saveCode(sha256(code), userId);
    return { code, os, userId };
  }

  /** The organization whose request `id` is, while unanswered and young; SAML_UNKNOWN_REQUEST otherwise. */
  private async requestOrigin(id: string): Promise<{ organization: SsoOrganization; os: string | null }> {
    const request = id ? await this.repo.request(id) : undefined;
    if (!request || request.answered || request.expired) {
      const why = !id
        ? 'no InResponseTo'
        : !request
          ? `InResponseTo ${id} is not a request we issued`
          : request.answered
            ? `request ${id} was already answered (replay)`
            : `request ${id} has expired`;
      throw new SamlRefusal('SAML_UNKNOWN_REQUEST', why, request?.organizationId ?? null, request?.os ?? null);
    }
    const organization = await this.repo.organization(request.organizationId);
    if (!organization) {
      throw new SamlRefusal('SSO_NOT_CONFIGURED', 'the organization is gone', request.organizationId, request.os);
    }
    return { organization, os: request.os };
  }

  /**
   * An unsolicited Response names its organization as a person's sign-in start does: by the e-mail domain of
   * the address it carries, which one organization at most claims (one indexed look-up, at most that one
   * organization's metadata read). The address is read here unverified, only to choose whose IdP
   * certificates must verify the assertion; the user is then taken from the verified assertion only, and
   * must be of a domain that very organization claims.
   */
  private async unsolicitedOrganization(unverified: Element): Promise<SsoOrganization> {
    const email = this.emailOf(unverified);
    if (!email) throw new SamlRefusal('SAML_UNKNOWN_USER', 'an unsolicited Response whose assertion names no e-mail');
    const organization = await this.repo.organizationByDomain(domainOf(email));
    if (!organization) {
      throw new SamlRefusal(
        'SAML_IDP_INITIATED_OFF',
        `unsolicited Response for ${email}: no organization claims its domain`,
      );
    }
    if (!organization.allowIdpInitiated) {
      throw new SamlRefusal(
        'SAML_IDP_INITIATED_OFF',
        `unsolicited Response for ${email}: organization ${organization.id} does not accept sign-in started at the IdP`,
        organization.id,
      );
    }
    return organization;
  }

  /**
   * What an unsolicited assertion must show besides the common checks: no confirmation addressed to us
   * answers a request (a solicited answer whose Response lost its InResponseTo is not unsolicited), each
   * is within its times (node-saml checks them only against a request), and its ID was not accepted before:
   * kept until it could no longer pass the time checks.
   */
  private async useUnsolicited(
    organizationId: number,
    assertion: Element,
    ours: Element[],
    refuse: (code: SamlErrorCode, reason: string) => SamlRefusal,
  ): Promise<void> {
    const answering = ours.find((c) => c.hasAttribute('InResponseTo'));
    if (answering) {
      throw refuse(
        'SAML_UNKNOWN_REQUEST',
        `the signed assertion answers request ${answering.getAttribute('InResponseTo')} but the Response names none`,
      );
    }
    const now = Date.now();
    const until: number[] = [];
    for (const c of ours) {
      const notOnOrAfter = Date.parse(c.getAttribute('NotOnOrAfter') ?? '');
      if (Number.isNaN(notOnOrAfter)) {
        throw refuse('SAML_INVALID_RESPONSE', 'an unsolicited bearer SubjectConfirmationData without NotOnOrAfter');
      }
      const notBefore = Date.parse(c.getAttribute('NotBefore') ?? '');
      if (now - CLOCK_SKEW_MS >= notOnOrAfter || now + CLOCK_SKEW_MS < notBefore) {
        throw refuse('SAML_EXPIRED', 'SubjectConfirmationData outside NotBefore / NotOnOrAfter');
      }
      until.push(notOnOrAfter);
    }
    const conditionsUntil = Date.parse(attr('saml:Conditions/@NotOnOrAfter', assertion)[0] ?? '');
    if (!Number.isNaN(conditionsUntil)) until.push(conditionsUntil);
    const id = assertion.getAttribute('ID') ?? '';
    if (!id) throw refuse('SAML_INVALID_RESPONSE', 'the assertion has no ID');
    // A skew more than the checks allow: the database's clock may run ahead of ours.
    const expiresAt = new Date(Math.min(...until) + 2 * CLOCK_SKEW_MS);
    if (!(await this.repo.useAssertion(organizationId, id, expiresAt))) {
      throw refuse('SAML_UNKNOWN_REQUEST', `assertion ${id} was already used (replay)`);
    }
  }

  /**
   * The IdP's metadata fetched again when the kept copy is over a minute old and the fetch brings other
   * certificates; otherwise undefined (a stream of badly signed responses cannot make us fetch more often).
   */
  private async refreshedIdp(url: string, kept: IdpMetadata): Promise<IdpMetadata | undefined> {
    if ((this.metadata.ageMs(url) ?? 0) < METADATA_REFETCH_AFTER_MS) return undefined;
    this.metadata.forget(url);
    try {
      const fresh = await this.metadata.get(url);
      return fresh.certificates.join() === kept.certificates.join() ? undefined : fresh;
    } catch (err) {
      if (err instanceof MetadataUnavailable) return undefined;
      throw err;
    }
  }

  /** The user id a code carries, once; undefined when unknown, used or older than 60 s. */
  redeemCode(code: string): Promise<number | undefined> {
    return this.repo.redeemCode(sha256(code));
  }

  private emailOf(assertion: Element): string | undefined {
    const nameId = text((select('saml:Subject/saml:NameID', assertion) as Node[])[0]);
    if (EMAIL.test(nameId)) return nameId;
    const fromAttribute = this.attribute(assertion, EMAIL_ATTRIBUTES);
    return fromAttribute && EMAIL.test(fromAttribute) ? fromAttribute : undefined;
  }

  private attribute(assertion: Element, names: string[]): string | null {
    const wanted = new Set(names.map((n) => n.toLowerCase()));
    const attributes = select('saml:AttributeStatement/saml:Attribute', assertion) as Element[];
    for (const a of attributes) {
      if (!wanted.has((a.getAttribute('Name') ?? '').toLowerCase())) continue;
      const value = text((select('saml:AttributeValue', a) as Node[])[0]);
      if (value) return value.slice(0, 100);
    }
    return null;
  }
}
