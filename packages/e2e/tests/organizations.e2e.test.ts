// Issue 10, the organizations area in Chromium: an admin creates an organization, creates a client inside it
// and attaches an existing one, sets its SAML settings (a bad e-mail domain shows the rule and is not
// added); an organization-admin who sees that organization (through a client it administers) hides it from
// its list and finds it still hidden after a reload, and cannot edit it: the form is read only and the
// platform answers 403. The new screens pass the axe audit.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../src/axe.js';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, seeText, signIn } from '../src/console.js';
import { DEMO_PASSWORD, restGet, restLogin } from '../src/platform.js';

const { baseUrl, platformUrl } = inject('stack');
const en = messages.en;

/** The rest id inside a gateway global id (base64url of "Type:restId"). */
/** The rest id in the console's address of a detail page (the spec's numeric form). */
const restIdOf = (id: string) => Number(id);
const format = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

const stamp = Date.now();
const ORGADMIN = `e2e.orgadmin.${stamp}@vakt.test`;
const organizationName = `E2E organisation ${stamp}`;
const newClientName = `E2E kund i organisation ${stamp}`;
const existingClientName = `E2E fristående kund ${stamp}`;
const domain = `e2e-${stamp}.se`;
let organizationId = ''; // the global id, once created
let attachedClientRestId = 0;

async function rest(token: string, method: string, path: string, body?: unknown) {
  return fetch(`${platformUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function restJson<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await rest(token, method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Toasts sit over the bottom-right buttons for a few seconds: close them before the next click there. */
async function closeToasts(page: Page) {
  for (const toast of await page.locator('[data-scope="toast"][data-part="root"]').all())
    await toast
      .getByRole('button')
      .click({ timeout: 2000 })
      .catch(() => undefined); // gone already
}

const clientsTable = (page: Page) => page.getByRole('table', { name: en['organizations.clients.label'] });

afterAll(async () => {
  await closeBrowser();
});

describe('organizations', () => {
  it('admin: creates an organization, a client inside it, attaches an existing client, and sets SAML domains', async () => {
    const token = await restLogin(platformUrl, 'admin@vakt.test');
    // a client without organization, to attach from the picker
    const existing = await restJson<{ id: number }>(token, 'POST', '/backoffice/clients', { name: existingClientName });
    attachedClientRestId = existing.id;

    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');

    // ─── the list, Add organization, the form
    await page.goto('/organizations');
    await page.getByRole('table', { name: en['organizations.title'] }).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/organizations');
    await page.getByRole('link', { name: en['organizations.add'] }).click();
    await page.getByRole('heading', { name: en['organizations.new.title'] }).waitFor();
    const form = page.getByRole('form', { name: en['organizations.form.label'] });
    // audited before typing: Save fades in when the form changes, and a fading button is not yet its colour
    await expectAccessible(page, '/organizations/new');
    await form.getByRole('textbox', { name: en['organizations.field.name'], exact: true }).fill(organizationName);
    await form.getByRole('button', { name: en['common.save'], exact: true }).click();
    await page.waitForURL((url) => /^\/organizations\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'), {
      timeout: 30_000,
    });
    organizationId = new URL(page.url()).pathname.split('/')[2]!;
    const organizationRestId = restIdOf(decodeURIComponent(organizationId));
    expect(organizationRestId).toBeGreaterThan(0);
    await page.getByRole('heading', { name: organizationName }).first().waitFor({ timeout: 20_000 });

    // ─── clients tab: New client creates one inside the organization
    await page.goto(`/organizations/${organizationId}?tab=clients`);
    await clientsTable(page).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/organizations/{id}?tab=clients');
    await page.getByRole('link', { name: en['organizations.clients.new'] }).click();
    await page.waitForURL((url) => url.pathname === `/organizations/${organizationId}/clients/new`);
    await page.getByTestId('new-client-organization').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('new-client-organization').innerText()).toBe(
      format(en['organizations.clients.newIn'], { organization: organizationName }),
    );
    await expectAccessible(page, '/organizations/{id}/clients/new');
    const clientForm = page.getByRole('form', { name: en['clients.form.label'] });
    await clientForm.getByRole('textbox', { name: en['clients.field.name'], exact: true }).fill(newClientName);
    await clientForm.getByRole('button', { name: en['common.save'], exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === `/organizations/${organizationId}` && url.searchParams.get('tab') === 'clients',
      { timeout: 30_000 },
    );
    await clientsTable(page)
      .getByRole('row', { name: new RegExp(newClientName) })
      .waitFor({ timeout: 20_000 });
    await closeToasts(page);

    // ─── attach the existing client: Add is off until one is picked
    const addButton = page.getByRole('button', { name: /^Add( \d+ clients?)?$/ });
    expect(await addButton.isDisabled()).toBe(true);
    const picker = page.getByRole('combobox', { name: en['organizations.clients.addExisting'] });
    await picker.fill(existingClientName);
    await page
      .getByRole('option', { name: new RegExp(existingClientName) })
      .first()
      .click({ timeout: 20_000 });
    await expect.poll(() => addButton.isDisabled(), { timeout: 10_000 }).toBe(false);
    await addButton.click();
    await seeText(page, '1 client added.'); // organizations.clients.added, count 1
    await clientsTable(page)
      .getByRole('row', { name: new RegExp(existingClientName) })
      .waitFor({ timeout: 20_000 });

    // the platform has both clients in the organization
    const clients = await restGet<{ items: { id: number; name: string }[]; total: number }>(
      platformUrl,
      token,
      `/backoffice/organizations/${organizationRestId}/clients?limit=10`,
    );
    expect(clients.items.map((client) => client.name).sort()).toEqual([existingClientName, newClientName].sort());
    // an organization-admin of organization 1 who also administers the attached client (multi-client admin):
    // it sees this organization through that client, read only (the demo accounts stay as they are)
    const created = await restJson<{ id: number }>(token, 'POST', '/backoffice/users', {
      email: ORGADMIN,
      username: `e2eorgadmin${stamp}`,
      firstName: 'Orla',
      lastName: 'Orgadmin',
      roles: [17, 16],
      language: 'en',
      status: 'active',
      organizationId: 1,
      clients: [attachedClientRestId],
    });
    const password = await rest(token, 'PUT', `/backoffice/users/${created.id}/reset-password`, {
      password: DEMO_PASSWORD,
    });
    expect(password.status).toBe(204);

    // ─── SAML tab: a bad domain shows the rule and is not added; a good one is saved
    await page.goto(`/organizations/${organizationId}?tab=saml`);
    const saml = page.getByRole('form', { name: en['organizations.saml.label'] });
    await saml.waitFor({ timeout: 20_000 });
    const domains = saml.getByRole('textbox', { name: en['organizations.saml.emailDomains'] });
    await domains.pressSequentially('not_a_domain');
    await domains.press(' ');
    await seeText(page, format(en['organizations.saml.domainRule'], { domain: 'not_a_domain' }));
    expect(await saml.getByRole('group', { name: en['organizations.saml.emailDomains'] }).count()).toBe(0);
    await expectAccessible(page, '/organizations/{id}?tab=saml (a bad domain)');
    await domains.fill('');
    await domains.pressSequentially(domain.toUpperCase());
    await domains.press('Enter');
    await saml
      .getByRole('group', { name: en['organizations.saml.emailDomains'] })
      .getByText(domain, { exact: true })
      .waitFor();
    await saml
      .getByRole('textbox', { name: en['organizations.saml.metadataUrl'] })
      .fill('https://idp.example.org/metadata');
    await saml.getByRole('button', { name: en['common.save'], exact: true }).click();
    await seeText(page, en['organizations.saml.saved']);
    const stored = await restGet<{ samlMetadataUrl: string; samlEmailDomains: string[] }>(
      platformUrl,
      token,
      `/backoffice/organizations/${organizationRestId}/saml`,
    );
    expect(stored).toMatchObject({ samlMetadataUrl: 'https://idp.example.org/metadata', samlEmailDomains: [domain] });
    // what to register at the identity provider
    const register = page.getByRole('region', { name: en['organizations.saml.register'] });
    expect(await register.getByRole('textbox', { name: en['organizations.saml.acsUrl'] }).inputValue()).toMatch(
      /\/saml\/acs$/,
    );
    await expectAccessible(page, '/organizations/{id}?tab=saml');

    // ─── users tab renders (the organization has no users yet)
    await page.goto(`/organizations/${organizationId}?tab=users`);
    await page.getByRole('table', { name: en['organizations.users.label'] }).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/organizations/{id}?tab=users');
    await context.close();
  });

  it('organization-admin: hides another organization from its list (still hidden after reload) and cannot edit it', async () => {
    expect(organizationId, 'the admin test created the organization').not.toBe('');
    const { context, page } = await newPage(baseUrl);
    await signIn(page, ORGADMIN);

    await page.goto('/organizations');
    const table = page.getByRole('table', { name: en['organizations.title'] });
    await table.getByRole('row', { name: new RegExp(organizationName) }).waitFor({ timeout: 20_000 });
    const toggle = page.getByRole('checkbox', {
      name: format(en['organizations.display.toggle'], { name: organizationName }),
    });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.getByRole('button', { name: en['organizations.display.save'] }).click();
    await seeText(page, en['organizations.display.saved']);

    await page.reload();
    await table.getByRole('row', { name: new RegExp(organizationName) }).waitFor({ timeout: 20_000 });
    expect(await toggle.isChecked()).toBe(false);
    const token = await restLogin(platformUrl, ORGADMIN);
    const listed = await restGet<{ items: { name: string; displayed: boolean }[] }>(
      platformUrl,
      token,
      `/backoffice/organizations?q=${encodeURIComponent(organizationName)}`,
    );
    expect(listed.items).toEqual([expect.objectContaining({ name: organizationName, displayed: false })]);

    // the organization opens read only: no Save, and the SAML tab is read only too
    await page.goto(`/organizations/${organizationId}`);
    await page.getByTestId('organization-read-only').waitFor({ timeout: 20_000 });
    const form = page.getByRole('form', { name: en['organizations.form.label'] });
    expect(await form.getByRole('textbox', { name: en['organizations.field.name'], exact: true }).isEditable()).toBe(
      false,
    );
    expect(await form.getByRole('button', { name: en['common.save'], exact: true }).count()).toBe(0);
    await expectAccessible(page, '/organizations/{id} (read only)');
    await page.goto(`/organizations/${organizationId}?tab=saml`);
    await seeText(page, en['organizations.saml.readOnly']);
    expect(await page.getByRole('textbox', { name: en['organizations.saml.emailDomains'] }).count()).toBe(0);
    await context.close();

    // and the platform refuses the write: 403 (it can see the organization, so not 404)
    const organizationRestId = restIdOf(decodeURIComponent(organizationId));
    const refused = await rest(token, 'PUT', `/backoffice/organizations/${organizationRestId}`, {
      name: `${organizationName} (changed)`,
    });
    expect(refused.status).toBe(403);
    const unchanged = await restGet<{ name: string }>(
      platformUrl,
      token,
      `/backoffice/organizations/${organizationRestId}`,
    );
    expect(unchanged.name).toBe(organizationName);
  });
});
