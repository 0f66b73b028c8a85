// What an administrator sees of the trust rules in Chromium: a user who also reaches another organization's
// client is read-only to an organization-admin, with the reason; an account without a console role gets one
// page instead of the console.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import sv from '../../web/src/i18n/sv.json' with { type: 'json' };
import { expectAccessible } from '../src/axe.js';
import { closeBrowser, newPage } from '../src/browser.js';
import { fillCredentials, messages, signInKeepingEnglish } from '../src/console.js';
import { DEMO_PASSWORD, restLogin } from '../src/platform.js';

const { baseUrl, platformUrl } = inject('stack');
const en = messages.en;
const userGlobalId = (restId: number) => Buffer.from(`User:${restId}`).toString('base64url');
const PLAIN_PASSWORD = 'Plain-e2e-pass-42';
const plain = { email: `plain.${Date.now()}@e2e.vakt.test`, firstName: 'Petra', lastName: 'Plain' };
/** The other organization's client multiadmin@vakt.test administers (client 5): never named to orgadmin. */
let foreignClientName = '';

async function rest(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${platformUrl}/backoffice${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  const admin = await restLogin(platformUrl, 'admin@vakt.test');
  const created = await rest(admin, 'POST', '/users', {
    ...plain,
    username: plain.email.split('@')[0],
    roles: [0],
    language: 'en',
    clientId: 2,
  });
  await rest(admin, 'PUT', `/users/${created.id}/reset-password`, { password: PLAIN_PASSWORD });
  foreignClientName = (await rest(admin, 'GET', '/clients/5')).name;
});

afterAll(async () => {
  await closeBrowser();
});

describe('trust boundaries in the console', () => {
  it("an organization-admin sees a user who also administers another organization's client read-only, and why", async () => {
    const { context, page } = await newPage(baseUrl);
    await signInKeepingEnglish(page, 'orgadmin@vakt.test');
    // multiadmin@vakt.test (user 3): clients 1 and 2 of organization 1, client 5 of organization 2
    // an opaque address (an old link) lands on the spec's canonical one
    await page.goto(`/users/${userGlobalId(3)}`);
    await page.waitForURL((url) => url.pathname === '/users/3');
    const notice = page.getByTestId('profile-read-only');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.innerText()).toContain(en['profile.readOnly.title']);
    expect(await notice.innerText()).toContain(en['profile.readOnly.REACH_OUTSIDE_SCOPE']);
    const form = page.getByRole('form', { name: en['users.form.label'] });
    expect(await form.getByRole('textbox', { name: new RegExp(`^${en['users.field.email']}`) }).isDisabled()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: en['common.save'] }).count()).toBe(0);
    // the other organization's client is not named anywhere on the page
    expect(foreignClientName).not.toBe('');
    expect(await page.locator('body').innerText()).not.toContain(foreignClientName);
    await expectAccessible(page, '/users/{id} read-only');
    await context.close();
  });

  it('the same notice in Swedish', async () => {
    const { context, page } = await newPage(baseUrl, 'sv-SE');
    await page.goto('/');
    await page.getByLabel(sv['login.email']).fill('orgadmin@vakt.test');
    await page.getByLabel(sv['login.password']).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: sv['login.submit'] }).click();
    await page.getByTestId('count-users').waitFor({ timeout: 20_000 });
    await page.goto('/users/3');
    const notice = page.getByTestId('profile-read-only');
    await notice.waitFor({ timeout: 20_000 });
    await expect.poll(() => notice.innerText(), { timeout: 10_000 }).toContain(sv['profile.readOnly.title']);
    await context.close();
  });

  it('an account without a console role gets one page: who it is, the apps, sign out', async () => {
    const { context, page } = await newPage(baseUrl);
    await fillCredentials(page, plain.email, PLAIN_PASSWORD);
    await page.getByRole('heading', { name: en['noAccess.title'] }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('no-access-who').innerText()).toContain(plain.email);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Android' }).getAttribute('href')).toMatch(/^https:\/\//);
    await expectAccessible(page, 'no console access');
    await page.getByRole('button', { name: en['noAccess.signOut'] }).click();
    await page.getByLabel(en['login.email']).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
