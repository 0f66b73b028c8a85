import type { ModuleResolvers } from '../types.js';
import type { MultiAlertSource } from './multiAlert.js';

export const multiAlertResolvers: ModuleResolvers = {
  MultiAlert: {
    selectedNetworks: (alert: MultiAlertSource, _, ctx) =>
      ctx.loaders.networks.inClient(alert.clientRestId, alert.selectedNetworkIds),
    selectedUsers: (alert: MultiAlertSource, _, ctx) =>
      ctx.loaders.users.inClient(alert.clientRestId, alert.selectedUserIds),
    notifySelectedUsersOutsideOfRange: (alert: MultiAlertSource, _, ctx) =>
      ctx.loaders.users.inClient(alert.clientRestId, alert.notifySelectedUserIdsOutsideOfRange),
    document: (alert: MultiAlertSource, _, ctx) => ctx.loaders.documents.inClient(alert.clientRestId, alert.documentId),
    client: (alert: MultiAlertSource, _, ctx) => ctx.loaders.clients.byId(alert.clientRestId),
  },
};
