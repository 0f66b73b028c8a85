import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { expectErrorShape } from '../../../test/harness.js';
import { allowLoopbackPorts } from '../../testing.js';
import {
  NS_SAML,
  NS_SAMLP,
  newKeyPair,
  postToAcs,
  readAuthorizeUrl,
  startTestIdp,
  type KeyPair,
  type TestIdp,
} from '../../../test/saml/idp.js';
import { describeEachDbLogged } from '../../../test/saml/platform.js';

const CONSOLE = 'https://console.vakt.test';
const ENTITY_ID = `${CONSOLE}/saml/metadata`;
const ACS = `${CONSOLE}/saml/acs`;
const ANNA = 'anna.sso@nordvakt.se';
const CARL = 'carl.other@malardalen.test';

let idp: TestIdp;
let otherKeys: KeyPair;
let unreachable = 0;

beforeAll(async () => {
  idp = await startTestIdp();
  otherKeys = await newKeyPair('Someone else');
  unreachable = await closedPort();
});
afterAll(async () => {
  await idp?.close();
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// The IdP's loopback port (and the one nobody listens on) allow-listed: the outbound policy refuses loopback.
const env = () => ({
  CONSOLE_URL: CONSOLE,
  OUTBOUND_ALLOW: allowLoopbackPorts(Number(new URL(idp.url).port), unreachable),
});

describeEachDbLogged('SAML single sign-on', env, (ctx) => {
  let annaId: number;
  let carlId: number;
  const t = () => ctx().t;

  beforeAll(async () => {
    const { t: tc } = ctx();
    await tc.db.query('UPDATE organizations SET saml_metadata_url = $1 WHERE id = 1', [idp.metadataUrl]);
    await tc.db.query('UPDATE organizations SET saml_metadata_url = NULL WHERE id = 2');
    [{ id: annaId }] = (await tc.db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, organization_id) VALUES ($1, 'Anna', 'Sso', 1) RETURNING id`,
      [ANNA],
    )) as [{ id: number }];
    [{ id: carlId }] = (await tc.db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, organization_id) VALUES ($1, 'Carl', 'Other', 2) RETURNING id`,
      [CARL],
    )) as [{ id: number }];
  });

  async function init(email = ANNA, os?: string): Promise<string> {
    const res = await t().post('/v2/auth/saml/init', os ? { email, os } : { email });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.authorizeUrl as string;
  }

  const acsOf = () => `${t().platform.url}/v2/auth/saml/acs`;

  /** Posts to the ACS; expects the redirect to the console with ?saml=<code>. */
  async function accepted(samlResponse: string): Promise<URL> {
    const res = await postToAcs(acsOf(), samlResponse);
    expect(res.status).toBe(303);
    const location = new URL(res.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${CONSOLE}/`);
    expect(location.searchParams.get('samlError'), res.location!).toBeNull();
    expect(location.searchParams.get('saml')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return location;
  }

  /** Posts to the ACS; expects the redirect with ?samlError=<code> and a warning naming code, organization, reason. */
  async function refused(samlResponse: string, code: string, organizationId: number | null = 1) {
    const before = ctx().logs.length;
    const res = await postToAcs(acsOf(), samlResponse);
    expect(res.status).toBe(303);
    const location = new URL(res.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${CONSOLE}/`);
    expect(location.searchParams.get('samlError')).toBe(code);
    expect(location.searchParams.get('saml')).toBeNull();
    const warning = ctx()
      .logs.slice(before)
      .find((l) => l.level === 40 && l.samlError === code);
    expect(warning, JSON.stringify(ctx().logs.slice(before))).toBeDefined();
    expect(warning!.organizationId).toBe(organizationId);
    expect(String(warning!.reason).length).toBeGreaterThan(0);
    expect(warning!.msg).toContain(code);
    return { location, reason: String(warning!.reason) };
  }

  async function login(code: string) {
    return t().post('/v2/auth/saml/login', { saml: code });
  }

  it('GET /v2/auth/saml/metadata: the SP metadata with the entity id, the ACS and the generated signing certificate', async () => {
    const res = await t().request('GET', '/v2/auth/saml/metadata');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/samlmetadata+xml');
    const xml = res.body as string;
    expect(xml).toContain(`entityID="${ENTITY_ID}"`);
    expect(xml).toMatch(
      new RegExp(
        `AssertionConsumerService[^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"[^>]*Location="${ACS}"`,
      ),
    );
    expect(xml).toMatch(/AuthnRequestsSigned="true"/);
    expect(xml).toMatch(/WantAssertionsSigned="true"/);
    // The key pair generated into the data folder (mode 600) is the one published.
    const file = join(t().platform.config.dataDir, 'saml-sp.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(await readFile(file, 'utf8')) as { key: string; cert: string };
    const body = saved.cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
    expect(xml.replace(/\s/g, '')).toContain(`<ds:X509Certificate>${body}</ds:X509Certificate>`);
  });

  it('init: the IdP SSO URL with an AuthnRequest signed by the SP key (HTTP-Redirect, rsa-sha256), remembered with the organization and os', async () => {
    const url = await init(ANNA, 'ios');
    expect(url.startsWith(`${idp.ssoUrl}?`)).toBe(true);
    const saved = JSON.parse(await readFile(join(t().platform.config.dataDir, 'saml-sp.json'), 'utf8'));
    const request = readAuthorizeUrl(url, saved.cert);
    expect(request.signatureValid).toBe(true);
    expect(request.sigAlg).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(request.issuer).toBe(ENTITY_ID);
    expect(request.acsUrl).toBe(ACS);
    expect(request.destination).toBe(idp.ssoUrl);
    // Another key does not verify it.
    expect(readAuthorizeUrl(url, otherKeys.cert).signatureValid).toBe(false);
    const rows = await t().db.query('SELECT organization_id, os, answered_at FROM saml_requests WHERE id = $1', [
      request.id,
    ]);
    expect(rows).toEqual([{ organization_id: 1, os: 'ios', answered_at: null }]);
  });

  it('init: the IdP metadata is fetched once and kept (cached per URL)', async () => {
    const before = idp.hits.get('/metadata') ?? 0;
    await init();
    await init();
    expect(idp.hits.get('/metadata') ?? 0).toBe(before === 0 ? 1 : before);
  });

  it('happy path: IdP response → ACS 303 ?saml=<code>&os=ios → login gives a working session; the SSO flag untouched; the code is single use', async () => {
    const url = await init(ANNA, 'ios');
    const location = await accepted(idp.respond(url, ANNA));
    expect(location.searchParams.get('os')).toBe('ios');
    const code = location.searchParams.get('saml')!;
    expect(ctx().logs.some((l) => l.msg === 'SAML: signed in' && l.userId === annaId)).toBe(true);

    const res = await login(code);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ id: annaId, email: ANNA, firstName: 'Anna', roles: [0] });
    expect(typeof res.body.refreshToken).toBe('string');
    const version = await t().get('/backoffice/version', res.body.accessToken);
    expect(version.status).toBe(200);
    const refreshed = await t().request('POST', '/v2/auth/refresh', {
      headers: { authorization: `Bearer ${res.body.refreshToken}` },
    });
    expect(refreshed.status).toBe(200);

    // The SSO flag (password sign-in off, no password reset) is an administrator's decision, not a side
    // effect of signing in: the password still works and may still be reset.
    const user = await t().get(`/backoffice/users/${annaId}`, await t().tokenOf('admin'));
    expect(user.body.samlEnabled).toBe(false);
    expect(user.body.permissions.resetPassword).toBe(true);

    const again = await login(code);
    expect(again.status).toBe(401);
    expectErrorShape(again.body, 401, 'INVALID_SSO_CODE');
  });

  it('without os the redirect carries no os; the code expires after 60 s; an unknown code is refused', async () => {
    const location = await accepted(idp.respond(await init(), ANNA));
    expect(location.searchParams.has('os')).toBe(false);
    const code = location.searchParams.get('saml')!;
    await t().db.query(`UPDATE saml_login_codes SET created_at = now() - interval '61 seconds'`);
    const expired = await login(code);
    expectErrorShape(expired.body, 401, 'INVALID_SSO_CODE');
    expect(expired.status).toBe(401);
    const unknown = await login('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expectErrorShape(unknown.body, 401, 'INVALID_SSO_CODE');
  });

  it('the e-mail may come from an email attribute when the NameID is not an e-mail', async () => {
    const url = await init();
    const location = await accepted(idp.respond(url, ANNA, { nameId: 'opaque-4711', email: ANNA }));
    const res = await login(location.searchParams.get('saml')!);
    expect(res.body.user.id).toBe(annaId);
  });

  it('SSO_NOT_CONFIGURED: no organization claims the domain, or it has no metadata URL', async () => {
    for (const email of ['someone@unclaimed.test', 'bo@malardalen.test', 'not-an-email']) {
      const res = await t().post('/v2/auth/saml/init', { email });
      expect(res.status, email).toBe(400);
      expectErrorShape(res.body, 400, 'SSO_NOT_CONFIGURED');
      expect(res.body.errorMessage).toBe('Single sign-on is not configured for this account');
    }
  });

  it('IDP_METADATA_UNAVAILABLE: unreachable, over 1 MB, or not metadata; the log says why', async () => {
    const urls = [
      [`http://127.0.0.1:${unreachable}/metadata`, /fetch failed/],
      [idp.hugeMetadataUrl, /larger than 1048576 bytes/],
      [idp.garbageMetadataUrl, /not XML|no EntityDescriptor/],
      [`${idp.url}/nothing-here`, /answered 404/],
    ] as const;
    for (const [url, reason] of urls) {
      await t().db.query('UPDATE organizations SET saml_metadata_url = $1 WHERE id = 2', [url]);
      const before = ctx().logs.length;
      const res = await t().post('/v2/auth/saml/init', { email: 'bo@malardalen.test' });
      expect(res.status, url).toBe(502);
      expectErrorShape(res.body, 502, 'IDP_METADATA_UNAVAILABLE');
      const warning = ctx()
        .logs.slice(before)
        .find((l) => l.level === 40 && l.organizationId === 2);
      expect(String(warning?.reason), url).toMatch(reason);
    }
    await t().db.query('UPDATE organizations SET saml_metadata_url = NULL WHERE id = 2');
  });

  it('SAML_INVALID_RESPONSE: not a SAML response, a failed status, two assertions', async () => {
    await refused(Buffer.from('<html>hello</html>').toString('base64'), 'SAML_INVALID_RESPONSE', null);
    // No form at all, or JSON instead of a form: still the redirect, not an API error.
    for (const body of [undefined, JSON.stringify({ SAMLResponse: 42 })]) {
      const res = await fetch(acsOf(), {
        method: 'POST',
        headers: body ? { 'content-type': 'application/json' } : {},
        body,
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${CONSOLE}/?samlError=SAML_INVALID_RESPONSE`);
    }
    await refused('%%% not base64 %%%', 'SAML_INVALID_RESPONSE', null);
    // Our request: the organization is named and the os kept (an app user goes back to the app).
    const cancelled = await refused(
      idp.respond(await init(ANNA, 'android'), ANNA, { status: 'urn:oasis:names:tc:SAML:2.0:status:Responder' }),
      'SAML_INVALID_RESPONSE',
      1,
    );
    expect(cancelled.location.searchParams.get('os')).toBe('android');
    await refused(idp.respond(await init(), ANNA, { twoAssertions: true }), 'SAML_INVALID_RESPONSE', 1);
  });

  it('SAML_UNKNOWN_REQUEST: an InResponseTo we did not issue, a signed assertion answering another request, a replay, an expired request', async () => {
    await refused(idp.respond(await init(), ANNA, { inResponseTo: '_not-ours' }), 'SAML_UNKNOWN_REQUEST', null);

    const first = readAuthorizeUrl(await init()).id;
    const second = await init();
    const { reason } = await refused(idp.respond(second, ANNA, { subjectInResponseTo: first }), 'SAML_UNKNOWN_REQUEST');
    expect(reason).toMatch(/InResponseTo/);

    const response = idp.respond(await init(), ANNA);
    await accepted(response);
    const replay = await refused(response, 'SAML_UNKNOWN_REQUEST');
    expect(replay.reason).toMatch(/already answered/);

    const late = await init();
    await t().db.query(`UPDATE saml_requests SET created_at = now() - interval '11 minutes' WHERE id = $1`, [
      readAuthorizeUrl(late).id,
    ]);
    const expired = await refused(idp.respond(late, ANNA), 'SAML_UNKNOWN_REQUEST');
    expect(expired.reason).toMatch(/expired/);
  });

  it('SAML_INVALID_SIGNATURE: unsigned, re-signed with another key, signature wrapping (the evil NameID is never signed in)', async () => {
    await refused(idp.respond(await init(), ANNA, { unsigned: true }), 'SAML_INVALID_SIGNATURE');
    await refused(idp.respond(await init(), ANNA, { signWith: otherKeys }), 'SAML_INVALID_SIGNATURE');

    const orgadmin = 'orgadmin@vakt.test';
    const before = await t().db.query('SELECT count(*)::int AS n FROM saml_login_codes');
    const wrapped = idp.respond(await init(), ANNA, { wrapping: { nameId: orgadmin } });
    // The response really is a wrapping attack: /Response/Assertion (where a naive reader looks) names the
    // orgadmin and carries no signature; Anna's signed assertion sits inside Extensions.
    const doc = new DOMParser().parseFromString(Buffer.from(wrapped, 'base64').toString('utf8'), 'text/xml');
    const response = doc.documentElement!;
    const top = Array.from(response.getElementsByTagNameNS(NS_SAML, 'Assertion')).filter(
      (a) => a.parentNode === response,
    );
    expect(top).toHaveLength(1);
    expect(top[0]!.getElementsByTagNameNS(NS_SAML, 'NameID')[0]!.textContent).toBe(orgadmin);
    expect(top[0]!.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')).toHaveLength(0);
    const extensions = doc.documentElement!.getElementsByTagNameNS(NS_SAMLP, 'Extensions')[0]!;
    expect(extensions.getElementsByTagNameNS(NS_SAML, 'NameID')[0]!.textContent).toBe(ANNA);
    await refused(wrapped, 'SAML_INVALID_SIGNATURE');
    expect(await t().db.query('SELECT count(*)::int AS n FROM saml_login_codes')).toEqual(before);
  });

  it('a signed Response around the signed assertion passes; a Response signature that does not verify, or a signed Response around an unsigned assertion, is SAML_INVALID_SIGNATURE', async () => {
    await accepted(idp.respond(await init(), ANNA, { signResponse: true }));
    await refused(idp.respond(await init(), ANNA, { signResponse: otherKeys }), 'SAML_INVALID_SIGNATURE');
    await refused(idp.respond(await init(), ANNA, { signResponse: true, unsigned: true }), 'SAML_INVALID_SIGNATURE');
  });

  it('SAML_WRONG_ISSUER, SAML_WRONG_AUDIENCE, SAML_WRONG_DESTINATION (Response Destination, Recipient)', async () => {
    await refused(idp.respond(await init(), ANNA, { issuer: 'https://evil.test/idp' }), 'SAML_WRONG_ISSUER');
    await refused(
      idp.respond(await init(), ANNA, { audience: 'https://other-sp.test/saml/metadata' }),
      'SAML_WRONG_AUDIENCE',
    );
    await refused(
      idp.respond(await init(), ANNA, { destination: 'https://other-sp.test/saml/acs' }),
      'SAML_WRONG_DESTINATION',
    );
    await refused(
      idp.respond(await init(), ANNA, { recipient: 'https://other-sp.test/saml/acs' }),
      'SAML_WRONG_DESTINATION',
    );
  });

  it('SAML_EXPIRED: expired or not yet valid beyond 60 s of clock skew; within the skew it passes', async () => {
    await refused(idp.respond(await init(), ANNA, { expiresInSeconds: -120 }), 'SAML_EXPIRED');
    await refused(idp.respond(await init(), ANNA, { notBeforeInSeconds: 300 }), 'SAML_EXPIRED');
    await accepted(idp.respond(await init(), ANNA, { expiresInSeconds: -30 }));
    await accepted(idp.respond(await init(), ANNA, { notBeforeInSeconds: 30 }));
  });

  it('SAML_UNKNOWN_USER: no such user with creation off, an address of a domain the organization does not claim, a deactivated user', async () => {
    await refused(idp.respond(await init(), 'nobody@nordvakt.se'), 'SAML_UNKNOWN_USER');
    expect(await t().db.query('SELECT id FROM users WHERE email = $1', ['nobody@nordvakt.se'])).toEqual([]);

    // Carl's domain is organization 2's: organization 1's IdP cannot vouch for it.
    const other = await refused(idp.respond(await init(), CARL), 'SAML_UNKNOWN_USER');
    expect(other.reason).toMatch(/not of a domain organization 1 claims/);
    const carl = await t().get(`/backoffice/users/${carlId}`, await t().tokenOf('admin'));
    expect(carl.body.samlEnabled).toBe(false);

    await t().db.query(
      `INSERT INTO users (email, organization_id, is_active) VALUES ('sleeper@nordvakt.se', 1, false)`,
    );
    await refused(idp.respond(await init(), 'sleeper@nordvakt.se'), 'SAML_UNKNOWN_USER');
  });

  it("never a platform admin, not even one of the organization's own", async () => {
    const [admin] = await t().db.query<{ id: number }>(
      `INSERT INTO users (email, roles, organization_id) VALUES ('root.sso@nordvakt.se', '{13}', 1) RETURNING id`,
    );
    const refusal = await refused(idp.respond(await init(), 'root.sso@nordvakt.se'), 'SAML_UNKNOWN_USER');
    expect(refusal.reason).toMatch(/platform admin/);
    expect(await t().db.query('SELECT 1 FROM saml_login_codes WHERE user_id = $1', [admin!.id])).toEqual([]);
  });

  it("a user of the organization who also administers another organization's client is not signed in (a bridge user)", async () => {
    const [own] = await t().db.query<{ id: number }>('SELECT id FROM clients WHERE organization_id = 1 ORDER BY id');
    const [foreign] = await t().db.query<{ id: number }>(
      'SELECT id FROM clients WHERE organization_id = 2 ORDER BY id',
    );
    const [bridge] = await t().db.query<{ id: number }>(
      `INSERT INTO users (email, roles, organization_id) VALUES ('bridge.sso@nordvakt.se', '{16}', 1) RETURNING id`,
    );
    await t().db.query(
      'INSERT INTO client_users (client_id, user_id, is_admin) VALUES ($1, $3, true), ($2, $3, true)',
      [own!.id, foreign!.id, bridge!.id],
    );
    const refusal = await refused(idp.respond(await init(), 'bridge.sso@nordvakt.se'), 'SAML_UNKNOWN_USER');
    expect(refusal.reason).toMatch(/reaches beyond organization 1/);

    // Its organization's own clients only: contained, signed in.
    await t().db.query('DELETE FROM client_users WHERE client_id = $1 AND user_id = $2', [foreign!.id, bridge!.id]);
    const location = await accepted(idp.respond(await init(), 'bridge.sso@nordvakt.se'));
    expect((await login(location.searchParams.get('saml')!)).body.user.id).toBe(bridge!.id);

    // An organization-admin of another organization is never contained in this one.
    await t().db.query("UPDATE users SET roles = '{17}', organization_id = 2 WHERE id = $1", [bridge!.id]);
    await refused(idp.respond(await init(), 'bridge.sso@nordvakt.se'), 'SAML_UNKNOWN_USER');
  });

  it("a member of the organization's clients only, without an organization of their own, signs in too", async () => {
    const [member] = await t().db.query<{ id: number }>(
      `INSERT INTO users (email, organization_id) VALUES ('member.sso@nordvakt.se', NULL) RETURNING id`,
    );
    const [client] = await t().db.query<{ id: number }>('SELECT id FROM clients WHERE organization_id = 1 LIMIT 1');
    await t().db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [client!.id, member!.id]);
    const location = await accepted(idp.respond(await init(), 'member.sso@nordvakt.se'));
    const res = await login(location.searchParams.get('saml')!);
    expect(res.body.user.id).toBe(member!.id);

    // Also a member of another organization's client: this IdP does not vouch for them any more.
    const [elsewhere] = await t().db.query<{ id: number }>(
      'SELECT id FROM clients WHERE organization_id IS DISTINCT FROM 1 LIMIT 1',
    );
    await t().db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [elsewhere!.id, member!.id]);
    await refused(idp.respond(await init(), 'member.sso@nordvakt.se'), 'SAML_UNKNOWN_USER');
  });

  it('first sign-in creates the user when the organization allows it (role user, the organization, SSO on)', async () => {
    await t().db.query('UPDATE organizations SET saml_allow_user_creation = true WHERE id = 1');
    try {
      const email = 'new.person@nordvakt.se';
      const url = await init(email, 'android');
      const location = await accepted(idp.respond(url, email, { attributes: { givenName: 'New', sn: 'Person' } }));
      expect(location.searchParams.get('os')).toBe('android');
      const res = await login(location.searchParams.get('saml')!);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email, firstName: 'New', lastName: 'Person', roles: [0] });
      const user = await t().get(`/backoffice/users/${res.body.user.id}`, await t().tokenOf('admin'));
      expect(user.body).toMatchObject({ organizationId: 1, samlEnabled: true, status: 'active' });
      // Still no creation for a user of another organization, nor of a domain the organization does not claim.
      await refused(idp.respond(await init(), CARL), 'SAML_UNKNOWN_USER');
      const foreign = await refused(idp.respond(await init(), 'stranger@malardalen.test'), 'SAML_UNKNOWN_USER');
      expect(foreign.reason).toMatch(/not of a domain organization 1 claims/);
      expect(await t().db.query("SELECT 1 FROM users WHERE email = 'stranger@malardalen.test'")).toEqual([]);
    } finally {
      await t().db.query('UPDATE organizations SET saml_allow_user_creation = false WHERE id = 1');
    }
  });

  // Last: it leaves the test IdP with a rotated key.
  it('the IdP rotates its key: the kept metadata is fetched again (when over a minute old) and the new signature passes', async () => {
    const url = `${idp.metadataUrl}?rotation=${t().platform.backend}`;
    await t().db.query('UPDATE organizations SET saml_metadata_url = $1 WHERE id = 1', [url]);
    try {
      await init();
      const fetched = idp.hits.get('/metadata')!;
      await idp.rotateKeys();
      // The copy is seconds old: no fetch again (a stream of bad signatures cannot make us fetch).
      await refused(idp.respond(await init(), ANNA), 'SAML_INVALID_SIGNATURE');
      expect(idp.hits.get('/metadata')).toBe(fetched);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
      await accepted(idp.respond(await init(), ANNA));
      expect(idp.hits.get('/metadata')).toBe(fetched + 1);
    } finally {
      vi.useRealTimers();
      await t().db.query('UPDATE organizations SET saml_metadata_url = $1 WHERE id = 1', [idp.metadataUrl]);
    }
  });
});
