import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import { createIdBatches } from '../../upstream/idBatches.js';
import { PICKER_LIMIT } from '../../upstream/pickers.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import {
  toClientNetwork,
  toNetwork,
  toNetworkFromSearch,
  type NetworkSource,
  type RestClientNetwork,
  type RestNetworkSearchRow,
} from './network.js';

export interface NetworkSearch {
  query?: string | null;
  clientId?: number;
  userId?: number;
  withoutClients?: boolean | null;
  excludeClientId?: number;
  first?: number | null;
}

const clientNetworksPath = (clientRestId: string) => `/backoffice/clients/${encodeURIComponent(clientRestId)}/networks`;

export function createNetworkLoaders(rest: RestClient) {
  const batches = createIdBatches<RestClientNetwork>(rest, { idOf: (row) => row.networkId });
  /** Rows of the client's network list by network id: one call by ids per client and tick. */
  const rowsInClient = (clientRestId: string, networkIds: readonly string[]) =>
    batches.byIds(clientNetworksPath(clientRestId), networkIds);

  return {
    /** Client.networks: a page of GET /clients/{id}/networks. */
    ofClient: (clientRestId: string, args: ConnectionArgs & { search?: string | null }) =>
      loadOffsetConnection<RestClientNetwork, ReturnType<typeof toClientNetwork>>(
        rest,
        clientNetworksPath(clientRestId),
        args,
        { search: args.search },
        (row) => toClientNetwork(row, clientRestId),
      ),

    async search({ query, first, ...filters }: NetworkSearch): Promise<NetworkSource[]> {
      const rows = await rest.get<RestNetworkSearchRow[]>(
        withQuery('/backoffice/networks/search', {
          q: query?.trim() || undefined,
          ...filters,
          limit: Math.min(first ?? 20, PICKER_LIMIT),
        }),
      );
      return rows.map(toNetworkFromSearch);
    },

    /** Networks a client's policy, multi-alert or SAML settings refer to, in order; gone ones left out. */
    async inClient(clientRestId: string, networkIds: readonly string[]): Promise<NetworkSource[]> {
      const rows = await rowsInClient(clientRestId, networkIds);
      return networkIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toNetwork(row, clientRestId)] : [];
      });
    },

    /** The full row of a picker network (for its address); null when its client does not list it. */
    async fullInClient(clientRestId: string, networkRestId: string): Promise<NetworkSource | null> {
      const row = (await rowsInClient(clientRestId, [networkRestId])).get(networkRestId);
      return row ? toNetwork(row, clientRestId) : null;
    },
  };
}
