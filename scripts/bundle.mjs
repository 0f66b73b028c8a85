// The console's JavaScript weight per route, measured in headless Chromium: every script the page
// loads (entry, module preloads, lazy chunks) is summed raw and gzip-compressed, next to the budget.
//
//   node scripts/bundle.mjs                         starts the stack on a temporary data folder (builds the web app when stale)
//   node scripts/bundle.mjs http://127.0.0.1:3000   measures a running stack instead
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../packages/e2e/chromium.mjs';
import { buildWeb, root, waitFor } from './lib.mjs';

const BUDGET_GZIP = 200 * 1024; // the login route's first load (issue 7)
const EMAIL = 'admin@vakt.test';
const PASSWORD = 'Vakt!demo1';

// playwright-core is a dependency of the end-to-end package, not of the root
const requireFromE2e = createRequire(join(root, 'packages/e2e/package.json'));
const { chromium } = requireFromE2e('playwright-core');

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Starts `scripts/start.mjs` on free ports and a fresh data folder; returns its URL and a stop function. */
async function startStack() {
  buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'vakt-bundle-'));
  const [port, platformPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: '',
      VAKT_DATA_DIR: dataDir,
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, { timeoutMs: 280_000, child });
  return {
    url,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens `path` in a fresh browser context (empty HTTP cache) and sums the JavaScript it loads. */
async function measure(browser, baseURL, path, { storageState, readyTestId } = {}) {
  const context = await browser.newContext({ baseURL, storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pending = [];
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL).origin || !/\.m?js$/.test(url.pathname) || response.status() !== 200) return;
    pending.push(
      response.body().then(async (body) => ({
        path: url.pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
        wire: (await response.request().sizes()).responseBodySize,
      })),
    );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (readyTestId) await page.getByTestId(readyTestId).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const scripts = await Promise.all(pending);
  await context.close();
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return { scripts, raw: sum('raw'), gzip: sum('gzip'), wire: sum('wire') };
}

/** Signs in through the login form and returns the session (local storage and the refresh cookie). */
async function signedInState(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(EMAIL);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByTestId('count-users').waitFor({ timeout: 30_000 }); // the dashboard, after the sign-in delay
  const state = await context.storageState();
  await context.close();
  return state;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const stack = given ? { url: given.replace(/\/$/, ''), stop() {} } : await startStack();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const login = await measure(browser, stack.url, '/');
  const storageState = await signedInState(browser, stack.url);
  const dashboard = await measure(browser, stack.url, '/', { storageState, readyTestId: 'count-users' });
  const rows = [
    ['login (signed out, /)', login, BUDGET_GZIP],
    ['dashboard (signed in, /)', dashboard, null],
  ];
  console.log(`JavaScript loaded on a first visit (empty cache) of ${stack.url}\n`);
  console.log('| route | scripts | raw | gzip | on the wire | goal (gzip) |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, result, goal] of rows) {
    const verdict = goal === null ? '–' : `≤ ${kb(goal)} ${result.gzip <= goal ? 'met' : 'NOT met'}`;
    console.log(
      `| ${name} | ${result.scripts.length} | ${kb(result.raw)} | ${kb(result.gzip)} | ${kb(result.wire)} | ${verdict} |`,
    );
  }
  if (process.argv.includes('--verbose') || process.env.VERBOSE) {
    for (const [name, result] of rows) {
      console.log(`\n${name}`);
      for (const script of result.scripts.sort((a, b) => b.gzip - a.gzip)) {
        console.log(
          `  ${kb(script.gzip).padStart(9)} gzip ${kb(script.raw).padStart(9)} raw  ${script.encoding.padEnd(4)} ${script.path}`,
        );
      }
    }
  }
  process.exitCode = login.gzip <= BUDGET_GZIP ? 0 : 1;
} finally {
  await browser.close();
  stack.stop();
}
