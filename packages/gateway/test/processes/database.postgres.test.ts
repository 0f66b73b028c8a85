import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../platform/src/db/postgres.js';
import type { Db } from '../../../platform/src/db/types.js';
import { createTestDatabase, type TestDatabase } from './support/services.js';

// Registered only when DATABASE_URL is set (vitest.config.ts).
const DATABASE_URL = process.env.DATABASE_URL!;

/** The platform's pg wrapper when the server drops its connections (no process needed: the same code). */
describe("platform's PostgreSQL pool when connections are terminated", () => {
  let database: TestDatabase;
  let db: Db;
  const lost: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(DATABASE_URL);
    db = await openPostgres(database.url, { onConnectionError: (err) => lost.push(err) });
  });

  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('a connection terminated between two statements of a transaction fails that transaction only', async () => {
    const transaction = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      expect(await database.terminateConnections()).toBe(1);
      // The client learns of it while no statement runs: an 'error' event, not a rejected query.
      await new Promise((r) => setTimeout(r, 300));
      await tx.query('SELECT 2');
    });
    await expect(transaction).rejects.toThrow();
    expect(lost.length).toBeGreaterThan(0);
    expect(await db.query<{ n: number }>('SELECT 3 AS n')).toEqual([{ n: 3 }]);
  });

  it('idle connections terminated by the server are replaced on the next query', async () => {
    await Promise.all(Array.from({ length: 5 }, () => db.query('SELECT pg_sleep(0.05)')));
    expect(db.poolStats!().idle).toBeGreaterThan(0);
    const before = lost.length;
    const terminated = await database.terminateConnections();
    expect(terminated).toBeGreaterThan(0);
    // Each idle client hears of its end as an error event: logged, dropped from the pool, process alive.
    await expect.poll(() => lost.length - before).toBe(terminated);
    expect(db.poolStats!().total).toBe(0);
    expect(await db.query<{ n: number }>('SELECT 4 AS n')).toEqual([{ n: 4 }]);
    expect(db.poolStats!().total).toBe(1);
  });
});
