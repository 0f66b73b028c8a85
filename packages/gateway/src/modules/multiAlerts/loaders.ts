import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import { GraphQLError } from 'graphql';
import { createIdBatches } from '../../upstream/idBatches.js';
import type { RestClient } from '../../upstream/rest.js';
import { toMultiAlert, type MultiAlertSource, type RestMultiAlert } from './multiAlert.js';

export const multiAlertsPath = (clientRestId: string) =>
  `/backoffice/clients/${encodeURIComponent(clientRestId)}/multi-alerts`;

export function createMultiAlertLoaders(rest: RestClient) {
  // Multi-alerts seen in this request (list rows, write answers), by "<clientId>/<alertId>".
  const seen = new Map<string, MultiAlertSource>();
  const batches = createIdBatches<RestMultiAlert>(rest, { idOf: (alert) => alert.id });
  const remember = (alert: MultiAlertSource) => {
    seen.set(`${alert.clientRestId}/${alert.restId}`, alert);
    return alert;
  };

  return {
    remember,

    /** Client.multiAlerts: a page of GET /clients/{id}/multi-alerts. */
    ofClient: (clientRestId: string, args: ConnectionArgs & { search?: string | null }) =>
      loadOffsetConnection<RestMultiAlert, MultiAlertSource>(
        rest,
        multiAlertsPath(clientRestId),
        args,
        { search: args.search },
        (row) => remember(toMultiAlert(row, clientRestId)),
      ),

    /**
     * One multi-alert. The contract has no GET for a single one: the client's list by ids (one call per
     * client and tick); NOT_FOUND when the client does not hold it.
     */
    async byId(clientRestId: string, alertRestId: string): Promise<MultiAlertSource> {
      const known = seen.get(`${clientRestId}/${alertRestId}`);
      if (known) return known;
      const row = (await batches.byIds(multiAlertsPath(clientRestId), [alertRestId])).get(alertRestId);
      if (!row) throw new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND', errorCode: 'NOT_FOUND' } });
      return remember(toMultiAlert(row, clientRestId));
    },
  };
}
