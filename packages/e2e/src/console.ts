// What a person does in the console, in one place so the tests read as flows.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { deflateSync } from 'node:zlib';
import en from '../../web/src/i18n/en.json' with { type: 'json' };
import { DEMO_PASSWORD } from './platform.js';

export const messages = { en };

export async function fillCredentials(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel(en['login.email']).fill(email);
  await page.getByLabel(en['login.password']).fill(password);
  await page.getByRole('button', { name: en['login.submit'] }).click();
}

/**
 * Signs in an account whose profile language is not English (orgadmin@vakt.test: Swedish) and answers No to
 * the one-time offer to switch, so the console stays in English.
 */
export async function signInKeepingEnglish(page: Page, email: string) {
  await signIn(page, email);
  const prompt = page.getByRole('alertdialog');
  await prompt.getByText(en['languagePrompt.title']).waitFor();
  await prompt.getByRole('button', { name: en['common.no'] }).click();
}

/** Signs in (English UI) and waits for the dashboard after the 3 second delay. */
export async function signIn(page: Page, email: string) {
  await fillCredentials(page, email);
  await page.getByTestId('count-users').waitFor({ timeout: 20_000 });
}

/** The figure a dashboard card shows, as a number (the UI formats it for the locale). */
export async function cardNumber(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).innerText();
  const figure = text
    .split('\n')
    .map((line) => line.replace(/[\s,.\u00a0\u202f]/g, ''))
    .find((line) => /^\d+$/.test(line));
  expect(figure, `${testId} shows a number in "${text}"`).toBeDefined();
  return Number(figure);
}

/** A solid-colour RGBA PNG of the given size, built in memory (for upload tests). */
export function solidPng(
  width: number,
  height: number,
  rgba: [number, number, number, number] = [220, 30, 30, 255],
): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgba).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Clicks a checkbox or switch by its visible label inside `scope` (Chakra hides the real input). */
export async function toggleLabel(scope: Locator, label: string) {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .click();
}

/** Waits for a toast (or any text) from the catalog. */
export async function seeText(page: Page, text: string, timeout = 15_000) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout });
}
