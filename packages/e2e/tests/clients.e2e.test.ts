import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, seeText, signIn, solidPng, toggleLabel } from '../src/console.js';
import { restGet, restLogin } from '../src/platform.js';

const { baseUrl, platformUrl } = inject('stack');
const en = messages.en;
const fmt = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
// global id of a client, as the gateway makes it

afterAll(closeBrowser);

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tab', { name: tab, selected: true }).waitFor();
}

async function editContact(page: Page, contactName: string) {
  await page.getByRole('button', { name: en['common.edit'] }).click();
  const form = page.getByRole('form', { name: en['clients.form.label'] });
  await form.getByLabel(en['clients.field.contactName']).fill(contactName);
  await form.getByRole('button', { name: en['common.save'] }).click();
  await seeText(page, en['clients.saved']);
  await page.getByText(contactName, { exact: true }).waitFor();
}

async function setPolicy(page: Page) {
  await openTab(page, en['clients.tab.policy']);
  const group = (category: string) =>
    page.getByRole('group', { name: en[`alertCategory.${category}` as keyof typeof en] });
  // start from the defaults: turning Enforced off puts a category back to them
  for (const category of ['SOS_EMERGENCY', 'PUBLIC_ALERT', 'NETWORK_ALERT', 'SAFE_ASSIST', 'SUMMON']) {
    if (await group(category).getByRole('checkbox', { name: en['policy.field.enforced'] }).isChecked())
      await toggleLabel(group(category), en['policy.field.enforced']);
  }
  // nothing is editable until Enforced
  expect(await group('SOS_EMERGENCY').getByLabel(en['policy.field.title']).isDisabled()).toBe(true);
  for (const category of ['SOS_EMERGENCY', 'PUBLIC_ALERT', 'NETWORK_ALERT', 'SAFE_ASSIST'])
    await toggleLabel(group(category), en['policy.field.enforced']);
  await group('SOS_EMERGENCY').getByLabel(en['policy.field.title']).fill('Brand');
  // public sub-options need Create public alert
  const publicAlert = group('PUBLIC_ALERT');
  expect(
    await publicAlert.getByRole('checkbox', { name: en['policy.field.alertAllAvailableNetworks'] }).isDisabled(),
  ).toBe(true);
  await toggleLabel(publicAlert, en['policy.field.createPublicAlert']);
  await toggleLabel(publicAlert, en['policy.field.alertAllAvailableNetworks']);
  await toggleLabel(publicAlert, en['policy.field.publicRadiusEnabled']);
  // the radius keeps every keystroke; out of range it says so next to the field and is never clamped
  const radius = publicAlert.getByRole('textbox', { name: en['policy.field.publicRadius'] });
  for (const typed of ['500', '2500', '250000']) {
    await radius.fill('');
    await radius.pressSequentially(typed);
    await expect.poll(() => radius.inputValue()).toBe(typed);
  }
  await radius.blur();
  await publicAlert.getByText(en['numberField.wholeRange'].replace('{min}', '10').replace('{max}', '100000')).waitFor();
  await radius.fill('');
  await radius.pressSequentially('2500');
  await expect.poll(() => radius.inputValue()).toBe('2500');
  // disable three: only two stay enabled, the rest lock and the message shows
  expect(await page.getByText(en['policy.noMoreAlarms']).count()).toBe(0);
  for (const category of ['SOS_EMERGENCY', 'PUBLIC_ALERT', 'NETWORK_ALERT'])
    await toggleLabel(group(category), en['policy.field.disabled']);
  await page.getByText(en['policy.noMoreAlarms']).waitFor();
  expect(await group('SAFE_ASSIST').getByRole('checkbox', { name: en['policy.field.disabled'] }).isDisabled()).toBe(
    true,
  );
  await page
    .getByRole('form', { name: en['clients.tab.policy'] })
    .getByRole('button', { name: en['common.save'] })
    .click();
  await seeText(page, en['policy.saved']);
  // the saved policy comes back from the server as it was set
  await page.reload();
  await page.getByRole('group', { name: en['alertCategory.SOS_EMERGENCY'] }).waitFor();
  await page.getByText(en['policy.noMoreAlarms']).waitFor();
  expect(await group('SOS_EMERGENCY').getByLabel(en['policy.field.title']).inputValue()).toBe('Brand');
}

async function draftThenPublish(page: Page, name: string) {
  await openTab(page, en['clients.tab.multi-alerts']);
  await page.getByRole('link', { name: en['multiAlerts.add'] }).click();
  await page.getByRole('heading', { name: en['multiAlerts.new.title'] }).waitFor();
  const form = page.getByRole('form', { name: en['multiAlerts.form.label'] });
  await form.getByLabel(en['multiAlerts.field.name']).fill(name);
  await form.getByLabel(en['multiAlerts.field.title']).fill(`${name} title`);
  // draft by default: the draft-locked controls are off
  expect(await form.getByRole('checkbox', { name: en['policy.field.streamingEnabled'] }).isDisabled()).toBe(true);
  await form.getByRole('button', { name: en['common.save'] }).click();
  await seeText(page, en['multiAlerts.saved']);
  const badge = page.getByTestId(`draft-state-${name}`);
  await badge.waitFor();
  expect(await badge.innerText()).toBe(en['multiAlerts.draft']);
  await toggleLabel(
    page.getByRole('table', { name: en['clients.tab.multi-alerts'] }),
    fmt(en['multiAlerts.draftToggle'], { name }),
  );
  await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toBe(en['multiAlerts.live']);
}

async function uploadIcon(page: Page) {
  await openTab(page, en['clients.tab.alert-screen']);
  const sos = page.getByTestId('alert-screen-SOS_EMERGENCY');
  const category = en['alertCategory.SOS_EMERGENCY'];
  // the wrong size is refused in the browser
  await sos
    .getByLabel(fmt(en['alertScreen.iconChoose'], { category }))
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: solidPng(200, 200) });
  await sos.getByText(en['alertScreen.icon.wrongSize']).waitFor();
  await sos.getByLabel(fmt(en['alertScreen.captionOf'], { category })).fill('Ring 112');
  await sos
    .getByLabel(fmt(en['alertScreen.iconChoose'], { category }))
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: solidPng(160, 160) });
  await sos.getByTestId('alert-icon-SOS_EMERGENCY').waitFor();
  await page
    .getByRole('form', { name: en['clients.tab.alert-screen'] })
    .getByRole('button', { name: en['common.save'] })
    .click();
  await seeText(page, en['alertScreen.saved']);
  // served by the platform after the reload: a 200x200 PNG
  await page.reload();
  await openTab(page, en['clients.tab.alert-screen']);
  const icon = page.getByTestId('alert-icon-SOS_EMERGENCY');
  await icon.waitFor();
  expect(await icon.getAttribute('src')).not.toContain('blob:');
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(200);
  expect(await page.getByTestId('caption-counter-SOS_EMERGENCY').innerText()).toBe('8 / 20');
}

async function changeNotifications(page: Page) {
  await openTab(page, en['clients.tab.notifications']);
  const row = page.getByTestId('notification-battery-low');
  const push = row.getByRole('checkbox', {
    name: fmt(en['notifications.toggle'], {
      what: en['notifications.push'],
      type: en['notifications.type.battery-low'],
    }),
  });
  const sound = row.getByRole('checkbox', {
    name: fmt(en['notifications.toggle'], {
      what: en['notifications.sound'],
      type: en['notifications.type.battery-low'],
    }),
  });
  const email = row.getByRole('checkbox', {
    name: fmt(en['notifications.toggle'], {
      what: en['notifications.email'],
      type: en['notifications.type.battery-low'],
    }),
  });
  const before = await email.isChecked();
  const label = (what: string) => fmt(en['notifications.toggle'], { what, type: en['notifications.type.battery-low'] });
  await toggleLabel(row, label(en['notifications.email']));
  if (await push.isChecked()) await toggleLabel(row, label(en['notifications.push']));
  // push off forces sound off
  expect(await sound.isChecked()).toBe(false);
  expect(await sound.isDisabled()).toBe(true);
  await page
    .getByRole('form', { name: en['clients.tab.notifications'] })
    .getByRole('button', { name: en['common.save'] })
    .click();
  await seeText(page, en['notifications.saved']);
  await page.reload();
  await openTab(page, en['clients.tab.notifications']);
  expect(await email.isChecked()).toBe(!before);
  expect(await push.isChecked()).toBe(false);
}

describe('the client area', () => {
  it('admin: creates a client, edits it, sets a policy, a multi-alert, an icon and notifications, then deletes it', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page
      .getByRole('region', { name: en['nav.group.administration'] })
      .getByRole('link', { name: en['nav.clients'] })
      .click();
    await page.getByRole('table', { name: en['clients.title'] }).waitFor();
    await page.getByRole('link', { name: en['clients.add'] }).click();
    await page.getByRole('heading', { name: en['clients.new.title'] }).waitFor();

    const name = `E2E klient ${Date.now()}`;
    const form = page.getByRole('form', { name: en['clients.form.label'] });
    expect(await form.getByRole('button', { name: en['common.save'] }).isDisabled()).toBe(true);
    await form.getByLabel(en['clients.field.contactEmail']).fill('not-an-address');
    await form.getByRole('button', { name: en['common.save'] }).click();
    await form.getByText(en['fieldError.REQUIRED']).waitFor();
    await form.getByText(en['fieldError.INVALID_EMAIL']).waitFor();
    await form.getByLabel(en['clients.field.name']).fill(name);
    await form.getByLabel(en['clients.field.contactEmail']).fill('larm@e2e.vakt.test');
    await form.getByRole('button', { name: en['common.save'] }).click();
    await page.waitForURL(/\/clients\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('client-name').filter({ hasText: name }).waitFor();

    await editContact(page, 'Eva Andersson');
    await setPolicy(page);
    await draftThenPublish(page, 'Utrymning');
    await uploadIcon(page);
    await changeNotifications(page);

    await page.getByRole('button', { name: en['clients.delete.button'] }).click();
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/clients$/);
    await seeText(page, en['clients.deleted']);
    await page.getByRole('table', { name: en['clients.title'] }).waitFor();
    expect(await page.getByRole('cell', { name }).count()).toBe(0);
    await context.close();
  });

  it('client-admin: edits its own client with the same flows and cannot open another client by URL', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'clientadmin@vakt.test');
    await page.goto('/clients');
    const table = page.getByRole('table', { name: en['clients.title'] });
    await table.waitFor();
    expect(await page.getByRole('link', { name: en['clients.add'] }).count()).toBe(0);
    expect(await table.getByRole('row').count()).toBe(2); // header + client 2
    await table.getByRole('row').nth(1).click();
    await page.waitForURL(/\/clients\/2$/);
    await page.getByTestId('client-name').waitFor();

    await editContact(page, 'Klara Klient');
    await setPolicy(page);
    await draftThenPublish(page, 'Inrymning');
    await uploadIcon(page);
    await changeNotifications(page);

    // another tenant's client: the not-found page, no data
    await page.goto('/clients/1');
    await page.getByRole('heading', { name: en['notFound.title'] }).waitFor();
    expect(await page.getByTestId('client-name').count()).toBe(0);
    await page.goto('/clients/1?tab=policy');
    await page.getByRole('heading', { name: en['notFound.title'] }).waitFor();
    await context.close();
  });

  it("admin: the client's Devices tab adds an existing device of another client and takes it out again", async () => {
    const token = await restLogin(platformUrl, 'admin@vakt.test');
    const name = `E2E sensor ${Date.now().toString(36)}`;
    const created = await fetch(`${platformUrl}/backoffice/collactivate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        serialNumber: `E2E${Date.now().toString(36).toUpperCase()}`,
        name,
        clientId: 3,
        userId: null,
        location: 'Drottninggatan 1, Stockholm',
        lat: 59.33,
        lng: 18.06,
        testModeEnabled: false,
        testModeAutoDisableTimeoutMs: 0,
        enableClustering: false,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto('/clients/2?tab=devices');
    const table = page.getByRole('table', { name: en['clients.tab.devices'] });
    await table.waitFor();
    const label = en['clients.devices.addExisting'];
    await page.getByRole('combobox', { name: label, exact: true }).fill(name);
    await page
      .getByRole('listbox', { name: label })
      .getByRole('option', { name: new RegExp(name) })
      .click();
    await page.getByRole('button', { name: 'Add 1 device', exact: true }).click();
    await seeText(page, '1 device was added to the client.');
    await table.getByRole('row', { name: new RegExp(name) }).waitFor();
    const moved = await restGet<{ items: { name: string }[]; total: number }>(
      platformUrl,
      token,
      `/backoffice/clients/2/devices?q=${encodeURIComponent(name)}`,
    );
    expect(moved.items.map((device) => device.name)).toEqual([name]);

    await table.getByRole('button', { name: fmt(en['common.removeNamed'], { name }) }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en['clients.devices.removeTitle']).waitFor();
    await dialog.getByRole('button', { name: en['common.remove'] }).click();
    await seeText(page, fmt(en['clients.devices.removed'], { name }));
    await expect.poll(() => table.getByRole('row', { name: new RegExp(name) }).count(), { timeout: 15_000 }).toBe(0);
    const left = await restGet<{ items: unknown[] }>(
      platformUrl,
      token,
      `/backoffice/clients/2/devices?q=${encodeURIComponent(name)}`,
    );
    expect(left.items).toEqual([]);
    await context.close();
  });
});
