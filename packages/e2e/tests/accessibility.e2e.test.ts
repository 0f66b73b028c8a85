import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, newPage } from '../src/browser.js';
import { expectAccessible } from '../src/axe.js';
import { messages, signIn } from '../src/console.js';
import { DEMO_PASSWORD } from '../src/platform.js';
import sv from '../../web/src/i18n/sv.json' with { type: 'json' };

const { baseUrl } = inject('stack');
const en = messages.en;
// global id of a client, as the gateway makes it

afterAll(closeBrowser);

/** Lets entry animations and transitions finish, so colours are measured as the user sees them. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
}

describe('accessibility (axe, WCAG 2 A/AA): no serious or critical violations', () => {
  it('the login page', async () => {
    const { context, page } = await newPage(baseUrl);
    await page.goto('/');
    await page.getByLabel(en['login.email']).waitFor();
    await settle(page);
    await expectAccessible(page, 'the login page');
    await context.close();
  });

  it('the login page in Swedish', async () => {
    const { context, page } = await newPage(baseUrl, 'sv-SE');
    await page.goto('/');
    await page.getByLabel(sv['login.email']).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await settle(page);
    await expectAccessible(page, 'the Swedish login page');
    await context.close();
  });

  it('the dashboard (admin)', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.getByRole('heading', { name: en['dashboard.title'] }).waitFor();
    await settle(page);
    await expectAccessible(page, 'the dashboard');
    await context.close();
  });

  it('the clients list (admin)', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto('/clients');
    await page.getByRole('table', { name: en['clients.title'] }).getByRole('row').nth(1).waitFor();
    await settle(page);
    await expectAccessible(page, '/clients');
    await context.close();
  });

  it('a client: the policy tab and the alert screen tab (admin)', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto('/clients/1?tab=policy');
    await page.getByRole('tab', { name: en['clients.tab.policy'], selected: true }).waitFor();
    await page.getByRole('group', { name: en['alertCategory.SOS_EMERGENCY'] }).waitFor();
    await settle(page);
    await expectAccessible(page, 'a client, policy tab');

    await page.getByRole('tab', { name: en['clients.tab.alert-screen'] }).click();
    await page.getByRole('form', { name: en['clients.tab.alert-screen'] }).waitFor();
    await settle(page);
    await expectAccessible(page, 'a client, alert screen tab');
    await context.close();
  });
});

/** Presses Tab until `target` has the focus (or fails after `max` presses, naming where the focus went). */
async function tabTo(page: Page, target: Locator, max = 40) {
  const focused = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  const trail: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
    trail.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return '(body)';
        const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
      }),
    );
  }
  expect.fail(`Tab never reached the target after ${max} presses; the focus went: ${trail.join(' → ')}`);
}

describe('the keyboard alone', () => {
  it('signs in, opens the clients from the sidebar and a client from the list', async () => {
    const { context, page } = await newPage(baseUrl);
    await page.goto('/');
    const email = page.getByLabel(en['login.email']);
    await email.waitFor();
    await tabTo(page, email);
    await page.keyboard.type('admin@vakt.test');
    await tabTo(page, page.getByLabel(en['login.password']));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByTestId('count-users').waitFor({ timeout: 20_000 });

    const clientsLink = page
      .getByRole('navigation', { name: en['shell.navigation'] })
      .getByRole('link', { name: en['nav.clients'] });
    await tabTo(page, clientsLink);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/clients$/);
    const firstRow = page.getByRole('table', { name: en['clients.title'] }).getByRole('row').nth(1);
    await firstRow.waitFor();

    await tabTo(page, firstRow);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/clients\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('client-name').waitFor();
    await context.close();
  });
});
