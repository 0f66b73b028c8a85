import type { GatewayContext } from '../../context.js';
import { fromGlobalId } from '../../ids.js';
import { hasCode } from '../../upstream/errors.js';
import { parseActionEntryId } from '../actionLog/entry.js';
import type { ModuleResolvers } from '../types.js';

/** Every Node type and the loader that reads it by REST id. A new Node type adds one line here. */
const NODE_LOADERS: Record<string, (ctx: GatewayContext, restId: string) => Promise<unknown>> = {
  User: (ctx, restId) => ctx.loaders.users.byId.load(restId),
  Incident: (ctx, restId) => ctx.loaders.incidents.byId.load(restId),
  Client: (ctx, restId) => ctx.loaders.clients.byId(restId),
  MultiAlert: (ctx, restId) => {
    const [clientRestId, alertRestId] = restId.split('/');
    return alertRestId ? ctx.loaders.multiAlerts.byId(clientRestId, alertRestId) : Promise.resolve(null);
  },
  // A user's phone: "<userId>/<deviceId>", found in its owner's device list.
  MobileDevice: (ctx, restId) => {
    const [userRestId, deviceRestId] = restId.split('/');
    return deviceRestId ? ctx.loaders.users.mobileDevice(userRestId, deviceRestId) : Promise.resolve(null);
  },
  // "<id>@<createdAt>": found in the log of that millisecond.
  ActionLogEntry: (ctx, restId) => {
    const parsed = parseActionEntryId(restId);
    return parsed ? ctx.loaders.actionLog.byId(parsed.id, parsed.createdAt) : Promise.resolve(null);
  },
  // "<networkId>/<integrationId>": found in its network's integration list.
  Integration: (ctx, restId) => {
    const [networkRestId, integrationRestId] = restId.split('/');
    return integrationRestId ? ctx.loaders.integrations.byId(networkRestId, integrationRestId) : Promise.resolve(null);
  },
  Network: (ctx, restId) => (isRestId(restId) ? ctx.loaders.networks.byId(restId) : Promise.resolve(null)),
  // "<networkId>/<relayId>": found in its network's relays.
  Relay: (ctx, restId) => {
    const [networkRestId, relayRestId] = restId.split('/');
    return isRestId(networkRestId) && isRestId(relayRestId)
      ? ctx.loaders.networks.relay(networkRestId, relayRestId)
      : Promise.resolve(null);
  },
  Organization: (ctx, restId) => (isRestId(restId) ? ctx.loaders.organizations.byId(restId) : Promise.resolve(null)),
  // A DALM device (GET /devices/{id}; 404 for another kind).
  Device: (ctx, restId) => (isRestId(restId) ? ctx.loaders.devices.byId(restId) : Promise.resolve(null)),
  // Hubs, buttons and sensors by serial (URL-encoded in the path); a serial of the other Flic type reads as null.
  FlicHub: (ctx, serial) => ctx.loaders.flic.byId('hub', serial),
  FlicButton: (ctx, serial) => ctx.loaders.flic.byId('button', serial),
  SensorDevice: (ctx, serial) => ctx.loaders.sensors.byId(serial),
  Document: (ctx, restId) => (isRestId(restId) ? ctx.loaders.documents.byId(restId) : Promise.resolve(null)),
  HelpSection: (ctx, restId) => (isRestId(restId) ? ctx.loaders.helpCenter.section(restId) : Promise.resolve(null)),
  FaqCategory: (ctx, restId) => (isRestId(restId) ? ctx.loaders.helpCenter.faqCategory(restId) : Promise.resolve(null)),
  FaqQuestion: (ctx, restId) => (isRestId(restId) ? ctx.loaders.helpCenter.faqQuestion(restId) : Promise.resolve(null)),
};

const isRestId = (restId: string | undefined): restId is string => /^[1-9][0-9]{0,9}$/.test(restId ?? '');

export const nodeResolvers: ModuleResolvers = {
  Query: {
    node: (_, { id }, ctx) => loadNode(ctx, id),
    nodes: (_, { ids }, ctx) => Promise.all((ids as string[]).map((id) => loadNode(ctx, id))),
  },
  Node: {
    __resolveType: (node: { __typename: string }) => node.__typename,
  },
};

async function loadNode(ctx: GatewayContext, globalId: string): Promise<unknown> {
  const parsed = fromGlobalId(globalId);
  const load = parsed && Object.hasOwn(NODE_LOADERS, parsed.type) ? NODE_LOADERS[parsed.type] : undefined;
  if (!parsed || !load) return null;
  try {
    return await load(ctx, parsed.restId);
  } catch (error) {
    // Out of the caller's scope reads as "does not exist", like the platform's 404.
    if (hasCode(error, 'NOT_FOUND')) return null;
    throw error;
  }
}
