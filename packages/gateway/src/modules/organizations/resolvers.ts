import type { ConnectionArgs } from '../../connections/offsetConnection.js';
import type { CandidateArgs } from '../../upstream/pickers.js';
import { fieldsFromFullRecord } from '../partialSource.js';
import type { ModuleResolvers } from '../types.js';
import { serviceProviderOf } from './consoleOrigin.js';
import type { OrganizationListArgs } from './loaders.js';
import { ORGANIZATION_RECORD_FIELDS, toOrganizationFromRecord, type OrganizationSource } from './organization.js';

type PageArgs = ConnectionArgs & { search?: string | null };

export const organizationResolvers: ModuleResolvers = {
  Query: {
    organizations: (_, args: OrganizationListArgs, ctx) => ctx.loaders.organizations.list(args),
    searchOrganizations: (_, args, ctx) => ctx.loaders.organizations.search(args),
  },
  Organization: {
    number: (organization: OrganizationSource) => Number(organization.restId),
    // Synchronous when the row carries the name (partialSource.ts says why); a row naming only the id (or an
    // empty name) reads it from GET /organizations/{id}, memoized per request.
    name: (organization: OrganizationSource, _, ctx) =>
      organization.name || ctx.loaders.organizations.detail(organization.restId).then((detail) => detail.name),
    // A client's or user's organization and picker rows carry id and name: the rest comes from the detail.
    ...fieldsFromFullRecord(ORGANIZATION_RECORD_FIELDS, async (organization: OrganizationSource, ctx) =>
      toOrganizationFromRecord(await ctx.loaders.organizations.detail(organization.restId)),
    ),
    networkSummary: (organization: OrganizationSource, _, ctx) =>
      ctx.loaders.organizations.networkSummary(organization.restId),
    subscriptionSummary: (organization: OrganizationSource, _, ctx) =>
      ctx.loaders.organizations.subscriptionSummary(organization.restId),
    users: (organization: OrganizationSource, args: PageArgs & Pick<OrganizationListArgs, 'orderBy'>, ctx) =>
      ctx.loaders.organizations.users(organization.restId, args),
    clients: (organization: OrganizationSource, args: PageArgs, ctx) =>
      ctx.loaders.organizations.clients(organization.restId, args),
    clientCandidates: (organization: OrganizationSource, args: CandidateArgs, ctx) =>
      ctx.loaders.organizations.clientCandidates(organization.restId, args),
    samlSettings: async (organization: OrganizationSource, _, ctx) => ({
      ...(await ctx.loaders.organizations.samlSettings(organization.restId)),
      serviceProvider: serviceProviderOf(ctx.consoleOrigin),
    }),
  },
};
