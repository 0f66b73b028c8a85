import { sessionUser } from '../../auth/service.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { scopeOf, type Caller } from '../../policy/index.js';
import { UsersRepository, type UserRow, type UserSearch } from './repository.js';

export function toUser(u: UserRow) {
  return {
    ...sessionUser(u),
    organizationId: u.organization_id,
    subscription: u.subscription,
    createdAt: u.created_at.toISOString(),
  };
}

export class UsersService {
  private readonly repo: UsersRepository;

  constructor(private readonly db: Db) {
    this.repo = new UsersRepository(db);
  }

  async get(caller: Caller, id: number) {
    const user = await this.repo.findInScope(id, await scopeOf(this.db, caller), caller.id);
    if (!user) throw notFound('User not found');
    return toUser(user);
  }

  async search(caller: Caller, query: UserSearch) {
    return this.repo.search(await scopeOf(this.db, caller), query);
  }
}
