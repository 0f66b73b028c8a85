import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// The platform's own driver wrapper (the gateway has no pg dependency of its own).
import { openPostgres } from '../../../../platform/src/db/postgres.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

export type ServiceName = 'platform' | 'gateway';

/** A platform or gateway running as its own process, as in production. */
export interface Service {
  name: ServiceName;
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr, line by line. */
  lines: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
}

const running = new Set<Service>();

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Spawns `node packages/<name>/dist/main.js` (fromBuild) or the TypeScript source through tsx's loader
 * (one node process either way, so signals reach the service itself), then waits for /health.
 */
export async function startService(
  name: ServiceName,
  env: Record<string, string>,
  { fromBuild = false, readyTimeoutMs = 180_000 } = {},
): Promise<Service> {
  const port = await freePort();
  const portEnv = name === 'platform' ? { PLATFORM_PORT: String(port) } : { PORT: String(port) };
  const cwd = join(REPO_ROOT, 'packages', name);
  const args = fromBuild ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...portEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      lines.push(...parts);
    });
  }
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const service: Service = {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    exited,
    async stop(timeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      running.delete(service);
      return code;
    },
  };
  running.add(service);
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}:\n${lines.slice(-20).join('\n')}`);
    try {
      if ((await fetch(`${service.url}/health`)).ok) return service;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await service.stop();
  throw new Error(`${name} did not answer /health within ${readyTimeoutMs} ms:\n${lines.slice(-20).join('\n')}`);
}

/** For afterAll: every service still running is stopped (SIGKILL if it does not stop). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((service) => service.stop(15_000)));
}

/** A fresh data folder (PGlite, outbox, secrets) removed by `removeDataDir`. */
export const makeDataDir = () => mkdtemp(join(tmpdir(), 'vakt-process-'));
export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true });

/**
 * An isolated corner of the PostgreSQL in DATABASE_URL: its own schema (search_path) and an
 * application_name, so a test can terminate exactly this platform's connections and no one else's.
 */
export interface TestDatabase {
  /** DATABASE_URL for the platform processes. */
  url: string;
  schema: string;
  applicationName: string;
  /** Runs SQL on a separate admin connection. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in a transaction on the admin connection (e.g. to hold a lock). */
  transaction<T>(fn: (tx: { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T>;
  /** pg_terminate_backend for every connection of this platform; the number terminated. */
  terminateConnections(): Promise<number>;
  drop(): Promise<void>;
}

export async function createTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const schema = `p_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const applicationName = `vakt_${schema}`;
  const admin = await openPostgres(baseUrl);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', applicationName);
  return {
    url: url.toString(),
    schema,
    applicationName,
    query: <T>(sql: string, params?: unknown[]) => admin.query<T>(sql, params),
    transaction: (fn) => admin.transaction(fn),
    async terminateConnections() {
      const rows = await admin.query<{ done: boolean }>(
        'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()',
        [applicationName],
      );
      return rows.filter((row) => row.done).length;
    },
    async drop() {
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** The metric's value in a Prometheus text answer (first series whose labels include `labels`). */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const labelText = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
      return Number(match[3]);
  }
  return undefined;
}
