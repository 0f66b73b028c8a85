import type { ModuleResolvers } from '../types.js';
import type { OrganizationSource } from './organization.js';

export const organizationResolvers: ModuleResolvers = {
  Organization: {
    // Synchronous when the row carries the name (partialSource.ts says why).
    name: (organization: OrganizationSource, _, ctx) =>
      organization.name ??
      ctx.loaders.clients.byId(organization.clientRestId).then((client) => client.organizationName),
  },
};
