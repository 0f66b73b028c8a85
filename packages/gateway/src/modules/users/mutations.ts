import { restIdArg } from '../../ids.js';
import { payloadOf } from '../../payloads/fieldErrors.js';
import type { ModuleResolvers } from '../types.js';
import { alertCentralFieldName } from './settings.js';
import * as writes from './writes.js';

const userId = (id: string) => restIdArg('User', id);

/**
 * User mutations. A platform 400 VALIDATION_FAILED with `fields` becomes `errors` in the payload (field
 * names mapped to the input's: roles → role, clients → clientIds, lat → latitude, ...); anything else
 * stays a GraphQL error with its code (403 FORBIDDEN, 404 NOT_FOUND, 409 SSO_USER / OWNER_CANNOT_BE_REMOVED).
 */
export const userMutations: ModuleResolvers = {
  Mutation: {
    createUser: (_, { input }, ctx) => payloadOf('user', () => writes.createUser(ctx, input), writes.userFieldName),
    updateUser: (_, { id, input }, ctx) =>
      payloadOf('user', () => writes.updateUser(ctx, userId(id), input), writes.userFieldName),
    deleteUser: (_, { id }, ctx) => writes.deleteUser(ctx, userId(id)),
    resetUserPassword: (_, { id, password }, ctx) =>
      payloadOf('user', () => writes.resetPassword(ctx, userId(id), password)),
    updateUserNotificationSettings: (_, { id, input }, ctx) =>
      payloadOf('user', () => writes.updateNotificationSettings(ctx, userId(id), input)),
    updateUserAlertCentralSettings: (_, { id, input }, ctx) =>
      payloadOf('user', () => writes.updateAlertCentralSettings(ctx, userId(id), input), alertCentralFieldName),
    addUserToNetworks: (_, { id, networkIds }, ctx) =>
      payloadOf(
        'user',
        () => writes.addToNetworks(ctx, userId(id), networkIds),
        (field) => (field === 'ids' || field.startsWith('ids.') ? field.replace(/^ids/, 'networkIds') : field),
      ),
    removeUserFromNetwork: (_, { id, networkId }, ctx) =>
      payloadOf('user', () => writes.removeFromNetwork(ctx, userId(id), restIdArg('Network', networkId, 'networkId'))),
    exportUsers: (_, args, ctx) => writes.exportUsers(ctx, args),
    importUsers: (_, { clientId, input }, ctx) =>
      writes.importUsers(ctx, restIdArg('Client', clientId, 'clientId'), input),
  },
};
