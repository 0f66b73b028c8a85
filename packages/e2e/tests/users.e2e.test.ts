import { afterAll, describe, expect, inject, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage } from '../src/browser.js';
import { expectAccessible } from '../src/axe.js';
import { messages, seeText, signIn, signInKeepingEnglish } from '../src/console.js';
import { restLogin } from '../src/platform.js';

const { baseUrl, platformUrl } = inject('stack');
const en = messages.en;

afterAll(closeBrowser);

const userForm = (page: Page) => page.getByRole('form', { name: en['users.form.label'] });

/** Picks the first option the client picker finds for `text`. */
async function pickClient(page: Page, text: string) {
  const form = userForm(page);
  const picker = form.getByRole('combobox', { name: en['users.field.client'], exact: true });
  await picker.fill(text);
  await page.getByRole('listbox', { name: en['users.field.client'] }).getByRole('option').first().click();
}

/** Toasts sit over the bottom-right buttons for a few seconds: close them before the next click there. */
async function closeToasts(page: Page) {
  for (const toast of await page.locator('[data-scope="toast"][data-part="root"]').all())
    await toast
      .getByRole('button')
      .click({ timeout: 2000 })
      .catch(() => undefined); // gone already
}

/** The e-mail addresses the users table shows. */
async function tableEmails(page: Page, tableName: string): Promise<string[]> {
  const table = page.getByRole('table', { name: tableName });
  const cells = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  return cells.map((cell) => cell.trim()).filter((cell) => cell.includes('@'));
}

describe('the users area', () => {
  it('admin: creates a user (the duplicate e-mail first), edits it, deletes it and finds it among the deleted', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page
      .getByRole('region', { name: en['nav.group.administration'] })
      .getByRole('link', { name: en['nav.users'] })
      .click();
    await page.getByRole('table', { name: en['users.title'] }).getByRole('row').nth(1).waitFor();
    await page.getByRole('link', { name: en['users.add'] }).click();
    await page.getByRole('heading', { name: en['users.new.title'] }).waitFor();

    const form = userForm(page);
    const save = form.getByRole('button', { name: en['common.save'], exact: true });
    expect(await save.isDisabled()).toBe(true);
    // an address that exists: the platform says so as it is typed, and Save stays off
    await form.getByRole('textbox', { name: en['users.field.email'], exact: true }).fill('clientadmin@vakt.test');
    await form.getByRole('textbox', { name: en['users.field.username'], exact: true }).fill(`dup${Date.now()}`);
    await pickClient(page, '');
    await form.getByText(en['users.error.emailExists']).waitFor({ timeout: 15_000 });
    expect(await save.isDisabled()).toBe(true);

    const stamp = Date.now();
    const email = `e2e.user.${stamp}@vakt.test`;
    await form.getByRole('textbox', { name: en['users.field.email'], exact: true }).fill(email);
    await form.getByRole('textbox', { name: en['users.field.username'], exact: true }).fill(`e2e${stamp}`);
    await form.getByRole('textbox', { name: en['users.field.firstName'], exact: true }).fill('Elsa');
    await form.getByRole('textbox', { name: en['users.field.lastName'], exact: true }).fill('Ek');
    await form.getByRole('textbox', { name: en['users.field.phoneNumber'], exact: true }).fill('0701234567');
    await form.getByText(en['fieldError.INVALID_PHONE']).waitFor();
    await form.getByRole('textbox', { name: en['users.field.phoneNumber'], exact: true }).fill('+46701234567');
    await expect.poll(() => save.isDisabled(), { timeout: 15_000 }).toBe(false);
    await save.click();
    await page.waitForURL((url) => /^\/users\/[A-Za-z0-9_-]+$/.test(url.pathname) && url.pathname !== '/users/new');
    await seeText(page, en['users.created']);

    // the profile's account tab holds the same form: edit the last name (on the profile as it loads from the server)
    await page.reload();
    const edit = userForm(page);
    await edit.getByRole('textbox', { name: en['users.field.lastName'], exact: true }).waitFor();
    expect(await edit.getByRole('textbox', { name: en['users.field.email'], exact: true }).inputValue()).toBe(email);
    await edit.getByRole('textbox', { name: en['users.field.lastName'], exact: true }).fill('Ekström');
    await closeToasts(page);
    await edit.getByRole('button', { name: en['common.save'], exact: true }).click();
    await seeText(page, en['users.saved']);
    await page.reload();
    await expect
      .poll(() => userForm(page).getByRole('textbox', { name: en['users.field.lastName'], exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('Ekström');

    // delete, confirmed
    await closeToasts(page);
    await userForm(page).getByRole('button', { name: en['common.delete'], exact: true }).click();
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/users$/);
    await seeText(page, en['users.deleteSuccess']);

    // gone from the active list (searched by its address)…
    await page.getByRole('searchbox', { name: `Search in ${en['users.title']}` }).fill(email);
    await expect.poll(() => page.getByTestId('table-range').innerText(), { timeout: 15_000 }).toMatch(/^0–0 of 0$/);
    // …and the newest of the deleted users (its personal data is anonymized, so found by when it was deleted)
    await page.getByRole('searchbox', { name: `Search in ${en['users.title']}` }).fill('');
    await page.getByRole('button', { name: en['users.list.deleted'] }).click();
    const deleted = page.getByRole('table', { name: en['users.list.deletedTable'] });
    await deleted.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: en['users.list.deleted'] }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // the deleted list holds it (its data is anonymized; the platform test users.delete checks the row itself)
    await expect.poll(() => deleted.getAttribute('aria-busy'), { timeout: 15_000 }).not.toBe('true');
    expect(await deleted.getByRole('row').count()).toBeGreaterThan(1);
    await context.close();
  });

  it('exports the list: the downloaded xlsx has the rows the list shows', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    // a filtered list that fits on one page
    await page.goto('/users?users.q=admin');
    const table = page.getByRole('table', { name: en['users.title'] });
    await table.getByRole('row').nth(1).waitFor();
    const range = await page.getByTestId('table-range').innerText();
    const total = Number(/of (\d+)/.exec(range)?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(50);
    const shown = await tableEmails(page, en['users.title']);
    expect(shown).toHaveLength(total);

    const exportButton = page.getByRole('button', { name: en['users.export.button'] });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), exportButton.click()]);
    const path = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const exported = new Set<string>();
    book.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => {
        const text = String(cell.text ?? '').trim();
        if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) exported.add(text.toLowerCase());
      }),
    );
    expect([...exported].sort()).toEqual(shown.map((value) => value.toLowerCase()).sort());
    // the link is single use: opening it again is refused
    const again = await fetch(new URL(download.url(), baseUrl));
    expect(again.ok).toBe(false);
    await context.close();
  });

  it('an organization-admin creates a user without a client, as the spec lets it', async () => {
    const { context, page } = await newPage(baseUrl);
    await signInKeepingEnglish(page, 'orgadmin@vakt.test');
    await page.goto('/users/new');
    const form = userForm(page);
    const stamp = Date.now();
    await form.getByRole('textbox', { name: en['users.field.email'], exact: true }).fill(`noclient.${stamp}@vakt.test`);
    await form.getByRole('textbox', { name: en['users.field.username'], exact: true }).fill(`noclient${stamp}`);
    await form.getByText(en['users.field.clientOptional']).waitFor();
    const save = form.getByRole('button', { name: en['common.save'], exact: true });
    await expect.poll(() => save.isDisabled(), { timeout: 15_000 }).toBe(false);
    expect(await form.getByTestId('form-todo').count()).toBe(0);
    await save.click();
    await page.waitForURL((url) => /^\/users\/[A-Za-z0-9_-]+$/.test(url.pathname) && url.pathname !== '/users/new');
    await seeText(page, en['users.created']);
    // the platform kept it in the organization-admin's organization: it opens it again, editable
    await page.reload();
    await expect
      .poll(() => userForm(page).getByRole('textbox', { name: en['users.field.email'], exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toBe(`noclient.${stamp}@vakt.test`);
    expect(await userForm(page).getByRole('textbox', { name: en['users.field.email'], exact: true }).isDisabled()).toBe(
      false,
    );
    await context.close();
  });

  it('an organization-admin is not offered the admin role, and the platform refuses it', async () => {
    const { context, page } = await newPage(baseUrl);
    await signInKeepingEnglish(page, 'orgadmin@vakt.test');
    await page.goto('/users/new');
    await page.getByRole('heading', { name: en['users.new.title'] }).waitFor();
    const role = userForm(page).getByRole('combobox', { name: en['users.field.role'], exact: true });
    const offered = await role
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(['USER', 'CLIENT_ADMIN', 'MULTI_CLIENT_ADMIN']);
    await expectAccessible(page, '/users/new (organization-admin)');
    await context.close();

    // the platform's own check (also covered by the platform's users tests)
    const token = await restLogin(platformUrl, 'orgadmin@vakt.test');
    const response = await fetch(`${platformUrl}/backoffice/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `e2e.admin.${Date.now()}@vakt.test`,
        username: `e2eadmin${Date.now()}`,
        roles: [13],
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errorCode?: string; fields?: Record<string, string> };
    expect(Object.values(body.fields ?? {})).toContain('ROLE_NOT_ALLOWED');
  });

  it("a client's users tab adds a user to that client: the form with the client picked, import and template", async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto('/clients');
    await page.getByRole('table', { name: en['clients.title'] }).getByRole('row').nth(1).click();
    const name = (await page.getByTestId('client-name').innerText()).trim();
    await page.getByRole('tab', { name: en['clients.tab.users'] }).click();
    await page.getByRole('link', { name: en['users.add'] }).click();
    await page.waitForURL((url) => /^\/clients\/[A-Za-z0-9_-]+\/users\/new$/.test(url.pathname));
    const form = userForm(page);
    await expect
      .poll(() => form.getByRole('group', { name: en['users.field.client'] }).innerText(), { timeout: 15_000 })
      .toContain(name);
    const template = page.getByRole('link', { name: en['users.new.template'] });
    expect(await template.getAttribute('href')).toBe('/templates/users-import-template.xlsx');
    expect((await fetch(new URL('/templates/users-import-template.xlsx', baseUrl))).ok).toBe(true);
    await page.getByRole('button', { name: en['users.new.import'] }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('the users list and the form are accessible, and usable at phone width', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto('/users');
    await page.getByRole('table', { name: en['users.title'] }).getByRole('row').nth(1).waitFor();
    await page.waitForTimeout(800);
    await expectAccessible(page, '/users');
    await page.goto('/users/new');
    await userForm(page).waitFor();
    await page.waitForTimeout(800);
    await expectAccessible(page, '/users/new');
    // a phone: nothing sticks out of the page sideways (the table scrolls inside its own box)
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/users', '/users/new']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
