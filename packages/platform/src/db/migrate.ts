import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './types.js';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Any constant shared by every platform process: the key of the migration advisory lock. */
export const MIGRATION_LOCK_KEY = 7_246_883_001;

type InTransaction = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

/**
 * Applies every numbered .sql file not yet recorded in schema_migrations, in order. On PostgreSQL the
 * whole run holds a transaction-scoped advisory lock, so processes starting together migrate one after
 * the other (the later one finds nothing left to do). PGlite is single-process: one transaction per file.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      return applyPending(tx, dir, (fn) => fn(tx));
    });
  }
  return applyPending(db, dir, (fn) => db.transaction(fn));
}

async function applyPending(db: Queryable, dir: string, inTransaction: InTransaction): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const files = (await readdir(dir)).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    await inTransaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
