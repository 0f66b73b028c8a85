// Shared helpers for the start and test commands. Only Node built-ins: these scripts run before
// anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = 'pnpm@10.34.9';

export function log(message) {
  process.stdout.write(`\x1b[36m[vakt]\x1b[0m ${message}\n`);
}

/** Runs a command to completion, inheriting stdio; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

export function pnpm(args, options = {}) {
  run('npx', ['-y', PNPM, ...args], options);
}

/** Installs the workspace exactly as the lockfile says (a no-op in seconds when up to date). */
export function install() {
  log('installing dependencies (pnpm, frozen lockfile)');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], {
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when packages/web/dist is newer than every source the web build reads. */
export function webBuildIsCurrent() {
  const index = join(root, 'packages/web/dist/index.html');
  const sources = ['packages/web/src', 'packages/web/index.html', 'packages/web/vite.config.ts', 'schema.graphql']
    .map((p) => join(root, p))
    .filter(existsSync);
  return existsSync(index) && statSync(index).mtimeMs > Math.max(...sources.map(newestMtime));
}

/**
 * The web build (relay-compiler + vite), always a production build, also when started from a test run
 * (vitest sets NODE_ENV=test, which would give React's development build: several times larger and slower).
 */
export const WEB_BUILD = {
  command: 'npx',
  args: ['-y', PNPM, '--filter', '@vakt/web', 'run', 'build'],
  env: { NODE_ENV: 'production' },
};

/** Builds the web app unless dist is newer than every source the build reads. */
export function buildWeb({ force = false } = {}) {
  if (!force && webBuildIsCurrent()) {
    log('web app is up to date');
    return;
  }
  log('building the web app (relay-compiler + vite)');
  run(WEB_BUILD.command, WEB_BUILD.args, { env: { ...process.env, ...WEB_BUILD.env } });
}

/** Compiles the platform and the gateway to packages/<pkg>/dist (tsc, tsconfig.build.json), from clean folders. */
export function buildServices() {
  for (const pkg of ['platform', 'gateway']) {
    log(`compiling the ${pkg} to JavaScript (packages/${pkg}/dist)`);
    rmSync(join(root, 'packages', pkg, 'dist'), { recursive: true, force: true });
    pnpm(['--filter', `@vakt/${pkg}`, 'run', 'build']);
  }
}

export function bin(pkg, name) {
  return join(root, 'packages', pkg, 'node_modules/.bin', name);
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const QUIET_FIELDS = new Set(['level', 'time', 'service', 'pid', 'hostname', 'msg']);

/**
 * The services log one JSON object per line (for log collectors); for a person at a terminal a line
 * becomes "warn message key=value". Lines that are not such JSON pass unchanged.
 */
export function readableLogLine(line) {
  if (!line.startsWith('{')) return line;
  let event;
  try {
    event = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof event !== 'object' || event === null || typeof event.msg !== 'string') return line;
  const level = LEVELS[event.level] ?? String(event.level ?? '');
  const extra = Object.entries(event)
    .filter(([key]) => !QUIET_FIELDS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const text = `${level === 'info' ? '' : `${level} `}${event.msg}${extra.length ? ` ${extra.join(' ')}` : ''}`;
  return event.level >= 50 ? `\x1b[31m${text}\x1b[0m` : event.level >= 40 ? `\x1b[33m${text}\x1b[0m` : text;
}

/** Starts a long-running child; its output is prefixed so the two services stay readable. */
export function startService(name, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) out.write(`\x1b[2m${name.padEnd(8)}|\x1b[0m ${readableLogLine(line)}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Polls a URL until it answers 200, or fails after the timeout. */
export async function waitFor(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the service exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Runs a command to completion without blocking, its stdout and stderr written to logFile (so commands that
 * run side by side stay readable); resolves with the exit code (null when killed by a signal). `nice` runs it
 * at a lower CPU priority.
 */
export function runLogged(command, args, { cwd = root, env = {}, logFile, nice = false }) {
  return new Promise((resolve) => {
    const out = createWriteStream(logFile);
    const [file, argv] = nice ? ['nice', ['-n', '10', command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (error) => out.write(`${command}: ${error.message}\n`));
    child.on('close', (code) => out.end(() => resolve(code)));
  });
}
