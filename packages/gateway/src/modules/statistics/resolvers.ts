import { toNetworkFromRow } from '../networks/network.js';
import type { ModuleResolvers } from '../types.js';
import type { NetworkIncidentCountSource } from './incidentFigures.js';

export const statisticsResolvers: ModuleResolvers = {
  Query: {
    // Each Statistics field loads its own figures, so a screen pays only for what it selects.
    statistics: () => ({}),
    incidentStatistics: (_, args, ctx) => ctx.loaders.statistics.incidentStatistics(args),
    incidentAnalysis: (_, args, ctx) => ctx.loaders.statistics.incidentAnalysis(args),
  },
  Statistics: {
    counts: (_, __, ctx) => ctx.loaders.statistics.counts(),
    history: (_, { range }, ctx) => ctx.loaders.statistics.history(range),
    hourly: (_, { date }, ctx) => ctx.loaders.statistics.hourly(date),
    subscriptions: (_, __, ctx) => ctx.loaders.statistics.subscriptions(),
    incidentStatus: (_, __, ctx) => ctx.loaders.statistics.incidentStatus(),
  },
  NetworkIncidentCount: {
    // The ten rows' networks in one call (the networks list by ids); null when the network is gone.
    network: async ({ networkRestId }: NetworkIncidentCountSource, _, ctx) => {
      if (networkRestId === null) return null;
      const row = await ctx.loaders.networks.row(networkRestId);
      return row ? toNetworkFromRow(row) : null;
    },
  },
};
