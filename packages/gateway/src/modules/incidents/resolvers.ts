import { restIdArg } from '../../ids.js';
import { actAs, type GatewayContext } from '../../context.js';
import type { ModuleResolvers } from '../types.js';
import { openIncidentEvents, type PlatformIncidentEvent } from './eventStream.js';
import { toIncident } from './incident.js';
import { viewParam, type IncidentListArgs } from './loaders.js';
import { setIncidentStatus } from './mutations.js';

interface EventArgs {
  networkId?: string | null;
  view?: string | null;
}

/**
 * Each event runs with fresh loaders (actAs with the same token): nothing read for an earlier event,
 * such as the counters, is reused, and the subscriber's memo does not grow for as long as they stay.
 */
async function toIncidentEvent(event: PlatformIncidentEvent, args: EventArgs, ctx: GatewayContext) {
  actAs(ctx, ctx.accessToken as string);
  return {
    type: event.type.toUpperCase(),
    incident: event.incident ? toIncident(event.incident) : null,
    counters: await ctx.loaders.incidents.counters(args.view),
  };
}

export const incidentResolvers: ModuleResolvers = {
  Query: {
    incidents: (_, args: IncidentListArgs, ctx) => ctx.loaders.incidents.connection(args),
    incidentCounters: (_, args: { view?: string | null }, ctx) => ctx.loaders.incidents.counters(args.view),
  },
  Mutation: {
    setIncidentStatus: (_, args: { id: string; status: string }, ctx) => setIncidentStatus(args, ctx),
  },
  Subscription: {
    incidentEvents: {
      subscribe: (_: unknown, args: EventArgs, ctx: GatewayContext) =>
        openIncidentEvents(ctx, {
          networkId: args.networkId ? restIdArg('Network', args.networkId, 'networkId') : undefined,
          view: viewParam(args.view),
        }),
      resolve: (event: PlatformIncidentEvent, args: EventArgs, ctx: GatewayContext) =>
        toIncidentEvent(event, args, ctx),
    },
  } as unknown as ModuleResolvers[string],
};
