import DataLoader from 'dataloader';
import { asError } from '../../upstream/errors.js';
import type { RestClient } from '../../upstream/rest.js';
import { toUser, type RestUser, type UserSource } from './user.js';

export function createUserLoaders(rest: RestClient) {
  return {
    // The contract has no batch read for users: one memoized GET per id.
    byId: new DataLoader<string, UserSource>((ids) =>
      Promise.all(ids.map((id) => rest.get<RestUser>(`/backoffice/users/${encodeURIComponent(id)}`).then(toUser, asError))),
    ),
  };
}
