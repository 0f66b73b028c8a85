// Issue 13, "Done when" in Chromium: an operator (admin) has the incident dashboard open, an incident is created
// through the API, and it appears at the top without a reload while its summary box count goes up; a
// client-admin subscribed at the same time does not receive an incident of another client; the summary boxes
// filter and clear; paging older then newer returns the same first page; a PDF and an xlsx export download
// from /incident-summary: the PDF's text holds the chosen period and a Swedish incident name intact, the xlsx
// opens with exceljs with the right row count and no formula cells from user text. Axe runs on /incidents,
// /incident-summary, /statistics and /daily-statistics.
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../src/axe.js';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, signIn } from '../src/console.js';
import { restGet, restLogin } from '../src/platform.js';

const { baseUrl, platformUrl } = inject('stack');
const en = messages.en;

// the client-admin demo account administers client 2 only; client 7 is another client
const OWN_CLIENT = 2;
const OTHER_CLIENT = 7;
const CLIENT_ADMIN = 'clientadmin@vakt.test';

const stamp = Date.now().toString(36);
// short enough for the PDF table's name column (longer names end in an ellipsis there)
const SWEDISH_NAME = `Brand på Södermalm ${stamp.slice(-5)}`;
const FORMULA_NAME = `=HYPERLINK("http://example.test","${stamp}")`;

const BOX_BY_STATUS: Record<string, string> = { confirm: 'UNCONFIRMED', pending: 'ONGOING', finalized: 'FINALIZED' };

afterAll(async () => {
  await closeBrowser();
});

let adminToken = '';
async function admin(): Promise<string> {
  adminToken ||= await restLogin(platformUrl, 'admin@vakt.test');
  return adminToken;
}

/** The first network of a client (the incident's network decides its client). */
async function networkOf(clientId: number): Promise<number> {
  const page = await restGet<{ items: { id: number }[] }>(
    platformUrl,
    await admin(),
    `/backoffice/networks?clientId=${clientId}&limit=1`,
  );
  expect(page.items.length, `client ${clientId} has a network`).toBeGreaterThan(0);
  return page.items[0]!.id;
}

/** The app's alarm: POST /v2/incidents as an admin (a member of every network). */
async function raiseIncident(networkId: number, name: string): Promise<{ uid: number; status: string }> {
  const response = await fetch(`${platformUrl}/v2/incidents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await admin()}` },
    body: JSON.stringify({ kind: 'Emergency Alert', networkId, name, description: `E2E ${stamp}` }),
  });
  if (response.status !== 201) throw new Error(`POST /v2/incidents: ${response.status} ${await response.text()}`);
  return (await response.json()) as { uid: number; status: string };
}

/** A Stockholm calendar day `days` from today (negative: in the past). */
function stockholmDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const rows = (page: Page) => page.getByTestId('incident-row');
const firstRowText = (page: Page) => rows(page).first().innerText();
const rowIds = (page: Page) => rows(page).evaluateAll((all) => all.map((row) => row.getAttribute('data-id')));

async function boxCount(page: Page, status: string): Promise<number> {
  const text = await page.getByTestId(`summary-${status}-count`).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

async function openDashboard(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/incidents');
  await page.getByRole('heading', { level: 1, name: en['incidents.title'] }).waitFor({ timeout: 20_000 });
  await rows(page).first().waitFor({ timeout: 20_000 });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  // items are drawn strings; a line may come as several, so spaces are collapsed
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe('incidents live, the summary export, statistics and analysis', () => {
  it('admin watches an incident arrive at the top with its box count up; the client-admin gets only its own', async () => {
    const [ownNetwork, otherNetwork] = [await networkOf(OWN_CLIENT), await networkOf(OTHER_CLIENT)];
    const operator = await newPage(baseUrl);
    const clientAdmin = await newPage(baseUrl);
    await openDashboard(operator.page, 'admin@vakt.test');
    await openDashboard(clientAdmin.page, CLIENT_ADMIN);
    const reloads: string[] = [];
    operator.page.on('framenavigated', (frame) => frame === operator.page.mainFrame() && reloads.push(frame.url()));

    // another client's incident: the operator sees it live, the client-admin never does
    const otherName = `E2E other client ${stamp}`;
    const before = {
      UNCONFIRMED: await boxCount(operator.page, 'UNCONFIRMED'),
      ONGOING: await boxCount(operator.page, 'ONGOING'),
    };
    const other = await raiseIncident(otherNetwork, otherName);
    const box = BOX_BY_STATUS[other.status] as keyof typeof before;
    await expect.poll(() => firstRowText(operator.page), { timeout: 10_000 }).toContain(otherName);
    await expect.poll(() => boxCount(operator.page, box), { timeout: 10_000 }).toBe(before[box] + 1);

    // the client's own incident reaches the client-admin live: by then the other one would have too
    const ownName = `E2E own client ${stamp}`;
    await raiseIncident(ownNetwork, ownName);
    await expect.poll(() => firstRowText(clientAdmin.page), { timeout: 10_000 }).toContain(ownName);
    await expect.poll(() => firstRowText(operator.page), { timeout: 10_000 }).toContain(ownName);
    expect(await clientAdmin.page.getByText(otherName).count()).toBe(0);
    expect(reloads).toEqual([]);
    await expectAccessible(operator.page, '/incidents');

    await clientAdmin.context.close();
    await operator.context.close();
  });

  it('summary boxes filter and clear; older then newer returns the same first page', async () => {
    const { context, page } = await newPage(baseUrl);
    await openDashboard(page, 'admin@vakt.test');

    const statuses = () =>
      page
        .locator('[data-testid="incident-row"] [data-status]')
        .evaluateAll((badges) => [...new Set(badges.map((badge) => badge.getAttribute('data-status')))].sort());
    const firstPage = await rowIds(page);
    expect(firstPage).toHaveLength(50);
    expect((await statuses()).length).toBeGreaterThan(1);

    const finalized = page.getByTestId('summary-FINALIZED');
    await finalized.click();
    await expect.poll(() => finalized.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('FINALIZED');
    await expect.poll(statuses).toEqual(['FINALIZED']);
    await finalized.click();
    await expect.poll(() => finalized.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBeNull();
    // cleared: the same first page as before the filter
    await expect.poll(() => rowIds(page), { timeout: 15_000 }).toEqual(firstPage);

    await page.getByRole('button', { name: en['networks.incidents.older'], exact: true }).click();
    await expect.poll(async () => (await rowIds(page))[0], { timeout: 15_000 }).not.toBe(firstPage[0]);
    const olderPage = await rowIds(page);
    expect(olderPage.some((id) => firstPage.includes(id))).toBe(false);
    await page.getByRole('button', { name: en['networks.incidents.newer'], exact: true }).click();
    await expect.poll(() => rowIds(page), { timeout: 15_000 }).toEqual(firstPage);

    await context.close();
  });

  it('exports the summary of a period as a PDF and an xlsx from /incident-summary', async () => {
    const network = await networkOf(OWN_CLIENT);
    await raiseIncident(network, SWEDISH_NAME);
    await raiseIncident(network, FORMULA_NAME);
    const [startDate, endDate] = [stockholmDay(-7), stockholmDay(0)];
    // what the report must hold: every incident of the period in scope (the analysis figures count them in SQL)
    const daily = await restGet<{ days: { total: number }[] }>(
      platformUrl,
      await admin(),
      `/backoffice/stats/daily?from=${startDate}&to=${endDate}`,
    );
    const expectedRows = daily.days.reduce((total, day) => total + day.total, 0);

    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto('/incident-summary');
    const form = page.getByRole('region', { name: en['incidentSummary.export.title'], exact: true });
    await form.waitFor({ timeout: 20_000 });
    await form.getByLabel(en['incidentSummary.field.startDate']).fill(startDate);
    await form.getByLabel(en['incidentSummary.field.endDate']).fill(endDate);
    await expectAccessible(page, '/incident-summary');

    const exportFile = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        form.getByRole('button', { name: button, exact: true }).click(),
      ]);
      return {
        name: download.suggestedFilename(),
        bytes: Buffer.concat(await (await download.createReadStream()).toArray()),
      };
    };

    const pdf = await exportFile(en['incidentSummary.button.PDF']);
    expect(pdf.name).toBe(`incident-summary-${startDate}-${endDate}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(startDate);
    expect(text).toContain(endDate);
    expect(text).toContain(SWEDISH_NAME);

    const xlsx = await exportFile(en['incidentSummary.button.XLSX']);
    expect(xlsx.name).toBe(`incident-summary-${startDate}-${endDate}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(xlsx.bytes));
    const incidents = workbook.getWorksheet('Incidents')!;
    expect(incidents.actualRowCount - 1).toBe(expectedRows);
    const formulas: string[] = [];
    const texts: unknown[] = [];
    for (const sheet of workbook.worksheets)
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.type === ExcelJS.ValueType.Formula) formulas.push(`${sheet.name}!${cell.address}`);
          texts.push(cell.value);
        }),
      );
    expect(formulas).toEqual([]);
    expect(texts).toContain(SWEDISH_NAME);
    // The value exactly as stored: a text cell (never a formula, above), no apostrophe added.
    expect(texts).toContain(FORMULA_NAME);

    await context.close();
  });

  it('statistics and analysis pages pass axe', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    const pages = [
      { path: '/statistics', title: en['statistics.title'], loaded: page.getByRole('img').first() },
      { path: '/daily-statistics', title: en['analysis.title'], loaded: page.getByRole('table').first() },
    ];
    for (const { path, title, loaded } of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
      await loaded.waitFor({ timeout: 20_000 });
      await expectAccessible(page, path);
    }
    await context.close();
  });
});
