// Screenshots while developing (signs in, opens a path): node screenshot.mjs <url> <email|-> <out.png> [locale] [path]
import { chromium } from 'playwright-core';
const [url, email, out, locale = 'en-US', path = '/'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await (await browser.newContext({ locale, viewport: { width: 1440, height: 1000 } })).newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(url);
if (email !== '-') {
  await page.getByLabel(/e-?mail|e-post|correo/i).first().fill(email);
  await page.getByLabel(/password|lösenord|contraseña/i).first().fill('Vakt!demo1');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(5000);
  if (path !== '/') { await page.goto(url + path); }
  await page.waitForTimeout(2500);
}
await page.screenshot({ path: out, fullPage: true });
await browser.close();
