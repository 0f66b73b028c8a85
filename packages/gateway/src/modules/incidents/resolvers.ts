import type { ModuleResolvers } from '../types.js';

export const incidentResolvers: ModuleResolvers = {
  Query: {
    incidents: (_, args, ctx) => ctx.loaders.incidents.connection(args),
  },
};
