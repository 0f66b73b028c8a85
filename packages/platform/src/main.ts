import { hostname } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrate, openDatabase } from './db/index.js';
import { deliveryOptionsFromEnv } from './integrations/outbox/index.js';
import { deviceHealthOptionsFromEnv } from './modules/deviceHealth/index.js';
import { pushOptionsFromEnv } from './push/index.js';
import { createMailer, mailQueueOptionsFromEnv } from './mail/index.js';
import { seedIfEmpty } from './seed/index.js';
import { createStorage, describeStorage } from './storage/index.js';

const config = await loadConfig();
let reportConnectionError = (err: Error) =>
  console.error(JSON.stringify({ level: 40, msg: `database connection lost: ${err.message}` }));
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: config.databasePoolMax,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
  onConnectionError: (err) => reportConnectionError(err),
});
await migrate(db);

// One storage for the app and the first start's seed (the demo documents' files).
const storage = createStorage(config);
// SMTP_URL (with SMTP_CA_FILE's extra CAs), else the outbox folder.
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  smtpCaFile: config.smtpCaFile,
  outboxDir: join(config.dataDir, 'outbox'),
  from: config.mailFrom,
  log: (line) => app.log.info(line),
});
const app = buildApp({
  db,
  config,
  storage,
  mailer,
  // One JSON line per event; request lines carry the gateway's X-Request-Id as reqId.
  logger: { level: config.logLevel, base: { service: 'platform', pid: process.pid, hostname: hostname() } },
  logRequests: config.logLevel === 'debug',
  // The integration delivery sender (DELIVERY_WORKER=off turns it off); LISTEN on PostgreSQL.
  delivery: deliveryOptionsFromEnv(process.env, config.databaseUrl),
  // The device health job (DEVICE_HEALTH_INTERVAL_MS, default 30000; off turns it off); one runner across replicas.
  deviceHealth: deviceHealthOptionsFromEnv(process.env),
  // The push sender (PUSH_INTERVAL_MS=off turns it off); the provider from PUSH_PROVIDER (issue 12).
  push: pushOptionsFromEnv(process.env),
  // The sender of queued mails (MAIL_INTERVAL_MS=off turns it off): device warnings, integration status.
  mailQueue: mailQueueOptionsFromEnv(process.env),
});
app.addHook('onClose', async () => storage.close?.());
reportConnectionError = (err) =>
  app.log.warn({ err: { message: err.message } }, 'database connection lost; the pool reconnects');

if (config.databaseUrl && !process.env.JWT_SECRET) {
  app.log.warn(
    'DATABASE_URL is set but JWT_SECRET is not: this process signs tokens with a secret of its own data folder, so other platform replicas will reject its sessions; give every replica the same JWT_SECRET',
  );
}

if (config.outboundAllow.length)
  app.log.info(
    { outboundAllow: config.outboundAllow.map((rule) => rule.text) },
    'connections to user-typed destinations may also reach these allow-listed ranges (OUTBOUND_ALLOW)',
  );

const started = Date.now();
const seeded = await seedIfEmpty(db, config.seedScale, storage);
if (seeded) app.log.info({ seeded, ms: Date.now() - started }, 'seeded demo data (first start)');

let stopping = false;
/**
 * SIGTERM: stop accepting, let in-flight requests finish (at most SHUTDOWN_TIMEOUT_MS, then their
 * connections are cut and the exit code is 1), close the database, exit 0.
 */
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  const began = Date.now();
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  let forced = false;
  // Keep-alive connections that finish their request become idle: close them as they do.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    forced = true;
    app.log.warn(
      { timeoutMs: config.shutdownTimeoutMs },
      'in-flight requests did not finish in time; closing their connections',
    );
    app.server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  try {
    await app.close();
    await db.close();
  } catch (err) {
    forced = true;
    app.log.error({ err }, 'shutdown failed');
  } finally {
    clearInterval(idle);
    clearTimeout(deadline);
  }
  app.log.info({ ms: Date.now() - began, forced }, 'stopped');
  process.exit(forced ? 1 : 0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pglite')}`;
await app.listen({
  host: config.host,
  port: config.port,
  listenTextResolver: (address) =>
    `Vakt platform listening on ${address} (${where}; mail: ${mailer.description}; files: ${describeStorage(config)})`,
});
