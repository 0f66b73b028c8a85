import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage } from '../src/browser.js';
import { fillCredentials, messages, signIn } from '../src/console.js';
import { restLogin } from '../src/platform.js';
import { expectAccessible } from '../src/axe.js';

const { baseUrl, platformUrl, dataDir } = inject('stack');
const en = messages.en;
// global id of a user, as the gateway makes it
const userGlobalId = (restId: number) => Buffer.from(`User:${restId}`).toString('base64url');
/** The spec's address of a user's page (the console's canonical form). */
const userPath = (restId: number) => `/users/${restId}`;

interface RestUser {
  id: number;
  email: string;
  firstName: string | null;
  clientId: number | null;
}

async function rest<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${platformUrl}/backoffice${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A mail body as its reader sees it: quoted-printable soft breaks joined and =XX escapes decoded. */
function mailText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body.replace(/\r\n/g, '\n');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

/** The text of the newest outbox mail to `email` written at or after `after`, once it is there. */
async function waitForMail(email: string, after: number): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      // no mail yet
    }
    const newest = files
      .filter((name) => name.includes(email))
      .map((name) => join(outbox, name))
      .filter((file) => statSync(file).mtimeMs >= after)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    if (newest) return mailText(readFileSync(newest, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail arrived for ${email}`);
}

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
}

let adminToken: string;
let created: RestUser;

beforeAll(async () => {
  adminToken = await restLogin(platformUrl, 'admin@vakt.test');
  // a client-admin of client 3 of its own, so resetting its password disturbs no other test of the run
  const stamp = Date.now();
  const answer = await rest<RestUser>(adminToken, 'POST', '/users', {
    email: `rita.reset.${stamp}@example.vakt.test`,
    username: `rita${stamp}`,
    firstName: 'Rita',
    lastName: 'Reset',
    roles: [14],
    language: 'en',
    status: 'active',
    clientId: 3,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created = answer.body;
});

afterAll(closeBrowser);

describe('the user profile', () => {
  it('an admin resets a password: generate, copy, save; the mail has it and the user signs in with it', async () => {
    const { context, page } = await newPage(baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, 'admin@vakt.test');
    await page.goto(`${userPath(created.id)}?tab=reset-password`);
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('profile-name').innerText()).toBe('Rita Reset');

    const save = page.getByRole('button', { name: en['common.save'] });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: en['profile.reset.generate'] }).click();
    const field = page.getByTestId('reset-password-value');
    await expect.poll(() => field.inputValue()).not.toBe('');
    const password = await field.inputValue();
    expect(password.length).toBeGreaterThanOrEqual(10);
    // Save waits for Copy
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: en['profile.reset.copy'] }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await expect.poll(() => save.isDisabled()).toBe(false);
    const before = Date.now() - 1000;
    await save.click();
    await page.getByTestId('reset-saved').waitFor();

    const mail = await waitForMail(created.email, before);
    expect(mail).toContain(`Password: ${password}\n`);
    await context.close();

    // the old password is gone, the new one opens the console
    const other = await newPage(baseUrl);
    await fillCredentials(other.page, created.email, password);
    await other.page.getByTestId('count-users').waitFor({ timeout: 20_000 });
    await other.context.close();
  });

  it('a client-admin cannot open a user of another client by URL, but opens one of their own client', async () => {
    const clientAdmin = await restLogin(platformUrl, 'clientadmin@vakt.test');
    // a user of client 1 (client-admin Carl manages client 2 only), and one of client 2
    const foreign = await rest<{ items: RestUser[] }>(adminToken, 'GET', '/users?clientId=1&limit=50');
    const own = await rest<{ items: RestUser[] }>(adminToken, 'GET', '/users?clientId=2&limit=50');
    const ownIds = new Set(own.body.items.map((user) => user.id));
    const stranger = foreign.body.items.find((user) => !ownIds.has(user.id) && user.id !== 4)!;
    const colleague = own.body.items.find((user) => user.id !== 4)!;
    expect(stranger).toBeDefined();
    expect(colleague).toBeDefined();
    // the platform agrees: out of scope is not found
    expect((await rest(clientAdmin, 'GET', `/users/${stranger.id}`)).status).toBe(404);

    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'clientadmin@vakt.test');
    await page.goto(userPath(stranger.id));
    await page.getByRole('heading', { name: en['notFound.title'] }).waitFor();
    expect(await page.getByTestId('profile-name').count()).toBe(0);
    expect(await page.getByText(stranger.email).count()).toBe(0);

    await page.goto(userPath(colleague.id));
    await page.getByTestId('profile-name').waitFor();
    // a client-admin sees no devices tab
    expect(await page.getByRole('tab', { name: en['profile.tab.devices'], exact: true }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: en['profile.tab.mobileDevices'], exact: true }).count()).toBe(1);
    await context.close();
  });

  it('the action log shows a change made in the form, with the value before and after', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto(userPath(created.id));
    await page.getByTestId('profile-name').waitFor();
    const form = page.getByRole('form', { name: en['users.form.label'] });
    await form.getByLabel(en['users.field.firstName']).fill('Ritva');
    await form.getByRole('button', { name: en['common.save'] }).click();
    await page.getByText(en['users.saved']).first().waitFor();

    await page.getByTestId('profile-changes').click();
    await page.waitForURL(/\/system\?/);
    expect(new URL(page.url()).searchParams.get('entity')).toBe(userGlobalId(created.id));
    await page.getByTestId('action-log-entity').waitFor();
    const table = page.getByRole('table', { name: en['system.tab.actions'] });
    const firstName = en['system.field.firstName'];
    const change = table.getByTestId('action-change').filter({ hasText: firstName }).first();
    await change.waitFor();
    // the field by its label, not the platform's key
    expect(await change.innerText()).toMatch(new RegExp(`^${firstName}:\\s+Rita\\s+→\\s+Ritva$`));
    // who made it links to the admin's profile; what changed is the user by name, linked to its page
    const row = table
      .getByRole('row')
      .filter({ has: page.getByTestId('action-change').filter({ hasText: firstName }) })
      .first();
    expect(await row.getByRole('link', { name: 'Astrid Admin' }).getAttribute('href')).toBe(userPath(1));
    expect(
      await row
        .getByTestId('action-entity')
        .getByRole('link', { name: /^Ritva / })
        .getAttribute('href'),
    ).toBe(userPath(created.id));
    await expectAccessible(page, 'the actions log');
    // a phone: the log scrolls inside its table, the page does not
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the actions log at 390 px');
    await context.close();
  });

  it("the profile menu's Profile opens the signed-in user's own page", async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'clientadmin@vakt.test');
    // The dashboard's queries settle first: a page still suspending under load can re-render the top bar
    // between the menu opening and the click, and the click then lands on a closed menu.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: new RegExp(en['shell.profileMenu']) }).click();
    await page.getByRole('menuitem', { name: en['shell.profile'] }).click();
    await page.waitForURL(`**${userPath(4)}`);
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('profile-name').innerText()).toBe('Carl Clientadmin');
    await expectAccessible(page, 'own profile');
    await context.close();
  });

  it('each profile tab fits a phone and passes axe', async () => {
    const { context, page } = await newPage(baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@vakt.test');
    await page.goto(userPath(created.id));
    await page.getByTestId('profile-name').waitFor();
    for (const tab of [
      'profile.tab.networks',
      'profile.tab.devices',
      'profile.tab.subscriptions',
      'profile.tab.mobileDevices',
      'profile.tab.documents',
      'profile.tab.notifications',
      'profile.tab.alertCentral',
      'profile.tab.resetPassword',
      'profile.tab.activity',
    ] as const) {
      await openTab(page, en[tab]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} is wider than the phone`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `profile ${tab} at 390 px`);
    }
    await context.close();
  });
});
