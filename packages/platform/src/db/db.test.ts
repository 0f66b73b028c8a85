import { expect, it } from 'vitest'
import { describeEachDb } from '../../test/harness.js'
import { migrate } from './migrate.js'

describeEachDb('db', (ctx) => {
  it('migrations are recorded and idempotent', async () => {
    const { db } = ctx()
    expect(await migrate(db)).toEqual([])
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
    expect(rows.map((r) => r.version)).toContain('001_init.sql')
  })

  it('transactions roll back on error', async () => {
    const { db } = ctx()
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO organizations (name) VALUES ('rolled back')")
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await db.query("SELECT 1 FROM organizations WHERE name = 'rolled back'")).toEqual([])
  })

  it('e-mail is unique case-insensitively', async () => {
    const { db } = ctx()
    await expect(db.query("INSERT INTO users (email) VALUES ('ADMIN@vakt.test')")).rejects.toThrow()
  })
})
