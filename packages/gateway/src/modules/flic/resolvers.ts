import type { ConnectionArgs } from '../../connections/offsetConnection.js';
import type { GatewayContext } from '../../context.js';
import { alarmDeviceFields, flicDevicePath, type Resolver } from '../devices/alarmDevice.js';
import { toNetworkFromRow } from '../networks/network.js';
import type { ModuleResolvers } from '../types.js';
import type { FlicListArgs } from './loaders.js';
import {
  BUTTON_FIELDS,
  HUB_FIELDS,
  PRESSES,
  SERIAL_DEVICE_FIELDS,
  serialOnlySource,
  toPressSetting,
  toSerialDevice,
  type SerialDeviceSource,
} from './serialDevice.js';
import * as writes from './writes.js';

/**
 * FlicHub and FlicButton over /flic-hub (docs/rest-contract.md "Alarm devices (issue 11)"): the lists, the
 * node fields (a list row's missing fields from the detail, memoized per request), press settings with their
 * networks, alerts, and the hub and button mutations. The AlarmDevice tabs come from alarmDeviceFields.
 */

/** A field of the source, else of the device's detail (one memoized GET per device and request). */
function fieldOf<T>(source: SerialDeviceSource, field: string, ctx: GatewayContext): T | Promise<T> {
  const own = source[field];
  if (own !== undefined) return own as T;
  return ctx.loaders.flic.full(source).then((full) => full[field] as T);
}

/** Resolvers for the fields a list row may lack. */
function lazyFields(fields: readonly string[]): Record<string, Resolver> {
  return Object.fromEntries(
    fields.map((field) => [
      field,
      (source: SerialDeviceSource, _: unknown, ctx: GatewayContext) => fieldOf(source, field, ctx),
    ]),
  );
}

/** click, double click, hold; selected networks from the networks list by ids (one call per tick). */
async function pressSettings(source: SerialDeviceSource, ctx: GatewayContext) {
  const settings = (await fieldOf<SerialDeviceSource['settings']>(source, 'settings', ctx)) ?? {};
  return PRESSES.map(({ press, rest }) => {
    const setting = toPressSetting(press, settings[rest]);
    return {
      ...setting,
      selectedNetworks: async () => {
        const rows = await Promise.all(setting.selectedNetworkIds.map((id) => ctx.loaders.networks.row(id)));
        return rows.flatMap((row) => (row ? [toNetworkFromRow(row)] : []));
      },
    };
  });
}

const sharedFields = {
  kind: (source: SerialDeviceSource) => source.kind,
  name: (source: SerialDeviceSource, _: unknown, ctx: GatewayContext) => fieldOf(source, 'name', ctx),
  ...lazyFields(SERIAL_DEVICE_FIELDS),
  ...alarmDeviceFields((source: SerialDeviceSource) => flicDevicePath(source.serial)),
  pressSettings: (source: SerialDeviceSource, _: unknown, ctx: GatewayContext) => pressSettings(source, ctx),
};

type ListArgs = Omit<FlicListArgs, 'hubSerial'> & { hubId?: string | null };

export const flicResolvers: ModuleResolvers = {
  Query: {
    flicHubs: (_, args: ListArgs, ctx) => ctx.loaders.flic.list('hub', args),
    flicButtons: (_, { hubId, ...args }: ListArgs, ctx) =>
      ctx.loaders.flic.list('button', {
        ...args,
        hubSerial: hubId ? writes.serialArg(['FlicHub'], hubId, 'hubId').serial : undefined,
      }),
  },
  FlicHub: {
    ...sharedFields,
    ...lazyFields(HUB_FIELDS),
    buttons: async (hub: SerialDeviceSource, _: unknown, ctx: GatewayContext) => {
      const children = (await fieldOf<SerialDeviceSource['children']>(hub, 'children', ctx)) ?? [];
      return children.map((child) => ({ ...toSerialDevice(child, 'FlicButton'), parentSerialNumber: hub.serial }));
    },
    alerts: async (hub: SerialDeviceSource, args: ConnectionArgs, ctx: GatewayContext) => {
      const children = (await fieldOf<SerialDeviceSource['children']>(hub, 'children', ctx)) ?? [];
      const devices = new Map<string, SerialDeviceSource>([[hub.serial, hub]]);
      for (const child of children)
        if (child.serialNumber) devices.set(child.serialNumber, toSerialDevice(child, 'FlicButton'));
      return ctx.loaders.flic.alerts([...devices.keys()], args, devices);
    },
  },
  FlicButton: {
    ...sharedFields,
    ...lazyFields(BUTTON_FIELDS),
    battery: (button: SerialDeviceSource, _: unknown, ctx: GatewayContext) => {
      const battery = fieldOf<number | null>(button, 'battery', ctx);
      return battery instanceof Promise ? battery.then((value) => value ?? 0) : (battery ?? 0);
    },
    hub: async (button: SerialDeviceSource, _: unknown, ctx: GatewayContext) => {
      const parent = await fieldOf<string | null>(button, 'parentSerialNumber', ctx);
      return parent ? serialOnlySource('FlicHub', parent) : null;
    },
    alerts: (button: SerialDeviceSource, args: ConnectionArgs, ctx: GatewayContext) =>
      ctx.loaders.flic.alerts([button.serial], args, new Map([[button.serial, button]])),
  },
  Mutation: {
    createFlicDevice: (_, { input }, ctx) => writes.flicPayload(() => writes.createFlicDevice(ctx, input)),
    updateFlicDevice: (_, { id, input }, ctx) => {
      const { serial } = writes.serialArg(writes.FLIC_TYPES, id);
      return writes.flicPayload(() => writes.updateFlicDevice(ctx, serial, input));
    },
    deleteFlicDevice: (_, { id }, ctx) => {
      const { type, serial } = writes.serialArg(writes.FLIC_TYPES, id);
      return writes.deleteFlicDevice(ctx, type, serial);
    },
    updatePressSettings: (_, { id, input }, ctx) => {
      const target = writes.serialArg(writes.FLIC_TYPES, id);
      return writes.flicPayload(() => writes.updatePressSettings(ctx, target, input), writes.pressFieldName);
    },
  },
};
