import type { ModuleResolvers } from '../types.js';

/** Help center sections and the FAQ (issue 12). */
export const helpCenterResolvers: ModuleResolvers = {};
