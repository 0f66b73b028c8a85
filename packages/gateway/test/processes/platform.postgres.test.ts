import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAccessToken } from './support/auth.js';
import { graphql } from './support/graphql.js';
import { startDatabaseProxy, type DatabaseProxy } from './support/proxies.js';
import {
  createTestDatabase,
  makeDataDir,
  metricValue,
  removeDataDir,
  startService,
  stopAll,
  type Service,
  type TestDatabase,
} from './support/services.js';

// Registered only when DATABASE_URL is set (vitest.config.ts): these need a PostgreSQL server.
const DATABASE_URL = process.env.DATABASE_URL!;

/**
 * The platform as its own process on PostgreSQL, reached through a TCP proxy the test controls, in its
 * own schema and application_name so only its connections are terminated.
 */
describe('platform process on PostgreSQL: dropped connections, an outage, SIGTERM with requests in flight', () => {
  let database: TestDatabase;
  let proxy: DatabaseProxy;
  let platform: Service;
  let gateway: Service;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(DATABASE_URL);
    proxy = await startDatabaseProxy(database.url);
    dataDir = await makeDataDir();
    platform = await startService('platform', {
      DATABASE_URL: proxy.url,
      VAKT_DATA_DIR: dataDir,
      JWT_SECRET: 'process-test-secret',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '20000',
    });
    gateway = await startService('gateway', { PLATFORM_URL: platform.url });
    token = await platformAccessToken(platform.url);
  }, 240_000);

  afterAll(async () => {
    await stopAll();
    await proxy?.close();
    await database?.drop();
    if (dataDir) await removeDataDir(dataDir);
  }, 60_000);

  const version = (signal?: AbortSignal) =>
    fetch(`${platform.url}/backoffice/version`, {
      headers: { authorization: `Bearer ${token}` },
      signal: signal ?? AbortSignal.timeout(15_000),
    });

  /** Polls until a request succeeds again (the pool notices dead connections asynchronously). */
  async function untilAnswering(timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await version();
      if (response.status === 200) return;
      if (Date.now() > deadline)
        throw new Error(`still ${response.status} after ${timeoutMs} ms: ${await response.text()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('keeps serving after its PostgreSQL connections are terminated mid-run', async () => {
    // Requests running while the connections are killed: each either succeeds or answers 503, never hangs or crashes.
    const during = Array.from({ length: 20 }, () => version());
    const terminated = await database.terminateConnections();
    expect(terminated).toBeGreaterThan(0);
    for (const response of await Promise.all(during)) expect([200, 503]).toContain(response.status);

    // "Later": once the terminations have reached the idle connections too (a few milliseconds).
    await new Promise((r) => setTimeout(r, 1_000));
    await untilAnswering();
    const later = await Promise.all(Array.from({ length: 20 }, () => version()));
    expect(later.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(platform.child.exitCode).toBeNull();

    // Once more, now that the pool holds idle connections: the pool's error event is logged, not fatal.
    expect(await database.terminateConnections()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1_000));
    await untilAnswering();
    const again = await Promise.all(Array.from({ length: 20 }, () => version()));
    expect(again.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(platform.child.exitCode).toBeNull();
    expect(platform.lines.some((line) => line.includes('database connection lost'))).toBe(true);
  }, 60_000);

  it('answers 503 DATABASE_UNAVAILABLE while PostgreSQL is unreachable, /ready says so, and recovers', async () => {
    proxy.cut();
    const during = await version();
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    expect(during.headers.get('retry-after')).toBe('1');

    const ready = await fetch(`${platform.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    // Liveness does not depend on the database: the process is fine, restarting it would not help.
    expect((await fetch(`${platform.url}/health`)).status).toBe(200);
    // Through the gateway: not ready, and a query says why (no masked internal error).
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(503);
    const query = await graphql(gateway.url, { query: '{ viewer { email } }' }, { authorization: `Bearer ${token}` });
    expect(query.body.errors?.[0]?.extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      errorCode: 'DATABASE_UNAVAILABLE',
      retryAfterSeconds: 1,
    });

    proxy.restore();
    await untilAnswering();
    expect((await fetch(`${platform.url}/ready`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(200);
    expect(platform.child.exitCode).toBeNull();
  }, 60_000);

  it('counts requests by route pattern and status in /metrics, with the pool gauges', async () => {
    const metrics = await (await fetch(`${platform.url}/metrics`)).text();
    expect(
      metricValue(metrics, 'http_request_duration_seconds_count', { route: '/backoffice/version', status_code: '200' }),
    ).toBeGreaterThan(40);
    expect(
      metricValue(metrics, 'http_request_duration_seconds_count', { route: '/backoffice/version', status_code: '503' }),
    ).toBeGreaterThan(0);
    expect(
      metricValue(metrics, 'http_request_errors_total', { route: '/backoffice/version', status_code: '503' }),
    ).toBeGreaterThan(0);
    expect(metrics).not.toMatch(/route="\/backoffice\/clients\/\d/);
    expect(metricValue(metrics, 'db_pool_connections_total')).toBeGreaterThan(0);
    expect(metricValue(metrics, 'db_pool_requests_waiting')).toBe(0);
    expect(metricValue(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('on SIGTERM finishes the 50 requests in flight, refuses new connections, and exits 0', async () => {
    // A fresh process on the same (already seeded) schema: 40 of the 50 requests wait for one of the 10
    // pooled connections, and that wait counts against DATABASE_CONNECT_TIMEOUT_MS, 1 s above.
    await gateway.stop();
    expect(await platform.stop()).toBe(0);
    platform = await startService('platform', {
      DATABASE_URL: proxy.url,
      VAKT_DATA_DIR: dataDir,
      JWT_SECRET: 'process-test-secret',
      DATABASE_CONNECT_TIMEOUT_MS: '30000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });

    // Hold the users table so every request waits inside the platform (its auth reads users).
    let unlock!: () => void;
    const unlocked = new Promise<void>((resolve) => (unlock = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = database.transaction(async (tx) => {
      await tx.exec(`LOCK TABLE ${database.schema}.users IN ACCESS EXCLUSIVE MODE`);
      locked();
      await unlocked;
    });
    await isLocked;

    const inFlight = Array.from({ length: 50 }, () => version(AbortSignal.timeout(60_000)));
    // All 50 have arrived: 10 run on the pool's connections (blocked by the lock), 40 wait for one.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const metrics = await (await fetch(`${platform.url}/metrics`)).text();
      const busy =
        metricValue(metrics, 'db_pool_connections_total')! - metricValue(metrics, 'db_pool_connections_idle')!;
      if (busy + metricValue(metrics, 'db_pool_requests_waiting')! >= 50) break;
      if (Date.now() > deadline) throw new Error(`the 50 requests did not all arrive: ${busy} busy`);
      await new Promise((r) => setTimeout(r, 100));
    }

    platform.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(platform.child.exitCode).toBeNull();
    // A new request is refused (closed port) or, on a connection still open, answered 503.
    const late = await fetch(`${platform.url}/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);

    unlock();
    await lock;
    const answers = await Promise.all(inFlight);
    expect(answers.map((response) => response.status)).toEqual(Array(50).fill(200));
    for (const response of answers) expect(await response.json()).toHaveProperty('version');
    expect(await platform.exited).toBe(0);
    expect(platform.lines.some((line) => line.includes('"msg":"stopped"') && line.includes('"forced":false'))).toBe(
      true,
    );
  }, 120_000);
});
