import { restIdArg } from '../../ids.js';
import { fieldsFromFullRecord } from '../partialSource.js';
import type { ModuleResolvers } from '../types.js';
import type { NetworkSource } from './network.js';

const optionalId = (type: string, id: string | null | undefined, argument: string) =>
  id ? restIdArg(type, id, argument) : undefined;

export const networkResolvers: ModuleResolvers = {
  Query: {
    searchNetworks: (_, args, ctx) =>
      ctx.loaders.networks.search({
        query: args.query,
        clientId: optionalId('Client', args.clientId, 'clientId'),
        userId: optionalId('User', args.userId, 'userId'),
        withoutClients: args.withoutClients,
        excludeClientId: optionalId('Client', args.excludeClientId, 'excludeClientId'),
        first: args.first,
      }),
  },
  Network: fieldsFromFullRecord(['address'], async (network: NetworkSource, ctx) =>
    network.clientRestId === null
      ? { address: null }
      : ((await ctx.loaders.networks.fullInClient(network.clientRestId, network.restId)) ?? { address: null }),
  ),
};
