import DataLoader from 'dataloader';
import { PICKER_LIMIT, findInOffsetList } from '../../upstream/listLookup.js';
import { asError, hasCode } from '../../upstream/errors.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { toClientUser, type RestClientUser } from '../clients/members.js';
import { toPartialUser, toUser, type RestUser, type RestUserRow, type UserSource } from './user.js';

export interface UserSearch {
  query?: string | null;
  clientId?: number;
  networkId?: number;
  excludeClientId?: number;
  excludeNetworkId?: number;
  first?: number | null;
}

export function createUserLoaders(rest: RestClient) {
  // The contract has no batch read for users: one memoized GET per id.
  const byId = new DataLoader<string, UserSource>((ids) =>
    Promise.all(ids.map((id) => rest.get<RestUser>(`/backoffice/users/${encodeURIComponent(id)}`).then(toUser, asError))),
  );

  async function search({ query, first, ...filters }: UserSearch): Promise<UserSource[]> {
    const rows = await rest.get<RestUserRow[]>(
      withQuery('/backoffice/users/search', { q: query?.trim() || undefined, ...filters, limit: Math.min(first ?? 20, PICKER_LIMIT) }),
    );
    return rows.map(toPartialUser);
  }

  /**
   * Users a client's policy or multi-alert refers to, in the given order: read from the client's member
   * list (pages of 500, memoized), a per-id GET only for an id the list does not hold; ids gone from the
   * platform are left out.
   */
  async function inClient(clientId: string | number, userIds: readonly (string | number)[]): Promise<UserSource[]> {
    const rows = await findInOffsetList<RestClientUser>(
      rest,
      `/backoffice/clients/${encodeURIComponent(String(clientId))}/users`,
      userIds,
      (row) => row.userId,
    );
    const users = await Promise.all(
      userIds.map((id) => {
        const row = rows.get(String(id));
        if (row) return toClientUser(row).user;
        return byId.load(String(id)).catch((error: unknown) => (hasCode(error, 'NOT_FOUND') ? null : Promise.reject(error)));
      }),
    );
    return users.filter((user): user is UserSource => user !== null);
  }

  return { byId, search, inClient };
}
