import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { openPglite } from './pglite.js';
import { openPostgres, type PostgresOptions } from './postgres.js';
import type { Db } from './types.js';

export type { Db, Queryable } from './types.js';
export { migrate } from './migrate.js';
export { openPglite, type PgliteDb } from './pglite.js';
export { openPostgres, dropSchema, isDatabaseUnavailable } from './postgres.js';

/** PostgreSQL when a URL is given, else PGlite persisted under the data folder. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string } & PostgresOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  const dir = join(opts.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}
