/**
 * SIA DC-09 deliveries to the loopback test receiver (issue 9, docs/performance.md "SIA DC-09").
 *
 *   npm run bench:dc09 [-- --events 2000 --concurrency 1,8,32]
 *
 * For each concurrency N, N workers each deliver events one after another (a fresh TCP connection per
 * event, as deliver() does) to an in-process receiver that ACKs; prints deliveries per second and the
 * p50/p95/max of deliver() latency. One NAK round is measured too (NAK -> resend -> ACK).
 */
import { MemorySequenceStore, deliver, startReceiver, type Message } from '../src/integrations/dc09/index.js';
import { OutboundPolicy, parseAllowList } from '../src/outbound/index.js';
import { allowLoopbackPorts } from '../src/testing.js';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const EVENTS = Number(option('events') ?? 2000);
const LEVELS = (option('concurrency') ?? '1,8,32').split(',').map(Number);

/** The outbound policy with the in-process receiver allow-listed (the platform would refuse loopback). */
const allowing = (port: number) => new OutboundPolicy({ allow: parseAllowList(allowLoopbackPorts(port)) });

const ALARM: Message = { kind: 'SIA-DCS', event: { code: 'UA', zone: 1, location: { lat: 59.33, lng: 18.07 } } };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function run(concurrency: number, label = `concurrency ${String(concurrency).padStart(3)}`) {
  const receiver = await startReceiver();
  const policy = allowing(receiver.port);
  const sequences = new MemorySequenceStore();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      const target = {
        host: receiver.host,
        port: receiver.port,
        account: (0x1000 + w).toString(16).toUpperCase(),
        line: '1',
      };
      while (next < EVENTS) {
        next++;
        const t = performance.now();
        await deliver(ALARM, target, { sequences, timeoutMs: 5000, retries: 0, policy });
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await receiver.close();
  if (receiver.frames.length !== EVENTS) throw new Error(`receiver got ${receiver.frames.length} frames`);
  latencies.sort((a, b) => a - b);
  console.log(
    `${label}: ${EVENTS} events in ${seconds.toFixed(2)} s = ` +
      `${Math.round(EVENTS / seconds)} deliveries/s; deliver() p50 ${percentile(latencies, 0.5).toFixed(2)} ms, ` +
      `p95 ${percentile(latencies, 0.95).toFixed(2)} ms, max ${latencies[latencies.length - 1]!.toFixed(2)} ms`,
  );
}

async function nakRound() {
  const receiver = await startReceiver();
  const target = { host: receiver.host, port: receiver.port, account: '1234', line: '1' };
  const policy = allowing(receiver.port);
  const latencies: number[] = [];
  for (let i = 0; i < 200; i++) {
    receiver.next({ kind: 'nak', timestamp: new Date(Date.now() + 60_000) });
    const t = performance.now();
    const result = await deliver(ALARM, target, { timeoutMs: 5000, retries: 1, policy, sequence: (i % 9999) + 1 });
    if (result.attempts.length !== 2) throw new Error('expected NAK then ACK');
    latencies.push(performance.now() - t);
  }
  await receiver.close();
  latencies.sort((a, b) => a - b);
  console.log(
    `NAK -> resend -> ACK (200 events, sequential): p50 ${percentile(latencies, 0.5).toFixed(2)} ms, ` +
      `p95 ${percentile(latencies, 0.95).toFixed(2)} ms`,
  );
}

console.log(`node ${process.version}, loopback receiver in the same process`);
await run(1, 'warm-up        ');
for (const level of LEVELS) await run(level);
await nakRound();
