import type { ModuleResolvers } from '../types.js';

/** FlicHub and FlicButton over /flic-hub (docs/rest-contract.md "Alarm devices (issue 11)"). Being built in session 6. */
export const flicResolvers: ModuleResolvers = {};
