import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newPage } from '../src/browser.js';
import { cardNumber, fillCredentials, messages, signIn } from '../src/console.js';
import { restGet, restLogin, waitForCode, type Counts } from '../src/platform.js';

const { baseUrl, platformUrl, dataDir } = inject('stack');
const en = messages.en;

afterAll(closeBrowser);

describe('signing in', () => {
  for (const email of ['admin@vakt.test', 'orgadmin@vakt.test', 'multiadmin@vakt.test', 'clientadmin@vakt.test']) {
    it(`${email} sees the dashboard figures the platform reports for that role`, async () => {
      const token = await restLogin(platformUrl, email);
      const counts = await restGet<Counts>(platformUrl, token, '/backoffice/stats/counts');
      const statuses = await restGet<Record<string, number>>(platformUrl, token, '/backoffice/incidents/counters');

      const { context, page } = await newPage(baseUrl);
      await signIn(page, email);
      for (const kind of Object.keys(counts) as (keyof Counts)[]) {
        expect(await cardNumber(page, `count-${kind}`), kind).toBe(counts[kind]);
      }
      expect(await cardNumber(page, 'incident-status-unconfirmed')).toBe(statuses.confirm);
      expect(await cardNumber(page, 'incident-status-ongoing')).toBe(statuses.pending);
      expect(await cardNumber(page, 'incident-status-finalized')).toBe(statuses.finalized);
      await context.close();
    });
  }

  it('the figures differ per role: a client-admin sees fewer users than an admin', async () => {
    const admin = await restGet<Counts>(
      platformUrl,
      await restLogin(platformUrl, 'admin@vakt.test'),
      '/backoffice/stats/counts',
    );
    const clientAdmin = await restGet<Counts>(
      platformUrl,
      await restLogin(platformUrl, 'clientadmin@vakt.test'),
      '/backoffice/stats/counts',
    );
    expect(clientAdmin.users).toBeLessThan(admin.users);
    expect(clientAdmin.incidents).toBeLessThan(admin.incidents);
  });

  it('a wrong password shows its message and no dashboard', async () => {
    const { context, page } = await newPage(baseUrl);
    await fillCredentials(page, 'admin@vakt.test', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(en['error.INVALID_CREDENTIALS']);
    expect(await page.getByTestId('count-users').count()).toBe(0);
    await context.close();
  });

  it('two-factor: the code from the outbox signs in, a wrong code shows its message first', async () => {
    const { context, page } = await newPage(baseUrl);
    const before = Date.now();
    await fillCredentials(page, 'twofa@vakt.test');
    const codeField = page.getByLabel(en['login.code']);
    await codeField.waitFor();
    const code = await waitForCode(dataDir, 'twofa@vakt.test', before - 1000);

    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await page.getByRole('button', { name: en['login.code.submit'] }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(en['error.INVALID_CODE']);

    await codeField.fill(code);
    await page.getByRole('button', { name: en['login.code.submit'] }).click();
    await page.getByTestId('count-users').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Tove Twofactor').count()).toBeGreaterThan(0);
    await context.close();
  });
});
