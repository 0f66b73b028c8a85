import type { ModuleResolvers } from '../types.js';
import { userIdFromAccessToken } from './accessToken.js';

/** The signed-in user; its fields are the User type's (src/modules/users/resolvers.ts). */
export const viewerResolvers: ModuleResolvers = {
  Query: {
    viewer: (_, __, ctx) =>
      ctx.accessToken === null ? null : ctx.loaders.users.byId.load(userIdFromAccessToken(ctx.accessToken)),
  },
};
