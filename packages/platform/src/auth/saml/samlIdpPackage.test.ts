import { afterAll, beforeAll, expect, it } from 'vitest';
import { allowLoopbackPorts, freeLoopbackPorts } from '../../testPorts.js';
import { postToAcs } from '../../../test/saml/idp.js';
import { startSamlIdpPackage, type SamlIdpPackage } from '../../../test/saml/samlIdpPackage.js';
import { describeEachDbLogged } from '../../../test/saml/platform.js';

// Interoperability with an identity provider written by others: the npm package saml-idp (on samlp), run
// locally. Its Responses are signed twice (Response and assertion), carry attribute statements with
// xsi:type, and an IdP-initiated one has no InResponseTo anywhere, as Okta's, Entra's and Keycloak's.

const CONSOLE = 'https://console.vakt.test';
const SP = { acsUrl: `${CONSOLE}/saml/acs`, audience: `${CONSOLE}/saml/metadata` };
const PERSON = 'sam.package@nordvakt.se';

let samlIdp: SamlIdpPackage;
let port = 0;

beforeAll(async () => {
  [port] = (await freeLoopbackPorts(1)) as [number];
  samlIdp = await startSamlIdpPackage({ port, sp: SP });
});
afterAll(async () => {
  await samlIdp?.close();
});

const env = () => ({ CONSOLE_URL: CONSOLE, OUTBOUND_ALLOW: allowLoopbackPorts(port) });

describeEachDbLogged('SAML with the saml-idp package as the identity provider', env, (ctx) => {
  let personId: number;
  const t = () => ctx().t;
  const acsOf = () => `${t().platform.url}/v2/auth/saml/acs`;

  beforeAll(async () => {
    await t().db.query(
      'UPDATE organizations SET saml_metadata_url = $1, saml_allow_idp_initiated = true WHERE id = 1',
      [samlIdp.metadataUrl],
    );
    const [person] = await t().db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, organization_id) VALUES ($1, 'Sam', 'Package', 1) RETURNING id`,
      [PERSON],
    );
    personId = person!.id;
  });

  /** Posts saml-idp's answer to the ACS and signs in with the code; answers the redirect's query. */
  async function post(samlResponse: string): Promise<URLSearchParams> {
    const res = await postToAcs(acsOf(), samlResponse);
    expect(res.status).toBe(303);
    return new URL(res.location!).searchParams;
  }

  it('IdP-initiated: its home page signs the person in and posts an unsolicited Response to our ACS; accepted once', async () => {
    const { samlResponse, action } = await samlIdp.signIn(PERSON);
    expect(action).toBe(SP.acsUrl);
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    expect(xml).not.toContain('InResponseTo');
    const query = await post(samlResponse);
    expect(query.get('samlError')).toBeNull();
    const login = await t().post('/v2/auth/saml/login', { saml: query.get('saml') });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.user).toMatchObject({ id: personId, email: PERSON });
    // The same answer again (a replay): refused.
    expect((await post(samlResponse)).get('samlError')).toBe('SAML_UNKNOWN_REQUEST');
  });

  it('SP-initiated: our signed AuthnRequest at its SSO URL, its answer to that request signs the person in', async () => {
    const init = await t().post('/v2/auth/saml/init', { email: PERSON });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    expect(init.body.authorizeUrl).toMatch(new RegExp(`^${samlIdp.url}/saml/sso\\?SAMLRequest=`));
    const { samlResponse, action } = await samlIdp.signIn(PERSON, init.body.authorizeUrl);
    expect(action).toBe(SP.acsUrl);
    expect(Buffer.from(samlResponse, 'base64').toString('utf8')).toMatch(/InResponseTo="_/);
    const query = await post(samlResponse);
    expect(query.get('samlError')).toBeNull();
    expect((await t().post('/v2/auth/saml/login', { saml: query.get('saml') })).body.user.id).toBe(personId);
  });

  it('IdP-initiated while the organization has it off: SAML_IDP_INITIATED_OFF', async () => {
    await t().db.query('UPDATE organizations SET saml_allow_idp_initiated = false WHERE id = 1');
    try {
      const { samlResponse } = await samlIdp.signIn(PERSON);
      expect((await post(samlResponse)).get('samlError')).toBe('SAML_IDP_INITIATED_OFF');
    } finally {
      await t().db.query('UPDATE organizations SET saml_allow_idp_initiated = true WHERE id = 1');
    }
  });
});
