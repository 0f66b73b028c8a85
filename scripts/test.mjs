// `npm test`: install what is missing, type-check, build, then run every suite: platform (PGlite, and
// PostgreSQL too when DATABASE_URL is set), gateway, web components and end-to-end in Chromium.
// Ends with one line "N passed, N failed" summed over all suites; the format and lint checks count as one
// test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb, install, log, pnpm, root, run } from './lib.mjs';

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    throw new Error("Chromium is missing: install Debian's chromium (apt-get install -y chromium) or run as root");
  }
  log('installing Debian chromium for the end-to-end tests');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const suites = ['platform', 'gateway', 'web', 'e2e'];
const only = process.argv.slice(2);
const selected = only.length ? suites.filter((s) => only.includes(s)) : suites;

install();
if (selected.includes('e2e')) ensureChromium();
log('compiling Relay artifacts');
pnpm(['--filter', '@vakt/web', 'run', 'relay']);
log('type-checking every package');
pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
if (selected.includes('e2e')) buildWeb({ force: true });

const reports = mkdtempSync(join(tmpdir(), 'vakt-test-'));
let passed = 0;
let failed = 0;
let broken = [];

// One formatter and one linter for the whole repository (`npm run format` fixes the first).
for (const [name, args] of [
  ['prettier', ['--check', '--log-level=warn', '.']],
  ['eslint', ['--quiet', '.']],
]) {
  log(`checking the code with ${name}`);
  const ok = spawnSync(join(root, 'node_modules/.bin', name), args, { cwd: root, stdio: 'inherit' }).status === 0;
  if (ok) passed += 1;
  else failed += 1;
  log(`${name}: ${ok ? 'clean' : 'FAILED'}`);
}
for (const suite of selected) {
  log(
    `running the ${suite} tests${suite === 'platform' && process.env.DATABASE_URL ? ' (PGlite and PostgreSQL)' : ''}`,
  );
  const report = join(reports, `${suite}.json`);
  const result = spawnSync(
    'npx',
    [
      '-y',
      'pnpm@10.34.9',
      '--filter',
      `@vakt/${suite}`,
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (!existsSync(report)) {
    broken.push(suite);
    failed += 1;
    continue;
  }
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
  passed += numPassedTests;
  failed += numFailedTests;
  if (numPendingTests + numTodoTests > 0) {
    log(`${suite}: ${numPendingTests + numTodoTests} skipped or todo tests count as failures`);
    failed += numPendingTests + numTodoTests;
  }
  if (result.status !== 0 && numFailedTests === 0) broken.push(suite);
  log(`${suite}: ${numPassedTests} passed, ${numFailedTests} failed`);
}
if (broken.length) {
  log(`suites that did not finish cleanly: ${broken.join(', ')}`);
  failed += broken.length;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
