import { GraphQLError } from 'graphql';
import { restIdArg, restIdOf } from '../../ids.js';
import { payloadOf } from '../../payloads/fieldErrors.js';
import type { ModuleResolvers } from '../types.js';
import { settingsFieldName } from './tabs.js';
import * as writes from './writes.js';

const networkId = (id: string) => restIdArg('Network', id);

/** A relay's global id names its network ("Relay:<networkId>/<relayId>"): the relay's own id is the second part. */
function relayId(id: string): number {
  const [, relay] = (restIdOf('Relay', id) ?? '').split('/');
  if (!relay || !/^\d+$/.test(relay))
    throw new GraphQLError('id is not a Relay id.', {
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' },
    });
  return Number(relay);
}

/** payloadOf, plus a 409 OWNER_CANNOT_* as errors on userId. */
async function memberPayload<K extends string, N>(key: K, write: () => Promise<N>) {
  try {
    return await payloadOf(key, write);
  } catch (error) {
    const errors = writes.ownerConflictOf(error);
    if (!errors) throw error;
    return { [key]: null, errors };
  }
}

/**
 * Network mutations. A platform 400 VALIDATION_FAILED with `fields` becomes `errors` in the payload (field
 * names mapped to the input's: lat → latitude, ids → userIds/deviceIds, mimetype → contentType); the owner's
 * 409 (OWNER_CANNOT_BE_CHANGED/_REMOVED) too, on `userId`; anything else stays a GraphQL error with its code.
 */
export const networkMutations: ModuleResolvers = {
  Mutation: {
    createNetwork: (_, { input }, ctx) =>
      payloadOf('network', () => writes.createNetwork(ctx, input), writes.networkFieldName),
    updateNetwork: (_, { id, input }, ctx) =>
      payloadOf('network', () => writes.updateNetwork(ctx, networkId(id), input), writes.networkFieldName),
    deleteNetwork: (_, { id }, ctx) => writes.deleteNetwork(ctx, networkId(id)),
    requestNetworkLogoUpload: (_, { id, input }, ctx) =>
      payloadOf('upload', () => writes.requestLogoUpload(ctx, networkId(id), input), writes.logoFieldName),
    updateNetworkSettings: (_, { id, input }, ctx) =>
      payloadOf('network', () => writes.updateSettings(ctx, networkId(id), input), settingsFieldName),
    updateNetworkNotificationSettings: (_, { id, input }, ctx) =>
      payloadOf('network', () => writes.updateNotificationSettings(ctx, networkId(id), input)),
    addNetworkMembers: (_, { id, userIds }, ctx) =>
      payloadOf('network', () => writes.addMembers(ctx, networkId(id), userIds), writes.idsFieldName('userIds')),
    addNetworkMembersFromClient: (_, { id, clientId }, ctx) =>
      payloadOf('network', () => writes.addMembersFromClient(ctx, networkId(id), clientId)),
    setNetworkMemberType: (_, { id, userId, memberType }, ctx) =>
      memberPayload('member', () =>
        writes.setMemberType(ctx, networkId(id), restIdArg('User', userId, 'userId'), memberType),
      ),
    removeNetworkMember: (_, { id, userId }, ctx) =>
      memberPayload('network', () => writes.removeMember(ctx, networkId(id), restIdArg('User', userId, 'userId'))),
    addNetworkDevices: (_, { id, deviceIds }, ctx) =>
      payloadOf('network', () => writes.addDevices(ctx, networkId(id), deviceIds), writes.idsFieldName('deviceIds')),
    removeNetworkDevice: (_, { id, deviceId }, ctx) =>
      payloadOf('network', () => writes.removeDevice(ctx, networkId(id), restIdArg('Device', deviceId, 'deviceId'))),
    setRelayEnabled: (_, { id, enabled }, ctx) =>
      payloadOf('relay', () => writes.setRelayEnabled(ctx, relayId(id), enabled)),
  },
};
