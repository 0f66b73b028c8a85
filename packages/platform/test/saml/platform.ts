import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app.js';
import { configFromEnv } from '../../src/config.js';
import { createMailer } from '../../src/mail/index.js';
import { openSeeded } from '../../src/snapshot/index.js';
import { createStorage } from '../../src/storage/index.js';
import { BACKENDS, TEST_SEED_SCALE, TestContext, type Backend } from '../harness.js';

/** A log line of the platform (pino JSON). */
export type LogLine = Record<string, unknown> & { level: number; msg: string };

export interface LoggedContext {
  t: TestContext;
  /** Every line the platform logged at info or above, oldest first. */
  logs: LogLine[];
}

/**
 * Like describeEachDb (test/harness.ts), with the platform's log captured: the SAML refusals are warnings
 * in the log, and the tests read them.
 */
export function describeEachDbLogged(
  name: string,
  /** A function when it needs what the file's own beforeAll started (a test IdP's port for OUTBOUND_ALLOW). */
  env: Record<string, string> | (() => Record<string, string>),
  body: (ctx: () => LoggedContext) => void,
): void {
  for (const backend of BACKENDS) {
    describe(`${name} [${backend}]`, () => {
      let ctx: (LoggedContext & { close(): Promise<void> }) | undefined;
      beforeAll(async () => {
        ctx = await startLoggedPlatform(backend, typeof env === 'function' ? env() : env);
      });
      afterAll(async () => {
        await ctx?.close();
      });
      body(() => {
        if (!ctx) throw new Error('platform not started');
        return ctx;
      });
    });
  }
}

async function startLoggedPlatform(backend: Backend, env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-saml-'));
  const config = configFromEnv({ ...env, VAKT_DATA_DIR: dataDir }, randomBytes(32));
  const databaseUrl = backend === 'postgres' ? process.env.DATABASE_URL || undefined : undefined;
  // From the run's seeded snapshot, like startPlatform's (src/snapshot).
  const storage = createStorage(config);
  const { db, seeded, close: closeDb } = await openSeeded({ scale: TEST_SEED_SCALE, storage, databaseUrl });
  const outboxDir = join(dataDir, 'outbox');
  const logs: LogLine[] = [];
  const app = buildApp({
    db,
    config,
    mailer: createMailer({ outboxDir, from: config.mailFrom }),
    storage,
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          logs.push(JSON.parse(line) as LogLine);
        },
      },
    },
  });
  app.addHook('onClose', async () => storage.close?.());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const close = async () => {
    await app.close();
    await closeDb();
    await rm(dataDir, { recursive: true, force: true });
  };
  const t = new TestContext({
    url,
    db,
    config,
    outboxDir,
    backend: databaseUrl ? 'postgres' : 'pglite',
    seeded,
    close,
  });
  return { t, logs, close };
}
