// Feedback while working in the console, in Chromium: leaving a form with changes asks first (a link, a
// tab, a dialog's Escape), Keep editing keeps what was typed and Discard leaves; a slow navigation shows a
// progress bar at the top; the organization SAML tab's failed save says what failed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, seeText, signIn } from '../src/console.js';

const { baseUrl } = inject('stack');
const en = messages.en;
const clientPath = '/clients/1';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await newPage(baseUrl));
  await signIn(page, 'admin@vakt.test');
});
afterAll(async () => {
  await context?.close();
  await closeBrowser();
});

const question = () => page.getByRole('alertdialog', { name: en['unsaved.title'] });

/** The client's own form, with a contact person typed over the saved one. */
async function typeIntoClientForm() {
  await page.goto(clientPath);
  await page.getByRole('button', { name: en['common.edit'], exact: true }).click({ timeout: 20_000 });
  const form = page.getByRole('form', { name: en['clients.form.label'] });
  await form.waitFor({ timeout: 20_000 });
  const contact = form.getByRole('textbox', { name: en['clients.field.contactName'] });
  await contact.fill('Typed, not saved');
  return contact;
}

describe('console feedback', () => {
  it('asks before a link leaves a form with changes: Keep editing keeps the text, Discard leaves', async () => {
    const contact = await typeIntoClientForm();
    const usersLink = page.getByRole('navigation').getByRole('link', { name: en['nav.users'], exact: true });

    await usersLink.click();
    await question().waitFor();
    expect(await question().textContent()).toContain(en['unsaved.message']);
    await question().getByRole('button', { name: en['unsaved.keep'] }).click();
    await question().waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(clientPath);
    expect(await contact.inputValue()).toBe('Typed, not saved');

    await usersLink.click();
    await question().getByRole('button', { name: en['unsaved.discard'] }).click();
    await page.waitForURL((url) => url.pathname === '/users');
  });

  it('asks before a tab switch leaves the changes', async () => {
    await typeIntoClientForm();
    await page.getByRole('tab', { name: en['clients.tab.networks'] }).click();
    await question().waitFor();
    await question().getByRole('button', { name: en['unsaved.keep'] }).click();
    await question().waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('tab')).not.toBe('networks');

    await page.getByRole('tab', { name: en['clients.tab.networks'] }).click();
    await question().getByRole('button', { name: en['unsaved.discard'] }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'networks');
  });

  it('asks before Escape closes the integration dialog with typed settings', async () => {
    await page.goto('/networks/1?tab=integrations');
    await page.getByRole('button', { name: en['networks.integrations.add'] }).click({ timeout: 20_000 });
    const dialog = page.getByTestId('integration-dialog');
    const description = dialog.getByRole('textbox', { name: en['networks.integrations.field.description'] });
    await description.fill('Larmcentral, not saved');

    await page.keyboard.press('Escape');
    await question().waitFor();
    await question().getByRole('button', { name: en['unsaved.keep'] }).click();
    await question().waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await description.inputValue()).toBe('Larmcentral, not saved');

    await description.focus();
    await page.keyboard.press('Escape');
    await question().getByRole('button', { name: en['unsaved.discard'] }).click();
    await dialog.waitFor({ state: 'hidden' });

    // nothing typed: Escape closes at once
    await page.getByRole('button', { name: en['networks.integrations.add'] }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await question().count()).toBe(0);
  });

  it('shows a named progress bar while a slow navigation loads, and none once the page is there', async () => {
    await page.goto('/networks');
    await page.getByRole('table', { name: en['networks.list.title'] }).waitFor({ timeout: 20_000 });
    // a slow connection: every GraphQL answer arrives 2 s late
    await page.route('**/graphql**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue().catch(() => undefined); // the test may be over and the route gone
    });
    try {
      const bar = page.getByRole('progressbar', { name: en['shell.loadingPage'] });
      await page.getByRole('navigation').getByRole('link', { name: en['nav.clients'], exact: true }).click();
      await bar.waitFor({ timeout: 1500 });
      await page.getByRole('table', { name: en['clients.title'] }).waitFor({ timeout: 20_000 });
      await bar.waitFor({ state: 'detached' });
    } finally {
      await page.unroute('**/graphql**');
    }
  });

  it('a fast navigation shows no bar', async () => {
    // "Fast" is measured on the page's own clock, held still during the navigation: however long a loaded
    // machine takes, the page is there before the bar's delay has passed, and no bar may show then or after.
    const own = await newPage(baseUrl);
    try {
      await own.page.clock.install();
      await signIn(own.page, 'admin@vakt.test');
      await own.page.goto('/networks');
      await own.page.getByRole('table', { name: en['networks.list.title'] }).waitFor({ timeout: 20_000 });
      await own.page.evaluate(() => {
        (window as unknown as { barSeen: boolean }).barSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('[role="progressbar"]'))
            (window as unknown as { barSeen: boolean }).barSeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await own.page.clock.pauseAt(await own.page.evaluate(() => Date.now() + 1));
      await own.page.getByRole('navigation').getByRole('link', { name: en['nav.clients'], exact: true }).click();
      await own.page.getByRole('table', { name: en['clients.title'] }).waitFor({ timeout: 20_000 });
      await own.page.clock.runFor(2000);
      expect(await own.page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false);
    } finally {
      await own.context.close();
    }
  });

  it("the organization SAML tab's refused save says the SAML settings failed, not the client policy", async () => {
    await page.goto('/organizations/1?tab=saml');
    const saml = page.getByRole('form', { name: en['organizations.saml.label'] });
    await saml.waitFor({ timeout: 20_000 });
    // a metadata URL in a private range: the platform's outbound policy refuses it
    await saml.getByRole('textbox', { name: en['organizations.saml.metadataUrl'] }).fill('https://10.0.0.1/metadata');
    await saml.getByRole('button', { name: en['common.save'], exact: true }).click();
    await seeText(page, en['organizations.saml.failed']);
    expect(await page.getByText('The client policy could not be saved.').count()).toBe(0);
  });
});
