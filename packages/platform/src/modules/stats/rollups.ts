import type { Queryable } from '../../db/types.js'

/**
 * The figures' rollup tables (migrations/005_rollups.sql) follow every write through triggers, in the
 * writer's transaction; nothing needs calling after an ordinary write or a multi-row insert.
 *
 * A bulk loader that disables the triggers for speed (`ALTER TABLE ... DISABLE TRIGGER USER`) calls
 * this once at the end, in the same transaction, to recompute every rollup from the source tables.
 */
export async function rebuildRollups(db: Queryable): Promise<void> {
  await db.query('SELECT rollup_rebuild()')
}
