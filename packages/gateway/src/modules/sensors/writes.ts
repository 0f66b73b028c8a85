import type { GatewayContext } from '../../context.js';
import { toGlobalId } from '../../ids.js';
import { fieldErrorsOf, type FieldError } from '../../payloads/fieldErrors.js';
import { sensorDevicePath } from '../devices/alarmDevice.js';
import { SENSOR_FIELDS, toSerialDevice, type RestSerialDevice, type SerialDeviceSource } from '../flic/serialDevice.js';
import { serialDeviceFieldName, serialInUseOf, sharedBody, type FlicDeviceInput } from '../flic/writes.js';

/** Writes to sensor devices (POST/PUT/DELETE /collactivate), answered from what the write answered. */

export type SensorDeviceInput = Omit<FlicDeviceInput, 'type' | 'hubId'> & {
  [F in (typeof SENSOR_FIELDS)[number]]?: string | null;
};

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The body of POST /collactivate (with the serial) or PUT /collactivate/{serial} (the deleted flag when given). */
function sensorBody(input: SensorDeviceInput, create: boolean) {
  return {
    ...(create ? { serialNumber: input.serialNumber?.trim() || null } : {}),
    ...sharedBody(input),
    ...Object.fromEntries(SENSOR_FIELDS.map((field) => [field, text(input[field])])),
    ...(!create && typeof input.deleted === 'boolean' ? { deleted: input.deleted } : {}),
  };
}

/** `{ device, errors }`: field errors (and SERIAL_IN_USE on serialNumber) as payload data. */
export async function sensorPayload(write: () => Promise<SerialDeviceSource>) {
  try {
    return { device: await write(), errors: [] as FieldError[] };
  } catch (error) {
    const errors = fieldErrorsOf(error, serialDeviceFieldName) ?? serialInUseOf(error);
    if (!errors) throw error;
    return { device: null, errors };
  }
}

function answered(ctx: GatewayContext, answer: RestSerialDevice) {
  ctx.loaders.sensors.forget(answer.serialNumber ?? '');
  return toSerialDevice(answer, 'SensorDevice');
}

export async function createSensorDevice(ctx: GatewayContext, input: SensorDeviceInput) {
  return answered(ctx, await ctx.rest.post<RestSerialDevice>('/backoffice/collactivate', sensorBody(input, true)));
}

export async function updateSensorDevice(ctx: GatewayContext, serial: string, input: SensorDeviceInput) {
  ctx.loaders.sensors.forget(serial);
  return answered(ctx, await ctx.rest.put<RestSerialDevice>(sensorDevicePath(serial), sensorBody(input, false)));
}

export async function deleteSensorDevice(ctx: GatewayContext, serial: string) {
  await ctx.rest.delete(sensorDevicePath(serial));
  ctx.loaders.sensors.forget(serial);
  return { deletedId: toGlobalId('SensorDevice', serial) };
}
