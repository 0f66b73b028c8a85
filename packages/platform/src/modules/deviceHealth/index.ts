import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { mailSenderOf } from '../../mail/index.js';
import { DEFAULT_MAIL_COOLDOWN_MS } from './cooldown.js';
import { didSomething, runHealthCheck, type HealthRun } from './job.js';

export { DEFAULT_MAIL_COOLDOWN_MS } from './cooldown.js';
export { newIngestKey, parseIngestKey, secretMatches } from './keys.js';
export { ingestRoutes, ReportThrottle, REPORTS_PER_SECOND, storeReport, type DeviceReport } from './ingest.js';
export {
  DEVICE_HEALTH_LOCK_KEY,
  ONLINE_WINDOW_MS,
  didSomething,
  runHealthCheck,
  type HealthCheckOptions,
  type HealthRun,
} from './job.js';

export interface DeviceHealthOptions {
  /** How often each process tries to run the job (one runner at a time across replicas). */
  intervalMs: number;
  /** A device's repeated warning e-mail to a recipient within this of the one mailed at once waits for a digest. */
  mailCooldownMs?: number;
}

export const DEFAULT_DEVICE_HEALTH_INTERVAL_MS = 30_000;

const OFF = ['off', 'false', 'no'];

/**
 * DEVICE_HEALTH_INTERVAL_MS: milliseconds (default 30000, at least 100), or `off` to run no job in this process.
 * DEVICE_MAIL_COOLDOWN_MS: milliseconds (default 1800000, at least 1000), or `0` / `off` to mail every warning at
 * once (docs/mail.md "Device warnings: cooldown and digest").
 */
export function deviceHealthOptionsFromEnv(env: Record<string, string | undefined>): DeviceHealthOptions | false {
  const raw = (env.DEVICE_HEALTH_INTERVAL_MS ?? '').trim().toLowerCase();
  if (OFF.includes(raw)) return false;
  const n = raw === '' ? DEFAULT_DEVICE_HEALTH_INTERVAL_MS : Number(raw);
  if (!Number.isInteger(n) || n < 100)
    throw new Error(`DEVICE_HEALTH_INTERVAL_MS must be off or a number of milliseconds >= 100, got "${raw}"`);
  return { intervalMs: n, mailCooldownMs: mailCooldownOf(env) };
}

function mailCooldownOf(env: Record<string, string | undefined>): number {
  const raw = (env.DEVICE_MAIL_COOLDOWN_MS ?? '').trim().toLowerCase();
  if (raw === '') return DEFAULT_MAIL_COOLDOWN_MS;
  if (raw === '0' || OFF.includes(raw)) return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1000)
    throw new Error(`DEVICE_MAIL_COOLDOWN_MS must be 0, off or a number of milliseconds >= 1000, got "${raw}"`);
  return n;
}

/** What the job did in this process since the app started (tests, diagnostics). */
export interface DeviceHealthStats {
  runs: number;
  skipped: number;
  failed: number;
  wentOffline: number;
  restored: number;
  batteryWarnings: number;
  linkWarnings: number;
  testModeExpired: number;
  notifications: number;
  emailsHeld: number;
  digestsQueued: number;
}

const statsOfApp = new WeakMap<FastifyInstance, DeviceHealthStats>();

/** The job's counters of an app; undefined when the app runs no job. */
export const deviceHealthOf = (app: FastifyInstance) => statsOfApp.get(app);

/**
 * The health job on a timer: every intervalMs a turn (never two at once in this process) runs the job in a
 * transaction holding the advisory lock, or skips when another process holds it. Starts when the app is ready,
 * stops (waiting for a turn in flight) when it closes. An error is logged, never thrown.
 */
export function registerDeviceHealth(app: FastifyInstance, deps: Deps & { options: DeviceHealthOptions }) {
  const stats: DeviceHealthStats = {
    runs: 0,
    skipped: 0,
    failed: 0,
    wentOffline: 0,
    restored: 0,
    batteryWarnings: 0,
    linkWarnings: 0,
    testModeExpired: 0,
    notifications: 0,
    emailsHeld: 0,
    digestsQueued: 0,
  };
  statsOfApp.set(app, stats);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const record = (r: HealthRun) => {
    if (r.skipped) {
      stats.skipped++;
      return;
    }
    stats.runs++;
    for (const k of [
      'wentOffline',
      'restored',
      'batteryWarnings',
      'linkWarnings',
      'testModeExpired',
      'notifications',
      'emailsHeld',
      'digestsQueued',
    ] as const)
      stats[k] += r[k];
    if (didSomething(r)) {
      const { skipped: _skipped, ms, ...counts } = r;
      app.log.info({ ...counts, ms: Math.round(ms) }, 'device health: changes recorded');
    }
  };

  const turn = () => {
    if (running || stopped) return;
    running = runHealthCheck(deps.db, { now: new Date(), mailCooldownMs: deps.options.mailCooldownMs })
      .then((r) => {
        record(r);
        // Queued warnings go out now rather than at the mail sender's next interval.
        if (r.emailsQueued || r.digestsQueued) mailSenderOf(app)?.wake();
      })
      .catch((err: unknown) => {
        stats.failed++;
        app.log.error({ err }, 'device health check failed; next turn in the interval');
      })
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(turn, deps.options.intervalMs);
    timer.unref?.();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
