import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import { PICKER_LIMIT, candidatesQuery, type CandidateArgs } from '../../upstream/pickers.js';
import { toClientFromSearch, type RestClientSearchRow } from '../clients/client.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { toNetworkSummary, toSubscriptionSummary, type RestNetworkSummary } from '../clients/summaries.js';
import {
  organizationSort,
  toOrganizationFromRecord,
  toOrganizationFromSearch,
  type RestOrganization,
  type RestOrganizationSearchRow,
} from './organization.js';
import {
  toOrganizationClient,
  toOrganizationUser,
  type RestOrganizationClient,
  type RestOrganizationUser,
} from './tabs.js';

export interface OrganizationListArgs extends ConnectionArgs {
  orderBy?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
}

/** GET /backoffice/organizations/{id}; its tabs are below it, so forgetting this path after a write drops them too. */
export const organizationPath = (organizationRestId: string | number) =>
  `/backoffice/organizations/${encodeURIComponent(String(organizationRestId))}`;
export const organizationSubPath = (organizationRestId: string | number, sub: string) =>
  `${organizationPath(organizationRestId)}/${sub}`;

/** GET /organizations/{id}/saml. */
export interface RestOrganizationSaml {
  samlMetadataUrl?: string | null;
  samlEmailDomains?: string[] | null;
  samlAllowUserCreation?: boolean | null;
  samlAllowIdpInitiated?: boolean | null;
}

const ORGANIZATIONS_PATH = '/backoffice/organizations';

/**
 * Reads of an organization and its tabs. Every read is a memoized GET of the request's REST client, so each
 * path costs one call per request however many resolvers ask; list rows are primed as GET /organizations/{id},
 * so a listed organization is never fetched again.
 */
export function createOrganizationLoaders(rest: RestClient) {
  const get = <T>(organizationRestId: string, sub: string) => rest.get<T>(organizationSubPath(organizationRestId, sub));

  return {
    /** The detail's record (memoized GET; 404 out of scope). */
    detail: (organizationRestId: string) => rest.get<RestOrganization>(organizationPath(organizationRestId)),

    /** node(): GET /organizations/{id}. */
    byId: async (organizationRestId: string) =>
      toOrganizationFromRecord(await rest.get<RestOrganization>(organizationPath(organizationRestId))),

    list: ({ orderBy, search, ...page }: OrganizationListArgs) =>
      loadOffsetConnection<RestOrganization, ReturnType<typeof toOrganizationFromRecord>>(
        rest,
        ORGANIZATIONS_PATH,
        page,
        { ...organizationSort(orderBy), search },
        (row) => {
          rest.prime(organizationPath(row.id), row);
          return toOrganizationFromRecord(row);
        },
      ),

    async search({ query, first }: { query?: string | null; first?: number | null }) {
      const rows = await rest.get<RestOrganizationSearchRow[]>(
        withQuery(`${ORGANIZATIONS_PATH}/search`, {
          q: query?.trim() || undefined,
          limit: Math.min(first ?? 20, PICKER_LIMIT),
        }),
      );
      return rows.map(toOrganizationFromSearch);
    },

    networkSummary: async (organizationRestId: string) =>
      toNetworkSummary(await get<RestNetworkSummary>(organizationRestId, 'network-summary')),

    subscriptionSummary: async (organizationRestId: string) =>
      toSubscriptionSummary(
        await get<Parameters<typeof toSubscriptionSummary>[0]>(organizationRestId, 'subscription-summary'),
      ),

    users: (
      organizationRestId: string,
      {
        orderBy,
        search,
        ...page
      }: ConnectionArgs & { search?: string | null; orderBy?: OrganizationListArgs['orderBy'] },
    ) =>
      loadOffsetConnection<RestOrganizationUser, ReturnType<typeof toOrganizationUser>>(
        rest,
        organizationSubPath(organizationRestId, 'users'),
        page,
        { ...organizationSort(orderBy), search },
        toOrganizationUser,
      ),

    clients: (organizationRestId: string, { search, ...page }: ConnectionArgs & { search?: string | null }) =>
      loadOffsetConnection<RestOrganizationClient, ReturnType<typeof toOrganizationClient>>(
        rest,
        organizationSubPath(organizationRestId, 'clients'),
        page,
        { search },
        (row) => toOrganizationClient(row, organizationRestId),
      ),

    /** Organization.clientCandidates: GET /organizations/{id}/clients/candidates (the clients tab's picker). */
    clientCandidates: async (organizationRestId: string, args: CandidateArgs) =>
      (
        await rest.get<RestClientSearchRow[]>(
          withQuery(`${organizationSubPath(organizationRestId, 'clients')}/candidates`, candidatesQuery(args)),
        )
      ).map(toClientFromSearch),

    samlSettings: async (organizationRestId: string) => {
      const saml = await get<RestOrganizationSaml>(organizationRestId, 'saml');
      return {
        samlMetadataUrl: saml.samlMetadataUrl ?? null,
        samlEmailDomains: saml.samlEmailDomains ?? [],
        samlAllowUserCreation: saml.samlAllowUserCreation ?? false,
        samlAllowIdpInitiated: saml.samlAllowIdpInitiated ?? false,
      };
    },
  };
}
