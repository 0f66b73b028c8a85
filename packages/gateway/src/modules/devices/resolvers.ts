import { restIdArg } from '../../ids.js';
import { fieldsFromFullRecord } from '../partialSource.js';
import type { ModuleResolvers } from '../types.js';
import { DEVICE_ROW_FIELDS, type DeviceSource } from './device.js';

export const deviceResolvers: ModuleResolvers = {
  Query: {
    searchDevices: (_, args, ctx) =>
      ctx.loaders.devices.search({
        query: args.query,
        clientId: args.clientId ? restIdArg('Client', args.clientId, 'clientId') : undefined,
        networkId: args.networkId ? restIdArg('Network', args.networkId, 'networkId') : undefined,
        first: args.first,
      }),
  },
  AlarmDevice: {
    __resolveType: (device: { __typename: string }) => device.__typename,
  },
  Device: {
    ...fieldsFromFullRecord(DEVICE_ROW_FIELDS, (device: DeviceSource, ctx) => ctx.loaders.devices.fullRow(device)),
    outputs: (device: DeviceSource, _, ctx) => ctx.loaders.devices.outputs(device.restId),
  },
};
