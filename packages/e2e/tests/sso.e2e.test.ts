// Issue 10, single sign-on in Chromium: a person of an organization whose e-mail domain points at an
// identity provider turns on SSO on the login page, enters the e-mail, is sent to the identity provider
// (the test IdP of packages/platform/test/saml, on loopback: after "signing in" there it answers with an
// auto-submitting form that POSTs the signed SAMLResponse to the console's /saml/acs, as a real one does),
// comes back to the console and sees the dashboard. A refused answer (meant for another audience) brings
// the person back to the login page with the translated reason. Sign-in started at the identity provider
// (the app tile of its portal posts an unsolicited answer to the console's /saml/acs, as Okta, Entra and
// Keycloak do): refused with its own reason until the organization's admin turns it on in the SAML tab,
// then the person lands signed in on the dashboard; also through an independent identity provider, the npm
// saml-idp package, whose "Sign in" posts its own unsolicited answer.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestIdp, type TestIdp } from '../../platform/test/saml/idp.js';
import { startSamlIdpPackage, type SamlIdpPackage } from '../../platform/test/saml/samlIdpPackage.js';
import { expectAccessible } from '../src/axe.js';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, seeText, signIn, toggleLabel } from '../src/console.js';
import { restGet, restLogin } from '../src/platform.js';

const { baseUrl, platformUrl, receiverPorts } = inject('stack');
const en = messages.en;

const stamp = Date.now();
const domain = `s${stamp}.sso-e2e.test`;
const person = { email: `saga@${domain}`, firstName: 'Saga', lastName: `Single ${stamp}` };

let idp: TestIdp;
let idpOpen = false;
let samlIdp: SamlIdpPackage | undefined;
let adminToken: string;
let organizationId: number;

async function rest<T>(method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${platformUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  // on the port the stack's OUTBOUND_ALLOW names: the platform fetches its metadata from loopback
  idp = await startTestIdp({ port: receiverPorts.idp });
  idpOpen = true;
  adminToken = await restLogin(platformUrl, 'admin@vakt.test');
  // a seeded organization gets the identity provider and claims the domain; its new organization-admin
  // (active, no password known to anyone) can then only sign in through the identity provider
  const organizations = await restGet<{ items: { id: number; name: string }[] }>(
    platformUrl,
    adminToken,
    '/backoffice/organizations?limit=1&sort=name&order=asc',
  );
  const organization = organizations.items[0]!;
  organizationId = organization.id;
  await rest('PUT', `/backoffice/organizations/${organization.id}/saml`, {
    samlMetadataUrl: idp.metadataUrl,
    samlEmailDomains: [domain],
    samlAllowUserCreation: false,
  });
  await rest('POST', '/backoffice/users', {
    ...person,
    username: `saga-${stamp}`,
    roles: [17],
    language: 'en',
    status: 'active',
    organizationId: organization.id,
  });
});

afterAll(async () => {
  if (idpOpen) await idp.close();
  await samlIdp?.close();
  await closeBrowser();
});

describe('single sign-on through an identity provider', () => {
  it('SSO on, the e-mail, the identity provider, and back on the console signed in: the dashboard (?os= kept)', async () => {
    const { context, page } = await newPage(baseUrl);
    // opened from the iOS app: the round trip keeps the os so the page can say to go back to the app
    await page.goto('/?os=ios');
    await page.getByText(en['login.sso.toggle'], { exact: true }).click();
    await page.getByLabel(en['login.password']).waitFor({ state: 'detached' });
    await page.getByLabel(en['login.email']).fill(person.email);

    idp.browserLogin = { email: person.email };
    const [idpVisit] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith(idp.ssoUrl) && request.isNavigationRequest()),
      page.getByRole('button', { name: en['login.sso.submit'] }).click(),
    ]);
    // the browser went to the IdP with a signed AuthnRequest naming the console as the service provider
    const authorize = new URL(idpVisit.url());
    expect(authorize.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(authorize.searchParams.get('Signature')).toBeTruthy();

    // the IdP's form posts to the console's ACS, whose 303 opens the console with the one-time code
    const acsPost = await page.waitForRequest(`${baseUrl}/saml/acs`);
    expect(acsPost.method()).toBe('POST');
    await page.waitForURL((url) => url.origin === baseUrl && url.searchParams.has('saml'), { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('os')).toBe('ios');
    await page.getByText(en['login.returnToApp'].replace('{os}', 'iOS')).waitFor({ timeout: 15_000 });
    await page.getByTestId('count-users').waitFor({ timeout: 20_000 });
    expect(await page.getByText(`${person.firstName} ${person.lastName}`).count()).toBeGreaterThan(0);
    // the code in the address is spent: the address bar no longer carries it
    expect(new URL(page.url()).searchParams.has('saml')).toBe(false);
    await context.close();
  });

  it('an answer meant for another audience: back on the login page with the reason, SSO still on', async () => {
    const { context, page } = await newPage(baseUrl);
    await page.goto('/');
    await page.getByText(en['login.sso.toggle'], { exact: true }).click();
    await page.getByLabel(en['login.password']).waitFor({ state: 'detached' });
    await page.getByLabel(en['login.email']).fill(person.email);

    idp.browserLogin = { email: person.email, options: { audience: 'https://another-service.example/saml' } };
    await page.getByRole('button', { name: en['login.sso.submit'] }).click();
    await page.waitForURL(
      (url) => url.origin === baseUrl && url.searchParams.get('samlError') === 'SAML_WRONG_AUDIENCE',
      {
        timeout: 15_000,
      },
    );
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(en['login.samlError.SAML_WRONG_AUDIENCE']);
    expect(await page.getByLabel(en['login.password']).count()).toBe(0);
    expect(await page.getByTestId('count-users').count()).toBe(0);
    await expectAccessible(page, 'the login page with a single sign-on refusal');
    await context.close();
  });
  it("the identity provider's app tile before the organization allows it: back on the login page with its own reason", async () => {
    const { context, page } = await newPage(baseUrl);
    idp.appTile = {
      sp: { acsUrl: `${baseUrl}/saml/acs`, audience: `${baseUrl}/saml/metadata` },
      email: person.email,
    };
    await page.goto(idp.appUrl);
    await page.waitForURL(
      (url) => url.origin === baseUrl && url.searchParams.get('samlError') === 'SAML_IDP_INITIATED_OFF',
      { timeout: 15_000 },
    );
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(en['login.samlError.SAML_IDP_INITIATED_OFF']);
    expect(await page.getByTestId('count-users').count()).toBe(0);
    await context.close();
  });

  it("the admin allows sign-in from the identity provider's portal in the SAML tab; the app tile then signs the person in: the dashboard", async () => {
    const admin = await newPage(baseUrl);
    await signIn(admin.page, 'admin@vakt.test');
    // the console's address of the organization: its global id (base64url of "Organization:<id>")
    await admin.page.goto(`/organizations/${organizationId}?tab=saml`);
    const saml = admin.page.getByRole('form', { name: en['organizations.saml.label'] });
    await saml.waitFor({ timeout: 20_000 });
    await toggleLabel(saml, en['organizations.saml.allowIdpInitiated']);
    await saml.getByRole('button', { name: en['common.save'], exact: true }).click();
    await seeText(admin.page, en['organizations.saml.saved']);
    const stored = await restGet<{ samlAllowIdpInitiated: boolean }>(
      platformUrl,
      adminToken,
      `/backoffice/organizations/${organizationId}/saml`,
    );
    expect(stored.samlAllowIdpInitiated).toBe(true);
    await admin.context.close();

    const { context, page } = await newPage(baseUrl);
    idp.appTile = {
      sp: { acsUrl: `${baseUrl}/saml/acs`, audience: `${baseUrl}/saml/metadata` },
      email: person.email,
    };
    const [acsPost] = await Promise.all([page.waitForRequest(`${baseUrl}/saml/acs`), page.goto(idp.appUrl)]);
    expect(acsPost.method()).toBe('POST');
    await page.getByTestId('count-users').waitFor({ timeout: 20_000 });
    expect(await page.getByText(`${person.firstName} ${person.lastName}`).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.has('saml')).toBe(false);
    expect(new URL(page.url()).searchParams.has('samlError')).toBe(false);
    await context.close();
  });
  it('an independent identity provider, the npm saml-idp package, on the same port: its "Sign in" posts an unsolicited answer; the dashboard', async () => {
    await idp.close();
    idpOpen = false;
    const sp = { acsUrl: `${baseUrl}/saml/acs`, audience: `${baseUrl}/saml/metadata` };
    samlIdp = await startSamlIdpPackage({ port: receiverPorts.idp, sp });
    // another address of the same port, so the platform reads this IdP's metadata, not the one it kept
    await rest('PUT', `/backoffice/organizations/${organizationId}/saml`, {
      samlMetadataUrl: `${samlIdp.metadataUrl}?independent`,
    });
    const { context, page } = await newPage(baseUrl);
    await page.goto(`${samlIdp.url}/`);
    await page.locator('#userName').fill(person.email);
    await page.locator('#email').fill(person.email);
    const [acsPost] = await Promise.all([
      page.waitForRequest(`${baseUrl}/saml/acs`),
      page.locator('#btn-sign-in').click(),
    ]);
    expect(acsPost.method()).toBe('POST');
    await page.getByTestId('count-users').waitFor({ timeout: 20_000 });
    expect(await page.getByText(`${person.firstName} ${person.lastName}`).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.has('samlError')).toBe(false);
    await context.close();
  });
});
