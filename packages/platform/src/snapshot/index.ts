import { randomBytes } from 'node:crypto';
import { dropSchema, migrate, openPglite, openPostgres, type Db } from '../db/index.js';
import { seed, type SeedSummary } from '../seed/index.js';
import type { ObjectStorage } from '../storage/index.js';
import { removeStale, type SnapshotMeta } from './cache.js';
import { sourcesHash } from './key.js';
import { openPgliteSnapshot, preparePglite } from './pglite.js';
import { dropStale, openPostgresSnapshot, preparePostgres } from './postgres.js';
import { restoreFiles } from './seed.js';
import { shiftSeededTimes } from './shift.js';

export { sourcesHash } from './key.js';
export { CACHE_DIR } from './cache.js';
export { templateName } from './postgres.js';

/** A migrated, seeded database of a test's own. */
export interface SeededDatabase {
  db: Db;
  seeded: SeedSummary;
  /** Closes the database and removes it (its PostgreSQL database or schema). */
  close(): Promise<void>;
}

const enabled = () => process.env.VAKT_TEST_SNAPSHOTS !== 'off';

/**
 * Seeds once per scale and engine (a vitest globalSetup calls this): a PGlite data folder in the cache,
 * and with `databaseUrl` a template database on that server. What is there under the sources' hash
 * already is kept, so a second run, or a developer's single file, starts at once.
 */
export async function prepareSnapshots(opts: { scales: number[]; databaseUrl?: string }): Promise<void> {
  if (!enabled()) return;
  const hash = await sourcesHash();
  await removeStale(hash);
  if (opts.databaseUrl) await dropStale(opts.databaseUrl, hash);
  await Promise.all(
    opts.scales.flatMap((scale) => [
      preparePglite(hash, scale),
      ...(opts.databaseUrl ? [preparePostgres(opts.databaseUrl, hash, scale)] : []),
    ]),
  );
}

/**
 * A database seeded at `scale`, on the PostgreSQL server of `databaseUrl` or else in-memory PGlite. From
 * the snapshot when one was prepared (its times moved to now, its files put into `storage`), otherwise
 * migrated and seeded here; either way it holds the same data.
 */
export async function openSeeded(opts: {
  scale: number;
  storage: ObjectStorage;
  databaseUrl?: string;
}): Promise<SeededDatabase> {
  const snapshot = enabled() ? await openSnapshot(opts.scale, opts.databaseUrl) : undefined;
  if (!snapshot) return seedFresh(opts);
  const { db, meta, close } = snapshot;
  try {
    await shiftSeededTimes(db, meta.timed, Date.now() - meta.seededAt);
    await restoreFiles(opts.storage, meta.files);
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { db, seeded: meta.seeded, close };
}

async function openSnapshot(
  scale: number,
  databaseUrl: string | undefined,
): Promise<{ db: Db; meta: SnapshotMeta; close(): Promise<void> } | undefined> {
  const hash = await sourcesHash();
  if (!databaseUrl) {
    const found = await openPgliteSnapshot(hash, scale);
    return found && { ...found, close: () => found.db.close() };
  }
  const found = await openPostgresSnapshot(databaseUrl, hash, scale);
  return (
    found && {
      ...found,
      async close() {
        await found.db.close();
        await found.drop();
      },
    }
  );
}

/** Migrate and seed now: a fresh schema in `databaseUrl`'s database, or in-memory PGlite. */
async function seedFresh(opts: {
  scale: number;
  storage: ObjectStorage;
  databaseUrl?: string;
}): Promise<SeededDatabase> {
  const { databaseUrl } = opts;
  const schema = databaseUrl ? `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  const db = databaseUrl ? await openPostgres(databaseUrl, { schema }) : await openPglite();
  const close = async () => {
    await db.close();
    if (schema) await dropSchema(databaseUrl!, schema);
  };
  try {
    await migrate(db);
    return { db, seeded: await seed(db, opts.scale, Date.now(), opts.storage), close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}
