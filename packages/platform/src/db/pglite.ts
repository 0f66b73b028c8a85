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

/** A PGlite database that can also write its whole data folder to one archive (test snapshots). */
export interface PgliteDb extends Db {
  dumpDataDir(): Promise<Blob>;
}

/**
 * dataDir undefined means in memory. pg_trgm backs every search (migration 004). `loadDataDir` starts
 * from an archive of dumpDataDir() instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  const pg = new PGlite({ dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await pg.waitReady;
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    listen: (channel, onPayload) => pg.listen(channel, onPayload).then((unlisten) => () => unlisten()),
    // Uncompressed: loading it costs a quarter less CPU than a gzip archive, and disk is cheap here.
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
