import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInThroughGateway } from './support/graphql.js';
import { REPO_ROOT, makeDataDir, removeDataDir, startService, stopAll, type Service } from './support/services.js';

/** Runs a command without blocking the test worker; its exit code (null: killed at the timeout) and output. */
function run(command: string, args: string[], timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** `npm run build`, then production as the README describes it: plain node on the build output, no tsx. */
describe('npm run build, then the build output serves the console', () => {
  let dataDir: string;
  let platform: Service;
  let gateway: Service;

  beforeAll(async () => {
    // `npm run build` without its install step (the workspace is installed: the test runs in it). `npm test`
    // built the web moments before (VAKT_WEB_BUILT) with the same production build: reused, not built twice.
    const reuseWeb = process.env.VAKT_WEB_BUILT === '1' ? ['--reuse-web'] : [];
    const build = await run(process.execPath, ['scripts/build.mjs', '--no-install', ...reuseWeb], 540_000);
    if (build.code !== 0) throw new Error(`npm run build failed (${build.code}):\n${build.output.slice(-6000)}`);
    dataDir = await makeDataDir();
    platform = await startService('platform', { VAKT_DATA_DIR: dataDir }, { fromBuild: true });
    gateway = await startService('gateway', { PLATFORM_URL: platform.url }, { fromBuild: true });
  }, 600_000);

  afterAll(async () => {
    await stopAll();
    if (dataDir) await removeDataDir(dataDir);
  }, 60_000);

  it('compiles both services to JavaScript that imports no TypeScript', () => {
    for (const pkg of ['platform', 'gateway']) {
      const main = join(REPO_ROOT, 'packages', pkg, 'dist/main.js');
      expect(existsSync(main)).toBe(true);
      expect(readFileSync(main, 'utf8')).not.toMatch(/from '[^']+\.ts'/);
    }
    expect(platform.child.spawnargs.slice(1)).toEqual(['dist/main.js']);
    expect(gateway.child.spawnargs.slice(1)).toEqual(['dist/main.js']);
  });

  it('serves the console page and its script', async () => {
    const page = await fetch(`${gateway.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await fetch(new URL(script!, gateway.url));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('signs in with the persisted operations the build wrote, on the migrated and seeded database', async () => {
    const session = await signInThroughGateway(gateway.url, 'admin@vakt.test');
    const viewer = await graphql(
      gateway.url,
      { query: '{ viewer { email } }' },
      { authorization: `Bearer ${session.accessToken}` },
    );
    expect(viewer.body.data.viewer.email).toBe('admin@vakt.test');
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(200);
    expect((await fetch(`${platform.url}/ready`)).status).toBe(200);
  });
});
