import type { ModuleResolvers } from '../types.js';
import type { PolicyCategorySource } from './policy.js';
import type { SamlSettingsSource } from './saml.js';

/** The nodes a policy category and the SAML settings refer to by id, resolved through the lookups. */
export const policyResolvers: ModuleResolvers = {
  AlertPolicyCategory: {
    selectedUsers: (category: PolicyCategorySource, _, ctx) =>
      ctx.loaders.users.inClient(category.clientRestId, category.selectedUserIds),
    notifySelectedUsersOutsideOfRange: (category: PolicyCategorySource, _, ctx) =>
      ctx.loaders.users.inClient(category.clientRestId, category.notifySelectedUserIdsOutsideOfRange),
    selectedNetworks: (category: PolicyCategorySource, _, ctx) =>
      ctx.loaders.networks.inClient(category.clientRestId, category.selectedNetworkIds),
    document: (category: PolicyCategorySource, _, ctx) =>
      ctx.loaders.documents.inClient(category.clientRestId, category.documentId),
    deviceOutputControl: async (category: PolicyCategorySource, _, ctx) => {
      if (category.deviceOutputControl === null) return null;
      const devices = await ctx.loaders.devices.inClient(
        category.clientRestId,
        category.deviceOutputControl.map((entry) => entry.deviceId),
      );
      // A device that left the client since the policy was saved is left out.
      return category.deviceOutputControl.flatMap(({ deviceId, outputCodes }) => {
        const device = devices.get(deviceId);
        return device ? [{ device, outputCodes }] : [];
      });
    },
  },
  ClientSamlSettings: {
    samlSelectedNetworks: (settings: SamlSettingsSource, _, ctx) =>
      ctx.loaders.networks.inClient(settings.clientRestId, settings.samlSelectedNetworkIds),
  },
};
