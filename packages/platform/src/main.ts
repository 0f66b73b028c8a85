import { join } from 'node:path'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { migrate, openDatabase } from './db/index.js'
import { createMailer } from './mail/index.js'
import { seedIfEmpty } from './seed/index.js'
import { describeStorage } from './storage/index.js'

const config = await loadConfig()
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await migrate(db)

const app = buildApp({
  db,
  config,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: (line) => app.log.info(line),
  }),
  logger: { level: config.logLevel },
  logRequests: config.logLevel === 'debug',
})

const started = Date.now()
const seeded = await seedIfEmpty(db, config.seedScale)
if (seeded) app.log.info({ seeded, ms: Date.now() - started }, 'seeded demo data (first start)')

const shutdown = async () => {
  await app.close()
  await db.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pglite')}`
const mail = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : `outbox ${join(config.dataDir, 'outbox')}`
await app.listen({
  host: config.host,
  port: config.port,
  listenTextResolver: (address) => `Vakt platform listening on ${address} (${where}; mail: ${mail}; files: ${describeStorage(config)})`,
})
