import { restIdArg } from '../../ids.js';
import { fieldErrorsOf, payloadOf } from '../../payloads/fieldErrors.js';
import type { ModuleResolvers } from '../types.js';
import * as writes from './writes.js';

const deviceId = (id: string) => restIdArg('Device', id);

/**
 * DALM device writes and the mutations every AlarmDevice shares (`id`: Device, FlicHub, FlicButton or SensorDevice).
 * A platform 400 VALIDATION_FAILED with `fields` becomes `errors` in the payload (field names mapped to the input's:
 * lat → latitude, lng → longitude, clientOwnerId → clientId, ids → networkIds); createDevice's 409 errorCode 114/115
 * becomes `conflict` with the `existing` device; anything else stays a GraphQL error with its code.
 */
export const deviceMutations: ModuleResolvers = {
  Mutation: {
    createDevice: async (_, { input, reactivate }, ctx) => {
      try {
        const device = await writes.createDevice(ctx, input, reactivate === true);
        return { device, errors: [], conflict: null, existing: null };
      } catch (error) {
        const errors = fieldErrorsOf(error, writes.deviceFieldName);
        if (errors) return { device: null, errors, conflict: null, existing: null };
        const conflict = writes.deviceConflictOf(error);
        if (!conflict) throw error;
        return {
          device: null,
          errors: [],
          conflict: conflict.conflict,
          existing: await writes.existingDevice(ctx, conflict.existingId),
        };
      }
    },
    updateDevice: (_, { id, input }, ctx) =>
      payloadOf('device', () => writes.updateDevice(ctx, deviceId(id), input), writes.deviceFieldName),
    resetDeviceAlert: (_, { id, sia, section }, ctx) =>
      payloadOf(
        'device',
        () => writes.resetAlert(ctx, deviceId(id), sia, section),
        (field) => field,
      ),
    addDeviceNetworks: (_, { id, networkIds }, ctx, info) =>
      payloadOf('device', () => writes.addNetworks(ctx, info, id, networkIds), writes.networkIdsFieldName),
    removeDeviceNetwork: (_, { id, networkId }, ctx, info) =>
      payloadOf('device', () => writes.removeNetwork(ctx, info, id, networkId)),
    updateDeviceNotificationSettings: (_, { id, input }, ctx, info) =>
      payloadOf('device', () => writes.updateNotificationSettings(ctx, info, id, input)),
    issueDeviceIngestKey: (_, { id }, ctx, info) => writes.issueIngestKey(ctx, info, id),
  },
};
