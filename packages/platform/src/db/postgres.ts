import pg from 'pg'
import type { Db, Queryable } from './types.js'

// Match PGlite's parsing so both backends hand repositories the same values.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v) // int8: counts
    if (oid === 1082) return (v: string) => new Date(`${v}T00:00:00Z`) // date
    if (oid === 1114) return (v: string) => new Date(`${v.replace(' ', 'T')}Z`) // timestamp without tz
    return pg.types.getTypeParser(oid, format as 'text')
  },
}

export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`)
  return schema
}

export async function openPostgres(url: string, opts: { schema?: string } = {}): Promise<Db> {
  const schema = opts.schema ? assertSchemaName(opts.schema) : undefined
  if (schema) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    } finally {
      await admin.end()
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: types as pg.CustomTypesConfig,
    options: schema ? `-c search_path=${schema}` : undefined,
  })
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params)
      return result.rows as T[]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  })
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(on(client))
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {})
        throw err
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** Test isolation: drop a schema created with openPostgres({ schema }). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${assertSchemaName(schema)} CASCADE`)
  } finally {
    await admin.end()
  }
}
