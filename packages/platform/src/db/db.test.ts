import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';
import { MIGRATIONS_DIR, migrate } from './migrate.js';
import { dropSchema, openPostgres } from './postgres.js';

describeEachDb('db', (ctx) => {
  it('migrations are recorded and idempotent', async () => {
    const { db } = ctx();
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toContain('001_init.sql');
  });

  it('transactions roll back on error', async () => {
    const { db } = ctx();
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO organizations (name) VALUES ('rolled back')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM organizations WHERE name = 'rolled back'")).toEqual([]);
  });

  it('e-mail is unique case-insensitively', async () => {
    const { db } = ctx();
    await expect(db.query("INSERT INTO users (email) VALUES ('ADMIN@vakt.test')")).rejects.toThrow();
  });
});

// Concurrent migration only exists with a server: registered when DATABASE_URL names one.
if (process.env.DATABASE_URL) {
  describe('migrations on PostgreSQL', () => {
    it('two processes migrating one fresh database at once do not collide', async () => {
      const url = process.env.DATABASE_URL!;
      const schema = `t_mig_${randomBytes(4).toString('hex')}`;
      const [a, b] = [await openPostgres(url, { schema }), await openPostgres(url, { schema })];
      try {
        const [appliedA, appliedB] = await Promise.all([migrate(a), migrate(b)]);
        const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
        expect([...appliedA, ...appliedB].sort()).toEqual(files);
        expect(appliedA.length === 0 || appliedB.length === 0).toBe(true);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await dropSchema(url, schema);
      }
    });
  });
}
