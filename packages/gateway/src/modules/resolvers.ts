import { authResolvers } from './auth/resolvers.js';
import { incidentResolvers } from './incidents/resolvers.js';
import { nodeResolvers } from './node/resolvers.js';
import { scalarResolvers } from './scalars/resolvers.js';
import { shellResolvers } from './shell/resolvers.js';
import { statisticsResolvers } from './statistics/resolvers.js';
import type { ModuleResolvers } from './types.js';
import { viewerResolvers } from './viewer/resolvers.js';

export const resolvers: ModuleResolvers[] = [
  scalarResolvers,
  nodeResolvers,
  authResolvers,
  viewerResolvers,
  statisticsResolvers,
  shellResolvers,
  incidentResolvers,
];
