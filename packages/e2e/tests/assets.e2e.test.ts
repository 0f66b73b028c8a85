import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage } from '../src/browser.js';

const { baseUrl } = inject('stack');

/** The login page's JavaScript budget on a first visit (issue 7), gzip-compressed, 1 KB = 1024 bytes. */
const LOGIN_BUDGET_GZIP = 200 * 1024;

afterAll(closeBrowser);

interface Script {
  path: string;
  headers: Record<string, string>;
  gzipBytes: number;
}

/** Opens the page signed out in a fresh context (empty cache) and collects every script it loads. */
async function scriptsOfLoginPage(): Promise<Script[]> {
  const { context, page } = await newPage(baseUrl);
  const pending: Promise<Script>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl || !/\.m?js$/.test(url.pathname)) return;
    pending.push(
      (async () => ({
        path: url.pathname,
        headers: await response.allHeaders(),
        // the decoded script, compressed the way the budget counts it
        gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
      }))(),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

describe('the console’s static assets', () => {
  it('the login page’s scripts arrive compressed and cacheable for a year, within the JavaScript budget', async () => {
    const scripts = await scriptsOfLoginPage();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.path, 'a hashed build asset').toMatch(/^\/assets\/.+-[\w-]{8}\.m?js$/);
      expect(script.headers['content-encoding'], script.path).toMatch(/^(br|gzip)$/);
      expect(script.headers['cache-control'], script.path).toBe('public, max-age=31536000, immutable');
      expect(script.headers['vary'], script.path).toMatch(/accept-encoding/i);
      expect(script.headers['content-type'], script.path).toMatch(/^text\/javascript/);
    }
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(total, `login page JavaScript: ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(LOGIN_BUDGET_GZIP);
  });

  it('answers each encoding the client accepts and never caches the page itself', async () => {
    const page = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'index.html names its entry script').toBeDefined();

    const plain = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const source = Buffer.from(await plain.arrayBuffer());

    for (const encoding of ['br', 'gzip']) {
      // undici decodes the body and keeps the header: what arrives must be the same script
      const response = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Buffer.from(await response.arrayBuffer()).equals(source), `${encoding} body decodes to the script`).toBe(
        true,
      );
    }
    // an unknown asset is a 404, never the app's page under an immutable cache header
    const missing = await fetch(`${baseUrl}/assets/missing-00000000.js`);
    expect(missing.status).toBe(404);
  });
});
