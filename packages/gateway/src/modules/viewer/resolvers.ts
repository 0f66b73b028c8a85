import type { GatewayContext } from '../../context.js';
import { restIdArg } from '../../ids.js';
import type { ModuleResolvers } from '../types.js';
import { userIdFromAccessToken } from './accessToken.js';
import { LAZY_USER_FIELDS, type UserSource } from './user.js';

export const viewerResolvers: ModuleResolvers = {
  Query: {
    viewer: (_, __, ctx) =>
      ctx.accessToken === null ? null : ctx.loaders.users.byId.load(userIdFromAccessToken(ctx.accessToken)),
    searchUsers: (_, args, ctx) =>
      ctx.loaders.users.search({
        query: args.query,
        clientId: optionalId('Client', args.clientId, 'clientId'),
        networkId: optionalId('Network', args.networkId, 'networkId'),
        excludeClientId: optionalId('Client', args.excludeClientId, 'excludeClientId'),
        excludeNetworkId: optionalId('Network', args.excludeNetworkId, 'excludeNetworkId'),
        first: args.first,
      }),
  },
  User: Object.fromEntries(LAZY_USER_FIELDS.map((field) => [field, fromFullRecord(field)])),
};

/** Fields a partial source (session user, picker or member row) lacks are read from GET /backoffice/users/{id}. */
function fromFullRecord(field: (typeof LAZY_USER_FIELDS)[number]) {
  // Synchronous when the source has the field (partialSource.ts says why).
  return (user: UserSource, _: unknown, ctx: GatewayContext) =>
    user[field] !== undefined ? user[field] : ctx.loaders.users.byId.load(user.restId).then((full) => full[field]);
}

const optionalId = (type: string, id: string | null | undefined, argument: string) =>
  id ? restIdArg(type, id, argument) : undefined;
