import { afterAll, beforeAll, expect, it } from 'vitest';
import { allowLoopbackPorts } from '../../testing.js';
import { postToAcs, readAuthorizeUrl, startTestIdp, type TestIdp } from '../../../test/saml/idp.js';
import { describeEachDbLogged } from '../../../test/saml/platform.js';

// Sign-in started at the identity provider (an app tile of its portal): an unsolicited Response, with no
// InResponseTo, for an organization that turned it on; the same checks as an answer to our request.

const CONSOLE = 'https://console.vakt.test';
const SP = { acsUrl: `${CONSOLE}/saml/acs`, audience: `${CONSOLE}/saml/metadata` };
const ANNA = 'anna.tile@nordvakt.se';
const CARL = 'carl.tile@malardalen.test';

/** Organization 1's IdP (nordvakt.se) and organization 2's (malardalen.test). */
let idp: TestIdp;
let otherIdp: TestIdp;

beforeAll(async () => {
  [idp, otherIdp] = await Promise.all([startTestIdp(), startTestIdp()]);
});
afterAll(async () => {
  await Promise.all([idp?.close(), otherIdp?.close()]);
});

const env = () => ({
  CONSOLE_URL: CONSOLE,
  OUTBOUND_ALLOW: allowLoopbackPorts(Number(new URL(idp.url).port), Number(new URL(otherIdp.url).port)),
});

describeEachDbLogged('SAML sign-in started at the identity provider', env, (ctx) => {
  let annaId: number;
  const t = () => ctx().t;
  const acsOf = () => `${t().platform.url}/v2/auth/saml/acs`;

  const setOrganization = (id: number, metadataUrl: string | null, idpInitiated: boolean) =>
    t().db.query('UPDATE organizations SET saml_metadata_url = $2, saml_allow_idp_initiated = $3 WHERE id = $1', [
      id,
      metadataUrl,
      idpInitiated,
    ]);

  beforeAll(async () => {
    await setOrganization(1, idp.metadataUrl, true);
    await setOrganization(2, otherIdp.metadataUrl, true);
    const [anna] = await t().db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, organization_id) VALUES ($1, 'Anna', 'Tile', 1) RETURNING id`,
      [ANNA],
    );
    annaId = anna!.id;
    await t().db.query(`INSERT INTO users (email, organization_id) VALUES ($1, 2)`, [CARL]);
  });

  /** Posts to the ACS; expects the redirect to the console with ?saml=<code> (and nothing else). */
  async function accepted(samlResponse: string, relayState?: string): Promise<string> {
    const res = await postToAcs(acsOf(), samlResponse, relayState);
    expect(res.status).toBe(303);
    const location = new URL(res.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${CONSOLE}/`);
    expect([...location.searchParams.keys()], res.location!).toEqual(['saml']);
    return location.searchParams.get('saml')!;
  }

  /** Posts to the ACS; expects ?samlError=<code> and a warning naming the code, the organization, the reason. */
  async function refused(samlResponse: string, code: string, organizationId: number | null = 1): Promise<string> {
    const before = ctx().logs.length;
    const res = await postToAcs(acsOf(), samlResponse);
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${CONSOLE}/?samlError=${code}`);
    const warning = ctx()
      .logs.slice(before)
      .find((l) => l.level === 40 && l.samlError === code);
    expect(warning, JSON.stringify(ctx().logs.slice(before))).toBeDefined();
    expect(warning!.organizationId).toBe(organizationId);
    return String(warning!.reason);
  }

  const signIn = (code: string) => t().post('/v2/auth/saml/login', { saml: code });
  const codesOf = async (userId: number) =>
    (
      await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM saml_login_codes WHERE user_id = $1', [userId])
    )[0]!.n;

  it('on: the unsolicited Response signs the person in (a working session, no os); a RelayState is not followed', async () => {
    const code = await accepted(idp.respondUnsolicited(SP, ANNA), 'https://evil.example/steal');
    const res = await signIn(code);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ id: annaId, email: ANNA });
    expect((await t().get('/backoffice/version', res.body.accessToken)).status).toBe(200);
    expect(ctx().logs.some((l) => l.msg === 'SAML: signed in' && l.userId === annaId)).toBe(true);
    // With the e-mail in an attribute and an opaque NameID, as many IdPs send it.
    await accepted(idp.respondUnsolicited(SP, ANNA, { nameId: 'opaque-4711', email: ANNA }));
  });

  it("off (the default): SAML_IDP_INITIATED_OFF naming the organization; its IdP's metadata is not even read", async () => {
    await setOrganization(1, `${idp.metadataUrl}?never-read`, false);
    try {
      const fetched = idp.hits.get('/metadata') ?? 0;
      const codes = await codesOf(annaId);
      const reason = await refused(idp.respondUnsolicited(SP, ANNA), 'SAML_IDP_INITIATED_OFF', 1);
      expect(reason).toMatch(/organization 1 does not accept sign-in started at the IdP/);
      expect(idp.hits.get('/metadata') ?? 0).toBe(fetched);
      expect(await codesOf(annaId)).toBe(codes);
      // An answer to our own request still signs in: only unsolicited Responses need the setting.
      const url = (await t().post('/v2/auth/saml/init', { email: ANNA })).body.authorizeUrl as string;
      expect(readAuthorizeUrl(url).acsUrl).toBe(SP.acsUrl);
      await accepted(idp.respond(url, ANNA));
    } finally {
      await setOrganization(1, idp.metadataUrl, true);
    }
  });

  it('an address of a domain no organization claims: SAML_IDP_INITIATED_OFF, no organization, nothing read or written', async () => {
    const fetched = [idp.hits.get('/metadata'), otherIdp.hits.get('/metadata')];
    const reason = await refused(
      idp.respondUnsolicited(SP, 'someone@unclaimed.example'),
      'SAML_IDP_INITIATED_OFF',
      null,
    );
    expect(reason).toMatch(/no organization claims its domain/);
    expect([idp.hits.get('/metadata'), otherIdp.hits.get('/metadata')]).toEqual(fetched);
    expect(await t().db.query("SELECT 1 FROM users WHERE email = 'someone@unclaimed.example'")).toEqual([]);
    // No e-mail at all: nobody to look up.
    await refused(idp.respondUnsolicited(SP, 'opaque-4711'), 'SAML_UNKNOWN_USER', null);
  });

  it('a replay: the same assertion posted again is refused (its ID kept until it expires), also by another caller', async () => {
    const response = idp.respondUnsolicited(SP, ANNA, { expiresInSeconds: 120 });
    await accepted(response);
    const reason = await refused(response, 'SAML_UNKNOWN_REQUEST');
    expect(reason).toMatch(/already used \(replay\)/);
    const id = /<saml:Assertion [^>]*ID="([^"]+)"/.exec(Buffer.from(response, 'base64').toString('utf8'))![1]!;
    const [row] = await t().db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM saml_assertions WHERE organization_id = 1 AND id = $1',
      [id],
    );
    // NotOnOrAfter (120 s) plus twice the 60 s skew.
    expect(row!.seconds).toBeGreaterThan(230);
    expect(row!.seconds).toBeLessThanOrEqual(240);
    // Two posts at once: one sign-in.
    const twice = idp.respondUnsolicited(SP, ANNA);
    const answers = await Promise.all([postToAcs(acsOf(), twice), postToAcs(acsOf(), twice)]);
    const signedIn = answers.filter((a) => new URL(a.location!).searchParams.has('saml'));
    expect(signedIn).toHaveLength(1);
  });

  it('another audience, another Destination or Recipient: refused as an answer to our request would be', async () => {
    await refused(
      idp.respondUnsolicited(SP, ANNA, { audience: 'https://other-sp.example/saml/metadata' }),
      'SAML_WRONG_AUDIENCE',
    );
    await refused(
      idp.respondUnsolicited(SP, ANNA, { destination: 'https://other-sp.example/saml/acs' }),
      'SAML_WRONG_DESTINATION',
    );
    await refused(
      idp.respondUnsolicited(SP, ANNA, { recipient: 'https://other-sp.example/saml/acs' }),
      'SAML_WRONG_DESTINATION',
    );
    await refused(idp.respondUnsolicited(SP, ANNA, { issuer: 'https://evil.example/idp' }), 'SAML_WRONG_ISSUER');
  });

  it('expired or not yet valid beyond the 60 s skew, also in the SubjectConfirmationData alone; NotOnOrAfter required there', async () => {
    await refused(idp.respondUnsolicited(SP, ANNA, { expiresInSeconds: -120 }), 'SAML_EXPIRED');
    await refused(idp.respondUnsolicited(SP, ANNA, { notBeforeInSeconds: 300 }), 'SAML_EXPIRED');
    // node-saml checks the SubjectConfirmationData's times only against a request: the ACS does it here.
    const reason = await refused(
      idp.respondUnsolicited(SP, ANNA, { confirmationExpiresInSeconds: -120 }),
      'SAML_EXPIRED',
    );
    expect(reason).toMatch(/SubjectConfirmationData outside NotBefore \/ NotOnOrAfter/);
    await refused(idp.respondUnsolicited(SP, ANNA, { confirmationExpiresInSeconds: null }), 'SAML_INVALID_RESPONSE');
    await accepted(idp.respondUnsolicited(SP, ANNA, { expiresInSeconds: -30 }));
  });

  it("signed by another organization's IdP, re-signed, unsigned or wrapped: SAML_INVALID_SIGNATURE", async () => {
    // Organization 2's IdP (IdP-initiated on there too) vouching for organization 1's person, even under
    // organization 1's IdP's name: the address names organization 1, whose certificates do not verify it.
    await refused(otherIdp.respondUnsolicited(SP, ANNA), 'SAML_INVALID_SIGNATURE');
    await refused(otherIdp.respondUnsolicited(SP, ANNA, { issuer: idp.entityId }), 'SAML_INVALID_SIGNATURE');
    await refused(idp.respondUnsolicited(SP, ANNA, { unsigned: true }), 'SAML_INVALID_SIGNATURE');
    // The unsigned assertion where a reader looks names organization 2's person; the signed one is Anna's.
    await refused(idp.respondUnsolicited(SP, ANNA, { wrapping: { nameId: CARL } }), 'SAML_INVALID_SIGNATURE', 2);
    // Organization 2's own person through organization 2's IdP: signed in.
    await accepted(otherIdp.respondUnsolicited(SP, CARL));
  });

  it('an answer to our request whose Response lost its InResponseTo is not unsolicited: SAML_UNKNOWN_REQUEST', async () => {
    const url = (await t().post('/v2/auth/saml/init', { email: ANNA })).body.authorizeUrl as string;
    const request = readAuthorizeUrl(url).id;
    const reason = await refused(
      idp.respondUnsolicited(SP, ANNA, { subjectInResponseTo: request }),
      'SAML_UNKNOWN_REQUEST',
    );
    expect(reason).toMatch(/answers request .* but the Response names none/);
  });

  it('the user rules apply unchanged: a bridge user, a platform admin, an inactive user, creation off', async () => {
    const [own] = await t().db.query<{ id: number }>('SELECT id FROM clients WHERE organization_id = 1 ORDER BY id');
    const [foreign] = await t().db.query<{ id: number }>(
      'SELECT id FROM clients WHERE organization_id = 2 ORDER BY id',
    );
    const [bridge] = await t().db.query<{ id: number }>(
      `INSERT INTO users (email, roles, organization_id) VALUES ('bridge.tile@nordvakt.se', '{16}', 1) RETURNING id`,
    );
    await t().db.query(
      'INSERT INTO client_users (client_id, user_id, is_admin) VALUES ($1, $3, true), ($2, $3, true)',
      [own!.id, foreign!.id, bridge!.id],
    );
    const reason = await refused(idp.respondUnsolicited(SP, 'bridge.tile@nordvakt.se'), 'SAML_UNKNOWN_USER');
    expect(reason).toMatch(/reaches beyond organization 1/);
    expect(await codesOf(bridge!.id)).toBe(0);

    await t().db.query(`INSERT INTO users (email, roles, organization_id) VALUES ('root.tile@nordvakt.se', '{13}', 1)`);
    expect(await refused(idp.respondUnsolicited(SP, 'root.tile@nordvakt.se'), 'SAML_UNKNOWN_USER')).toMatch(
      /platform admin/,
    );
    await t().db.query(
      `INSERT INTO users (email, organization_id, is_active) VALUES ('sleeper.tile@nordvakt.se', 1, false)`,
    );
    await refused(idp.respondUnsolicited(SP, 'sleeper.tile@nordvakt.se'), 'SAML_UNKNOWN_USER');
    await refused(idp.respondUnsolicited(SP, 'nobody.tile@nordvakt.se'), 'SAML_UNKNOWN_USER');
    expect(await t().db.query("SELECT 1 FROM users WHERE email = 'nobody.tile@nordvakt.se'")).toEqual([]);
  });

  it('on with no metadata URL: SSO_NOT_CONFIGURED', async () => {
    await setOrganization(2, null, true);
    try {
      await refused(otherIdp.respondUnsolicited(SP, CARL), 'SSO_NOT_CONFIGURED', 2);
    } finally {
      await setOrganization(2, otherIdp.metadataUrl, true);
    }
  });
});
