import type { ModuleResolvers } from '../types.js';
import type { OrganizationSource } from './organization.js';

export const organizationResolvers: ModuleResolvers = {
  Organization: {
    name: async (organization: OrganizationSource, _, ctx) =>
      organization.name ?? (await ctx.loaders.clients.byId(organization.clientRestId)).organizationName,
  },
};
