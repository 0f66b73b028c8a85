/**
 * The gateway's own overhead: each screen operation (dashboard, client list, client detail) through the
 * gateway, and the same REST calls sent directly to the platform by a client that knows them, with the
 * same concurrency. Prints p50/p95/p99, requests per second and the gateway/REST ratio (goal: under 1.10).
 *
 *   pnpm --filter @vakt/gateway bench:overhead                       (platform on PGlite, default seed)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/vakt_bench pnpm --filter @vakt/gateway bench:overhead
 *
 * Platform and gateway run as their own processes (as in production: `src/main.ts` of each); this
 * process only sends load. The REST side replays the gateway's calls in the gateway's own waves (calls
 * that waited for an earlier answer wait for it here too, the rest go in parallel), so the ratio is what
 * the gateway adds: GraphQL parse/validate/execute, mapping, serialisation and the extra hop.
 * Env: REQUESTS (per operation and concurrency, default 200), CONCURRENCY (default "1,10"), SEED_SCALE
 * (PGlite only, default 1), BENCH_DATABASE_URL (a seeded PostgreSQL database, used as is).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { toGlobalId } from '../src/ids.js';
import { CLIENT_DETAIL, CLIENT_LIST } from '../test/support/clientOperations.js';
import { startCountingProxy } from '../test/support/countingProxy.js';
import { DASHBOARD } from '../test/support/dashboardOperation.js';
import { stockholmToday } from '../test/support/dates.js';
import { startGateway } from '../test/support/gatewayClient.js';
import { DEMO_PASSWORD } from '../test/support/stack.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const PACKAGES = resolve(HERE, '../..');
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const CONCURRENCY = (process.env.CONCURRENCY ?? '1,10').split(',').map(Number);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const SEED_SCALE = process.env.SEED_SCALE ?? '1';
const GOAL_RATIO = 1.1;

interface Operation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

function startProcess(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(join(PACKAGES, 'gateway/node_modules/.bin/tsx'), [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

async function waitUntilUp(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const answer = await fetch(url);
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Latencies of `count` runs of `once` from `concurrency` workers, and the time they took together. */
async function burst(
  concurrency: number,
  count: number,
  once: () => Promise<void>,
): Promise<{ durations: number[]; elapsed: number }> {
  const durations: number[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const start = performance.now();
        await once();
        durations.push(performance.now() - start);
      }
    }),
  );
  return { durations, elapsed: performance.now() - began };
}

const ROUNDS = 4;

/**
 * REQUESTS runs of each side at `concurrency`, alternating REST and gateway in ROUNDS rounds so that a
 * busy moment of the (shared) machine hits both sides alike.
 */
async function compare(
  concurrency: number,
  rest: () => Promise<void>,
  graph: () => Promise<void>,
): Promise<{ rest: Figures; graph: Figures }> {
  for (const once of [rest, graph]) await burst(concurrency, Math.max(10, concurrency * 2), once); // warm-up (JIT, caches, pools)
  const runs = { rest: { durations: [] as number[], elapsed: 0 }, graph: { durations: [] as number[], elapsed: 0 } };
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of ['rest', 'graph'] as const) {
      const { durations, elapsed } = await burst(
        concurrency,
        Math.ceil(REQUESTS / ROUNDS),
        side === 'rest' ? rest : graph,
      );
      runs[side].durations.push(...durations);
      runs[side].elapsed += elapsed;
    }
  }
  const figures = ({ durations, elapsed }: { durations: number[]; elapsed: number }): Figures => {
    durations.sort((a, b) => a - b);
    return {
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
      p99: percentile(durations, 99),
      rps: (durations.length / elapsed) * 1000,
    };
  };
  return { rest: figures(runs.rest), graph: figures(runs.graph) };
}

/**
 * The REST calls of one operation in waves: a call is in the wave after the latest call that had
 * answered before it started (it may have waited for that answer), else in the first.
 */
function wavesOf(timings: { call: string; start: number; end: number }[]): string[][] {
  const waveOf: number[] = [];
  timings.forEach((timing, index) => {
    const before = timings.slice(0, index).flatMap((earlier, i) => (earlier.end <= timing.start ? [waveOf[i]] : []));
    waveOf.push(before.length === 0 ? 0 : Math.max(...before) + 1);
  });
  const waves: string[][] = [];
  timings.forEach((timing, index) => (waves[waveOf[index]] ??= []).push(timing.call.replace(/^GET /, '')));
  return waves;
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-bench-'));
  const platformPort = await freePort();
  const gatewayPort = await freePort();
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const started = Date.now();
  const platform = startProcess('platform', join(PACKAGES, 'platform/src/main.ts'), {
    PLATFORM_PORT: String(platformPort),
    VAKT_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_SCALE,
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  });
  const gateway = startProcess('gateway', join(PACKAGES, 'gateway/src/main.ts'), {
    PORT: String(gatewayPort),
    PLATFORM_URL: platformUrl,
    LOG_LEVEL: 'warn',
    // As in production: graphql-js checks every instanceOf across realms unless NODE_ENV is production.
    NODE_ENV: 'production',
  });
  const toPlatform = new Pool(platformUrl, { connections: 256 });
  const toGateway = new Pool(gatewayUrl, { connections: 64 });
  try {
    await waitUntilUp(`${platformUrl}/health`, platform, 600);
    await waitUntilUp(`${gatewayUrl}/health`, gateway, 120);
    const database = DATABASE_URL
      ? `PostgreSQL ${new URL(DATABASE_URL).pathname.slice(1)}`
      : `PGlite, seed scale ${SEED_SCALE}`;
    console.log(
      `platform (${database}) and gateway up in ${Date.now() - started} ms; ${REQUESTS} requests per operation and concurrency\n`,
    );

    const login = await (
      await fetch(`${platformUrl}/v2/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@vakt.test', password: DEMO_PASSWORD }),
      })
    ).json();
    const bearer = `Bearer ${login.accessToken as string}`;
    const largest = await (
      await fetch(`${platformUrl}/backoffice/clients?sort=userCount&order=desc&limit=1`, {
        headers: { authorization: bearer },
      })
    ).json();
    const client = largest.items[0] as { id: number; name: string; userCount: number };

    const operations: Operation[] = [
      { name: 'dashboard', query: DASHBOARD, variables: { today: stockholmToday() } },
      { name: 'client list (50 rows)', query: CLIENT_LIST, variables: { first: 50 } },
      {
        name: `client detail (${client.userCount} members)`,
        query: CLIENT_DETAIL,
        variables: { id: toGlobalId('Client', client.id) },
      },
    ];

    // The REST calls of each operation, recorded once through an in-process gateway behind a counting proxy.
    const proxy = await startCountingProxy(platformUrl);
    const recorder = await startGateway({ platformUrl: proxy.url, webDist: '/nonexistent/vakt-web-dist' });
    const wavesByOperation = new Map<string, string[][]>();
    for (const operation of operations) {
      await recorder.graphql(operation.query, operation.variables, { accessToken: login.accessToken });
      proxy.reset();
      const answer = await recorder.graphql(operation.query, operation.variables, { accessToken: login.accessToken });
      if (answer.errors) throw new Error(`${operation.name}: ${answer.text}`);
      wavesByOperation.set(operation.name, wavesOf(proxy.timings));
    }
    await recorder.close();
    await proxy.close();

    const viaGateway = (operation: Operation) => async () => {
      const answer = await toGateway.request({
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: bearer,
          'x-graphql-yoga-csrf': '1',
        },
        body: JSON.stringify({ query: operation.query, variables: operation.variables }),
      });
      const body = JSON.parse(await answer.body.text());
      if (answer.statusCode !== 200 || body.errors)
        throw new Error(`${operation.name}: ${answer.statusCode} ${JSON.stringify(body.errors)}`);
    };
    const direct = (waves: string[][]) => async () => {
      for (const wave of waves) {
        await Promise.all(
          wave.map(async (path) => {
            const answer = await toPlatform.request({
              method: 'GET',
              path,
              headers: { accept: 'application/json', authorization: bearer },
            });
            const text = await answer.body.text();
            if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${text}`);
            JSON.parse(text);
          }),
        );
      }
    };

    const rows: string[] = [];
    const ratios: number[] = [];
    for (const operation of operations) {
      const waves = wavesByOperation.get(operation.name)!;
      for (const concurrency of CONCURRENCY) {
        const { rest, graph } = await compare(concurrency, direct(waves), viaGateway(operation));
        const ratio = graph.p50 / rest.p50;
        ratios.push(ratio);
        const calls = waves.flat().length;
        rows.push(
          `| ${operation.name} | ${concurrency} | ${calls} in ${waves.length} | ${rest.p50.toFixed(1)} / ${rest.p95.toFixed(1)} / ${rest.p99.toFixed(1)} | ${rest.rps.toFixed(0)} ` +
            `| ${graph.p50.toFixed(1)} / ${graph.p95.toFixed(1)} / ${graph.p99.toFixed(1)} | ${graph.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${(graph.p95 / rest.p95).toFixed(2)} |`,
        );
      }
    }

    console.log(
      '| operation | connections | REST calls in waves | REST p50 / p95 / p99 ms | REST req/s | gateway p50 / p95 / p99 ms | gateway req/s | ratio p50 | ratio p95 |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(`\ngoal: gateway/REST under ${GOAL_RATIO.toFixed(2)} at p50 (overhead under 10 %)`);
    for (const [name, waves] of wavesByOperation) {
      console.log(`\n${name}: ${waves.flat().length} REST calls`);
      waves.forEach((wave, index) => console.log(`  wave ${index + 1}: ${wave.join('  ')}`));
    }
    if (ratios.some((ratio) => ratio >= GOAL_RATIO)) process.exitCode = 1;
  } finally {
    await toGateway.close();
    await toPlatform.close();
    gateway.kill('SIGTERM');
    platform.kill('SIGTERM');
    await Promise.all(
      [gateway, platform].map(
        (child) => new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done))),
      ),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
