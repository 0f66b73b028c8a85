import { fromGlobalId, restIdArg } from '../../ids.js';
import { payloadOf } from '../../payloads/fieldErrors.js';
import type { ModuleResolvers } from '../types.js';
import { integrationFieldName, type IntegrationSource } from './integration.js';
import * as writes from './writes.js';

/** The REST id of a Network source (G1's NetworkSource has restId; its global id otherwise). */
const networkRestIdOf = (network: { restId?: string; id: string }) =>
  network.restId ?? fromGlobalId(network.id)?.restId ?? '';

type IntegrationParent = IntegrationSource & { network?: unknown };

/** IntegrationPayload of a write: the integration and the key it generated (once), or the field errors. */
async function writePayload(write: () => Promise<writes.IntegrationWrite>) {
  let encryptionKey: string | null = null;
  const payload = await payloadOf(
    'integration',
    async () => {
      const done = await write();
      encryptionKey = done.encryptionKey;
      return done.integration;
    },
    integrationFieldName,
  );
  return { ...payload, encryptionKey };
}

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
      writePayload(() => writes.createIntegration(ctx, restIdArg('Network', networkId, 'networkId'), input)),
    updateIntegration: (_, { id, input }, ctx) => writePayload(() => writes.updateIntegration(ctx, id, input)),
    setIntegrationEncryptionKey: (_, { id, input }, ctx) =>
      writePayload(() => writes.setIntegrationEncryptionKey(ctx, id, input)),
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
