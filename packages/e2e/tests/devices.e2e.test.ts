// Issue 11, "Done when" in Chromium: an admin creates a DALM device, tries the same DALM id again and is
// offered the existing one; sets the deleted flag and creates it again, accepting reactivation; creates a Flic
// hub and a button under it and saves press settings; runs the device simulator (button-offline) against the
// stack and watches the button page show the battery warning and offline without reloading, with the
// notification e-mail in the outbox; adds a sensor device; a client-admin sees only its devices. Axe runs on
// the four device lists and the device pages.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../src/axe.js';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, seeText, signIn, toggleLabel } from '../src/console.js';
import { restGet, restLogin } from '../src/platform.js';
import { filesWrittenSince } from '../src/dataFolder.js';

const { baseUrl, platformUrl, dataDir } = inject('stack');
const en = messages.en;
const root = resolve(import.meta.dirname, '../../..');

/** The rest id in the console's address of a detail page (the spec's numeric form). */
const restIdOf = (id: string) => decodeURIComponent(id);
const fmt = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{${key}}`, value), text);

// the client-admin demo account administers client 2 (packages/platform/src/seed/demoAccounts.ts)
const CLIENT_ID = 2;
const CLIENT_ADMIN = 'clientadmin@vakt.test';

const stamp = Date.now();
const dalmName = `E2E dialer ${stamp}`;
const dalmId = `E2E${stamp}`;
const hubName = `E2E hub ${stamp}`;
const hubSerial = `E2E-HUB-${stamp}`;
const buttonName = `E2E-button-${stamp}`;
const buttonSerial = `E2E-BTN-${stamp}`;
const sensorName = `E2E sensor ${stamp}`;
const sensorSerial = `E2E-SEN-${stamp}`;

interface DeviceRow {
  id: number;
  name: string;
  dalmId: string | null;
  serialNumber: string | null;
  location: string | null;
  clientOwnerId: number | null;
  deleted: boolean;
}

afterAll(async () => {
  await closeBrowser();
});

let clientName = '';
async function theClientName(): Promise<string> {
  if (!clientName) {
    const token = await restLogin(platformUrl, 'admin@vakt.test');
    clientName = (await restGet<{ name: string }>(platformUrl, token, `/backoffice/clients/${CLIENT_ID}`)).name;
  }
  return clientName;
}

/** Picks the option named `text` in a search picker (combobox and listbox share the field's label). */
async function pick(page: Page, scope: Locator, label: string, text: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(text);
  await page
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click({ timeout: 15_000 });
}

const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

/** Clicks a form's submit once the form has taken the changes (Save stays off until then). */
async function submit(scope: Locator, label: string) {
  const button = scope.getByRole('button', { name: label, exact: true });
  await expect.poll(() => button.isDisabled(), { timeout: 15_000 }).toBe(false);
  await button.click();
}

/** Toasts sit over the bottom-right buttons for a few seconds: close them before the next click there. */
async function closeToasts(page: Page) {
  for (const toast of await page.locator('[data-scope="toast"][data-part="root"]').all())
    await toast
      .getByRole('button')
      .click({ timeout: 2000 })
      .catch(() => undefined); // gone already
}

async function fillDalmForm(page: Page) {
  await page.goto('/devices/new');
  const form = page.getByRole('form', { name: en['device.form.newTitle'] });
  await textbox(form, en['device.form.name']).fill(dalmName);
  await textbox(form, en['device.form.location']).fill('Entrén, Storgatan 1');
  await textbox(form, en['device.form.dalmId']).fill(dalmId);
  await pick(page, form, en['device.form.client'], await theClientName());
  return form;
}

/** The text of the outbox mails written since `after` (soft line breaks of quoted-printable undone). */
function outboxTexts(after: number): string[] {
  return filesWrittenSince(join(dataDir, 'outbox'), after).map((text) => text.replace(/=\r?\n/g, ''));
}

/** Runs the device simulator's button-offline scenario against the stack's platform; resolves with its output. */
function runSimulator(serial: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/simulate-devices.ts',
        '--scenario',
        'button-offline',
        '--serial',
        serial,
        '--platform',
        platformUrl,
        '--timeout',
        '90000',
      ],
      { cwd: join(root, 'packages/platform'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 240_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) done(output);
      else fail(new Error(`the simulator exited with ${code}:\n${output}`));
    });
  });
}

describe('alarm devices', () => {
  it('admin: a DALM device, the same DALM id offered as the existing one, deleted and reactivated', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    const token = await restLogin(platformUrl, 'admin@vakt.test');

    // the sidebar's devices group leads to the list; axe on it
    await page.getByRole('link', { name: en['nav.devices'] }).first().click();
    await page.waitForURL((url) => url.pathname === '/devices');
    await page.getByRole('table', { name: en['devices.list.title'] }).locator('tbody tr').first().waitFor({
      timeout: 15_000,
    });
    await expectAccessible(page, '/devices');

    // ─── create
    const form = await fillDalmForm(page);
    await expectAccessible(page, '/devices/new');
    await submit(form, en['device.form.create']);
    await page.waitForURL((url) => /^\/devices\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'), {
      timeout: 30_000,
    });
    const deviceId = new URL(page.url()).pathname.split('/')[2]!;
    const restId = restIdOf(deviceId);
    const created = await restGet<DeviceRow>(platformUrl, token, `/backoffice/devices/${restId}`);
    expect(created.name).toBe(dalmName);
    expect(created.clientOwnerId).toBe(CLIENT_ID);
    await page.getByRole('heading', { level: 1, name: dalmName }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/devices/{id}');

    // ─── the same DALM id again: the existing device is offered (114) and opens
    const again = await fillDalmForm(page);
    await submit(again, en['device.form.create']);
    const active = page.getByTestId('confirm-dialog');
    await active
      .getByText(en['device.form.conflict.active.title'], { exact: true })
      .first()
      .waitFor({ timeout: 15_000 });
    await active.getByRole('button', { name: en['device.form.conflict.active.open'] }).click();
    await page.waitForURL((url) => url.pathname === `/devices/${deviceId}`, { timeout: 15_000 });

    // ─── the deleted flag, confirmed
    const edit = page.getByTestId('device-edit');
    await page.getByRole('heading', { level: 1, name: dalmName }).waitFor({ timeout: 15_000 });
    await toggleLabel(edit, en['device.form.deleted']);
    await closeToasts(page);
    await submit(edit, en['common.save']);
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByRole('button', { name: en['device.form.deleteConfirm.confirm'] }).click();
    await expect
      .poll(async () => (await restGet<DeviceRow>(platformUrl, token, `/backoffice/devices/${restId}`)).deleted, {
        timeout: 15_000,
      })
      .toBe(true);

    // ─── created again: the deleted device is offered for reactivation (115) and comes back
    const revived = await fillDalmForm(page);
    await submit(revived, en['device.form.create']);
    const deleted = page.getByTestId('confirm-dialog');
    await deleted
      .getByText(en['device.form.conflict.deleted.title'], { exact: true })
      .first()
      .waitFor({ timeout: 15_000 });
    await deleted.getByRole('button', { name: en['device.form.conflict.deleted.reactivate'] }).click();
    await page.waitForURL((url) => url.pathname === `/devices/${deviceId}`, { timeout: 30_000 });
    const back = await restGet<DeviceRow>(platformUrl, token, `/backoffice/devices/${restId}`);
    expect(back.deleted).toBe(false);
    await context.close();
  });

  it('admin: a Flic hub and a button under it with press settings; the simulator takes the button offline and the open page shows it, with the battery warning and the e-mail', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    const token = await restLogin(platformUrl, 'admin@vakt.test');
    const client = await theClientName();

    // ─── the hub
    await page.goto('/flic-hubs');
    await page.getByRole('table', { name: en['flic.hubs.title'] }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/flic-hubs');
    await page.getByRole('link', { name: en['flic.hubs.add'] }).click();
    const hubForm = page.getByRole('form', { name: en['flic.form.hubLabel'] });
    await textbox(hubForm, en['flic.form.name']).fill(hubName);
    await textbox(hubForm, en['flic.form.serialNumber']).fill(hubSerial);
    await textbox(hubForm, en['flic.form.location']).fill('Receptionen');
    await pick(page, hubForm, en['flic.form.client'], client);
    await submit(hubForm, en['common.save']);
    await page.waitForURL((url) => url.pathname === `/flic-hubs/${hubSerial}`, {
      timeout: 30_000,
    });

    // ─── a button under it, from the hub's buttons tab
    await page.getByRole('tab', { name: en['flic.tab.buttons'] }).click();
    await page.getByRole('link', { name: en['flic.hub.buttons.add'] }).click();
    const buttonForm = page.getByRole('form', { name: en['flic.form.buttonLabel'] });
    await expect
      .poll(() => buttonForm.getByRole('group', { name: en['flic.form.hub'] }).innerText(), { timeout: 15_000 })
      .toContain(hubName);
    await textbox(buttonForm, en['flic.form.name']).fill(buttonName);
    await textbox(buttonForm, en['flic.form.serialNumber']).fill(buttonSerial);
    await textbox(buttonForm, en['flic.form.location']).fill('Receptionen, disken');
    await pick(page, buttonForm, en['flic.form.client'], client);
    await submit(buttonForm, en['common.save']);
    const buttonPath = `/flic-buttons/${buttonSerial}`;
    await page.waitForURL((url) => url.pathname === buttonPath, { timeout: 30_000 });
    const button = await restGet<{ parentSerialNumber: string | null; clientId: number | null }>(
      platformUrl,
      token,
      `/backoffice/flic-hub/${encodeURIComponent(buttonSerial)}`,
    );
    expect(button.parentSerialNumber).toBe(hubSerial);
    expect(button.clientId).toBe(CLIENT_ID);

    // ─── press settings: click with its own title instead of the policy's
    await closeToasts(page);
    await page.getByRole('tab', { name: en['flic.tab.alert-settings'] }).click();
    const press = page.getByRole('form', { name: en['flic.press.label'] });
    const click = press.getByRole('region', { name: en['flic.press.CLICK'], exact: true });
    await toggleLabel(click, en['flic.press.usePolicy']);
    const title = textbox(click, en['flic.press.title']);
    await expect.poll(() => title.isEditable(), { timeout: 15_000 }).toBe(true);
    await title.fill('Hjälp i receptionen');
    await submit(press, en['common.save']);
    await seeText(page, en['flic.press.saved']);
    const saved = await restGet<{ settings: { click: { usePolicySettings: boolean; title: string | null } } }>(
      platformUrl,
      token,
      `/backoffice/flic-hub/${encodeURIComponent(buttonSerial)}`,
    );
    expect(saved.settings.click).toMatchObject({ usePolicySettings: false, title: 'Hjälp i receptionen' });
    await expectAccessible(page, '/flic-buttons/{id}?tab=alert-settings');

    // ─── the simulator drives the button; the page stays open on its log, never reloaded
    await page.getByRole('tab', { name: en['flic.tab.logs'] }).click();
    const header = page.getByTestId('flic-header');
    const started = Date.now();
    const output = await runSimulator(buttonSerial);
    expect(output).toMatch(/offline/);
    expect(new URL(page.url()).pathname).toBe(buttonPath);
    // the page asks again every 15 s: the offline dot and the warning arrive in place
    await expect
      .poll(() => header.locator('[data-online]').first().getAttribute('data-online'), { timeout: 45_000 })
      .toBe('false');
    const log = page.getByRole('table', { name: en['device.logs.label'] });
    // the events by their labels, not the platform's keys
    await log
      .locator('tbody tr')
      .filter({ hasText: en['device.logs.event.batteryLow'] })
      .first()
      .waitFor({ timeout: 45_000 });
    await log
      .locator('tbody tr')
      .filter({ hasText: en['device.logs.event.offline'] })
      .first()
      .waitFor({ timeout: 45_000 });
    expect(await log.innerText()).not.toMatch(/batteryLow|battery-low/);
    await expectAccessible(page, '/flic-buttons/{id} (logs)');

    // ─── the client's admins were told by e-mail (the embedded stack's outbox folder)
    const toClientAdmin = () =>
      outboxTexts(started - 1000).filter(
        (mail) => mail.includes(buttonName) && /^To: .*clientadmin@vakt\.test/m.test(mail),
      );
    await expect.poll(() => toClientAdmin().length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(toClientAdmin().some((mail) => /disconnected|frånkopplad|fr=C3=A5nkopplad|desconectado/.test(mail))).toBe(
      true,
    );
    await context.close();
  });

  it('admin: a sensor device from the sensor list; its page, tabs and external links', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.getByRole('link', { name: en['nav.sensorDevices'] }).first().click();
    await page.waitForURL((url) => url.pathname === '/collactivate-devices');
    await page.getByRole('table', { name: en['sensors.list.title'] }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/collactivate-devices');
    await page.getByRole('link', { name: en['sensors.list.add'] }).click();
    const form = page.getByRole('form', { name: en['sensors.form.newTitle'] });
    await textbox(form, en['sensors.form.serialNumber']).fill(sensorSerial);
    await textbox(form, en['sensors.form.name']).fill(sensorName);
    await textbox(form, en['sensors.form.location']).fill('Köket');
    await textbox(form, en['sensors.form.siaId']).fill('FA');
    await pick(page, form, en['sensors.form.client'], await theClientName());
    await expectAccessible(page, '/collactivate-devices/new');
    await submit(form, en['common.save']);
    const sensorPath = `/collactivate-devices/${sensorSerial}`;
    await page.waitForURL((url) => url.pathname === sensorPath, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: sensorName }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: en['sensors.tab.alertSettings'] }).click();
    const link = page.getByRole('link', { name: new RegExp(en['sensors.alertSettings.open']) });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toContain(encodeURIComponent(sensorSerial));
    await expectAccessible(page, '/collactivate-devices/{id}');
    await context.close();
  });

  it('a reset DALM alert leaves the active alerts and shows ended in the Alerts tab, without a reload', async () => {
    const token = await restLogin(platformUrl, 'admin@vakt.test');
    // the seed gives every DALM device in ALARM an active alert
    const alarmed = await restGet<{ items: DeviceRow[] }>(
      platformUrl,
      token,
      '/backoffice/devices?status=ALARM&limit=100',
    );
    const device = alarmed.items.find((row) => !row.deleted);
    expect(device, 'a DALM device in alarm').toBeDefined();
    const active = await restGet<{ id: number; alarmType: string; sectionNumber: string | null }[]>(
      platformUrl,
      token,
      `/backoffice/devices/${device!.id}/active-alerts`,
    );
    expect(active.length).toBeGreaterThan(0);
    const alert = active[0]!;

    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto(`/devices/${device!.id}/active-alerts`);
    const resetLabel = fmt(en['device.activeAlerts.resetLabel'], {
      type: alert.alarmType,
      section: alert.sectionNumber ?? '—',
    });
    const activeTable = page.getByRole('table', { name: en['device.activeAlerts.label'] });
    await activeTable.waitFor({ timeout: 20_000 });
    // a mark on this document: gone if anything below reloaded the page
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const resetButtons = page.getByRole('button', { name: resetLabel, exact: true });
    const before = await resetButtons.count();
    expect(before).toBeGreaterThan(0);
    await resetButtons.first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: en['device.activeAlerts.resetButton'], exact: true }).click();
    await seeText(page, fmt(en['device.activeAlerts.reset'], { type: alert.alarmType }));
    await expect.poll(() => resetButtons.count(), { timeout: 15_000 }).toBe(0);

    // the Alerts tab shows the same records: none of this type and section is active any more
    await page.getByRole('tab', { name: en['device.tab.alerts'], exact: true }).click();
    const alertsTable = page.getByRole('table', { name: en['device.alerts.label'] });
    await alertsTable.waitFor({ timeout: 15_000 });
    const rowsOfAlert = alertsTable
      .locator('tbody tr')
      .filter({ hasText: alert.alarmType })
      .filter({ hasText: en['device.alerts.active'] });
    await expect.poll(() => rowsOfAlert.count(), { timeout: 15_000 }).toBe(0);
    // the same document throughout: a reload would have shown the new state anyway
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await context.close();
  });

  it('a client-admin sees only its devices, and the not-found page for another client’s', async () => {
    const adminToken = await restLogin(platformUrl, 'admin@vakt.test');
    const token = await restLogin(platformUrl, CLIENT_ADMIN);
    const own = await restGet<{ items: DeviceRow[]; total: number }>(
      platformUrl,
      token,
      '/backoffice/devices?limit=100',
    );
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.items.map((row) => row.clientOwnerId))).toEqual(new Set([CLIENT_ID]));
    const all = await restGet<{ items: DeviceRow[]; total: number }>(
      platformUrl,
      adminToken,
      '/backoffice/devices?limit=100',
    );
    // another client's device whose search text matches none of client 2's devices (search is by substring)
    const ownTexts = own.items.flatMap((row) => [row.name, row.dalmId, row.serialNumber, row.location]);
    const other = all.items.find(
      (row) =>
        row.clientOwnerId !== CLIENT_ID &&
        !ownTexts.some((text) => text?.toLowerCase().includes((row.dalmId ?? row.name).toLowerCase())),
    );
    expect(other, 'a device of another client').toBeDefined();

    const { context, page } = await newPage(baseUrl);
    await signIn(page, CLIENT_ADMIN);
    // the devices group is in the sidebar for a client-admin too
    for (const label of ['nav.devices', 'nav.flicHubs', 'nav.flicButtons', 'nav.sensorDevices'] as const)
      await page.getByRole('link', { name: en[label] }).first().waitFor();
    await page.goto('/devices');
    const list = page.getByRole('table', { name: en['devices.list.title'] });
    await list.locator('tbody tr').first().waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('table-range').innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(` of ${own.total}$`));
    // the device created above belongs to client 2 (the list keeps its search in devices.q); another client's
    // device is not found
    await page.goto(`/devices?devices.q=${encodeURIComponent(dalmName)}`);
    await list.locator('tbody tr').filter({ hasText: dalmName }).waitFor({ timeout: 15_000 });
    await page.goto(`/devices?devices.q=${encodeURIComponent(other!.dalmId ?? other!.name)}`);
    await page.getByText(en['table.noMatches']).first().waitFor({ timeout: 15_000 });
    await page.goto(`/devices/${other!.id}`);
    await page.getByRole('heading', { name: en['notFound.title'] }).waitFor({ timeout: 15_000 });

    // Flic buttons and sensors: the client's only, the ones made above among them
    const buttons = await restGet<{ items: { clientId: number | null }[]; total: number }>(
      platformUrl,
      token,
      '/backoffice/flic-hub/list?type=button&limit=100',
    );
    expect(new Set(buttons.items.map((row) => row.clientId))).toEqual(new Set([CLIENT_ID]));
    await page.goto(`/flic-buttons?q=${encodeURIComponent(buttonSerial)}`);
    await page
      .getByRole('table', { name: en['flic.buttons.title'] })
      .locator('tbody tr')
      .filter({ hasText: buttonName })
      .waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/flic-buttons');
    const sensors = await restGet<{ items: { clientId: number | null }[]; total: number }>(
      platformUrl,
      token,
      '/backoffice/collactivate?limit=100',
    );
    expect(new Set(sensors.items.map((row) => row.clientId))).toEqual(new Set([CLIENT_ID]));
    await page.goto('/collactivate-devices');
    await page.getByRole('table', { name: en['sensors.list.title'] }).locator('tbody tr').first().waitFor({
      timeout: 15_000,
    });
    await expect
      .poll(() => page.getByTestId('table-range').innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(` of ${sensors.total}$`));
    await context.close();
  });
});
