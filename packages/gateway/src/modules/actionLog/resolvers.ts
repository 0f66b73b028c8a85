import type { ModuleResolvers } from '../types.js';

export const actionLogResolvers: ModuleResolvers = {
  Query: {
    actionLog: (_, args, ctx) => ctx.loaders.actionLog.list(args),
  },
};
