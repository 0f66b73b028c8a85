import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, migrate, openPglite, openPostgres, type Db, type Queryable } from '../db/index.js';
import { seed } from '../seed/index.js';
import { LocalStorage } from '../storage/index.js';
import { BACKENDS, TEST_SEED_SCALE, type Backend } from '../../test/harness.js';
import { openSeeded } from './index.js';
import { shiftSeededTimes, timedTables } from './shift.js';

const HOUR = 3_600_000;

/**
 * Columns the seed leaves to the database's clock (DEFAULT now()) or to chance (a password hash's salt):
 * they differ between any two seeds, shifted or not.
 */
const UNSEEDED = new Set([
  'schema_migrations.applied_at',
  'devices.updated_at',
  'documents.updated_at',
  'integrations.updated_at',
  'users.password_hash',
]);

/** Every table's rows as text, sorted; rollups without their zero rows (the triggers keep those, a rebuild not). */
async function contents(db: Queryable): Promise<Record<string, string[]>> {
  const columns = await db.query<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns)
    if (!UNSEEDED.has(`${table}.${column}`)) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const out: Record<string, string[]> = {};
  for (const [table, cols] of byTable) {
    const where = table.startsWith('rollup_') ? 'WHERE n <> 0' : '';
    const rows = await db.query<{ row: string }>(`SELECT row(${cols.join(', ')})::text AS row FROM ${table} ${where}`);
    out[table] = rows.map((r) => r.row).sort();
  }
  return out;
}

async function openEmpty(backend: Backend): Promise<{ db: Db; close(): Promise<void> }> {
  if (backend === 'pglite') {
    const db = await openPglite();
    return { db, close: () => db.close() };
  }
  const url = process.env.DATABASE_URL!;
  const schema = `t_shift_${randomBytes(4).toString('hex')}`;
  const db = await openPostgres(url, { schema });
  return { db, close: async () => (await db.close(), await dropSchema(url, schema)) };
}

for (const backend of BACKENDS) {
  describe(`seeded snapshot [${backend}]`, () => {
    // Two whole migrations and seeds in one test: a minute of CPU on a loaded machine, over the 30 s default.
    it(
      'shifted by a while, it holds exactly what a seed made that much later holds',
      { timeout: 180_000 },
      async () => {
        // Across a Stockholm midnight and a month's end: rollup days and months move too.
        const seededAt = Date.parse('2026-03-31T21:47:13.123Z');
        const later = 5 * HOUR + 17 * 60_000 + 456;
        const [shifted, fresh] = await Promise.all([openEmpty(backend), openEmpty(backend)]);
        try {
          await Promise.all([migrate(shifted.db), migrate(fresh.db)]);
          await seed(shifted.db, TEST_SEED_SCALE, seededAt);
          await seed(fresh.db, TEST_SEED_SCALE, seededAt + later);
          await shiftSeededTimes(shifted.db, await timedTables(shifted.db), later);
          const [got, want] = await Promise.all([contents(shifted.db), contents(fresh.db)]);
          expect(Object.keys(got).length).toBeGreaterThan(50);
          for (const table of Object.keys(want)) expect(got[table], table).toEqual(want[table]);
        } finally {
          await Promise.all([shifted.close(), fresh.close()]);
        }
      },
    );
  });
}

describe('a platform database from the run snapshot', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vakt-snapshot-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  for (const backend of BACKENDS) {
    it(`[${backend}] is seeded as of now, with the seed's summary and the demo documents' files`, async () => {
      const storage = new LocalStorage(join(dir, backend));
      const databaseUrl = backend === 'postgres' ? process.env.DATABASE_URL : undefined;
      const { db, seeded, close } = await openSeeded({ scale: TEST_SEED_SCALE, storage, databaseUrl });
      try {
        const [counts] = await db.query<{ users: number; incidents: number; newest: Date }>(
          `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM incidents) AS incidents,
                  (SELECT max(created_at) FROM incidents) AS newest`,
        );
        expect(seeded).toMatchObject({ users: counts!.users, incidents: counts!.incidents });
        // The newest seeded incident is at most a day old, measured from now rather than from when the snapshot was made.
        expect(Date.now() - counts!.newest.getTime()).toBeLessThan(24 * HOUR);
        const files = await db.query<{ storage_key: string; size: number }>(
          `SELECT storage_key, size FROM documents WHERE storage_key IS NOT NULL`,
        );
        expect(files.length).toBeGreaterThan(10);
        for (const f of files) expect((await storage.get(f.storage_key))?.length, f.storage_key).toBe(f.size);
      } finally {
        await close();
      }
    });
  }
});
