import type { Queryable } from '../../db/types.js';
import { containsPattern } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';
import { USER_NAME_TEXT } from '../clients/tabsRepository.js';

export interface UserRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  email: string;
  language: string;
  roles: number[];
  two_fa_enabled: boolean;
  organization_id: number | null;
  subscription: string;
  created_at: Date;
}

export interface UserSearch {
  q?: string;
  clientId?: number;
  networkId?: number;
  excludeNetworkId?: number;
  excludeClientId?: number;
  limit: number;
}

export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  /** The user when it is in scope (or `alwaysVisibleId`, the caller itself). */
  async findInScope(id: number, scope: Scope, alwaysVisibleId: number): Promise<UserRow | undefined> {
    const filter = new SqlFilter(scope);
    filter.where(`u.id = ${filter.param(id)}`);
    if (id !== alwaysVisibleId) filter.userColumn('u.id');
    const rows = await this.db.query<UserRow>(
      `SELECT u.id, u.first_name, u.last_name, u.username, u.email, u.language, u.roles, u.two_fa_enabled,
              u.organization_id, u.subscription, u.created_at
         FROM users u ${filter.toSql()}`,
      filter.params,
    );
    return rows[0];
  }

  /** The user picker: users in scope matching name or e-mail, with membership filters. */
  search(scope: Scope, s: UserSearch) {
    const f = new SqlFilter(scope).userColumn('u.id');
    const q = containsPattern(s.q);
    if (q) {
      const p = f.param(q);
      f.where(`(${USER_NAME_TEXT} ILIKE ${p} OR u.email ILIKE ${p})`);
    }
    const member = (table: string, column: string, id: number) =>
      `EXISTS (SELECT 1 FROM ${table} x WHERE x.user_id = u.id AND x.${column} = ${f.param(id)})`;
    if (s.clientId !== undefined) f.where(member('client_users', 'client_id', s.clientId));
    if (s.networkId !== undefined) f.where(member('network_members', 'network_id', s.networkId));
    if (s.excludeClientId !== undefined) f.where(`NOT ${member('client_users', 'client_id', s.excludeClientId)}`);
    if (s.excludeNetworkId !== undefined) f.where(`NOT ${member('network_members', 'network_id', s.excludeNetworkId)}`);
    return this.db.query<{ id: number; firstName: string | null; lastName: string | null; email: string }>(
      `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email FROM users u ${f.toSql()}
        ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT ${f.param(s.limit)}`,
      f.params,
    );
  }
}
