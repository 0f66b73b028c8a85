import type { Queryable } from '../../db/types.js';

/** Every rollup table of migrations/005_rollups.sql. */
export const ROLLUP_TABLES = [
  'rollup_totals',
  'rollup_hourly',
  'rollup_daily',
  'rollup_weekly',
  'rollup_monthly',
  'rollup_incidents_daily',
  'rollup_users_totals',
  'rollup_users_hourly',
  'rollup_users_daily',
  'rollup_users_weekly',
  'rollup_users_monthly',
] as const;

/**
 * The figures' rollup tables follow every write through triggers, in the writer's transaction; nothing
 * needs calling after an ordinary write or a multi-row insert.
 *
 * A bulk loader that disables the triggers for speed (`ALTER TABLE ... DISABLE TRIGGER USER`) calls
 * this once at the end, in the same transaction, to recompute every rollup from the source tables; it
 * leaves fresh planner statistics on them too.
 */
export async function rebuildRollups(db: Queryable): Promise<void> {
  await db.query('SELECT rollup_rebuild()');
  await db.query(`ANALYZE ${ROLLUP_TABLES.join(', ')}`);
}
