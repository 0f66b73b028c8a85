// What a person does in the console, in one place so the tests read as flows.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../web/src/i18n/en.json' with { type: 'json' };
import { DEMO_PASSWORD } from './platform.js';

export const messages = { en };

export async function fillCredentials(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel(en['login.email']).fill(email);
  await page.getByLabel(en['login.password']).fill(password);
  await page.getByRole('button', { name: en['login.submit'] }).click();
}

/** Signs in (English UI) and waits for the dashboard after the 3 second delay. */
export async function signIn(page: Page, email: string) {
  await fillCredentials(page, email);
  await page.getByTestId('count-users').waitFor({ timeout: 20_000 });
}

/** The figure a dashboard card shows, as a number (the UI formats it for the locale). */
export async function cardNumber(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).innerText();
  const figure = text.split('\n').map((line) => line.replace(/[\s,.\u00a0\u202f]/g, '')).find((line) => /^\d+$/.test(line));
  expect(figure, `${testId} shows a number in "${text}"`).toBeDefined();
  return Number(figure);
}
