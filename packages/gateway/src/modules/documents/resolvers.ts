import { restIdArg } from '../../ids.js';
import type { ModuleResolvers } from '../types.js';

export const documentResolvers: ModuleResolvers = {
  Query: {
    searchDocuments: (_, args, ctx) =>
      ctx.loaders.documents.search({
        query: args.query,
        clientId: args.clientId ? restIdArg('Client', args.clientId, 'clientId') : undefined,
        first: args.first,
      }),
  },
};
