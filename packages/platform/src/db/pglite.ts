import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './types.js';

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** dataDir undefined means in memory. pg_trgm backs every search (migration 004). */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = new PGlite({ dataDir, extensions: { pg_trgm } });
  await pg.waitReady;
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    listen: (channel, onPayload) => pg.listen(channel, onPayload).then((unlisten) => () => unlisten()),
  };
}
