import type { GatewayContext } from '../../context.js';
import type { ModuleResolvers } from '../types.js';
import { userIdFromAccessToken } from './accessToken.js';
import type { UserSource } from './user.js';

export const viewerResolvers: ModuleResolvers = {
  Query: {
    viewer: (_, __, ctx) => (ctx.accessToken === null ? null : ctx.loaders.users.byId.load(userIdFromAccessToken(ctx.accessToken))),
  },
  User: {
    subscription: fromFullRecord('subscription'),
    createdAt: fromFullRecord('createdAt'),
  },
};

/** Fields a session user (from sign-in) lacks are read from the full record, GET /backoffice/users/{id}. */
function fromFullRecord(field: 'subscription' | 'createdAt') {
  return async (user: UserSource, _: unknown, ctx: GatewayContext) =>
    user[field] !== undefined ? user[field] : (await ctx.loaders.users.byId.load(user.restId))[field];
}
