// Starts the whole stack the way a user does (`node scripts/start.mjs`), on a fresh data folder and
// free ports, for the end-to-end tests; stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { allowLoopbackPorts, freeLoopbackPorts } from '../../platform/src/testPorts.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export interface StackInfo {
  baseUrl: string;
  platformUrl: string;
  dataDir: string;
  jwtSecret: string;
  /**
   * Loopback ports for the receivers the tests start (the SIA DC-09 receiver, the SAML test IdP): the
   * platform's OUTBOUND_ALLOW names exactly these, as the platform refuses loopback destinations otherwise.
   */
  receiverPorts: { dc09: number; idp: number };
}

const root = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'vakt-e2e-'));
  const [port, platformPort] = [await freePort(), await freePort()];
  const [dc09, idp] = (await freeLoopbackPorts(2)) as [number, number];
  const receiverPorts = { dc09, idp };
  const jwtSecret = randomBytes(32).toString('hex');
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '', // the end-to-end stack always runs on the embedded database
      VAKT_DATA_DIR: dataDir,
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      // the device health job runs every second, so a device's state changes within the tests' patience
      DEVICE_HEALTH_INTERVAL_MS: '1000',
      // the tests' receivers on loopback, and nothing else of the ranges the outbound policy refuses
      OUTBOUND_ALLOW: allowLoopbackPorts(dc09, idp),
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/health`, child, 280_000);
  project.provide('stack', {
    baseUrl,
    platformUrl: `http://127.0.0.1:${platformPort}`,
    dataDir,
    jwtSecret,
    receiverPorts,
  });
}

export async function teardown() {
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
