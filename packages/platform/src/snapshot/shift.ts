import type { Db, Queryable } from '../db/index.js';
import { ROLLUP_TABLES } from '../modules/stats/rollups.js';

/** One table's seeded times: its timestamptz columns. */
export interface TimedTable {
  table: string;
  columns: string[];
}

/**
 * The tables the seed filled that have times, read from the schema once when the snapshot is made. The
 * rollups are left out: they are derived, and rebuilt after a shift.
 */
export async function timedTables(db: Queryable): Promise<TimedTable[]> {
  const rows = await db.query<{ table: string; columns: string[] }>(
    `SELECT c.table_name AS table, array_agg(c.column_name::text ORDER BY c.column_name) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type = 'timestamp with time zone' AND c.table_name <> ALL($1)
      GROUP BY 1 ORDER BY 1`,
    [ROLLUP_TABLES],
  );
  const filled: TimedTable[] = [];
  for (const row of rows) {
    const [any] = await db.query(`SELECT 1 FROM ${row.table} LIMIT 1`);
    if (any) filled.push(row);
  }
  return filled;
}

/**
 * Moves every seeded time `ms` later, so a snapshot seeded at T and shifted by `now - T` holds what a
 * seed made at `now` would (a test that looks at "the last 24 hours" or "online: a signal in the last
 * 15 minutes" sees the same data either way). The triggers stay off meanwhile, as for a bulk load: a
 * time is no new event (no alarm delivery, no live notification), and the rollups are rebuilt once.
 */
export async function shiftSeededTimes(db: Db, tables: TimedTable[], ms: number): Promise<void> {
  const by = `${Math.round(ms)} milliseconds`;
  await db.transaction(async (tx) => {
    for (const { table } of tables) await tx.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    for (const { table, columns } of tables)
      await tx.query(`UPDATE ${table} SET ${columns.map((c) => `${c} = ${c} + $1::interval`).join(', ')}`, [by]);
    // The one seeded time outside a timestamptz column: an offline event's last ping, ISO text as the seed wrote it.
    await tx.query(
      `UPDATE device_logs SET data = jsonb_set(data, '{lastPing}', to_jsonb(to_char(
         ((data->>'lastPing')::timestamptz + $1::interval) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
        WHERE data ? 'lastPing'`,
      [by],
    );
    for (const { table } of tables) await tx.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    // Not rebuildRollups: its ANALYZE would give the rollups statistics a fresh seed never gives them.
    await tx.query('SELECT rollup_rebuild()');
  });
}
