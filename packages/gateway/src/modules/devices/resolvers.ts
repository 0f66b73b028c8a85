import type { ConnectionArgs } from '../../connections/offsetConnection.js';
import type { GatewayContext } from '../../context.js';
import { restIdArg } from '../../ids.js';
import { fieldsFromFullRecord } from '../partialSource.js';
import type { ModuleResolvers } from '../types.js';
import { alarmDeviceFields, devicePath } from './alarmDevice.js';
import { DEVICE_DETAIL_FIELDS, DEVICE_ROW_FIELDS, detailIdOf, type DeviceSource } from './device.js';
import type { DeviceListArgs } from './loaders.js';

const optionalId = (type: string, id: string | null | undefined, argument: string) =>
  id ? restIdArg(type, id, argument) : undefined;

interface DeviceListInput extends Omit<DeviceListArgs, 'filter'> {
  filter?: { clientId?: string | null; status?: string | null; online?: boolean | null } | null;
}

/** Device.detailId: needs the kind and the serial number, which a picker row may lack (then its row is read). */
async function detailIdOfSource(device: DeviceSource, ctx: GatewayContext) {
  const full =
    device.kind !== undefined && device.serialNumber !== undefined ? device : await ctx.loaders.devices.fullRow(device);
  return detailIdOf(String(full.kind), device.restId, (full.serialNumber as string | null | undefined) ?? null);
}

export const deviceResolvers: ModuleResolvers = {
  Query: {
    devices: (_, { filter, ...args }: DeviceListInput, ctx) =>
      ctx.loaders.devices.list({
        ...args,
        filter: filter
          ? {
              clientId: optionalId('Client', filter.clientId, 'filter.clientId'),
              status: filter.status,
              online: filter.online,
            }
          : null,
      }),
    searchDevices: (_, args, ctx) =>
      ctx.loaders.devices.search({
        query: args.query,
        clientId: optionalId('Client', args.clientId, 'clientId'),
        networkId: optionalId('Network', args.networkId, 'networkId'),
        excludeNetworkId: optionalId('Network', args.excludeNetworkId, 'excludeNetworkId'),
        kind: args.kind ? String(args.kind).toLowerCase() : undefined,
        first: args.first,
      }),
  },
  AlarmDevice: {
    __resolveType: (device: { __typename: string }) => device.__typename,
  },
  Device: {
    // networks, relays, logs, notification settings: the subresources every kind has under /devices/{id}.
    ...alarmDeviceFields((device: DeviceSource) => devicePath(device.restId)),
    // Each source carries some fields; the others load on demand, once per request: the row's from the client's
    // device list (a picker searched in a client) or the device's own answer, the detail's from the latter.
    ...fieldsFromFullRecord(DEVICE_ROW_FIELDS, (device: DeviceSource, ctx) => ctx.loaders.devices.fullRow(device)),
    ...fieldsFromFullRecord(DEVICE_DETAIL_FIELDS, (device: DeviceSource, ctx) => ctx.loaders.devices.record(device)),
    detailId: (device: DeviceSource, _, ctx) =>
      device.kind !== undefined && device.serialNumber !== undefined
        ? detailIdOf(String(device.kind), device.restId, (device.serialNumber as string | null) ?? null)
        : detailIdOfSource(device, ctx),
    outputs: (device: DeviceSource, _, ctx) => ctx.loaders.devices.outputs(device.restId),
    inputs: (device: DeviceSource, _, ctx) => ctx.loaders.devices.inputs(device.restId),
    alerts: (device: DeviceSource, args: ConnectionArgs, ctx) => ctx.loaders.devices.alerts(device, args),
    activeAlerts: (device: DeviceSource, _, ctx) => ctx.loaders.devices.activeAlerts(device),
  },
};
