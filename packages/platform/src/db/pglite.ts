import { PGlite } from '@electric-sql/pglite'
import type { Db, Queryable } from './types.js'

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params)
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** dataDir undefined means in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = new PGlite(dataDir)
  await pg.waitReady
  const base = wrap(pg)
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}
