import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { restIdArg, restIdArgs, toGlobalId } from '../../ids.js';
import type { FieldError } from '../../payloads/fieldErrors.js';
import { toNotificationSettingsBody, type RestNotificationSetting } from '../clients/notificationSettings.js';
import { sameOriginUploadUrl } from '../files/fileUrl.js';
import { networkPath, networkSubPath } from './loaders.js';
import { toNetworkFromDetail, type RestNetwork } from './network.js';
import { toNetworkSettingsBody, toRelay, type RestRelay } from './tabs.js';

/**
 * Writes to a network. Each answers the fresh node for the payload: what the write answered is primed
 * (no extra call); a write to a tab forgets the network's memoized reads below its path and its list row
 * (counts), so the payload reads once more what it selects.
 */

export interface NetworkInput {
  name: string;
  type: string;
  description?: string | null;
  address: string;
  latitude: number;
  longitude: number;
  ownerId?: string | null;
  clientId?: string | null;
  logoUploadId?: string | null;
  removeLogo?: boolean | null;
}

/** NetworkInput → the body of POST/PUT /backoffice/networks (every field, as the form sends it). */
export function toNetworkBody(input: NetworkInput) {
  const body: Record<string, unknown> = {
    name: input.name,
    type: input.type.toLowerCase(),
    description: input.description ?? null,
    address: input.address,
    lat: input.latitude,
    lng: input.longitude,
    ownerId: input.ownerId ? restIdArg('User', input.ownerId, 'input.ownerId') : null,
    clientId: input.clientId ? restIdArg('Client', input.clientId, 'input.clientId') : null,
  };
  if (input.logoUploadId) body.logoUploadId = uploadIdForPlatform(input.logoUploadId);
  if (input.removeLogo) body.removeLogo = true;
  return body;
}

/** The schema carries upload ids as strings; the platform's own are integers, so those go back as numbers. */
function uploadIdForPlatform(uploadId: string): string | number {
  return /^\d{1,15}$/.test(uploadId) ? Number(uploadId) : uploadId;
}

/** A platform field of the network body → the NetworkInput field the form knows. */
const INPUT_FIELD: Record<string, string> = { lat: 'latitude', lng: 'longitude' };
export const networkFieldName = (restField: string) => {
  const [head, ...rest] = restField.split('.');
  return [INPUT_FIELD[head] ?? head, ...rest].join('.');
};

/** `ids` of a tab's POST → the argument's name (`ids.3` → `userIds.3`). */
export const idsFieldName = (argument: string) => (restField: string) =>
  restField === 'ids' || restField.startsWith('ids.') ? restField.replace(/^ids/, argument) : restField;

function primeNetwork(ctx: GatewayContext, answer: RestNetwork) {
  ctx.loaders.networks.forget(answer.id);
  ctx.rest.prime(networkPath(answer.id), answer);
  return toNetworkFromDetail(answer);
}

/** After a write to a tab: its reads (and the list row's counts) forgotten; the detail stays memoized. */
function networkAfterWrite(ctx: GatewayContext, networkRestId: number, answered?: { path: string; body: unknown }) {
  for (const sub of ['users', 'devices', 'relays', 'settings', 'notification-settings', 'documents'])
    ctx.rest.forget(networkSubPath(networkRestId, sub));
  ctx.loaders.networks.forgetRow(networkRestId);
  if (answered?.body) ctx.rest.prime(answered.path, answered.body);
  return ctx.loaders.networks.byId(String(networkRestId));
}

export async function createNetwork(ctx: GatewayContext, input: NetworkInput) {
  return primeNetwork(ctx, await ctx.rest.post<RestNetwork>('/backoffice/networks', toNetworkBody(input)));
}

export async function updateNetwork(ctx: GatewayContext, networkRestId: number, input: NetworkInput) {
  return primeNetwork(ctx, await ctx.rest.put<RestNetwork>(networkPath(networkRestId), toNetworkBody(input)));
}

export async function deleteNetwork(ctx: GatewayContext, networkRestId: number) {
  await ctx.rest.delete(networkPath(networkRestId));
  ctx.loaders.networks.forget(networkRestId);
  return { deletedId: toGlobalId('Network', networkRestId) };
}

interface LogoUploadAnswer {
  putUrl: string;
  publicUrl?: string;
  mimetype?: string;
  uploadId: string | number;
  expiresAt: string;
}

/** POST /networks/{id}/logo; the putUrl moves to the gateway's same-origin /uploads proxy (as client icons). */
export async function requestLogoUpload(
  ctx: GatewayContext,
  networkRestId: number,
  input: { filename: string; size: number; contentType: string },
) {
  const answer = await ctx.rest.post<LogoUploadAnswer>(networkSubPath(networkRestId, 'logo'), {
    filename: input.filename,
    size: input.size,
    mimetype: input.contentType,
  });
  return { url: sameOriginUploadUrl(answer.putUrl), uploadId: String(answer.uploadId), expiresAt: answer.expiresAt };
}
export const logoFieldName = (restField: string) => (restField === 'mimetype' ? 'contentType' : restField);

export async function updateSettings(ctx: GatewayContext, networkRestId: number, input: Record<string, unknown>) {
  const selected =
    input.notifySelectedUsersOutsideOfRange === undefined || input.notifySelectedUsersOutsideOfRange === null
      ? undefined
      : restIdArgs(
          'User',
          input.notifySelectedUsersOutsideOfRange as string[],
          'input.notifySelectedUsersOutsideOfRange',
        );
  const path = networkSubPath(networkRestId, 'settings');
  const answer = await ctx.rest.put(path, toNetworkSettingsBody(input, selected));
  return networkAfterWrite(ctx, networkRestId, { path, body: answer });
}

export async function updateNotificationSettings(
  ctx: GatewayContext,
  networkRestId: number,
  input: RestNotificationSetting[],
) {
  const path = networkSubPath(networkRestId, 'notification-settings');
  const answer = await ctx.rest.put(path, toNotificationSettingsBody(input));
  return networkAfterWrite(ctx, networkRestId, { path, body: answer });
}

export async function addMembers(ctx: GatewayContext, networkRestId: number, userIds: string[]) {
  await ctx.rest.post(networkSubPath(networkRestId, 'users'), { ids: restIdArgs('User', userIds, 'userIds') });
  return networkAfterWrite(ctx, networkRestId);
}

export async function addMembersFromClient(ctx: GatewayContext, networkRestId: number, clientId: string) {
  await ctx.rest.post(networkSubPath(networkRestId, 'users/from-client'), {
    clientId: restIdArg('Client', clientId, 'clientId'),
  });
  return networkAfterWrite(ctx, networkRestId);
}

export async function setMemberType(
  ctx: GatewayContext,
  networkRestId: number,
  userRestId: number,
  memberType: string,
) {
  await ctx.rest.put(networkSubPath(networkRestId, `users/${userRestId}`), { memberType: memberType.toLowerCase() });
  ctx.rest.forget(networkSubPath(networkRestId, 'users'));
  const member = await ctx.loaders.networks.member(String(networkRestId), userRestId);
  if (!member)
    throw new GraphQLError('Member not found', { extensions: { code: 'NOT_FOUND', errorCode: 'NOT_FOUND' } });
  return member;
}

export async function removeMember(ctx: GatewayContext, networkRestId: number, userRestId: number) {
  await ctx.rest.delete(networkSubPath(networkRestId, `users/${userRestId}`));
  return networkAfterWrite(ctx, networkRestId);
}

export async function addDevices(ctx: GatewayContext, networkRestId: number, deviceIds: string[]) {
  await ctx.rest.post(networkSubPath(networkRestId, 'devices'), { ids: restIdArgs('Device', deviceIds, 'deviceIds') });
  return networkAfterWrite(ctx, networkRestId);
}

export async function removeDevice(ctx: GatewayContext, networkRestId: number, deviceRestId: number) {
  await ctx.rest.delete(networkSubPath(networkRestId, `devices/${deviceRestId}`));
  return networkAfterWrite(ctx, networkRestId);
}

export async function setRelayEnabled(ctx: GatewayContext, relayRestId: number, enabled: boolean) {
  const row = await ctx.rest.put<RestRelay>(`/backoffice/relays/${relayRestId}`, { enabled });
  ctx.rest.forget(networkSubPath(row.networkId, 'relays'));
  ctx.loaders.networks.forgetRow(row.networkId);
  return toRelay(row);
}

/** A 409 OWNER_CANNOT_BE_CHANGED / _REMOVED as payload data on `userId`; anything else stays an error. */
export function ownerConflictOf(error: unknown): FieldError[] | null {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'CONFLICT') return null;
  const errorCode = String(error.extensions.errorCode ?? '');
  if (!errorCode.startsWith('OWNER_CANNOT_')) return null;
  return [{ field: 'userId', code: errorCode, message: error.message }];
}
