// The networks list's filters as URL keys (networks.status=CLOSED, networks.type=OPEN,
// networks.client=<id>) and their translation into the query's `filter: NetworkFilter` variable.
import type { OrderBy } from '../../ui/useTableControls';

export const NETWORKS_URL_PREFIX = 'networks';
export const DEFAULT_NETWORK_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };

/** The list's status filter; deleted networks show only under their own filter. */
export const NETWORK_STATUSES = ['ACTIVE', 'CLOSED', 'ARCHIVED', 'DELETED'] as const;
export const NETWORK_TYPES = ['PUBLIC', 'OPEN', 'PRIVATE'] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];

/** Filter names with their defaults (null: not filtered). */
export const NETWORK_FILTERS: Readonly<Record<string, string | null>> = {
  status: null,
  type: null,
  client: null,
};

export interface NetworkFilterVariable {
  clientId?: string;
  status?: string;
  type?: string;
}

/** The table's variables (filters spread as plain strings) -> the query's variables with `filter`. */
export function toNetworksVariables(variables: Record<string, unknown>): Record<string, unknown> {
  const { status, type, client, ...rest } = variables as Record<string, string | null>;
  const filter: NetworkFilterVariable = {};
  if (client) filter.clientId = client;
  if (status && (NETWORK_STATUSES as readonly string[]).includes(status)) filter.status = status;
  if (type && (NETWORK_TYPES as readonly string[]).includes(type)) filter.type = type;
  return { ...rest, filter: Object.keys(filter).length ? filter : null };
}
