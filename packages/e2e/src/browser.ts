// Debian's Chromium driven by playwright-core; every test gets a fresh profile (no shared storage).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';

let browser: Browser | undefined;

export async function openBrowser(): Promise<Browser> {
  browser ??= await chromium.launch(chromiumLaunchOptions);
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

export async function newPage(baseURL: string, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await openBrowser()).newContext({ baseURL, locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}
