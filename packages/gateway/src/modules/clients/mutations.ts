import { restIdArg } from '../../ids.js';
import { payloadOf } from '../../payloads/fieldErrors.js';
import type { ModuleResolvers } from '../types.js';
import { alertScreenFieldName } from './alertScreen.js';
import { policyFieldName } from './policy.js';
import { samlFieldName } from './saml.js';
import * as writes from './writes.js';

const clientId = (id: string) => restIdArg('Client', id);

/**
 * Client mutations. A platform 400 VALIDATION_FAILED with `fields` becomes `errors` in the payload (field
 * names mapped to the input's, see policyFieldName, alertScreenFieldName, samlFieldName); anything else
 * stays a GraphQL error with its code.
 */
export const clientMutations: ModuleResolvers = {
  Mutation: {
    createClient: (_, { input }, ctx) => payloadOf('client', () => writes.createClient(ctx, input)),
    updateClient: (_, { id, input }, ctx) => payloadOf('client', () => writes.updateClient(ctx, clientId(id), input)),
    deleteClient: (_, { id }, ctx) => writes.deleteClient(ctx, clientId(id)),
    setClientsDisplay: (_, { input }, ctx) => writes.setClientsDisplay(ctx, input),
    updateClientPolicy: (_, { id, input }, ctx) =>
      payloadOf('client', () => writes.updatePolicy(ctx, clientId(id), input), policyFieldName),
    updateClientSamlSettings: (_, { id, input }, ctx) =>
      payloadOf('client', () => writes.updateSamlSettings(ctx, clientId(id), input), samlFieldName),
    updateClientAlertScreen: (_, { id, input }, ctx) =>
      payloadOf('client', () => writes.updateAlertScreen(ctx, clientId(id), input), alertScreenFieldName),
    requestClientIconUpload: (_, { id, input }, ctx) => writes.requestIconUpload(ctx, clientId(id), input),
    updateClientNotificationSettings: (_, { id, input }, ctx) =>
      payloadOf('client', () => writes.updateNotificationSettings(ctx, clientId(id), input)),
    addUsersToClient: (_, { id, userIds }, ctx) =>
      payloadOf('client', () => writes.addUsers(ctx, clientId(id), userIds)),
    setClientUserAdmin: (_, { id, userId, isAdmin }, ctx) =>
      payloadOf('clientUser', () =>
        writes.setUserAdmin(ctx, clientId(id), restIdArg('User', userId, 'userId'), isAdmin),
      ),
    removeUserFromClient: (_, { id, userId }, ctx) =>
      writes.removeUser(ctx, clientId(id), restIdArg('User', userId, 'userId')),
    addNetworksToClient: (_, { id, networkIds }, ctx) =>
      payloadOf('client', () => writes.addNetworks(ctx, clientId(id), networkIds)),
    removeNetworkFromClient: (_, { id, networkId }, ctx) =>
      writes.removeNetwork(ctx, clientId(id), restIdArg('Network', networkId, 'networkId')),
    addDevicesToClient: (_, { id, deviceIds }, ctx) =>
      payloadOf('client', () => writes.addDevices(ctx, clientId(id), deviceIds)),
    removeDeviceFromClient: (_, { id, deviceId }, ctx) =>
      writes.removeDevice(ctx, clientId(id), restIdArg('Device', deviceId, 'deviceId')),
  },
};
