import type { Queryable } from '../db/types.js';

/** Column name and PostgreSQL type; array types travel as text literals and are cast back. */
export type Column = readonly [name: string, type: string];

const CHUNK = 5000;

const arrayLiteral = (value: unknown) => (Array.isArray(value) ? `{${value.join(',')}}` : value);

/** Bulk insert: one `INSERT ... SELECT FROM unnest($1::t[], ...)` per chunk, same SQL on both backends. */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly Column[],
  rows: unknown[][],
): Promise<void> {
  const names = columns.map(([n]) => n);
  const selects = columns.map(([n, t]) => (t.endsWith('[]') ? `${n}::${t}` : n));
  const unnests = columns.map(([, t], i) => `$${i + 1}::${t.endsWith('[]') ? 'text' : t}[]`);
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${selects.join(', ')} FROM unnest(${unnests.join(', ')}) AS t(${names.join(', ')})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = columns.map(([, t], i) =>
      chunk.map((row) => (t.endsWith('[]') ? arrayLiteral(row[i]) : (row[i] ?? null))),
    );
    await db.query(sql, params);
  }
}

/** After inserting explicit ids, move each identity sequence past them. */
export async function resetIdentity(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
    );
  }
}

/** Whether the schema has this table (a test seeds a schema older than the later migrations, then upgrades it). */
export async function hasTable(q: Queryable, table: string): Promise<boolean> {
  const [row] = await q.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
  return Boolean(row?.ok);
}
