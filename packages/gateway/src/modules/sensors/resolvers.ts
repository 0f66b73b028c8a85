import type { GatewayContext } from '../../context.js';
import { alarmDeviceFields, sensorDevicePath, type Resolver } from '../devices/alarmDevice.js';
import { SENSOR_FIELDS, SERIAL_DEVICE_FIELDS, type SerialDeviceSource } from '../flic/serialDevice.js';
import { serialArg } from '../flic/writes.js';
import type { ModuleResolvers } from '../types.js';
import type { SensorListArgs } from './loaders.js';
import * as writes from './writes.js';

/**
 * SensorDevice over /collactivate (docs/rest-contract.md "Alarm devices (issue 11)"): the list, the node's fields
 * (a list row's missing fields from the detail, memoized per request), the AlarmDevice tabs (alarmDeviceFields)
 * and the sensor mutations.
 */

/** A field of the source, else of the sensor's detail (one memoized GET per sensor and request). */
function fieldOf(source: SerialDeviceSource, field: string, ctx: GatewayContext): unknown {
  const own = source[field];
  return own !== undefined ? own : ctx.loaders.sensors.full(source).then((full) => full[field]);
}

const lazyFields = (fields: readonly string[]): Record<string, Resolver> =>
  Object.fromEntries(
    fields.map((field) => [
      field,
      (source: SerialDeviceSource, _: unknown, ctx: GatewayContext) => fieldOf(source, field, ctx),
    ]),
  );

const sensorId = (id: string) => serialArg(['SensorDevice'], id).serial;

export const sensorResolvers: ModuleResolvers = {
  Query: {
    sensorDevices: (_, args: SensorListArgs, ctx) => ctx.loaders.sensors.list(args),
  },
  SensorDevice: {
    kind: (source: SerialDeviceSource) => source.kind,
    name: (source: SerialDeviceSource, _: unknown, ctx: GatewayContext) => fieldOf(source, 'name', ctx),
    ...lazyFields(SERIAL_DEVICE_FIELDS),
    ...lazyFields(SENSOR_FIELDS),
    ...alarmDeviceFields((source: SerialDeviceSource) => sensorDevicePath(source.serial)),
  },
  Mutation: {
    createSensorDevice: (_, { input }, ctx) => writes.sensorPayload(() => writes.createSensorDevice(ctx, input)),
    updateSensorDevice: (_, { id, input }, ctx) => {
      const serial = sensorId(id);
      return writes.sensorPayload(() => writes.updateSensorDevice(ctx, serial, input));
    },
    deleteSensorDevice: (_, { id }, ctx) => writes.deleteSensorDevice(ctx, sensorId(id)),
  },
};
