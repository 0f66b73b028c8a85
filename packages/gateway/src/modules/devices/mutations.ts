import type { ModuleResolvers } from '../types.js';

/** DALM device writes and the mutations every AlarmDevice shares. Being built in session 6. */
export const deviceMutations: ModuleResolvers = {};
