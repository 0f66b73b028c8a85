import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { fromGlobalId, restIdArg, restIdArgs, toGlobalId } from '../../ids.js';
import { fieldErrorsOf, type FieldError } from '../../payloads/fieldErrors.js';
import { flicDevicePath } from '../devices/alarmDevice.js';
import {
  ALERT_TYPE_BY_ENUM,
  nodeTypeOf,
  PRESSES,
  toSerialDevice,
  type RestSerialDevice,
  type SerialDeviceSource,
  type SerialNodeType,
} from './serialDevice.js';

/**
 * Writes to hubs and buttons (POST/PUT/DELETE /flic-hub, PUT /flic-hub/{serial}/settings). Each answers the
 * device for the payload from what the write answered; the device's memoized reads are forgotten first, so a
 * field the answer lacks reads the detail again once.
 */

/** The serial inside a global id of one of `types`; BAD_USER_INPUT for anything else. */
export function serialArg(types: readonly SerialNodeType[], globalId: string, argument = 'id') {
  const parsed = fromGlobalId(globalId);
  if (!parsed || !(types as readonly string[]).includes(parsed.type) || !parsed.restId)
    throw new GraphQLError(`${argument} is not a ${types.join(' or ')} id.`, {
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' },
    });
  return { type: parsed.type as SerialNodeType, serial: parsed.restId };
}

export const FLIC_TYPES = ['FlicHub', 'FlicButton'] as const;

export interface FlicDeviceInput {
  type: 'HUB' | 'BUTTON';
  serialNumber?: string | null;
  name: string;
  location: string;
  latitude: number;
  longitude: number;
  clientId?: string | null;
  ownerId?: string | null;
  hubId?: string | null;
  testModeEnabled: boolean;
  testModeAutoDisableTimeoutMs: number;
  enableClustering: boolean;
  deleted?: boolean | null;
}

/** The fields every serial device's body shares (hubs, buttons, sensors). */
export function sharedBody(input: Omit<FlicDeviceInput, 'type' | 'hubId'>) {
  return {
    name: input.name,
    clientId: input.clientId ? restIdArg('Client', input.clientId, 'clientId') : null,
    userId: input.ownerId ? restIdArg('User', input.ownerId, 'ownerId') : null,
    location: input.location,
    lat: input.latitude,
    lng: input.longitude,
    testModeEnabled: input.testModeEnabled,
    testModeAutoDisableTimeoutMs: input.testModeAutoDisableTimeoutMs,
    enableClustering: input.enableClustering,
  };
}

/** The body of POST /flic-hub (create: type and serial) or PUT /flic-hub/{serial} (the deleted flag when given). */
function flicBody(input: FlicDeviceInput, create: boolean) {
  return {
    ...(create ? { type: input.type.toLowerCase(), serialNumber: input.serialNumber?.trim() || null } : {}),
    ...sharedBody(input),
    parentSerialNumber: input.hubId ? serialArg(['FlicHub'], input.hubId, 'hubId').serial : null,
    ...(!create && typeof input.deleted === 'boolean' ? { deleted: input.deleted } : {}),
  };
}

/** A platform field of the hub, button or sensor body → the input field the form knows. */
const INPUT_FIELD: Record<string, string> = {
  lat: 'latitude',
  lng: 'longitude',
  userId: 'ownerId',
  clientOwnerId: 'clientId',
  parentSerialNumber: 'hubId',
  parentId: 'hubId',
};
export function serialDeviceFieldName(field: string): string {
  const [head, ...rest] = field.split('.');
  return [INPUT_FIELD[head] ?? head, ...rest].join('.');
}

/** A platform field of the press settings body (`double_click.selectedNetworks`) → PressSettingsInput's. */
export function pressFieldName(field: string): string {
  const [press, name, ...rest] = field.split('.');
  const input = PRESSES.find((entry) => entry.rest === press)?.input ?? press;
  return [
    input,
    ...(name === undefined ? [] : [name === 'selectedNetworks' ? 'selectedNetworkIds' : name]),
    ...rest,
  ].join('.');
}

/** The 409 SERIAL_IN_USE of a create as an error on serialNumber; null for anything else. */
export function serialInUseOf(error: unknown): FieldError[] | null {
  if (!(error instanceof GraphQLError) || error.extensions.errorCode !== 'SERIAL_IN_USE') return null;
  return [{ field: 'serialNumber', code: 'SERIAL_IN_USE', message: 'Another device has this serial number.' }];
}

/** A write's payload: the device in its slot (hub or button), or the field errors (SERIAL_IN_USE too). */
export async function flicPayload(write: () => Promise<SerialDeviceSource>, mapField = serialDeviceFieldName) {
  try {
    const device = await write();
    return {
      hub: device.__typename === 'FlicHub' ? device : null,
      button: device.__typename === 'FlicButton' ? device : null,
      errors: [] as FieldError[],
    };
  } catch (error) {
    const errors = fieldErrorsOf(error, mapField) ?? serialInUseOf(error);
    if (!errors) throw error;
    return { hub: null, button: null, errors };
  }
}

/** An answer of a write as the source of its own type. */
function answered(ctx: GatewayContext, answer: RestSerialDevice): SerialDeviceSource {
  const type = nodeTypeOf(answer) ?? 'FlicHub';
  ctx.loaders.flic.forget(answer.serialNumber ?? '');
  return toSerialDevice(answer, type);
}

export async function createFlicDevice(ctx: GatewayContext, input: FlicDeviceInput) {
  const created = await ctx.rest.post<RestSerialDevice>('/backoffice/flic-hub', flicBody(input, true));
  return answered(ctx, created);
}

export async function updateFlicDevice(ctx: GatewayContext, serial: string, input: FlicDeviceInput) {
  const path = flicDevicePath(serial);
  ctx.loaders.flic.forget(serial);
  const updated = await ctx.rest.put<RestSerialDevice>(path, flicBody(input, false));
  // A hub's buttons read their hub again (name, deleted flag).
  return answered(ctx, updated);
}

export async function deleteFlicDevice(ctx: GatewayContext, type: SerialNodeType, serial: string) {
  await ctx.rest.delete(flicDevicePath(serial));
  ctx.loaders.flic.forget(serial);
  return { deletedId: toGlobalId(type, serial) };
}

export interface PressSettingInput {
  usePolicySettings: boolean;
  useHubSettings: boolean;
  alertType: string;
  selectedNetworkIds: string[];
  title?: string | null;
  description?: string | null;
  sound?: string | null;
}

/** PressSettingsInput → the body of PUT /flic-hub/{serial}/settings ({ click, double_click, hold }). */
export function pressSettingsBody(input: Record<'click' | 'doubleClick' | 'hold', PressSettingInput>) {
  return Object.fromEntries(
    PRESSES.map(({ rest, input: key }) => {
      const block = input[key];
      return [
        rest,
        {
          usePolicySettings: block.usePolicySettings,
          useHubSettings: block.useHubSettings,
          alertType: ALERT_TYPE_BY_ENUM[block.alertType] ?? block.alertType,
          selectedNetworks: restIdArgs('Network', block.selectedNetworkIds, `${key}.selectedNetworkIds`),
          title: block.title?.trim() ? block.title.trim() : null,
          description: block.description?.trim() ? block.description.trim() : null,
          sound: block.sound?.trim() ? block.sound.trim() : null,
        },
      ];
    }),
  );
}

export async function updatePressSettings(
  ctx: GatewayContext,
  target: { type: SerialNodeType; serial: string },
  input: Record<'click' | 'doubleClick' | 'hold', PressSettingInput>,
) {
  const body = pressSettingsBody(input);
  await ctx.rest.put(`${flicDevicePath(target.serial)}/settings`, body);
  ctx.loaders.flic.forget(target.serial);
  // The device with its new settings: one GET of its detail.
  const device = await ctx.loaders.flic.byId(target.type === 'FlicHub' ? 'hub' : 'button', target.serial);
  if (!device)
    throw new GraphQLError('id names a device of another type.', {
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' },
    });
  return device;
}
