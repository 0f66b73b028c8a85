import type { Queryable } from '../../db/types.js'
import { SqlFilter, type Scope } from '../../policy/index.js'

export interface UserRow {
  id: number
  first_name: string | null
  last_name: string | null
  username: string | null
  email: string
  language: string
  roles: number[]
  two_fa_enabled: boolean
  organization_id: number | null
  subscription: string
  created_at: Date
}

export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  /** The user when it is in scope (or `alwaysVisibleId`, the caller itself). */
  async findInScope(id: number, scope: Scope, alwaysVisibleId: number): Promise<UserRow | undefined> {
    const filter = new SqlFilter(scope)
    filter.where(`u.id = ${filter.param(id)}`)
    if (id !== alwaysVisibleId) filter.userColumn('u.id')
    const rows = await this.db.query<UserRow>(
      `SELECT u.id, u.first_name, u.last_name, u.username, u.email, u.language, u.roles, u.two_fa_enabled,
              u.organization_id, u.subscription, u.created_at
         FROM users u ${filter.toSql()}`,
      filter.params,
    )
    return rows[0]
  }
}
