import DataLoader from 'dataloader';
import { asError } from '../../upstream/errors.js';
import { createIdBatches } from '../../upstream/idBatches.js';
import { PICKER_LIMIT } from '../../upstream/pickers.js';
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
    Promise.all(
      ids.map((id) => rest.get<RestUser>(`/backoffice/users/${encodeURIComponent(id)}`).then(toUser, asError)),
    ),
  );

  async function search({ query, first, ...filters }: UserSearch): Promise<UserSource[]> {
    const rows = await rest.get<RestUserRow[]>(
      withQuery('/backoffice/users/search', {
        q: query?.trim() || undefined,
        ...filters,
        limit: Math.min(first ?? 20, PICKER_LIMIT),
      }),
    );
    return rows.map(toPartialUser);
  }

  const members = createIdBatches<RestClientUser>(rest, { idOf: (row) => row.userId });

  /**
   * Users a client's policy or multi-alert refers to, in the given order: one call by ids to the client's
   * member list per tick (`/clients/{id}/users?ids=...`); ids that are no longer members are left out.
   */
  async function inClient(clientId: string | number, userIds: readonly (string | number)[]): Promise<UserSource[]> {
    const rows = await members.byIds(`/backoffice/clients/${encodeURIComponent(String(clientId))}/users`, userIds);
    return userIds.flatMap((id) => {
      const row = rows.get(String(id));
      return row ? [toClientUser(row).user] : [];
    });
  }

  return { byId, search, inClient };
}
