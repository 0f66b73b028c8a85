// `npm test`: install what is missing, compile the Relay artifacts, then run every check and suite: the
// type-check, prettier and eslint, the web build, the platform (PGlite, and PostgreSQL too when DATABASE_URL
// is set), gateway, web components and end-to-end in Chromium. `npm test -- web e2e` runs only those suites.
//
// The machine has two cores and the suites wait on different things (databases and child processes, jsdom,
// a browser), so they run in lanes side by side (LANES below); each lane runs its jobs one after another. Every job's
// output goes to its own file and is printed whole when the job ends, then one line with its count and time.
// Ends with one line "N passed, N failed" summed over all jobs; the type-check, format, lint and working-tree
// checks count as one test each, a skipped or todo test counts as a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_BUILD, bin, install, log, pnpm, root, run, runLogged } from './lib.mjs';

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    throw new Error("Chromium is missing: install Debian's chromium (apt-get install -y chromium) or run as root");
  }
  log('installing Debian chromium for the end-to-end tests');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** The tracked and untracked changes git sees (null outside a git checkout). */
function workingTreeChanges() {
  const status = spawnSync('git', ['status', '--porcelain=v1', '--untracked-files=all'], { cwd: root });
  return status.status === 0 ? status.stdout.toString() : null;
}

const SUITES = ['platform', 'gateway', 'web', 'e2e'];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !SUITES.includes(name));
if (unknown.length) throw new Error(`unknown suite ${unknown.join(', ')}: the suites are ${SUITES.join(', ')}`);
const selected = only.length ? SUITES.filter((s) => only.includes(s)) : SUITES;
// the gateway's build test and the end-to-end stack serve the built console
const needsWebBuild = selected.includes('gateway') || selected.includes('e2e');

const treeBefore = workingTreeChanges();
install();
if (selected.includes('e2e')) ensureChromium();
log('compiling Relay artifacts');
pnpm(['--filter', '@vakt/web', 'run', 'relay']);

const reports = mkdtempSync(join(tmpdir(), 'vakt-test-'));
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
let webBuilt = false;

const asOneTest = (ok) => (ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

/** A check passes or fails as one test. */
function check(command, args) {
  return async (logFile) => asOneTest((await runLogged(command, args, { logFile, nice: true })) === 0);
}

/** The type-check: tsc per package, two at a time (the machine has two cores; one after another took twice as long). */
async function typecheck(logFile) {
  const packages = ['platform', 'gateway', 'web', 'e2e'];
  const results = [];
  const next = async () => {
    for (let pkg = packages.shift(); pkg; pkg = packages.shift()) {
      const file = `${logFile}.${pkg}`;
      const code = await runLogged(bin(pkg, 'tsc'), ['-p', 'tsconfig.json'], {
        cwd: join(root, 'packages', pkg),
        logFile: file,
        nice: true,
      });
      results.push({ pkg, code, output: readFileSync(file, 'utf8') });
    }
  };
  await Promise.all([next(), next()]);
  writeFileSync(logFile, results.map((r) => `${r.pkg}: ${r.code === 0 ? 'clean' : 'FAILED'}\n${r.output}`).join(''));
  return asOneTest(results.every((r) => r.code === 0));
}

async function buildWebOnce(logFile) {
  const code = await runLogged(WEB_BUILD.command, WEB_BUILD.args, { env: WEB_BUILD.env, logFile, nice: true });
  webBuilt = code === 0;
  return asOneTest(webBuilt);
}

/** One vitest suite; its counts come from vitest's JSON report. */
function suite(name) {
  return async (logFile) => {
    const report = join(reports, `${name}.json`);
    const dir = join(root, 'packages', name);
    // as `pnpm exec` would: the package's own binaries first on the PATH
    const path = [join(dir, 'node_modules/.bin'), join(root, 'node_modules/.bin'), process.env.PATH].join(':');
    const code = await runLogged(
      bin(name, 'vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: dir, env: { ...color, PATH: path, ...(webBuilt ? { VAKT_WEB_BUILT: '1' } : {}) }, logFile },
    );
    if (!existsSync(report)) return { passed: 0, failed: 1, note: 'did not finish (no report)' };
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
    const notes = [];
    let failed = numFailedTests;
    if (numPendingTests + numTodoTests > 0) {
      notes.push(`${numPendingTests + numTodoTests} skipped or todo, counted as failed`);
      failed += numPendingTests + numTodoTests;
    }
    if (code !== 0 && numFailedTests === 0) {
      notes.push(`exited with ${code} without a failed test (an error outside the tests)`);
      failed += 1;
    }
    return { passed: numPassedTests, failed, note: notes.join('; ') };
  };
}

const JOBS = {
  typecheck: typecheck,
  prettier: check(join(root, 'node_modules/.bin/prettier'), ['--check', '--log-level=warn', '.']),
  eslint: check(join(root, 'node_modules/.bin/eslint'), ['--max-warnings=0', '.']),
  'web build': buildWebOnce,
  platform: suite('platform'),
  gateway: suite('gateway'),
  web: suite('web'),
  e2e: suite('e2e'),
};

// Three lanes side by side; each runs its jobs one after another. The platform and gateway suites, whose files
// mostly wait on PGlite, PostgreSQL and child processes; the web components (CPU in the DOM, one worker) and
// end-to-end (one browser, one stack); and the web build and the checks, pure CPU, at a lower priority (nice)
// so they fill the time the suites wait instead of slowing their timed tests. The gateway's build test and
// e2e serve the built console: they wait for the web build.
const LANES = [
  ['platform', 'gateway'],
  ['web', 'e2e'],
  ['web build', 'typecheck', 'prettier', 'eslint'],
];
const NEEDS = { gateway: 'web build', e2e: 'web build' };
const wanted = (job) => (!SUITES.includes(job) ? job !== 'web build' || needsWebBuild : selected.includes(job));

const results = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

const finished = {};

async function runJob(name) {
  if (NEEDS[name] && finished[NEEDS[name]]) await finished[NEEDS[name]];
  const logFile = join(reports, `${name.replace(' ', '-')}.log`);
  log(`${name}: started (output in ${logFile})`);
  const start = Date.now();
  const result = await JOBS[name](logFile);
  const elapsed = Date.now() - start;
  const output = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  process.stdout.write(
    `\n\x1b[36m──── ${name} (${seconds(elapsed)}) ────\x1b[0m\n${output}${output.endsWith('\n') || !output ? '' : '\n'}`,
  );
  const line = `${name}: ${result.passed} passed, ${result.failed} failed in ${seconds(elapsed)}${result.note ? ` (${result.note})` : ''}`;
  log(line);
  results.push({ name, line, ...result });
}

const laneEnds = LANES.map((lane) =>
  lane
    .filter(wanted)
    .reduce((previous, name) => (finished[name] = previous.then(() => runJob(name))), Promise.resolve()),
);
await Promise.all(laneEnds);

// `npm test` leaves the checkout as it found it: a run that changes or adds a file fails.
const treeAfter = workingTreeChanges();
if (treeBefore !== null && treeAfter !== treeBefore) {
  const changed = treeAfter
    .split('\n')
    .filter((l) => l && !treeBefore.split('\n').includes(l))
    .join('\n');
  const clean = treeBefore === '';
  const line = `working tree: the run changed ${changed ? `\n${changed}` : 'files'}`;
  if (clean) results.push({ name: 'working tree', line, passed: 0, failed: 1 });
  else log(`${line}\n(not counted: the tree had changes before the run)`);
} else if (treeBefore !== null) {
  results.push({ name: 'working tree', line: 'working tree: unchanged', passed: 1, failed: 0 });
}

console.log(`\n\x1b[36m──── summary (${seconds(Date.now() - started)} side by side; output in ${reports}) ────\x1b[0m`);
for (const { line } of results) log(line);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
