// Issue 12, "Done when" in Chromium: an admin uploads a PDF for two clients from /documents/new, previews it
// inline and downloads the same bytes; the public URL the page copies works signed out (same bytes) while a
// private document's URL answers 404 signed out; a client-admin of another client neither lists nor opens it.
// The users tab's picker offers only the users of the document's clients, and Add shares the one picked.
// A release note shows "New" to a client-admin, is marked read on click and the sidebar badge goes down. A
// reminder sent from /system to a chosen user lands in the push outbox folder and in the actions log. An FAQ
// answer with a script tag is stored and shown without it; the FAQ search finds a Swedish question. Axe runs on
// the new pages.
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../src/axe.js';
import { closeBrowser, newPage } from '../src/browser.js';
import { messages, signIn } from '../src/console.js';
import { restGet, restLogin } from '../src/platform.js';
import { filesWrittenSince } from '../src/dataFolder.js';
import { pdfOf } from '../../platform/src/seed/documentFiles.js';

const { baseUrl, platformUrl, dataDir } = inject('stack');
const en = messages.en;

/** The rest id in the console's address of a detail page (the spec's numeric form). */
const restIdOf = (id: string) => decodeURIComponent(id);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// the client-admin demo account administers client 2 only; clients 3 and 4 are other clients of organization 1
const CLIENT_ADMIN = 'clientadmin@vakt.test';
const SHARED_WITH = [3, 4];

const stamp = Date.now().toString(36);
const documentName = `E2E manual ${stamp}`;
const releaseNoteName = `E2E release ${stamp}`;

/** A one-page PDF whose bytes are unique to this run (Chromium's viewer shows it; an unreadable one would take the focus). */
const pdf = (text: string) => pdfOf([text]);

afterAll(async () => {
  await closeBrowser();
});

let adminToken = '';
async function admin(): Promise<string> {
  adminToken ||= await restLogin(platformUrl, 'admin@vakt.test');
  return adminToken;
}

async function restCall<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${platformUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Picks the option matching `text` in a search picker (combobox and listbox share the field's label). */
async function pick(page: Page, scope: Locator, label: string, text: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(text);
  await page
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: new RegExp(escape(text)) })
    .first()
    .click({ timeout: 15_000 });
}

/** Clicks a form's submit once the form has taken the changes (it stays off until then). */
async function submit(scope: Locator, label: string) {
  const button = scope.getByRole('button', { name: label, exact: true });
  await expect.poll(() => button.isDisabled(), { timeout: 15_000 }).toBe(false);
  await button.click();
}

/** The file chosen in a document form, from memory. */
async function chooseFile(form: Locator, name: string, bytes: Buffer) {
  await form.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
}

async function unreadBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('release-notes-unread-badge');
  return (await badge.isVisible()) ? Number((await badge.innerText()).trim()) : 0;
}

/** Push outbox messages written since `after`: `{ token, platform, title, body, data }` each. */
function pushMessagesSince(after: number): { token: string; title: string; body: string }[] {
  return filesWrittenSince(join(dataDir, 'push-outbox'), after).map((text) => JSON.parse(text));
}

describe('documents, release notes, system notifications and the help center', () => {
  let documentId = '';
  const bytes = pdf(`public ${stamp}`);

  it('admin: a PDF for two clients from /documents/new, previewed inline, downloaded, its public URL signed out', async () => {
    const token = await admin();
    const clientNames = await Promise.all(
      SHARED_WITH.map(
        async (id) => (await restGet<{ name: string }>(platformUrl, token, `/backoffice/clients/${id}`)).name,
      ),
    );
    const { context, page } = await newPage(baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, 'admin@vakt.test');

    await page.getByRole('link', { name: en['nav.documents'] }).first().click();
    await page.waitForURL((url) => url.pathname === '/documents');
    await page.getByRole('table', { name: en['documents.list.title'] }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/documents');

    await page.getByRole('link', { name: en['documents.list.add'] }).click();
    await page.waitForURL((url) => url.pathname === '/documents/new');
    const form = page.getByRole('form', { name: en['documents.form.label'] });
    await form.getByRole('textbox', { name: en['documents.form.name'], exact: true }).fill(documentName);
    await form.getByRole('combobox', { name: en['documents.form.type'], exact: true }).selectOption('PUBLIC');
    await chooseFile(form, 'manual.pdf', bytes);
    for (const name of clientNames) await pick(page, form, en['documents.form.clients'], name);
    await expectAccessible(page, '/documents/new');
    await submit(form, en['documents.form.create']);

    await page.waitForURL((url) => /^\/documents\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'), {
      timeout: 30_000,
    });
    documentId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
    const restId = restIdOf(documentId);
    const stored = await restGet<{ clients: { id: number }[]; type: string; ready: boolean }>(
      platformUrl,
      token,
      `/backoffice/documents/${restId}`,
    );
    expect(stored.clients.map((client) => client.id).sort()).toEqual(SHARED_WITH);
    expect(stored).toMatchObject({ type: 'public', ready: true });
    await page.getByRole('heading', { level: 1, name: documentName }).waitFor({ timeout: 15_000 });

    // the preview panel shows the PDF inline: a frame of the file's bytes, fetched with the viewer's sign-in
    const [fetched] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/files/public/${restId}.pdf`),
      page.reload(),
    ]);
    // (Chromium hands no body of a response read as a blob to the test; Download below compares the bytes)
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-type']).toBe('application/pdf');
    expect(Number(fetched.headers()['content-length'])).toBe(bytes.length);
    const frame = page.locator(`iframe[title="${documentName}"]`);
    await frame.waitFor({ timeout: 15_000 });
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await expectAccessible(page, '/documents/{id}');

    // Download saves the same bytes
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en['documents.download'], exact: true }).click(),
    ]);
    const downloaded = Buffer.concat(await (await download.createReadStream()).toArray());
    expect(downloaded.equals(bytes)).toBe(true);
    expect(download.suggestedFilename()).toBe('manual.pdf');

    // Copy URL: the stable public URL, which answers signed out with the same bytes
    await page.getByRole('button', { name: en['documents.copyUrl'], exact: true }).click();
    const publicUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(publicUrl).toBe(`${baseUrl}/files/public/${restId}.pdf`);
    const signedOut = await fetch(publicUrl);
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await signedOut.arrayBuffer()).equals(bytes)).toBe(true);
    await context.close();
  });

  it("the users tab's picker offers only users of the document's clients; Add shares the picked one", async () => {
    expect(documentId).not.toBe('');
    const token = await admin();
    type Member = { email: string; firstName: string | null };
    const membersOf = async (clientId: number) =>
      (await restGet<{ items: Member[] }>(platformUrl, token, `/backoffice/clients/${clientId}/users?limit=500`)).items;
    const ofDocumentClients = new Set((await Promise.all(SHARED_WITH.map(membersOf))).flat().map((u) => u.email));
    // someone of another client whom the platform does not offer (its search is by substring, so another
    // user's e-mail may contain this one's: checked on the platform first)
    const candidatesFor = (q: string) =>
      restGet<unknown[]>(
        platformUrl,
        token,
        `/backoffice/documents/${restIdOf(documentId)}/users/candidates?q=${encodeURIComponent(q)}&limit=5`,
      );
    let outsider: Member | undefined;
    for (const user of (await membersOf(2)).filter((u) => u.firstName && !ofDocumentClients.has(u.email)))
      if ((await candidatesFor(user.email)).length === 0) {
        outsider = user;
        break;
      }
    expect(outsider, 'a user of another client').toBeDefined();
    const member = (await membersOf(SHARED_WITH[0]!)).find((u) => u.firstName)!;

    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto(`/documents/${encodeURIComponent(documentId)}`);
    await page.getByRole('tab', { name: en['documents.tab.users'], exact: true }).click();
    const label = en['documents.users.add'];
    const picker = page.getByRole('combobox', { name: label, exact: true });
    await picker.click();
    const options = page.getByRole('listbox', { name: label }).getByRole('option');
    await options.first().waitFor({ timeout: 15_000 });
    const offered = await options.allInnerTexts();
    expect(offered.length).toBeGreaterThan(0);
    for (const text of offered)
      expect(
        [...ofDocumentClients].some((email) => text.includes(email)),
        `${text} is a user of the document's clients`,
      ).toBe(true);

    // a user of another client is not offered, even searched by e-mail
    await picker.fill(outsider!.email);
    await page
      .getByRole('status', { name: label })
      .getByText(en['table.noMatches'], { exact: true })
      .waitFor({ timeout: 30_000 });

    await pick(page, page.locator('main'), label, member.email);
    await page.getByRole('button', { name: 'Add 1 user', exact: true }).click();
    await page.getByText('1 user was added.', { exact: true }).first().waitFor({ timeout: 15_000 });
    await page
      .getByRole('table', { name: en['documents.users.label'] })
      .getByText(member.email)
      .waitFor({ timeout: 15_000 });
    const shared = await restGet<{ items: { email: string }[] }>(
      platformUrl,
      token,
      `/backoffice/documents/${restIdOf(documentId)}/users`,
    );
    expect(shared.items.map((u) => u.email)).toContain(member.email);
    await expectAccessible(page, '/documents/{id} users tab');
    await context.close();
  });

  it("a private document's file URL answers 404 signed out and the file to its reader", async () => {
    const token = await admin();
    const privateBytes = pdf(`private ${stamp}`);
    const created = await restCall<{ id: number; uploadUrl: string }>(
      'POST',
      '/backoffice/documents',
      {
        name: `E2E private ${stamp}`,
        type: 'private',
        lang: 'en',
        clientIds: SHARED_WITH,
        filename: 'private.pdf',
        size: privateBytes.length,
        contentType: 'application/pdf',
      },
      token,
    );
    const put = await fetch(`${platformUrl}${created.uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${token}` },
      body: new Uint8Array(privateBytes),
    });
    expect(put.status).toBe(201);

    const url = `${baseUrl}/files/private/${created.id}.pdf`;
    expect((await fetch(url)).status).toBe(404);
    const signedIn = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.status).toBe(200);
    expect(Buffer.from(await signedIn.arrayBuffer()).equals(privateBytes)).toBe(true);
  });

  it('a client-admin of another client neither lists the document nor opens its page', async () => {
    expect(documentId).not.toBe('');
    const { context, page } = await newPage(baseUrl);
    await signIn(page, CLIENT_ADMIN);
    await page.goto(`/documents?q=${encodeURIComponent(documentName)}`);
    const table = page.getByRole('table', { name: en['documents.list.title'] });
    await table.waitFor({ timeout: 15_000 });
    await page.getByText(en['table.noMatches'], { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await table.getByText(documentName).count()).toBe(0);

    await page.goto(`/documents/${encodeURIComponent(documentId)}`);
    await page.getByRole('heading', { name: en['notFound.title'] }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(documentName).count()).toBe(0);
    await context.close();
  });

  it('a release note shows "New" to a client-admin, is marked read on click, and the sidebar badge goes down', async () => {
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.goto('/release-notes/new');
    const form = page.getByRole('form', { name: en['documents.form.label'] });
    await form.getByRole('textbox', { name: en['documents.form.name'], exact: true }).fill(releaseNoteName);
    await form.getByRole('combobox', { name: en['documents.form.type'], exact: true }).selectOption('PUBLIC');
    await form
      .getByRole('textbox', { name: en['documents.form.description'], exact: true })
      .fill('Faster maps and a clearer alarm list.');
    await chooseFile(form, 'release.pdf', pdf(`release ${stamp}`));
    await submit(form, en['documents.form.create']);
    await page.waitForURL((url) => /^\/release-notes\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'), {
      timeout: 30_000,
    });
    await context.close();

    const reader = await newPage(baseUrl);
    const readerPage = reader.page;
    await signIn(readerPage, CLIENT_ADMIN);
    await readerPage.getByRole('link', { name: new RegExp(`^${escape(en['nav.releaseNotes'])}`) }).click();
    await readerPage.waitForURL((url) => url.pathname === '/release-notes');
    const row = readerPage.getByRole('row').filter({ hasText: releaseNoteName });
    await row.waitFor({ timeout: 15_000 });
    await row.getByTestId('release-note-new').waitFor();
    await expectAccessible(readerPage, '/release-notes');
    await expect.poll(() => unreadBadge(readerPage), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await unreadBadge(readerPage);

    await row.getByText(releaseNoteName, { exact: true }).click();
    await readerPage.waitForURL((url) => /^\/release-notes\/[^/]+$/.test(url.pathname), { timeout: 15_000 });
    await readerPage.getByRole('heading', { level: 1, name: releaseNoteName }).waitFor({ timeout: 15_000 });
    await expect.poll(() => unreadBadge(readerPage), { timeout: 15_000 }).toBe(before - 1);

    await readerPage.goto('/release-notes');
    const again = readerPage.getByRole('row').filter({ hasText: releaseNoteName });
    await again.waitFor({ timeout: 15_000 });
    expect(await again.getByTestId('release-note-new').count()).toBe(0);
    await reader.context.close();
  });

  it('a reminder sent from /system to a chosen user reaches the push outbox and the actions log', async () => {
    const token = await admin();
    // a user of client 2 with an active phone that registered for push (the seed leaves every fifth without)
    const members = await restGet<{ items: { userId: number; email: string }[] }>(
      platformUrl,
      token,
      '/backoffice/clients/2/users?limit=100',
    );
    let receiver: { id: number; email: string; tokens: string[] } | undefined;
    for (const member of members.items) {
      const phones = await restGet<{ items: { id: number; os: string; isActive: boolean }[] }>(
        platformUrl,
        token,
        `/backoffice/users/${member.userId}/user-devices?limit=50`,
      );
      const tokens = phones.items
        .filter((phone) => phone.isActive && ['ios', 'android'].includes(phone.os) && phone.id % 5 !== 0)
        .map((phone) => `demo-${phone.os}-${phone.id}`);
      if (tokens.length) {
        receiver = { id: member.userId, email: member.email, tokens };
        break;
      }
    }
    expect(receiver, 'a user of client 2 with a push-registered phone').toBeDefined();

    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');
    await page.getByRole('link', { name: en['nav.system'] }).first().click();
    await page.waitForURL((url) => url.pathname === '/system');
    await page.getByRole('tab', { name: en['system.tab.notifications'] }).click();
    await page.getByText(en['system.notifications.mode.REMINDER'], { exact: true }).click();
    await page.getByText(en['system.notifications.reminder.TEST_ALARM'], { exact: true }).click();
    await pick(page, page.locator('main'), en['system.notifications.users'], receiver!.email);
    // the picker stays open for more users; closed, as a person moving on leaves it
    await page.keyboard.press('Escape');
    await expectAccessible(page, '/system?tab=notifications');

    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: en['system.notifications.send'], exact: true }).click();
    const outcome = page.getByTestId('notification-outcome');
    await outcome.waitFor({ timeout: 15_000 });
    expect(await outcome.innerText()).toMatch(/Sent to 1 user on \d+ device/);

    await expect
      .poll(() => pushMessagesSince(sentAt).filter((message) => receiver!.tokens.includes(message.token)).length, {
        timeout: 20_000,
      })
      .toBe(receiver!.tokens.length);

    const [logged] = (
      await restGet<{ items: { action: string; payload: { after: { action: string; userIds: number[] } } }[] }>(
        platformUrl,
        token,
        '/backoffice/system/actions?entityType=systemNotification&limit=1',
      )
    ).items;
    expect(logged).toMatchObject({ action: 'sendReminder', payload: { after: { action: 'test-alarm' } } });
    expect(logged!.payload.after.userIds).toContain(receiver!.id);
    // the actions log tab of the same page: it reads the log again after a send
    await page.getByRole('tab', { name: en['system.tab.actions'] }).click();
    const log = page.getByRole('table', { name: en['system.tab.actions'] });
    const row = log
      .getByRole('row')
      .filter({ hasText: en['system.action.sendReminder'] })
      .filter({ hasText: en['system.entity.systemNotification'] })
      .first();
    await row.waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('an FAQ answer with a script tag is stored and shown without it; the FAQ search finds a Swedish question', async () => {
    const question = `E2E säker fråga ${stamp}?`;
    const { context, page } = await newPage(baseUrl);
    await signIn(page, 'admin@vakt.test');

    await page.getByRole('link', { name: en['nav.helpCenter'] }).first().click();
    await page.waitForURL((url) => url.pathname === '/help-center');
    await page.getByRole('heading', { level: 1, name: en['helpCenter.title'] }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/help-center');

    await page.goto('/help-center/faq/add?lang=en');
    const form = page.getByRole('form', { name: en['helpCenter.faq.formLabel'] });
    await form
      .getByRole('combobox', { name: en['helpCenter.faq.category'] })
      .selectOption({ label: en['helpCenter.faq.newCategory'] });
    await form.getByRole('textbox', { name: en['helpCenter.faq.newCategoryName'] }).fill(`E2E category ${stamp}`);
    await form.getByRole('textbox', { name: en['helpCenter.faq.question'] }).fill(question);
    await form
      .getByRole('textbox', { name: en['helpCenter.faq.answer'] })
      .fill('<p>Safe <strong>answer</strong></p><script>window.__faqInjected = true</script>');
    await submit(form, en['common.save']);
    await page.waitForURL((url) => url.pathname === '/help-center/faq', { timeout: 15_000 });

    // stored without the script
    const stored = await restGet<{ questions: { question: string; answer: string }[] }[]>(
      platformUrl,
      await admin(),
      `/backoffice/help-center/faq?lang=en&q=${encodeURIComponent(stamp)}`,
    );
    const answer = stored
      .flatMap((category) => category.questions)
      .find((entry) => entry.question === question)?.answer;
    expect(answer).toBe('<p>Safe <strong>answer</strong></p>');

    // shown without it: searched, opened, rendered as HTML, nothing run
    await page.getByRole('searchbox', { name: en['helpCenter.faq.search'] }).fill(stamp);
    const shown = page.getByTestId('faq-answer').filter({ hasText: 'Safe answer' });
    await shown.waitFor({ timeout: 15_000 });
    expect(await shown.innerHTML()).not.toMatch(/script/i);
    expect(await shown.locator('strong').innerText()).toBe('answer');
    expect(await page.evaluate(() => (window as unknown as { __faqInjected?: boolean }).__faqInjected)).toBeUndefined();
    await expectAccessible(page, '/help-center/faq');

    // a Swedish question of the seeded FAQ, found by a word of it after switching the FAQ to Swedish
    const swedish = await restGet<{ questions: { question: string }[] }[]>(
      platformUrl,
      await admin(),
      '/backoffice/help-center/faq?lang=sv',
    );
    const target = swedish.flatMap((category) => category.questions)[0]?.question;
    expect(target, 'the seed has Swedish FAQ questions').toBeDefined();
    const word = target!
      .split(/[^\p{L}\p{N}]+/u)
      .sort((a, b) => b.length - a.length)[0]!
      .toLowerCase();
    await page.getByRole('combobox', { name: en['helpCenter.language'] }).selectOption('sv');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'sv', { timeout: 15_000 });
    await page.getByRole('searchbox', { name: en['helpCenter.faq.search'] }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word, { timeout: 15_000 });
    await page.getByTestId('faq-list').getByText(target!, { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('faq-list').getByText(question).count()).toBe(0);
    await context.close();
  });
});
