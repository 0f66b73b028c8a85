// The bulk import wizard end to end: a file with errors is shown cell by cell and cannot go on; the fixed
// file imports, the skipped rows are listed, the results file downloads, and the users are in the client.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import sv from '../../web/src/i18n/sv.json' with { type: 'json' };
import es from '../../web/src/i18n/es.json' with { type: 'json' };
import { expectAccessible } from '../src/axe.js';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, signIn } from '../src/console.js';
import { DEMO_PASSWORD, restGet, restLogin } from '../src/platform.js';

const { baseUrl, platformUrl } = inject('stack');
const en = messages.en;
const CLIENT = 4;
/** The spec's address of the client (the console's canonical form). */
const clientPathId = String(CLIENT);
// E2E_SCREENSHOTS=<dir> keeps a picture of every step in every language
const shots = process.env.E2E_SCREENSHOTS;

const HEADER = [
  'E-mail*',
  'User name*',
  'First name*',
  'Last name*',
  'Phone',
  'Language',
  'Role',
  '2FA',
  'Broadcast',
  'Listen',
  'Release Notes',
  'Subscription',
  'Networks',
  'Active',
];

async function xlsx(rows: (string | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(['Users of the client, filled in by the customer']);
  sheet.addRow([]);
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function pickFile(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('import-file-input').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await page.getByText(name, { exact: true }).waitFor({ timeout: 30_000 });
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

let token: string;
let networkName: string;
let existingEmail: string;
const stamp = Date.now();
const newUser = (n: number) => ({
  email: `imported.${n}.${stamp}@example.vakt.test`,
  username: `imp${n}x${stamp}`,
});

beforeAll(async () => {
  token = await restLogin(platformUrl, 'admin@vakt.test');
  const networks = await restGet<{ items: { name: string }[] }>(
    platformUrl,
    token,
    `/backoffice/clients/${CLIENT}/networks?limit=5`,
  );
  const users = await restGet<{ items: { email: string }[] }>(
    platformUrl,
    token,
    `/backoffice/clients/${CLIENT}/users?limit=1`,
  );
  expect(networks.items.length, 'the seed gives the client networks').toBeGreaterThan(0);
  expect(users.items.length, 'the seed gives the client users').toBeGreaterThan(0);
  networkName = networks.items[0]!.name;
  existingEmail = users.items[0]!.email;
});

let page: Page;

afterAll(async () => {
  await closeBrowser();
});

// with E2E_SCREENSHOTS set, a failing test leaves a picture of the page as it was
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && page) await shot(page, `failed-${Date.now()}`);
});

/** The English console, signed in once for the English tests (fewer sign-ins on a loaded machine). */
async function englishPage(): Promise<Page> {
  if (!page) {
    page = (await newPage(baseUrl)).page;
    try {
      await signIn(page, 'admin@vakt.test');
    } catch (error) {
      await page.screenshot({ path: join(tmpdir(), `vakt-import-signin-${Date.now()}.png`) });
      throw error;
    }
  }
  return page;
}

describe('user import wizard', () => {
  it('serves the import template the add-user page links to', async () => {
    const response = await fetch(`${baseUrl}/templates/users-import-template.xlsx`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, ...HEADER]);
  });

  it('shows the errors of a file, refuses to go on, then imports the fixed file and lists the skipped row', async () => {
    const page = await englishPage();
    await page.goto(`/clients/${clientPathId}/users/new`);
    await page.getByRole('button', { name: en['users.new.import'] }).click();
    const wizard = page.getByTestId('import-wizard');
    await wizard.waitFor();
    await shot(page, 'en-1-empty');

    const a = newUser(1);
    const b = newUser(2);
    const good = [
      a.email,
      a.username,
      'Ada',
      'Import',
      '+46701234567',
      'swedish',
      'admin',
      'yes',
      'no',
      'yes',
      'X',
      'MEGA',
      networkName,
      'X',
    ];
    const existing = [existingEmail, `dup${stamp}`, 'Eve', 'Exists', '', '', '', '', '', '', '', '', '', ''];
    const broken = [
      'not-an-email',
      b.username,
      'Bo',
      'Broken',
      '0701234567',
      'german',
      '',
      '',
      '',
      '',
      '',
      '',
      'Atlantis',
      '',
    ];
    await pickFile(page, 'with-errors.xlsx', await xlsx([good, existing, broken]));
    await wizard.getByText(/3 users read \(headers on row 3\)/).waitFor();
    // Next turns on as the file is read; let its colour transition end before axe measures contrast
    await wizard.locator('button:not([disabled])', { hasText: en['importUsers.next'] }).waitFor();
    await page.waitForTimeout(400);
    await expectAccessible(page, 'import wizard, step 1');
    await shot(page, 'en-1-file');
    await wizard.getByRole('button', { name: en['importUsers.next'] }).click();

    // step 2: the broken row and its cells, Next off
    const brokenRow = wizard.locator('[data-row="6"]');
    await brokenRow.waitFor();
    expect(await brokenRow.getAttribute('data-status')).toBe('error');
    const marked = await brokenRow
      .locator('[data-issue="error"]')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.field));
    expect(marked).toEqual(['email', 'phone', 'language', 'networks']);
    expect(await wizard.locator('[data-row="5"]').getAttribute('data-status')).toBe('skipped');
    const next = wizard.getByRole('button', { name: en['importUsers.next'] });
    expect(await next.isDisabled()).toBe(true);
    // the tooltip opens on keyboard focus and names the rule
    // (Tab into the cell: the tooltip follows keyboard focus, not programmatic focus)
    await brokenRow.locator('[data-field="email"] [tabindex="0"]').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field'))).toBe(
      'email',
    );
    // (the tooltip is aria-hidden: the cell carries the same text for screen readers)
    await page
      .locator('[data-scope="tooltip"][data-part="content"]')
      .filter({ hasText: en['importUsers.issue.INVALID_EMAIL'] })
      .waitFor();
    await expectAccessible(page, 'import wizard, step 2 with errors');
    await shot(page, 'en-2-errors');

    // fix the file and load it again
    await wizard.getByRole('button', { name: en['importUsers.back'] }).click();
    const fixed = [
      'fixed.' + b.email,
      b.username,
      'Bo',
      'Fixed',
      '+46707654321',
      'spanish',
      '',
      '',
      '',
      '',
      '',
      '',
      'ALL', // every network of the client
      '',
    ];
    await pickFile(page, 'fixed.xlsx', await xlsx([good, existing, fixed]));
    await next.click();
    // the list opens on the rows with errors or warnings; show them all
    await wizard.locator('[data-row="5"][data-status="skipped"]').waitFor();
    await wizard.getByText(en['importUsers.review.onlyIssues']).click();
    await wizard.locator('[data-row="6"][data-status="valid"]').waitFor();
    const summary = await wizard.getByTestId('import-summary').innerText();
    expect(summary.replace(/\s+/g, ' ')).toContain(`${en['importUsers.review.count.errors']} 0`);
    expect(summary.replace(/\s+/g, ' ')).toContain(`${en['importUsers.review.count.skipped']} 1`);
    await shot(page, 'en-2-review');
    expect(await next.isDisabled()).toBe(false);
    await next.click();

    // step 3: client info
    await wizard.getByLabel(en['importUsers.client.activatedDate']).fill('2026-01-15');
    await shot(page, 'en-3-client');
    await expectAccessible(page, 'import wizard, step 3');
    await wizard.getByRole('button', { name: en['importUsers.import'], exact: true }).click();

    // step 4: the outcome
    await wizard.getByText('2 users imported').waitFor({ timeout: 30_000 });
    const skipped = await wizard.getByTestId('import-skipped').innerText();
    expect(skipped).toContain(existingEmail);
    await expectAccessible(page, 'import wizard, step 4');
    await shot(page, 'en-4-done');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      wizard.getByRole('button', { name: en['importUsers.done.download'] }).click(),
    ]);
    const results = new ExcelJS.Workbook();
    await results.xlsx.load(
      (await (await download.createReadStream()).toArray()).reduce(
        (all, chunk) => Buffer.concat([all, chunk]),
        Buffer.alloc(0),
      ),
    );
    const outcomes = results.worksheets[0]!.getSheetValues()
      .slice(2)
      .map((row) => [(row as unknown[])[1], (row as unknown[])[2], (row as unknown[])[6]]);
    expect(outcomes).toEqual([
      [4, a.email, 'Imported'],
      [5, existingEmail, 'Skipped'],
      [6, 'fixed.' + b.email, 'Imported'],
    ]);

    await wizard.getByRole('button', { name: en['importUsers.complete'] }).click();
    await page.waitForURL(new RegExp(`/clients/${clientPathId}$`));
    await page.getByLabel(en['table.searchLabel'].replace('{table}', en['clients.tab.users'])).fill(a.email);
    await page.getByRole('table', { name: en['clients.tab.users'] }).getByText(a.email).waitFor({ timeout: 20_000 });

    const stored = await restGet<{
      items: { email: string; status: string; roles: number[]; language: string; subscription: string }[];
    }>(platformUrl, token, `/backoffice/users?clientId=${CLIENT}&q=${encodeURIComponent(a.email)}`);
    expect(stored.items).toEqual([
      expect.objectContaining({ email: a.email, status: 'active', language: 'sv', subscription: 'mega' }),
    ]);
    // ALL: the fixed row's user joined every network of the client
    const fixedUser = await restGet<{ items: { id: number; status: string }[] }>(
      platformUrl,
      token,
      `/backoffice/users?clientId=${CLIENT}&q=${encodeURIComponent('fixed.' + b.email)}`,
    );
    expect(fixedUser.items).toEqual([expect.objectContaining({ status: 'awaiting-activation' })]);
    const joined = await restGet<{ total: number }>(
      platformUrl,
      token,
      `/backoffice/users/${fixedUser.items[0]!.id}/networks?limit=1`,
    );
    const all = await restGet<{ total: number }>(platformUrl, token, `/backoffice/clients/${CLIENT}/networks?limit=1`);
    expect(joined.total).toBe(all.total);
  });

  it('refuses a zip bomb with a message and asks before Escape closes a loaded wizard', async () => {
    const page = await englishPage();
    await page.goto(`/clients/${clientPathId}/users/new`);
    await page.getByRole('button', { name: en['users.new.import'] }).click();
    const wizard = page.getByTestId('import-wizard');
    // a real workbook whose sheet claims 1 KB but inflates to 60 MB of spaces
    const bomb = await bombXlsx();
    await page
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'bomb.xlsx', mimeType: 'application/octet-stream', buffer: bomb });
    await wizard.getByText(en['importUsers.fileError.ZIP_BOMB']).waitFor({ timeout: 30_000 });
    // the tab still answers
    expect(await page.evaluate(() => 1 + 1)).toBe(2);

    await pickFile(
      page,
      'ok.xlsx',
      await xlsx([
        [`esc.${stamp}@example.vakt.test`, `esc${stamp}`, 'E', 'Sc', '', '', '', '', '', '', '', '', '', ''],
      ]),
    );
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: en['importUsers.discard.title'] });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: en['common.cancel'] }).click();
    await wizard.waitFor();
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: en['importUsers.discard.confirm'] }).click();
    await wizard.waitFor({ state: 'detached' });
  });

  for (const [locale, catalog, code] of [
    ['sv-SE', sv, 'sv'],
    ['es-ES', es, 'es'],
  ] as const) {
    it(`reads in ${code}`, async () => {
      const { page, context } = await newPage(baseUrl, locale);
      await page.goto('/');
      await page.getByLabel(catalog['login.email']).fill('admin@vakt.test');
      await page.getByLabel(catalog['login.password']).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: catalog['login.submit'] }).click();
      await page.getByTestId('count-users').waitFor({ timeout: 20_000 });
      const prompt = page.getByRole('alertdialog');
      if (await prompt.isVisible().catch(() => false)) await page.keyboard.press('Escape');
      await page.goto(`/clients/${clientPathId}/users/new`);
      await page.getByRole('button', { name: catalog['users.new.import'] }).click();
      const wizard = page.getByTestId('import-wizard');
      await wizard.getByRole('heading', { name: catalog['importUsers.title'] }).waitFor();
      await shot(page, `${code}-1-empty`);
      const broken = [
        'not-an-email',
        `l${code}${stamp}`,
        'Lo',
        'Cale',
        '',
        '',
        '',
        'maybe',
        '',
        '',
        '',
        'MINI',
        'Atlantis',
        '',
      ];
      await pickFile(page, `${code}.xlsx`, await xlsx([broken]));
      await wizard.getByRole('button', { name: catalog['importUsers.next'] }).click();
      await wizard.getByText(catalog['importUsers.issue.INVALID_EMAIL']).waitFor();
      await expectAccessible(page, `import wizard, step 2 (${code})`);
      await shot(page, `${code}-2-errors`);

      // the fixed file through client info to the outcome, in the same language
      await wizard.getByRole('button', { name: catalog['importUsers.back'] }).click();
      const fixed = [
        `l${code}.${stamp}@example.vakt.test`,
        `l${code}${stamp}`,
        'Lo',
        'Cale',
        '',
        code === 'sv' ? 'swedish' : 'spanish',
        '',
        'no',
        '',
        '',
        '',
        'MAXI',
        '',
        '',
      ];
      await pickFile(page, `${code}-fixed.xlsx`, await xlsx([fixed]));
      await shot(page, `${code}-1-file`);
      await wizard.getByRole('button', { name: catalog['importUsers.next'] }).click();
      await wizard.locator('[data-row="4"][data-status="valid"]').waitFor();
      await wizard.getByRole('button', { name: catalog['importUsers.next'] }).click();
      await wizard.getByLabel(catalog['importUsers.client.activatedDate']).fill('2026-02-01');
      await expectAccessible(page, `import wizard, step 3 (${code})`);
      await shot(page, `${code}-3-client`);
      await wizard.getByRole('button', { name: catalog['importUsers.import'], exact: true }).click();
      await wizard.getByRole('button', { name: catalog['importUsers.complete'] }).waitFor({ timeout: 30_000 });
      await expectAccessible(page, `import wizard, step 4 (${code})`);
      await shot(page, `${code}-4-done`);
      await context.close();
    });
  }
});

/** An xlsx whose sheet part declares 1 KB and inflates to 60 MB: a zip bomb in a spreadsheet's clothes. */
async function bombXlsx(): Promise<Buffer> {
  const { deflateRawSync } = await import('node:zlib');
  const parts = [
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), declared: undefined as number | undefined },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20), declared: 1024 },
  ];
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const body = deflateRawSync(part.data);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(part.declared ?? part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(part.declared ?? part.data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    chunks.push(local, name, body);
    central.push(entry, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}
