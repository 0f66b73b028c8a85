/**
 * Client screens through the gateway: REST calls and latency of the client list page (10 and 50 rows)
 * and the client detail page, against a real platform (PGlite) behind a counting proxy.
 *
 *   pnpm --filter @vakt/gateway exec tsx bench/clients.ts        (ITERATIONS=50 SEED_SCALE=8 to change)
 */
import { startPlatform } from '@vakt/platform/testing';
import { toGlobalId } from '../src/ids.js';
import { ensureClients } from '../test/support/clientFixtures.js';
import { CLIENT_DETAIL, CLIENT_LIST } from '../test/support/clientOperations.js';
import { startCountingProxy } from '../test/support/countingProxy.js';
import { startGateway } from '../test/support/gatewayClient.js';
import { DEMO_PASSWORD } from '../test/support/stack.js';

const ITERATIONS = Number(process.env.ITERATIONS ?? 30);
const SEED_SCALE = Number(process.env.SEED_SCALE ?? 8);

interface Row {
  operation: string;
  rows: number;
  calls: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const started = Date.now();
  const platform = await startPlatform({ seedScale: SEED_SCALE });
  const proxy = await startCountingProxy(platform.url);
  const gateway = await startGateway({ platformUrl: proxy.url, webDist: '/nonexistent/vakt-web-dist' });
  console.log(`platform (seed scale ${SEED_SCALE}) and gateway up in ${Date.now() - started} ms`);

  try {
    const login = await gateway.graphql(
      'mutation ($email: String!, $password: String!) { login(input: { email: $email, password: $password, refreshTokenDelivery: BODY }) { accessToken } }',
      { email: 'admin@vakt.test', password: DEMO_PASSWORD },
    );
    const accessToken = login.data.login.accessToken as string;
    const total = await ensureClients(gateway, accessToken, 60);
    console.log(`${total} clients in scope of admin@vakt.test; ${ITERATIONS} runs per operation\n`);

    const callsOf: Record<string, string[]> = {};
    const measure = async (
      operation: string,
      query: string,
      variables: Record<string, unknown>,
      rowsOf: (data: any) => number,
    ): Promise<Row> => {
      const durations: number[] = [];
      const callCounts = new Set<number>();
      let rows = 0;
      for (let i = 0; i < ITERATIONS + 2; i++) {
        proxy.reset();
        const start = performance.now();
        const answer = await gateway.graphql(query, variables, { accessToken });
        const elapsed = performance.now() - start;
        if (answer.errors) throw new Error(`${operation}: ${JSON.stringify(answer.errors)}`);
        rows = rowsOf(answer.data);
        callCounts.add(proxy.calls.length);
        callsOf[operation] = [...proxy.calls];
        if (i >= 2) durations.push(elapsed); // two warm-up runs
      }
      if (callCounts.size !== 1) throw new Error(`${operation}: upstream calls vary between runs: ${[...callCounts]}`);
      durations.sort((a, b) => a - b);
      return {
        operation,
        rows,
        calls: [...callCounts][0],
        p50: percentile(durations, 50),
        p95: percentile(durations, 95),
      };
    };

    const results = [
      await measure('client list', CLIENT_LIST, { first: 10 }, (data) => data.clients.edges.length),
      await measure('client list', CLIENT_LIST, { first: 50 }, (data) => data.clients.edges.length),
      await measure(
        'client detail',
        CLIENT_DETAIL,
        { id: toGlobalId('Client', 1) },
        (data) => data.node.users.edges.length,
      ),
    ];

    console.log('| operation | rows | upstream calls | p50 ms | p95 ms |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of results) {
      console.log(`| ${row.operation} | ${row.rows} | ${row.calls} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
    }
    console.log('\n(detail rows: users on the first page)\n\nREST calls of one client detail page:');
    for (const call of callsOf['client detail']) console.log(`  ${call}`);
    const repeated = callsOf['client detail'].filter((call, index, calls) => calls.indexOf(call) !== index);
    if (repeated.length > 0) {
      console.error(`\nFAIL: the detail page repeats ${repeated.join(', ')}`);
      process.exitCode = 1;
    }

    if (results[0].calls !== results[1].calls) {
      console.error(`\nFAIL: the list page costs ${results[0].calls} calls for 10 rows but ${results[1].calls} for 50`);
      process.exitCode = 1;
    }
  } finally {
    await gateway.close();
    await proxy.close();
    await platform.close();
  }
}

await main();
