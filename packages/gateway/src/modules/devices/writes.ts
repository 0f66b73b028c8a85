import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { restIdArg, restIdArgs } from '../../ids.js';
import { hasCode } from '../../upstream/errors.js';
import { toNotificationSettingsBody, type RestNotificationSetting } from '../clients/notificationSettings.js';
import { networkSubPath } from '../networks/loaders.js';
import { nodeResolvers } from '../node/resolvers.js';
import { devicePath, restBaseOfDeviceId, type Resolver } from './alarmDevice.js';
import { toDeviceFromRecord, type RestDeviceRecord } from './device.js';

/**
 * Writes to devices. Each answers the fresh node for the payload: what the write answered is primed (no extra call);
 * a write to a subresource forgets the device's memoized reads below its path, so the payload reads again what it
 * selects.
 */

export interface DeviceInput {
  name: string;
  description?: string | null;
  location: string;
  latitude: number;
  longitude: number;
  dalmId: string;
  dalmSim?: string | null;
  dalmPasscode?: string | null;
  clientId?: string | null;
  ownerId?: string | null;
  status: string;
  active: boolean;
  testModeEnabled: boolean;
  testModeAutoDisableTimeoutMs: number;
  enableClustering: boolean;
  deleted?: boolean | null;
}

/** DeviceInput → the body of POST/PUT /backoffice/devices (every field, as the form sends it). */
export function toDeviceBody(input: DeviceInput) {
  const body: Record<string, unknown> = {
    name: input.name,
    description: input.description ?? null,
    location: input.location,
    lat: input.latitude,
    lng: input.longitude,
    dalmId: input.dalmId,
    dalmSim: input.dalmSim ?? null,
    dalmPasscode: input.dalmPasscode ?? null,
    clientOwnerId: input.clientId ? restIdArg('Client', input.clientId, 'input.clientId') : null,
    ownerId: input.ownerId ? restIdArg('User', input.ownerId, 'input.ownerId') : null,
    status: input.status,
    active: input.active,
    testModeEnabled: input.testModeEnabled,
    testModeAutoDisableTimeoutMs: input.testModeAutoDisableTimeoutMs,
    enableClustering: input.enableClustering,
  };
  if (input.deleted !== undefined && input.deleted !== null) body.deleted = input.deleted;
  return body;
}

/** A platform field of the device body → the DeviceInput field the form knows. */
const INPUT_FIELD: Record<string, string> = { lat: 'latitude', lng: 'longitude', clientOwnerId: 'clientId' };
export const deviceFieldName = (restField: string) => {
  const [head, ...rest] = restField.split('.');
  return [INPUT_FIELD[head] ?? head, ...rest].join('.');
};

/** `ids` of POST {base}/networks → `networkIds`. */
export const networkIdsFieldName = (restField: string) =>
  restField === 'ids' || restField.startsWith('ids.') ? restField.replace(/^ids/, 'networkIds') : restField;

function primeDevice(ctx: GatewayContext, answer: RestDeviceRecord) {
  ctx.rest.forget(devicePath(answer.id));
  ctx.rest.prime(devicePath(answer.id), answer);
  return toDeviceFromRecord(answer);
}

export async function createDevice(ctx: GatewayContext, input: DeviceInput, reactivate: boolean) {
  const { deleted: _deleted, ...createInput } = input;
  const body = { ...toDeviceBody(createInput), ...(reactivate ? { reactivate: true } : {}) };
  return primeDevice(ctx, await ctx.rest.post<RestDeviceRecord>('/backoffice/devices', body));
}

export async function updateDevice(ctx: GatewayContext, deviceRestId: number, input: DeviceInput) {
  return primeDevice(ctx, await ctx.rest.put<RestDeviceRecord>(devicePath(deviceRestId), toDeviceBody(input)));
}

export async function resetAlert(ctx: GatewayContext, deviceRestId: number, sia: string, section: string) {
  await ctx.rest.patch(`${devicePath(deviceRestId)}/reset`, { sia, section });
  ctx.rest.forget(devicePath(deviceRestId));
  return ctx.loaders.devices.byId(String(deviceRestId));
}

export type DeviceConflict = { conflict: 'ACTIVE_DUPLICATE' | 'DELETED_DUPLICATE'; existingId: number | null };

/** A 409 of POST /devices: errorCode 114 (an active device has the DALM id) or 115 (a deleted one); else null. */
export function deviceConflictOf(error: unknown): DeviceConflict | null {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'CONFLICT') return null;
  const errorCode = String(error.extensions.errorCode ?? '');
  const conflict = errorCode === '114' ? 'ACTIVE_DUPLICATE' : errorCode === '115' ? 'DELETED_DUPLICATE' : null;
  if (!conflict) return null;
  const existingId = error.extensions.existingId;
  return { conflict, existingId: typeof existingId === 'number' ? existingId : null };
}

/** The device holding the DALM id, or null when the viewer may not see it (the platform says no id, or 404). */
export async function existingDevice(ctx: GatewayContext, existingId: number | null) {
  if (existingId === null) return null;
  try {
    return await ctx.loaders.devices.byId(String(existingId));
  } catch (error) {
    if (hasCode(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

const loadNode = (nodeResolvers.Query as Record<string, Resolver>).node;

/**
 * The device a shared mutation wrote to, read afresh through node() (Device, FlicHub, FlicButton or SensorDevice:
 * the loader of its type), after its memoized reads are forgotten.
 */
function deviceAfterWrite(ctx: GatewayContext, info: GraphQLResolveInfo, globalId: string, base: string) {
  ctx.rest.forget(base);
  return loadNode(null, { id: globalId }, ctx, info);
}

export async function addNetworks(ctx: GatewayContext, info: GraphQLResolveInfo, id: string, networkIds: string[]) {
  const { base } = restBaseOfDeviceId(id);
  const ids = restIdArgs('Network', networkIds, 'networkIds');
  await ctx.rest.post(`${base}/networks`, { ids });
  ids.forEach((networkRestId) => forgetNetworkDevices(ctx, networkRestId));
  return deviceAfterWrite(ctx, info, id, base);
}

export async function removeNetwork(ctx: GatewayContext, info: GraphQLResolveInfo, id: string, networkId: string) {
  const { base } = restBaseOfDeviceId(id);
  const networkRestId = restIdArg('Network', networkId, 'networkId');
  await ctx.rest.delete(`${base}/networks/${networkRestId}`);
  forgetNetworkDevices(ctx, networkRestId);
  return deviceAfterWrite(ctx, info, id, base);
}

/** The network's devices and relays tabs (and its list row's counts) change with the device's networks. */
function forgetNetworkDevices(ctx: GatewayContext, networkRestId: number) {
  ctx.rest.forget(networkSubPath(networkRestId, 'devices'));
  ctx.rest.forget(networkSubPath(networkRestId, 'relays'));
  ctx.loaders.networks.forgetRow(networkRestId);
}

export async function updateNotificationSettings(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  id: string,
  input: RestNotificationSetting[],
) {
  const { base } = restBaseOfDeviceId(id);
  const path = `${base}/notification-settings`;
  const answer = await ctx.rest.put(path, toNotificationSettingsBody(input));
  const device = await deviceAfterWrite(ctx, info, id, base);
  if (answer) ctx.rest.prime(path, answer);
  return device;
}

export async function issueIngestKey(ctx: GatewayContext, info: GraphQLResolveInfo, id: string) {
  const { base } = restBaseOfDeviceId(id);
  const { key } = await ctx.rest.post<{ key: string }>(`${base}/ingest-key`);
  return { device: await deviceAfterWrite(ctx, info, id, base), key, errors: [] };
}
