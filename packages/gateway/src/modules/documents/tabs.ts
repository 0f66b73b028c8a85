import { toUser } from '../users/user.js';

/** A row of GET /backoffice/documents/{id}/users: the owner first, then newest share first. */
export interface RestDocumentUser {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  userName?: string | null;
  email: string;
  createdAt?: string | null;
  addedAt?: string | null;
  memberType?: string | null;
  isMultiDocumentAdmin?: boolean;
  canRemove?: boolean;
}

/** A row of GET /backoffice/documents/{id}/networks, newest share first. */
export interface RestDocumentNetwork {
  id: number;
  name: string;
  clientName?: string | null;
  addedAt?: string | null;
  canRemove?: boolean;
}

/** DocumentUser: the user is a User node from the row's own fields (the rest loads from GET /users/{id}). */
export function toDocumentUser(row: RestDocumentUser) {
  return {
    user: toUser({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      ...(row.userName !== undefined ? { username: row.userName } : {}),
      email: row.email,
      ...(row.createdAt !== undefined ? { createdAt: row.createdAt } : {}),
    }),
    memberType: row.memberType === 'owner' ? 'OWNER' : 'MEMBER',
    isMultiDocumentAdmin: row.isMultiDocumentAdmin ?? false,
    addedAt: row.addedAt ?? null,
    viewerCanRemove: row.canRemove ?? false,
  };
}

/** DocumentNetwork before its network is resolved (resolvers.ts reads the network's list row by id). */
export function toDocumentNetwork(row: RestDocumentNetwork) {
  return {
    networkRow: row,
    addedAt: row.addedAt ?? null,
    viewerCanRemove: row.canRemove ?? false,
  };
}

export type DocumentNetworkSource = ReturnType<typeof toDocumentNetwork>;
