import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, signIn } from '../src/console.js';
import { expiredAccessToken } from '../src/platform.js';
import sv from '../../web/src/i18n/sv.json' with { type: 'json' };
import es from '../../web/src/i18n/es.json' with { type: 'json' };

const { baseUrl, jwtSecret } = inject('stack');
const en = messages.en;

afterAll(closeBrowser);

describe('the session', () => {
  it('switches the console to Swedish and Spanish and keeps the choice after a reload', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.getByRole('heading', { name: en['dashboard.title'] }).waitFor();

    await page.getByRole('button', { name: en['shell.language'] }).click();
    await page.getByRole('menuitemradio', { name: /^SV/ }).click();
    await page.getByRole('heading', { name: sv['dashboard.title'] }).waitFor();
    expect(await page.getByTestId('count-users').innerText()).toContain(sv['stats.users']);

    await page.getByRole('button', { name: sv['shell.language'] }).click();
    await page.getByRole('menuitemradio', { name: /^ES/ }).click();
    await page.getByRole('heading', { name: es['dashboard.title'] }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: es['dashboard.title'] }).waitFor();
    await context.close();
  });

  it('offers the profile language once after sign-in and switches on Yes', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'orgadmin@vakt.test'); // profile language: Swedish
    const prompt = page.getByRole('alertdialog');
    await prompt.getByText(en['languagePrompt.title']).waitFor();
    await prompt.getByRole('button', { name: en['common.yes'] }).click();
    await page.getByRole('heading', { name: sv['dashboard.title'] }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: sv['dashboard.title'] }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  it('refreshes an expired access token without the user noticing', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    const expired = expiredAccessToken(jwtSecret, 1);
    await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);

    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') {
        // The console sends persisted document ids, not text: its operation name says which one.
        operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
      }
    });
    await page.reload();
    await page.getByTestId('count-users').waitFor({ timeout: 20_000 });

    expect(operations.filter((name) => name === 'networkRefreshSessionMutation')).toHaveLength(1);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).not.toBe(expired);
    expect(await page.getByLabel(en['login.password']).count()).toBe(0);
    await context.close();
  });

  it('after logout the back button shows the sign-in page, not data', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    // Each menu opens once the page's queries settled: a page still loading can re-render the top bar
    // between the menu opening and the click, and the click then lands on a closed menu.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: en['shell.profileMenu'] }).click();
    await page.getByRole('menuitem', { name: en['shell.profile'] }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/users\/[^/]+$/);
    await page.getByText('admin@vakt.test').first().waitFor();
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: en['shell.profileMenu'] }).click();
    await page.getByRole('menuitem', { name: en['shell.logout'] }).click();
    // The password field: the profile's own form (still on screen for a moment) has an E-mail field too.
    await page.getByLabel(en['login.password']).waitFor();

    await page.goBack();
    await page.waitForLoadState();
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await page.getByLabel(en['login.password']).waitFor();
    expect(await page.getByText('admin@vakt.test').count()).toBe(0);
    expect(await page.getByTestId('count-users').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});
