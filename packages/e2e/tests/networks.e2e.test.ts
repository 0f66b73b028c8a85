// Issue 9, "Done when" in Chromium: an admin creates a network from a client (geocoded address, logo),
// adds the client's members, makes one an admin, cannot remove the owner, connects a manitou integration to
// a SIA DC-09 receiver running in this test, sends a test alarm and sees ACK in the log and SUCCESS in the
// networks list; a client-admin sees only its own clients' networks.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startReceiver, type Dc09Receiver } from '../../platform/src/integrations/dc09/receiver.js';
import { expectAccessible } from '../src/axe.js';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, seeText, signIn, solidPng } from '../src/console.js';
import { restGet, restLogin } from '../src/platform.js';

const { baseUrl, platformUrl, receiverPorts } = inject('stack');
const en = messages.en;

// the client-admin demo account administers client 2 (packages/platform/src/seed/demoAccounts.ts)
const CLIENT_ID = 2;
const OWNER_EMAIL = 'clientadmin@vakt.test';

interface NetworkRow {
  id: number | string;
  name: string;
  clientId: number | null;
  clientName: string | null;
}

let receiver: Dc09Receiver;
const stamp = Date.now();
const networkName = `E2E nät ${stamp}`;
let networkId = ''; // the global id, once created

beforeAll(async () => {
  // the platform sends to this receiver over loopback TCP, as to an alarm-receiving centre; on the port
  // the stack's OUTBOUND_ALLOW names (the platform refuses other loopback destinations)
  receiver = await startReceiver({ host: '127.0.0.1', port: receiverPorts.dc09 });
});

afterAll(async () => {
  await receiver?.close();
  await closeBrowser();
});

/** Toasts sit over the bottom-right buttons for a few seconds: close them before the next click there. */
async function closeToasts(page: Page) {
  for (const toast of await page.locator('[data-scope="toast"][data-part="root"]').all())
    await toast
      .getByRole('button')
      .click({ timeout: 2000 })
      .catch(() => undefined); // gone already
}

const networkForm = (page: Page) => page.getByRole('form', { name: en['networks.form.label'] });

describe('networks and their integrations', () => {
  it('admin: a network from a client with a geocoded address, a logo, members, an admin, the owner kept, and a manitou integration ACKed by the receiver', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    const token = await restLogin(platformUrl, 'admin@vakt.test');
    const client = await restGet<{ name: string }>(platformUrl, token, `/backoffice/clients/${CLIENT_ID}`);

    // ─── the client's networks tab: Add network opens the form with the client picked
    await page.goto(`/clients/${CLIENT_ID}?tab=networks`);
    await page.getByRole('link', { name: en['networks.list.add'] }).click();
    await page.waitForURL((url) => url.pathname === `/clients/${CLIENT_ID}/networks/new`);
    const form = networkForm(page);
    await expect
      .poll(() => form.getByRole('group', { name: en['networks.form.client'] }).innerText(), { timeout: 15_000 })
      .toContain(client.name);

    await form.getByRole('textbox', { name: en['networks.form.name'], exact: true }).fill(networkName);
    // the owner: a user of the client
    const owner = form.getByRole('combobox', { name: en['networks.form.owner'], exact: true });
    await owner.fill(OWNER_EMAIL);
    await page
      .getByRole('listbox', { name: en['networks.form.owner'] })
      .getByRole('option', { name: new RegExp(OWNER_EMAIL.replace('.', '\\.')) })
      .first()
      .click();

    // the location starts unset (no silent Stockholm); the offline gazetteer says it is city level only
    const status = form.getByTestId('location-status');
    expect(await status.innerText()).toBe(en['networks.form.location.notSet']);
    expect(await form.getByTestId('geocoder-note').innerText()).toBe(en['networks.form.geocoder.cityOnly']);
    // the address, geocoded by the gateway's offline gazetteer: its city match sets the coordinates and
    // the street address typed is kept
    const typedAddress = 'Drottninggatan 1, Stockholm';
    const address = form.getByRole('combobox', { name: en['networks.form.address'] });
    await address.fill(typedAddress);
    const suggestion = page.getByRole('listbox', { name: en['networks.form.suggestions'] }).getByRole('option').first();
    await suggestion.waitFor({ timeout: 20_000 });
    expect(await suggestion.innerText()).toMatch(/Stockholm, Sweden\s+City/);
    await suggestion.click();
    const latitude = form.getByRole('textbox', { name: en['networks.form.latitude'] });
    const longitude = form.getByRole('textbox', { name: en['networks.form.longitude'] });
    await expect.poll(async () => Number(await latitude.inputValue()), { timeout: 15_000 }).toBeCloseTo(59.33, 1);
    expect(Number(await longitude.inputValue())).toBeCloseTo(18.07, 1);
    expect(await address.inputValue()).toBe(typedAddress);
    expect(await status.innerText()).toMatch(/^Precision: City\. The coordinates are those of Stockholm, Sweden/);
    // a click on the map moves the point and leaves the address as typed
    const map = form.getByTestId('network-map');
    await map.locator('canvas').waitFor({ timeout: 20_000 });
    const box = (await map.boundingBox())!;
    // beside the marker (its pin stands above the point), not on it
    await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 + 15);
    await expect.poll(() => status.innerText(), { timeout: 10_000 }).toMatch(/^Point set by hand/);
    await page.waitForTimeout(500);
    expect(await address.inputValue()).toBe(typedAddress);

    // a logo (PNG), previewed before saving
    await form
      .getByLabel(en['networks.form.logo.input'])
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(96, 96, [0, 131, 143, 255]) });
    await form.getByRole('img', { name: en['networks.form.logo.preview'] }).waitFor();
    await expectAccessible(page, '/clients/{id}/networks/new');

    const save = form.getByRole('button', { name: en['common.save'], exact: true });
    await expect.poll(() => save.isDisabled(), { timeout: 15_000 }).toBe(false);
    await save.click();
    // back to the client, its networks tab holds the new network
    await page.waitForURL(
      (url) => url.pathname === `/clients/${CLIENT_ID}` && url.searchParams.get('tab') === 'networks',
      { timeout: 30_000 },
    );
    await seeText(page, en['networks.form.saved']);

    // the platform has it, with the geocoded position, the owner and a logo
    const found = await restGet<{ items: NetworkRow[] }>(
      platformUrl,
      token,
      `/backoffice/networks?q=${encodeURIComponent(networkName)}&limit=5`,
    );
    expect(found.items.map((row) => row.name)).toEqual([networkName]);
    const restId = String(found.items[0]!.id);
    networkId = restId;
    const detail = await restGet<{
      address: string;
      lat: number;
      lng: number;
      ownerEmail: string | null;
      ownerId: number | null;
      clientId: number | null;
      logo: { url: string; mimetype: string } | null;
    }>(platformUrl, token, `/backoffice/networks/${restId}`);
    // the address kept as typed; the point where the map was clicked, near the city's centre
    expect(detail.address).toBe(typedAddress);
    expect(Math.abs(detail.lat - 59.33)).toBeLessThan(1);
    expect(Math.abs(detail.lng - 18.07)).toBeLessThan(1);
    expect([detail.lat, detail.lng]).not.toEqual([59.32938, 18.06871]);
    expect(detail.ownerEmail).toBe(OWNER_EMAIL);
    expect(detail.clientId).toBe(CLIENT_ID);
    expect(detail.logo?.mimetype).toMatch(/^image\/(png|jpeg)$/);

    await page.getByRole('table', { name: en['clients.tab.networks'] }).getByText(networkName).click();
    await page.waitForURL((url) => url.pathname === `/networks/${networkId}`);

    // ─── the screen: its map with the network's marker, and the address as it was typed
    const pageMap = page.getByTestId('network-page-map');
    await pageMap.locator('canvas').waitFor({ timeout: 20_000 });
    await pageMap.locator(`[aria-label="${networkName}"]`).waitFor();
    expect(await page.getByTestId('network-header').innerText()).toContain(typedAddress);
    await expectAccessible(page, '/networks/{id}');

    // ─── the screen: the logo shows
    const logo = page.getByRole('img', { name: en['networks.screen.logo'].replace('{name}', networkName) });
    await logo.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);

    // ─── members: the owner only, then every member of the client
    const members = page.getByRole('table', { name: en['networks.members.label'] });
    await members.getByTestId('member-owner').waitFor({ timeout: 15_000 });
    expect(await members.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: en['networks.members.addFromClient'] }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: en['networks.members.addFromClientConfirm'] })
      .click();
    await seeText(page, en['networks.members.addedFromClient'].replace('{client}', client.name));
    await expect.poll(() => members.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(1);

    // one member becomes an admin, and stays one after a reload
    const typeSelects = members.getByRole('combobox', { name: /^Member type of / });
    await typeSelects.first().waitFor();
    const memberLabel = (await typeSelects.first().getAttribute('aria-label'))!;
    await closeToasts(page);
    await typeSelects.first().selectOption('ADMIN');
    await seeText(
      page,
      en['networks.members.typeSaved'].replace('{name}', memberLabel.replace(/^Member type of /, '')),
    );
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: memberLabel, exact: true }).inputValue(), { timeout: 15_000 })
      .toBe('ADMIN');

    // the owner has no remove control, and the platform refuses removing it
    const ownerRow = page
      .getByRole('table', { name: en['networks.members.label'] })
      .locator('tbody tr')
      .filter({ has: page.getByTestId('member-owner') });
    await ownerRow.waitFor();
    expect(await ownerRow.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await ownerRow.getByRole('combobox').count()).toBe(0);
    const refused = await fetch(`${platformUrl}/backoffice/networks/${restId}/users/${detail.ownerId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { errorCode?: string }).errorCode).toBe('OWNER_CANNOT_BE_REMOVED');
    await expectAccessible(page, '/networks/{id} (users tab)');

    // ─── integrations: a manitou integration pointing at the receiver started by this test
    await page.getByRole('tab', { name: en['networks.screen.tab.integrations'] }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'integrations');
    await page.getByRole('table', { name: en['networks.integrations.title'] }).waitFor();
    await page.getByRole('button', { name: en['networks.integrations.add'] }).click();
    const dialog = page.getByTestId('integration-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: en['networks.integrations.field.kind'] }).inputValue()).toBe(
      'MANITOU',
    );
    // the default SIA codes, with their descriptions from the platform's table
    await expect
      .poll(() => dialog.getByRole('combobox', { name: en['networks.integrations.sia.event.create'] }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('UA — Untyped Zone Alarm');
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field(en['networks.integrations.field.ip']).fill(receiver.host);
    await field(en['networks.integrations.field.port']).fill(String(receiver.port));
    await field(en['networks.integrations.field.description']).fill('E2E larmcentral');
    await field(en['networks.integrations.field.line']).fill('3');
    await field(en['networks.integrations.field.account']).fill('1234ab');
    await expectAccessible(page, '/networks/{id}?tab=integrations (add dialog)');
    await dialog.getByRole('button', { name: en['common.save'], exact: true }).click();
    await seeText(page, en['networks.integrations.created']);
    await dialog.waitFor({ state: 'detached' });

    const rows = page.getByRole('table', { name: en['networks.integrations.title'] }).getByTestId('integration-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.first().innerText()).toContain(`${receiver.host}:${receiver.port}`);
    expect(await rows.first().getByTestId('integration-status').getAttribute('data-status')).toBe('PENDING');
    await page.getByText(en['networks.integrations.log.empty']).waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/networks/{id}?tab=integrations');

    // ─── Send test alarm: the receiver gets a SIA DC-09 frame and ACKs it
    await closeToasts(page);
    await page.getByRole('button', { name: en['networks.integrations.test.button'] }).click();
    const outcome = page.getByTestId('test-alarm-outcome');
    await outcome.waitFor({ timeout: 30_000 });
    expect(await outcome.getAttribute('data-outcome')).toBe('ACK');
    const frames = await receiver.waitForFrames(1, 5000);
    const raw = frames[0]!.raw.toString('latin1');
    expect(raw).toContain('"SIA-DCS"');
    expect(raw).toContain('L3#1234AB');
    expect(raw).toMatch(/\|N[^\]]*RX/); // the test event's code
    const attempt = page.getByTestId('test-alarm-attempt').first();
    expect(await attempt.locator('pre').first().innerText()).toContain('"SIA-DCS"');
    expect(await attempt.locator('pre').nth(1).innerText()).toContain('"ACK"');
    await expect
      .poll(() => rows.first().getByTestId('integration-status').getAttribute('data-status'), { timeout: 15_000 })
      .toBe('SUCCESS');

    // the log: newest first, with seconds, naming the ACK
    const log = page.getByRole('table', { name: en['networks.integrations.log.title'] });
    await expect
      .poll(
        () =>
          log
            .getByTestId('log-message')
            .first()
            .innerText()
            .catch(() => ''),
        { timeout: 15_000 },
      )
      .toMatch(/ACK/);
    expect(await log.getByTestId('log-time').first().innerText()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await expectAccessible(page, '/networks/{id}?tab=integrations (after the test alarm)');

    // ─── the networks list: the worst integration status of the network is SUCCESS
    await page.goto(`/networks?q=${encodeURIComponent(networkName)}`);
    const list = page.getByRole('table', { name: en['networks.list.title'] });
    const row = list.locator('tbody tr').filter({ hasText: networkName });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.locator('[data-status]').first().getAttribute('data-status')).toBe('SUCCESS');
    expect(await row.innerText()).toContain(client.name);
    await expectAccessible(page, '/networks');
    await context.close();
  });

  it("a client-admin sees only its clients' networks, and the not-found page for another's", async () => {
    const adminToken = await restLogin(platformUrl, 'admin@vakt.test');
    const token = await restLogin(platformUrl, 'clientadmin@vakt.test');
    const own = await restGet<{ items: NetworkRow[]; total: number }>(
      platformUrl,
      token,
      '/backoffice/networks?limit=100',
    );
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.items.map((row) => row.clientId))).toEqual(new Set([CLIENT_ID]));
    // a network of another client
    const others = await restGet<{ items: NetworkRow[] }>(
      platformUrl,
      adminToken,
      '/backoffice/networks?clientId=1&limit=1',
    );
    const other = others.items[0]!;
    expect(other.clientId).not.toBe(CLIENT_ID);

    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'clientadmin@vakt.test');
    await page.goto('/networks');
    const list = page.getByRole('table', { name: en['networks.list.title'] });
    await list.locator('tbody tr').first().waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('table-range').innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(` of ${own.total}$`));
    const clientNames = new Set(own.items.map((row) => row.clientName));
    const shownClients = await list.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(shownClients.length).toBeGreaterThan(0);
    for (const name of shownClients) expect(clientNames.has(name.trim())).toBe(true);
    // the network created above is among them (it belongs to client 2)
    if (networkId) {
      await page.goto(`/networks?q=${encodeURIComponent(networkName)}`);
      await list.locator('tbody tr').filter({ hasText: networkName }).waitFor({ timeout: 15_000 });
    }
    // no admin delete in the list for a client-admin
    expect(await list.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    await page.goto(`/networks/${other.id}`);
    await page.getByRole('heading', { name: en['notFound.title'] }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
