import { actionLogResolvers } from './actionLog/resolvers.js';
import { authResolvers } from './auth/resolvers.js';
import { clientMutations } from './clients/mutations.js';
import { policyResolvers } from './clients/policyResolvers.js';
import { clientResolvers } from './clients/resolvers.js';
import { deviceMutations } from './devices/mutations.js';
import { deviceResolvers } from './devices/resolvers.js';
import { documentResolvers } from './documents/resolvers.js';
import { flicResolvers } from './flic/resolvers.js';
import { geocodingResolvers } from './geocoding/resolvers.js';
import { helpCenterResolvers } from './helpCenter/resolvers.js';
import { incidentResolvers } from './incidents/resolvers.js';
import { integrationResolvers } from './integrations/resolvers.js';
import { multiAlertMutations } from './multiAlerts/mutations.js';
import { multiAlertResolvers } from './multiAlerts/resolvers.js';
import { networkMutations } from './networks/mutations.js';
import { networkResolvers } from './networks/resolvers.js';
import { nodeResolvers } from './node/resolvers.js';
import { organizationMutations } from './organizations/mutations.js';
import { organizationResolvers } from './organizations/resolvers.js';
import { reportResolvers } from './reports/resolvers.js';
import { scalarResolvers } from './scalars/resolvers.js';
import { sensorResolvers } from './sensors/resolvers.js';
import { shellResolvers } from './shell/resolvers.js';
import { statisticsResolvers } from './statistics/resolvers.js';
import { systemNotificationResolvers } from './systemNotifications/resolvers.js';
import { fieldErrorResolvers } from '../payloads/fieldErrors.js';
import type { ModuleResolvers } from './types.js';
import { userMutations } from './users/mutations.js';
import { userResolvers } from './users/resolvers.js';
import { viewerResolvers } from './viewer/resolvers.js';

export const resolvers: ModuleResolvers[] = [
  scalarResolvers,
  nodeResolvers,
  fieldErrorResolvers,
  authResolvers,
  viewerResolvers,
  statisticsResolvers,
  shellResolvers,
  incidentResolvers,
  clientResolvers,
  clientMutations,
  policyResolvers,
  organizationResolvers,
  organizationMutations,
  networkResolvers,
  networkMutations,
  deviceResolvers,
  deviceMutations,
  flicResolvers,
  sensorResolvers,
  documentResolvers,
  multiAlertResolvers,
  multiAlertMutations,
  userResolvers,
  userMutations,
  actionLogResolvers,
  integrationResolvers,
  geocodingResolvers,
  helpCenterResolvers,
  systemNotificationResolvers,
  reportResolvers,
];
