import type { ModuleResolvers } from '../types.js';

export const shellResolvers: ModuleResolvers = {
  Query: {
    heartbeats: (_, __, ctx) => ctx.loaders.shell.heartbeats(),
    serverVersion: (_, __, ctx) => ctx.loaders.shell.serverVersion(),
    unreadReleaseNoteCount: (_, __, ctx) => ctx.loaders.shell.unreadReleaseNoteCount(),
    latestAppVersions: (_, __, ctx) => ctx.loaders.shell.latestAppVersions(),
  },
};
