import { toClientFromSearch, type ClientSource } from '../clients/client.js';
import { toPartialUser, type UserSource } from '../users/user.js';
import { toOrganization } from './organization.js';

/** A row of GET /backoffice/organizations/{id}/users (and the answer of PUT .../users/{userId}). */
export interface RestOrganizationUser {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  createdAt?: string | null;
  isActive?: boolean | null;
  appVersion?: string | null;
  os?: string | null;
  isAdmin?: boolean;
  status?: string;
  subscription?: string | null;
}

/** A row of GET /backoffice/organizations/{id}/clients. */
export interface RestOrganizationClient {
  id: number;
  name: string;
  userCount?: number;
  createdAt?: string;
}

export interface OrganizationUserSource {
  user: UserSource;
  [field: string]: unknown;
}

export function toOrganizationUser(row: RestOrganizationUser): OrganizationUserSource {
  const user = toPartialUser({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subscription: row.subscription,
  });
  return {
    user,
    createdAt: row.createdAt ?? null,
    isActive: row.isActive ?? null,
    appVersion: row.appVersion ?? null,
    os: row.os ?? null,
    isAdmin: row.isAdmin ?? false,
    status: row.status === 'awaiting-activation' ? 'AWAITING_ACTIVATION' : 'ACTIVE',
    subscription: user.subscription ?? null,
  };
}

/** A client row of the organization's clients tab: name and counts it carries; the rest loads from GET /clients/{id}. */
export function toOrganizationClient(row: RestOrganizationClient, organizationRestId: string): ClientSource {
  const client = toClientFromSearch({ id: row.id, name: row.name });
  return {
    ...client,
    organization: toOrganization(organizationRestId, undefined, client.restId),
    ...(row.userCount !== undefined ? { userCount: row.userCount } : {}),
    ...(row.createdAt !== undefined ? { createdAt: row.createdAt } : {}),
  };
}
