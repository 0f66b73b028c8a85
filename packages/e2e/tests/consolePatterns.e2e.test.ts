// The console patterns every screen shares, walked at phone width (390x844) with one sign-in: a deep
// link kept through sign-in, list state in the URL (Back, reload), pages starting at the top, document
// titles, client tabs that do not overlap, charts that render, tables that scroll with a cue, the
// navigation drawer, and the skip link.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { closeBrowser, openBrowser } from '../src/browser.js';
import { DEMO_PASSWORD } from '../src/platform.js';
import { messages } from '../src/console.js';

const { baseUrl } = inject('stack');
const en = messages.en;
const PHONE = { width: 390, height: 844 };
/** The spec's address of client 1 (the console's canonical form). */
const clientPath = '/clients/1';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await (
    await openBrowser()
  ).newContext({ baseURL: baseUrl, locale: 'en-US', viewport: PHONE, hasTouch: true, isMobile: true });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeBrowser();
});

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const scrollY = () => page.evaluate(() => window.scrollY);
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

/** The size of the chart drawing (svg or canvas) inside a test id, or zero when there is none. */
async function chartSize(testId: string) {
  const drawing = page.getByTestId(testId).locator('svg, canvas').first();
  await drawing.waitFor({ timeout: 15_000 });
  const box = await drawing.boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
}

async function expectTableScrollsWithCue(table: Locator) {
  const scroller = table.locator('xpath=ancestor::*[@data-testid="table-scroll"][1]');
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, 'the table is wider than a phone').toBeGreaterThan(clientWidth);
  const frame = scroller.locator('xpath=..');
  await frame.getByTestId('table-scroll-cue-end').waitFor();
  expect(await frame.getByTestId('table-scroll-cue-start').count()).toBe(0);
  await scroller.evaluate((element) => element.scrollBy({ left: 10_000 }));
  await frame.getByTestId('table-scroll-cue-start').waitFor();
  await expect.poll(() => frame.getByTestId('table-scroll-cue-end').count()).toBe(0);
  await scroller.evaluate((element) => element.scrollTo({ left: 0 }));
}

describe('console patterns at phone width', () => {
  it('keeps a deep link opened signed out through sign-in; the login page has an h1 and a title', async () => {
    await page.goto(`${clientPath}?tab=networks`);
    await page.waitForURL(
      (url) => url.pathname === '/' && url.searchParams.get('returnTo') === `${clientPath}?tab=networks`,
    );
    await page.getByRole('heading', { level: 1, name: en['login.title'] }).waitFor();
    await expect.poll(() => page.title()).toBe(`${en['login.title']} · Vakt`);

    await page.getByLabel(en['login.email']).fill('admin@vakt.test');
    await page.getByLabel(en['login.password']).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: en['login.submit'] }).click();
    await page.waitForURL((url) => url.pathname === clientPath && url.searchParams.get('tab') === 'networks', {
      timeout: 20_000,
    });
    await page.getByRole('tab', { name: en['clients.tab.networks'], selected: true }).waitFor();
    await page.getByTestId('client-name').waitFor();
    const name = await page.getByTestId('client-name').innerText();
    await expect.poll(() => page.title()).toBe(`${name} · Vakt`);
  });

  it('shows the client tabs side by side without overlap, scrolling sideways, and every tab opens', async () => {
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(7);
    const boxes: Box[] = [];
    for (let i = 0; i < count; i++) boxes.push((await tabs.nth(i).boundingBox())!);
    for (let i = 0; i < boxes.length; i++) {
      expect(boxes[i]!.width, `tab ${i} has a width`).toBeGreaterThan(20);
      for (let j = i + 1; j < boxes.length; j++)
        expect(intersects(boxes[i]!, boxes[j]!), `tabs ${i} and ${j} overlap`).toBe(false);
    }
    const list = page.getByTestId('client-tabs');
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // the page itself never scrolls sideways
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);

    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const label = await tab.innerText();
      await tab.click();
      await page.getByRole('tab', { name: label, selected: true }).waitFor();
      await page.getByRole('tabpanel').first().waitFor();
      expect(await pageWidth(), `the ${label} tab fits the phone`).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('lets the client tables scroll sideways with a visible cue, and keeps their state per table in the URL', async () => {
    await page.getByRole('tab', { name: en['clients.tab.users'] }).click();
    const users = page.getByRole('table', { name: en['clients.tab.users'] });
    await users.waitFor();
    await expectTableScrollsWithCue(users);
    await page.getByRole('searchbox', { name: `Search in ${en['clients.tab.users']}` }).fill('a');
    await page.waitForURL((url) => url.searchParams.get('users.q') === 'a' && url.searchParams.get('tab') === 'users');
    await page.getByRole('tab', { name: en['clients.tab.networks'] }).click();
    await page.getByRole('table', { name: en['clients.tab.networks'] }).waitFor();
    expect(new URL(page.url()).searchParams.get('networks.q')).toBeNull();
    expect(new URL(page.url()).searchParams.get('users.q')).toBe('a');
  });

  it('starts a new page at the top (the multi-alert form opened from far down the client page)', async () => {
    await page.getByRole('tab', { name: en['clients.tab.multi-alerts'] }).click();
    const add = page.getByRole('link', { name: en['multiAlerts.add'] });
    await add.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY()).toBeGreaterThan(300);
    await add.click();
    await page.getByRole('heading', { name: en['multiAlerts.new.title'] }).waitFor();
    expect(await scrollY()).toBe(0);
    await expect.poll(() => page.title()).toContain(`${en['multiAlerts.new.title']} · `);
    // the form fits the phone: nothing sticks out sideways
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
  });

  it('moves focus to the first invalid field of a rejected save', async () => {
    const form = page.getByRole('form', { name: en['multiAlerts.form.label'] });
    await form.getByLabel(en['multiAlerts.field.title']).fill('Only a title');
    await form.getByRole('button', { name: en['common.save'] }).click();
    await form.getByText(en['fieldError.REQUIRED']).first().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(
      await form.getByLabel(en['multiAlerts.field.name']).evaluate((element) => element === document.activeElement),
    ).toBe(true);
  });

  it('renders the dashboard charts with a size and starts the page at the top', async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: en['shell.toggleNavigation'] }).click();
    await page
      .getByRole('navigation', { name: en['shell.navigation'] })
      .getByRole('link', { name: en['nav.dashboard'], exact: true })
      .click();
    // the multi-alert form above was left with a typed title: the console asks before throwing it away
    const discard = page.getByRole('alertdialog', { name: en['unsaved.title'] });
    await discard.getByRole('button', { name: en['unsaved.discard'] }).click();
    await page.getByRole('heading', { name: en['dashboard.title'] }).waitFor();
    expect(await scrollY()).toBe(0);
    await expect.poll(() => page.title()).toBe(`${en['dashboard.title']} · Vakt`);
    for (const chart of ['history-chart', 'subscription-chart', 'hourly-chart']) {
      await page.getByTestId(chart).scrollIntoViewIfNeeded();
      const size = await chartSize(chart);
      expect(size.width, `${chart} width`).toBeGreaterThan(200);
      expect(size.height, `${chart} height`).toBeGreaterThan(150);
    }
    // the history chart's date labels do not run into each other
    const labels = await page
      .getByTestId('history-chart')
      .locator('svg text')
      .evaluateAll((nodes) =>
        nodes
          .map((node) => node.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => ({ x: box.x, y: box.y, width: box.width, height: box.height })),
      );
    const bottom = Math.max(...labels.map((box) => box.y));
    const axis = labels.filter((box) => Math.abs(box.y - bottom) < 4).sort((a, b) => a.x - b.x);
    expect(axis.length).toBeGreaterThan(1);
    for (let i = 1; i < axis.length; i++)
      expect(intersects(axis[i - 1]!, axis[i]!), `labels ${i - 1} and ${i}`).toBe(false);
  });

  it('closes the navigation drawer on Escape, on an outside tap and on navigation', async () => {
    const toggle = page.getByRole('button', { name: en['shell.toggleNavigation'] });
    const navigation = page.getByRole('navigation', { name: en['shell.navigation'] });
    await toggle.click();
    await navigation.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await navigation.waitFor({ state: 'hidden' });

    await toggle.click();
    await navigation.waitFor({ state: 'visible' });
    await page.mouse.click(PHONE.width - 20, PHONE.height - 40); // right of the drawer, on the backdrop
    await navigation.waitFor({ state: 'hidden' });

    await toggle.click();
    await navigation.getByRole('link', { name: en['nav.clients'] }).click();
    await page.waitForURL((url) => url.pathname === '/clients');
    await navigation.waitFor({ state: 'hidden' });
  });

  it('restores a sorted, searched clients list on Back and on reload; the table scrolls with a cue', async () => {
    const table = page.getByRole('table', { name: en['clients.title'] });
    await table.waitFor();
    await expect.poll(() => page.title()).toBe(`${en['clients.title']} · Vakt`);
    await expectTableScrollsWithCue(table);

    const names = () => table.locator('tbody tr td:first-child').allInnerTexts();
    const settled = () =>
      expect
        .poll(() => table.locator('xpath=ancestor::*[@aria-busy][1]').getAttribute('aria-busy'), { timeout: 15_000 })
        .toBe('false');
    const newestFirst = await names();

    await table.getByRole('button', { name: en['clients.column.name'] }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'NAME.asc');
    const search = page.getByRole('searchbox', { name: `Search in ${en['clients.title']}` });
    await search.fill('a');
    await page.waitForURL((url) => url.searchParams.get('q') === 'a' && url.searchParams.get('sort') === 'NAME.asc');
    await settled();
    const listed = await names();
    expect(listed.length).toBeGreaterThan(1);
    expect(listed).not.toEqual(newestFirst);
    const listUrl = page.url();

    await table.locator('tbody tr').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/clients/'));
    await page.getByTestId('client-name').waitFor();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await page.waitForURL(listUrl);
    await table.waitFor();
    expect(await search.inputValue()).toBe('a');
    expect(await table.getByRole('columnheader', { name: en['clients.column.name'] }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await expect.poll(names).toEqual(listed);

    await page.reload();
    await table.waitFor();
    expect(page.url()).toBe(listUrl);
    expect(await search.inputValue()).toBe('a');
    await expect.poll(names).toEqual(listed);
  });

  it('opens the new client form at the top, fitting the phone', async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('link', { name: en['clients.add'] }).click();
    await page.getByRole('heading', { name: en['clients.new.title'] }).waitFor();
    expect(await scrollY()).toBe(0);
    await expect.poll(() => page.title()).toBe(`${en['clients.new.title']} · Vakt`);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.reload();
    await page.getByRole('heading', { name: en['clients.new.title'] }).waitFor();
  });

  it('offers "Skip to content" as the first stop of the keyboard, and it lands on the main region', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: en['shell.skipToContent'] });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });
});
