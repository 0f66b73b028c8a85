import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { AuthRepository } from './auth/repository.js';
import { newFamilyId, newRefreshToken, sha256, signAccessToken } from './auth/tokens.js';
import { configFromEnv, type Config } from './config.js';
import { dropSchema, migrate, openPglite, openPostgres, type Db } from './db/index.js';
import { createMailer } from './mail/index.js';
import { seed, type SeedSummary } from './seed/index.js';
import { createStorage } from './storage/index.js';

export interface StartPlatformOptions {
  seedScale?: number;
  /** Real SMTP; without it mail goes to `outboxDir`. */
  mail?: { smtpUrl: string };
  /**
   * Extra environment (ACCESS_TOKEN_TTL_SECONDS, OTP_TTL_SECONDS, ...). A test whose platform connects to
   * receivers on loopback gives OUTBOUND_ALLOW: allowLoopbackPorts(receiver.port, ...).
   */
  env?: Record<string, string>;
  /** 'postgres' uses a fresh schema in process.env.DATABASE_URL when set; otherwise in-memory PGlite. */
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

/** A migrated, seeded platform on 127.0.0.1 with a random port, isolated from every other one. */
export async function startPlatform(opts: StartPlatformOptions = {}): Promise<RunningPlatform> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vakt-platform-'));
  const config = configFromEnv({ ...opts.env, VAKT_DATA_DIR: dataDir }, randomBytes(32));
  const databaseUrl = process.env.DATABASE_URL;
  const usePostgres = opts.backend === 'postgres' && !!databaseUrl;
  const schema = usePostgres ? `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  const db = usePostgres ? await openPostgres(databaseUrl!, { schema }) : await openPglite();
  const outboxDir = join(dataDir, 'outbox');
  try {
    await migrate(db);
    // One storage for the seed (the demo documents' files) and the app.
    const storage = createStorage(config);
    const seeded = await seed(db, opts.seedScale ?? 1, Date.now(), storage);
    const mailer = createMailer({ smtpUrl: opts.mail?.smtpUrl, outboxDir, from: config.mailFrom });
    const app = buildApp({ db, config, mailer, storage });
    app.addHook('onClose', async () => storage.close?.());
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      url,
      db,
      config,
      outboxDir,
      backend: usePostgres ? 'postgres' : 'pglite',
      seeded,
      async close() {
        await app.close();
        await db.close();
        if (schema) await dropSchema(databaseUrl!, schema);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await db.close().catch(() => {});
    if (schema) await dropSchema(databaseUrl!, schema).catch(() => {});
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

export { allowLoopbackPorts, freeLoopbackPorts } from './testPorts.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from './seed/demoAccounts.js';

/** The platform's cap on one account's open incident event streams (the gateway's subscription test meets it). */
export { MAX_STREAMS_PER_USER } from './modules/incidents/streamLimit.js';
