import { fromGlobalId, restIdArg } from '../../ids.js';
import { payloadOf } from '../../payloads/fieldErrors.js';
import type { ModuleResolvers } from '../types.js';
import { integrationFieldName, type IntegrationSource } from './integration.js';
import * as writes from './writes.js';

/** The REST id of a Network source (G1's NetworkSource has restId; its global id otherwise). */
const networkRestIdOf = (network: { restId?: string; id: string }) =>
  network.restId ?? fromGlobalId(network.id)?.restId ?? '';

type IntegrationParent = IntegrationSource & { network?: unknown };

/**
 * Integrations of a network (docs/rest-contract.md "Integrations (issue 9)"): Network.integrations, the
 * Integration node and its log, Query.siaCodes and the four mutations. Field errors come back as payload
 * `errors` with the input's names (settings.line → line, settings.sia_code_create → siaCodes.create).
 */
export const integrationResolvers: ModuleResolvers = {
  Query: {
    siaCodes: (_, __, ctx) => ctx.loaders.integrations.siaCodes(),
  },
  Mutation: {
    createIntegration: (_, { networkId, input }, ctx) =>
      payloadOf(
        'integration',
        () => writes.createIntegration(ctx, restIdArg('Network', networkId, 'networkId'), input),
        integrationFieldName,
      ),
    updateIntegration: (_, { id, input }, ctx) =>
      payloadOf('integration', () => writes.updateIntegration(ctx, id, input), integrationFieldName),
    deleteIntegration: (_, { id }, ctx) => writes.deleteIntegration(ctx, id),
    sendTestAlarm: (_, { id }, ctx) => writes.sendTestAlarm(ctx, id),
  },
  Network: {
    integrations: async (network: { restId?: string; id: string }, _, ctx) =>
      (await ctx.loaders.integrations.ofNetwork(networkRestIdOf(network))).map((integration) => ({
        ...integration,
        network,
      })),
  },
  Integration: {
    // The network at hand (Network.integrations); else the network's record (GET /backoffice/networks/{id}).
    network: (integration: IntegrationParent, _, ctx) =>
      integration.network ?? ctx.loaders.networks.byId(integration.networkRestId),
    logs: (integration: IntegrationSource, args, ctx) => ctx.loaders.integrations.logs(integration.restId, args),
  },
};
