import type { RestClient } from '../upstream/rest.js';
import { createActionLogLoaders } from './actionLog/loaders.js';
import { createClientLoaders } from './clients/loaders.js';
import { createDeviceLoaders } from './devices/loaders.js';
import { createDocumentLoaders } from './documents/loaders.js';
import { createFlicLoaders } from './flic/loaders.js';
import { createHelpCenterLoaders } from './helpCenter/loaders.js';
import { createIncidentLoaders } from './incidents/loaders.js';
import { createIntegrationLoaders } from './integrations/loaders.js';
import { createMultiAlertLoaders } from './multiAlerts/loaders.js';
import { createNetworkLoaders } from './networks/loaders.js';
import { createOrganizationLoaders } from './organizations/loaders.js';
import { createSensorLoaders } from './sensors/loaders.js';
import { createShellLoaders } from './shell/loaders.js';
import { createStatisticsLoaders } from './statistics/loaders.js';
import { createUserLoaders } from './users/loaders.js';

/** Per-request loaders of every module, all over the caller's REST client. */
export function createLoaders(rest: RestClient) {
  return {
    users: createUserLoaders(rest),
    statistics: createStatisticsLoaders(rest),
    shell: createShellLoaders(rest),
    incidents: createIncidentLoaders(rest),
    clients: createClientLoaders(rest),
    networks: createNetworkLoaders(rest),
    devices: createDeviceLoaders(rest),
    documents: createDocumentLoaders(rest),
    multiAlerts: createMultiAlertLoaders(rest),
    actionLog: createActionLogLoaders(rest),
    integrations: createIntegrationLoaders(rest),
    organizations: createOrganizationLoaders(rest),
    flic: createFlicLoaders(rest),
    sensors: createSensorLoaders(rest),
    helpCenter: createHelpCenterLoaders(rest),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
