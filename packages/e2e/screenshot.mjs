// Screenshots while developing (signs in, opens a path): node screenshot.mjs <url> <email|-> <out.png> [locale] [path] [width]
// A width under 600 (e.g. 390) is a phone: 844 px high, touch, mobile viewport.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';
const [url, email, out, locale = 'en-US', path = '/', widthArg = '1440'] = process.argv.slice(2);
const width = Number(widthArg);
const phone = width < 600;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await (
  await browser.newContext({
    locale,
    viewport: { width, height: phone ? 844 : 1000 },
    isMobile: phone,
    hasTouch: phone,
  })
).newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(url);
if (email !== '-') {
  await page
    .getByLabel(/e-?mail|e-post|correo/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/password|lösenord|contraseña/i)
    .first()
    .fill('Vakt!demo1');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(5000);
  if (path !== '/') {
    await page.goto(url + path);
  }
  await page.waitForTimeout(2500);
}
await page.screenshot({ path: out, fullPage: true });
await browser.close();
