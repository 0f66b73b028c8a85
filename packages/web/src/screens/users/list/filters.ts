// The users list's filters as URL keys (strings, with the table's prefix: users.deleted=1,
// users.client=<id>…) and their translation into the query's `filter: UserFilter` variable.
import type { OrderBy } from '../../../ui/useTableControls';

export const USERS_URL_PREFIX = 'users';
export const DEFAULT_USER_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };

/** Filter names with their defaults (null: not filtered). */
export const USER_FILTERS: Readonly<Record<string, string | null>> = {
  deleted: null,
  client: null,
  network: null,
  role: null,
  subscription: null,
};

export interface UserFilterVariable {
  deactivated: boolean;
  clientId?: string;
  networkId?: string;
  role?: string;
  subscription?: string;
}

const ROLE = /^(ADMIN|CLIENT_ADMIN|MULTI_CLIENT_ADMIN|ORGANIZATION_ADMIN|USER)$/;
const TIER = /^(MICRO|MINI|MEDI|MAXI|MEGA|MACRO)$/;

/** The table's variables (filters spread as plain strings) -> the query's variables with `filter`. */
export function toUsersVariables(variables: Record<string, unknown>): Record<string, unknown> {
  const { deleted, client, network, role, subscription, ...rest } = variables as Record<string, string | null>;
  const filter: UserFilterVariable = { deactivated: deleted === '1' };
  if (client) filter.clientId = client;
  if (network) filter.networkId = network;
  if (role && ROLE.test(role)) filter.role = role;
  if (subscription && TIER.test(subscription)) filter.subscription = subscription;
  return { ...rest, filter };
}
