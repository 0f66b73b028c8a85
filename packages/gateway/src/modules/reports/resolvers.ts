import type { ModuleResolvers } from '../types.js';
import { exportIncidentAnalysis, exportIncidentSummary } from './exports.js';

export const reportResolvers: ModuleResolvers = {
  Mutation: {
    exportIncidentSummary: (_, { input }, ctx) => exportIncidentSummary(ctx, input),
    exportIncidentAnalysis: (_, args, ctx) => exportIncidentAnalysis(ctx, args),
  },
};
