import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, persistedId, signInThroughGateway } from './support/graphql.js';
import { startHoldingProxy, type HoldingProxy } from './support/proxies.js';
import { makeDataDir, metricValue, removeDataDir, startService, stopAll, type Service } from './support/services.js';

const METRICS_TOKEN = 'metrics-token-for-the-test';
const VIEWER = 'query ProcessTestViewer { viewer { id email } }';

const jsonLines = (service: Service) =>
  service.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

/** platform process (PGlite) -> an HTTP proxy that can hold calls -> gateway process. */
describe('gateway process: request ids, metrics, readiness, SIGTERM with requests in flight', () => {
  let dataDir: string;
  let platform: Service;
  let proxy: HoldingProxy;
  let gateway: Service;
  let accessToken: string;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    // debug: the platform logs a line per request, with the request id it was given.
    platform = await startService('platform', { VAKT_DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    proxy = await startHoldingProxy(platform.url);
    gateway = await startService('gateway', { PLATFORM_URL: proxy.url, METRICS_TOKEN, SHUTDOWN_TIMEOUT_MS: '30000' });
    accessToken = (await signInThroughGateway(gateway.url, 'admin@vakt.test')).accessToken;
  }, 240_000);

  afterAll(async () => {
    await stopAll();
    await proxy?.close();
    if (dataDir) await removeDataDir(dataDir);
  }, 60_000);

  it('passes the X-Request-Id it was given, or one it made, to the platform, which logs it', async () => {
    const given = 'req-0123456789-abcdef';
    const answer = await graphql(
      gateway.url,
      { query: VIEWER },
      { authorization: `Bearer ${accessToken}`, 'x-request-id': given },
    );
    expect(answer.body.data.viewer.email).toBe('admin@vakt.test');
    expect(answer.headers.get('x-request-id')).toBe(given);

    const made = await graphql(
      gateway.url,
      { query: VIEWER },
      { authorization: `Bearer ${accessToken}`, 'x-request-id': 'bad id with spaces' },
    );
    const madeId = made.headers.get('x-request-id')!;
    expect(madeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    await expect.poll(() => jsonLines(platform).filter((line) => line.reqId === given).length).toBeGreaterThan(0);
    await expect.poll(() => jsonLines(platform).filter((line) => line.reqId === madeId).length).toBeGreaterThan(0);
    expect(jsonLines(platform).some((line) => line.reqId === 'bad id with spaces')).toBe(false);
    // The gateway's own lines are JSON too.
    expect(jsonLines(gateway).some((line) => line.service === 'gateway' && typeof line.msg === 'string')).toBe(true);
  });

  it('answers /health and /ready, and /metrics only with the metrics token', async () => {
    expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
    const ready = await fetch(`${gateway.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    expect((await fetch(`${gateway.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${gateway.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const metrics = await (
      await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(
      metricValue(metrics, 'gateway_request_duration_seconds_count', {
        kind: 'graphql',
        operation: 'CredentialsFormLoginMutation',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      metricValue(metrics, 'gateway_request_duration_seconds_count', {
        kind: 'graphql',
        operation: 'ProcessTestViewer',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      metricValue(metrics, 'gateway_upstream_requests_total', { upstream: 'v2', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metricValue(metrics, 'gateway_upstream_request_duration_seconds_count', {
        upstream: 'backoffice',
        method: 'GET',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(metricValue(metrics, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(persistedId('CredentialsFormLoginMutation')).toBeTruthy();
  });

  it('on SIGTERM finishes the 50 requests in flight, then exits 0', async () => {
    proxy.hold();
    const inFlight = Array.from({ length: 50 }, () =>
      graphql(gateway.url, { query: VIEWER }, { authorization: `Bearer ${accessToken}` }, AbortSignal.timeout(60_000)),
    );
    // All 50 are inside the gateway, their platform calls waiting at the proxy (or for a pooled connection to it).
    const inFlightNow = async () => {
      const metrics = await (
        await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      return metricValue(metrics, 'gateway_requests_in_flight', { kind: 'graphql' });
    };
    await expect.poll(inFlightNow, { timeout: 10_000 }).toBe(50);
    expect(proxy.held).toBeGreaterThan(0);

    gateway.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(gateway.child.exitCode).toBeNull();
    const late = await fetch(`${gateway.url}/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);

    proxy.release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    for (const answer of answers) expect(answer.body.data.viewer.email).toBe('admin@vakt.test');
    expect(await gateway.exited).toBe(0);
  }, 120_000);
});
