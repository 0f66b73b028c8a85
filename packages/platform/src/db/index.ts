import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import { openPglite } from './pglite.js'
import { openPostgres } from './postgres.js'
import type { Db } from './types.js'

export type { Db, Queryable } from './types.js'
export { migrate } from './migrate.js'
export { openPglite } from './pglite.js'
export { openPostgres, dropSchema } from './postgres.js'

/** PostgreSQL when a URL is given, else PGlite persisted under the data folder. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; schema?: string }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, { schema: opts.schema })
  const dir = join(opts.dataDir, 'pglite')
  await mkdir(dir, { recursive: true })
  return openPglite(dir)
}
