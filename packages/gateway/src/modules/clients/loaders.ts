import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import { PICKER_LIMIT } from '../../upstream/pickers.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { toAlertScreen, type RestAlertScreen } from './alertScreen.js';
import { clientSort, toClient, toClientFromSearch, type RestClientRecord, type RestClientSearchRow } from './client.js';
import { toClientUser, type RestClientUser } from './members.js';
import { toNotificationSetting, type RestNotificationSetting } from './notificationSettings.js';
import { clientPath, clientSubPath } from './paths.js';
import { toPolicy, type RestPolicy } from './policy.js';
import { toSamlSettings, type RestSamlSettings } from './saml.js';
import { toNetworkSummary, toSubscriptionSummary, type RestNetworkSummary } from './summaries.js';

export interface ClientListArgs extends ConnectionArgs {
  orderBy?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
}

/**
 * Reads of a client and its sub-resources. Every read is a memoized GET of the request's REST client,
 * so each path costs one call per request however many resolvers ask; list rows are primed as
 * GET /clients/{id}, so a listed client is never fetched again.
 */
export function createClientLoaders(rest: RestClient) {
  const get = <T>(clientRestId: string, sub: string) => rest.get<T>(clientSubPath(clientRestId, sub));

  return {
    byId: async (clientRestId: string) => toClient(await rest.get<RestClientRecord>(clientPath(clientRestId))),

    list: ({ orderBy, search, ...page }: ClientListArgs) =>
      loadOffsetConnection<RestClientRecord, ReturnType<typeof toClient>>(
        rest,
        '/backoffice/clients',
        page,
        { ...clientSort(orderBy), search },
        (row) => {
          rest.prime(clientPath(row.id), row);
          return toClient(row);
        },
      ),

    async search({ query, first }: { query?: string | null; first?: number | null }) {
      const rows = await rest.get<RestClientSearchRow[]>(
        withQuery('/backoffice/clients/search', {
          q: query?.trim() || undefined,
          limit: Math.min(first ?? 20, PICKER_LIMIT),
        }),
      );
      return rows.map(toClientFromSearch);
    },

    networkSummary: async (clientRestId: string) =>
      toNetworkSummary(await get<RestNetworkSummary>(clientRestId, 'network-summary')),

    subscriptionSummary: async (clientRestId: string) =>
      toSubscriptionSummary(
        await get<Parameters<typeof toSubscriptionSummary>[0]>(clientRestId, 'subscription-summary'),
      ),

    members: (clientRestId: string, args: ConnectionArgs & { search?: string | null }) =>
      loadOffsetConnection<RestClientUser, ReturnType<typeof toClientUser>>(
        rest,
        clientSubPath(clientRestId, 'users'),
        args,
        { search: args.search },
        toClientUser,
      ),

    rawPolicy: (clientRestId: string) => get<RestPolicy>(clientRestId, 'policy'),
    policy: async (clientRestId: string) => toPolicy(await get<RestPolicy>(clientRestId, 'policy'), clientRestId),

    rawAlertScreen: (clientRestId: string) => get<RestAlertScreen>(clientRestId, 'settings'),
    alertScreen: async (clientRestId: string) => toAlertScreen(await get<RestAlertScreen>(clientRestId, 'settings')),

    samlSettings: async (clientRestId: string) =>
      toSamlSettings(await get<RestSamlSettings>(clientRestId, 'saml-settings'), clientRestId),

    notificationSettings: async (clientRestId: string) =>
      (await get<RestNotificationSetting[]>(clientRestId, 'notification-settings')).map(toNotificationSetting),
  };
}
