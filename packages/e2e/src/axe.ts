// Accessibility checks with axe-core, injected into the page as a plain script (no @axe-core/playwright).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';

// Evaluated through the DevTools protocol, not added as a <script>: the console's Content-Security-Policy
// (script-src 'self') rightly refuses inline scripts, and the audit must run under the real headers.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The impacts a test fails on. */
export const BLOCKING: ImpactValue[] = ['serious', 'critical'];

export interface AxeOptions {
  /**
   * CSS selectors of elements to leave out. Only for third-party widgets the console cannot change;
   * say why next to each one.
   */
  exclude?: string[];
}

/** Runs axe on the page as it is now and returns its violations (all impacts). */
export async function axeViolations(page: Page, { exclude = [] }: AxeOptions = {}): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_A_AA }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    ({ excluded, runOptions }) => {
      // a global once the script tag ran
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
      };
      return axe.run(excluded.length ? { exclude: excluded.map((selector) => [selector]) } : document, runOptions);
    },
    { excluded: exclude, runOptions: options },
  );
  return results.violations;
}

/** The violations with a serious or critical impact. */
export function blocking(violations: Result[]): Result[] {
  return violations.filter((violation) => BLOCKING.includes(violation.impact ?? null));
}

/** One paragraph per violation: id, impact, help, link and the elements it hit, so a failure says what to fix. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 10)
        .map(
          (node) =>
            `    ${node.target.join(' >> ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n\s*/g, ' | ')}` : ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 10 ? `\n    … and ${violation.nodes.length - 10} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Fails with a readable list when the page has serious or critical violations; logs the milder ones. */
export async function expectAccessible(page: Page, where: string, options?: AxeOptions): Promise<void> {
  const violations = await axeViolations(page, options);
  const mild = violations.filter((violation) => !BLOCKING.includes(violation.impact ?? null));
  if (mild.length) console.info(`axe, ${where}: ${mild.length} minor/moderate\n${describeViolations(mild)}`);
  const failing = blocking(violations);
  expect(
    failing.length,
    `axe found ${failing.length} serious/critical violation(s) on ${where}:\n${describeViolations(failing)}\n`,
  ).toBe(0);
}
