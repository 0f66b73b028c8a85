import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import type { RestClient } from '../../upstream/rest.js';
import {
  toIntegration,
  toSiaCode,
  type IntegrationSource,
  type RestIntegration,
  type RestSiaCode,
} from './integration.js';

/** The contract's paths (docs/rest-contract.md "Integrations (issue 9)"), all under the v2 base. */
export const integrationPaths = {
  ofNetwork: (networkRestId: string | number) => `/v2/integrations/${encodeURIComponent(String(networkRestId))}`,
  one: (networkRestId: string | number, integrationRestId: string | number) =>
    `/v2/integrations/${encodeURIComponent(String(networkRestId))}/${encodeURIComponent(String(integrationRestId))}`,
  logs: (integrationRestId: string | number) =>
    `/v2/integrations/logs/${encodeURIComponent(String(integrationRestId))}`,
  siaCodes: '/v2/integrations/sia-codes',
};

export interface RestIntegrationLog {
  id: string;
  createdAt: string;
  log: string;
}

export function createIntegrationLoaders(rest: RestClient) {
  const ofNetwork = async (networkRestId: string): Promise<IntegrationSource[]> =>
    (await rest.get<RestIntegration[]>(integrationPaths.ofNetwork(networkRestId))).map(toIntegration);

  return {
    /** Network.integrations: the network's integrations, by id (one memoized GET per network). */
    ofNetwork,

    /** node(): the integration in its network's list; null when that network does not hold it. */
    async byId(networkRestId: string, integrationRestId: string): Promise<IntegrationSource | null> {
      return (await ofNetwork(networkRestId)).find((row) => row.restId === integrationRestId) ?? null;
    },

    /** Integration.logs: newest first, offset connection over GET /v2/integrations/logs/{id}. */
    logs: (integrationRestId: string, args: ConnectionArgs) =>
      loadOffsetConnection<RestIntegrationLog, { id: string; createdAt: string; message: string }>(
        rest,
        integrationPaths.logs(integrationRestId),
        args,
        {},
        (row) => ({ id: String(row.id), createdAt: row.createdAt, message: row.log }),
      ),

    /** Query.siaCodes: the table, ordered by code as the platform answers it. */
    siaCodes: async () => (await rest.get<RestSiaCode[]>(integrationPaths.siaCodes)).map(toSiaCode),
  };
}
