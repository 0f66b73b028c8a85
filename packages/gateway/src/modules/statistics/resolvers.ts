import type { ModuleResolvers } from '../types.js';

export const statisticsResolvers: ModuleResolvers = {
  Query: {
    // Each Statistics field loads its own figures, so a screen pays only for what it selects.
    statistics: () => ({}),
  },
  Statistics: {
    counts: (_, __, ctx) => ctx.loaders.statistics.counts(),
    history: (_, { range }, ctx) => ctx.loaders.statistics.history(range),
    hourly: (_, { date }, ctx) => ctx.loaders.statistics.hourly(date),
    subscriptions: (_, __, ctx) => ctx.loaders.statistics.subscriptions(),
    incidentStatus: (_, __, ctx) => ctx.loaders.statistics.incidentStatus(),
  },
};
