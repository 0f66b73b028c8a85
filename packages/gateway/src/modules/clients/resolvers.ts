import type { GatewayContext } from '../../context.js';
import { fieldsFromFullRecord } from '../partialSource.js';
import type { CandidateArgs } from '../../upstream/pickers.js';
import type { ModuleResolvers } from '../types.js';
import { CLIENT_RECORD_FIELDS, type ClientSource } from './client.js';

type PageArgs = { first?: number | null; after?: string | null; search?: string | null };

export const clientResolvers: ModuleResolvers = {
  Query: {
    clients: (_, args, ctx) => ctx.loaders.clients.list(args),
    searchClients: (_, args, ctx) => ctx.loaders.clients.search(args),
  },
  Client: {
    // Picker rows carry only id and name: the rest comes from GET /clients/{id} when selected.
    ...fieldsFromFullRecord(CLIENT_RECORD_FIELDS, (client: ClientSource, ctx) =>
      ctx.loaders.clients.byId(client.restId),
    ),
    networkSummary: (client: ClientSource, _, ctx) => ctx.loaders.clients.networkSummary(client.restId),
    subscriptionSummary: (client: ClientSource, _, ctx) => ctx.loaders.clients.subscriptionSummary(client.restId),
    users: (client: ClientSource, args: PageArgs, ctx) => ctx.loaders.clients.members(client.restId, args),
    networks: (client: ClientSource, args: PageArgs, ctx) => ctx.loaders.networks.ofClient(client.restId, args),
    devices: (client: ClientSource, args: PageArgs, ctx) => ctx.loaders.devices.ofClient(client.restId, args),
    deviceCandidates: (client: ClientSource, args: CandidateArgs, ctx) =>
      ctx.loaders.devices.candidatesOfClient(client.restId, args),
    policy: (client: ClientSource, _, ctx) => ctx.loaders.clients.policy(client.restId),
    multiAlerts: (client: ClientSource, args: PageArgs, ctx) => ctx.loaders.multiAlerts.ofClient(client.restId, args),
    alertScreen: (client: ClientSource, _, ctx) => ctx.loaders.clients.alertScreen(client.restId),
    samlSettings: async (client: ClientSource, _, ctx) =>
      (await hasOrganization(client, ctx)) ? ctx.loaders.clients.samlSettings(client.restId) : null,
    notificationSettings: (client: ClientSource, _, ctx) => ctx.loaders.clients.notificationSettings(client.restId),
  },
};

/** SAML settings exist only for a client with an organization (the spec hides the tab otherwise). */
async function hasOrganization(client: ClientSource, ctx: GatewayContext): Promise<boolean> {
  const organization =
    client.organization !== undefined
      ? client.organization
      : (await ctx.loaders.clients.byId(client.restId)).organization;
  return organization !== null;
}
