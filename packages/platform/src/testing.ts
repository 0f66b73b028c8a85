import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { AuthRepository } from './auth/repository.js';
import { newFamilyId, newRefreshToken, sha256, signAccessToken } from './auth/tokens.js';
import { configFromEnv, type Config } from './config.js';
import type { Db } from './db/index.js';
import { createMailer, type MailQueueOptions } from './mail/index.js';
import type { SeedSummary } from './seed/index.js';
import { openSeeded } from './snapshot/index.js';
import { createStorage } from './storage/index.js';

export interface StartPlatformOptions {
  seedScale?: number;
  /** Real SMTP (SMTP_URL, SMTP_CA_FILE); without it mail goes to `outboxDir`. */
  mail?: { smtpUrl: string; smtpCaFile?: string };
  /** The sender of queued mails (device warnings, integration status); off unless given. */
  mailQueue?: MailQueueOptions;
  /**
   * Extra environment (ACCESS_TOKEN_TTL_SECONDS, OTP_TTL_SECONDS, ...). A test whose platform connects to
   * receivers on loopback gives OUTBOUND_ALLOW: allowLoopbackPorts(receiver.port, ...).
   */
  env?: Record<string, string>;
  /**
   * 'postgres' uses a database of its own on the server of process.env.DATABASE_URL when set (dropped on
   * close); otherwise in-memory PGlite.
   */
  backend?: 'pglite' | 'postgres';
}

export interface RunningPlatform {
  url: string;
  db: Db;
  config: Config;
  /** Where mail lands when no SMTP server is given. */
  outboxDir: string;
  backend: 'pglite' | 'postgres';
  seeded: SeedSummary;
  close(): Promise<void>;
}

/**
 * A migrated, seeded platform on 127.0.0.1 with a random port, isolated from every other one. Its
 * database comes from the run's seeded snapshot when one was prepared (test/globalSetup.ts), else it is
 * seeded here (src/snapshot, docs/test-setup.md).
 */
export async function startPlatform(opts: StartPlatformOptions = {}): Promise<RunningPlatform> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-platform-'));
  const config = configFromEnv({ ...opts.env, VAKT_DATA_DIR: dataDir }, randomBytes(32));
  const databaseUrl = opts.backend === 'postgres' ? process.env.DATABASE_URL || undefined : undefined;
  const outboxDir = join(dataDir, 'outbox');
  // One storage for the seed (the demo documents' files) and the app.
  const storage = createStorage(config);
  const { db, seeded, close } = await openSeeded({ scale: opts.seedScale ?? 1, storage, databaseUrl });
  try {
    const mailer = createMailer({
      smtpUrl: opts.mail?.smtpUrl,
      smtpCaFile: opts.mail?.smtpCaFile,
      outboxDir,
      from: config.mailFrom,
    });
    const app = buildApp({ db, config, mailer, storage, mailQueue: opts.mailQueue });
    app.addHook('onClose', async () => storage.close?.());
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      url,
      db,
      config,
      outboxDir,
      backend: databaseUrl ? 'postgres' : 'pglite',
      seeded,
      async close() {
        await app.close();
        await close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

/**
 * A session of `userId` as a login would start it (a refresh token family, an access token of the user's
 * current token version), without a password: for users a test inserted. `ttlSeconds` below 0 gives an
 * access token that has already expired.
 */
export async function startSession(
  platform: Pick<RunningPlatform, 'db' | 'config'>,
  userId: number,
  ttlSeconds = platform.config.accessTokenTtlSeconds,
): Promise<{ accessToken: string; refreshToken: string }> {
  const repo = new AuthRepository(platform.db);
  const user = await repo.userById(userId);
  if (!user) throw new Error(`startSession: no user ${userId}`);
  const sid = newFamilyId();
  const refreshToken = newRefreshToken();
  await repo.insertRefreshToken(user, sid, sha256(refreshToken), platform.config.refreshTokenTtlSeconds);
  const claims = { userId, sid, ver: user.token_version };
  return { accessToken: await signAccessToken(claims, platform.config.jwtSecret, ttlSeconds), refreshToken };
}

export { prepareSnapshots } from './snapshot/index.js';
export { allowLoopbackPorts, freeLoopbackPorts } from './testPorts.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from './seed/demoAccounts.js';

/** The platform's cap on one account's open incident event streams (the gateway's subscription test meets it). */
export { MAX_STREAMS_PER_USER } from './modules/incidents/streamLimit.js';
