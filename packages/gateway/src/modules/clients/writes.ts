import type { GatewayContext } from '../../context.js';
import { restIdArgs, toGlobalId } from '../../ids.js';
import { sameOriginUploadUrl } from '../files/fileUrl.js';
import {
  coversAllAlertScreenCategories,
  toAlertScreenBody,
  type AlertScreenCategoryInput,
  type RestAlertScreen,
} from './alertScreen.js';
import { toClient, toClientBody, type ClientInput, type RestClientRecord } from './client.js';
import { toClientUser, type RestClientUser } from './members.js';
import { toNotificationSettingsBody, type RestNotificationSetting } from './notificationSettings.js';
import { clientPath, clientSubPath } from './paths.js';
import { coversAllCategories, toPolicyBody, type RestPolicy } from './policy.js';
import { toSamlSettingsBody } from './saml.js';

/**
 * Writes to a client. Each returns the changed node for the payload, read through the request's loaders
 * after the write: what the write answered is primed (no extra call), everything else of the client is
 * forgotten and read again once, so counts and summaries in the payload are current.
 */

/** After a write to `clientRestId`: forget its memoized reads, prime what the write answered, answer the client. */
function clientAfterWrite(
  ctx: GatewayContext,
  clientRestId: string | number,
  answered?: { path: string; body: unknown },
) {
  ctx.rest.forget(clientPath(clientRestId));
  if (answered?.body) ctx.rest.prime(answered.path, answered.body);
  return ctx.loaders.clients.byId(String(clientRestId));
}

export async function createClient(ctx: GatewayContext, input: ClientInput) {
  const created = await ctx.rest.post<RestClientRecord>('/backoffice/clients', toClientBody(input));
  ctx.rest.prime(clientPath(created.id), created);
  return toClient(created);
}

export async function updateClient(ctx: GatewayContext, clientRestId: number, input: ClientInput) {
  const updated = await ctx.rest.put<RestClientRecord>(clientPath(clientRestId), toClientBody(input));
  return clientAfterWrite(ctx, clientRestId, { path: clientPath(clientRestId), body: updated });
}

export async function deleteClient(ctx: GatewayContext, clientRestId: number) {
  await ctx.rest.delete(clientPath(clientRestId));
  ctx.rest.forget(clientPath(clientRestId));
  return { deletedId: toGlobalId('Client', clientRestId) };
}

export async function setClientsDisplay(ctx: GatewayContext, input: { hide: string[]; display: string[] }) {
  const hide = restIdArgs('Client', input.hide, 'hide');
  const display = restIdArgs('Client', input.display, 'display');
  await ctx.rest.patch('/backoffice/clients/display', { hide, display });
  const changed = [...new Set([...hide, ...display])];
  changed.forEach((id) => ctx.rest.forget(clientPath(id)));
  return { clients: await Promise.all(changed.map((id) => ctx.loaders.clients.byId(String(id)))) };
}

export async function updatePolicy(
  ctx: GatewayContext,
  clientRestId: number,
  input: Parameters<typeof toPolicyBody>[0],
) {
  // Categories the input leaves out keep their current values: only then is the policy read first.
  const current = coversAllCategories(input) ? null : await ctx.loaders.clients.rawPolicy(String(clientRestId));
  const path = clientSubPath(clientRestId, 'policy');
  const answer = await ctx.rest.put<RestPolicy>(path, toPolicyBody(input, current));
  return clientAfterWrite(ctx, clientRestId, { path, body: answer });
}

export async function updateSamlSettings(
  ctx: GatewayContext,
  clientRestId: number,
  input: Parameters<typeof toSamlSettingsBody>[0],
) {
  const path = clientSubPath(clientRestId, 'saml-settings');
  const answer = await ctx.rest.put(path, toSamlSettingsBody(input));
  return clientAfterWrite(ctx, clientRestId, { path, body: answer });
}

export async function updateAlertScreen(ctx: GatewayContext, clientRestId: number, input: AlertScreenCategoryInput[]) {
  const current = coversAllAlertScreenCategories(input)
    ? null
    : await ctx.loaders.clients.rawAlertScreen(String(clientRestId));
  const path = clientSubPath(clientRestId, 'settings');
  const answer = await ctx.rest.put<RestAlertScreen>(path, toAlertScreenBody(input, current));
  return clientAfterWrite(ctx, clientRestId, { path, body: answer });
}

export async function updateNotificationSettings(
  ctx: GatewayContext,
  clientRestId: number,
  input: RestNotificationSetting[],
) {
  const path = clientSubPath(clientRestId, 'notification-settings');
  const answer = await ctx.rest.put(path, toNotificationSettingsBody(input));
  return clientAfterWrite(ctx, clientRestId, { path, body: answer });
}

export async function requestIconUpload(
  ctx: GatewayContext,
  clientRestId: number,
  input: { filename: string; size: number; contentType: string },
) {
  const answer = await ctx.rest.post<{ url: string; uploadId: string | number; expiresAt: string }>(
    clientSubPath(clientRestId, 'upload-url'),
    {
      filename: input.filename,
      size: input.size,
      contentType: input.contentType,
    },
  );
  return { url: sameOriginUploadUrl(answer.url), uploadId: String(answer.uploadId), expiresAt: answer.expiresAt };
}

export async function addUsers(ctx: GatewayContext, clientRestId: number, userIds: string[]) {
  await ctx.rest.put(clientSubPath(clientRestId, 'users'), { userIds: restIdArgs('User', userIds, 'userIds') });
  return clientAfterWrite(ctx, clientRestId);
}

export async function setUserAdmin(ctx: GatewayContext, clientRestId: number, userRestId: number, isAdmin: boolean) {
  const row = await ctx.rest.put<RestClientUser>(clientSubPath(clientRestId, `users/${userRestId}`), { isAdmin });
  ctx.rest.forget(clientPath(clientRestId));
  return toClientUser(row);
}

export async function removeUser(ctx: GatewayContext, clientRestId: number, userRestId: number) {
  await ctx.rest.delete(clientSubPath(clientRestId, `users/${userRestId}`));
  return { client: await clientAfterWrite(ctx, clientRestId), removedId: toGlobalId('User', userRestId) };
}

export async function addNetworks(ctx: GatewayContext, clientRestId: number, networkIds: string[]) {
  await ctx.rest.put(clientSubPath(clientRestId, 'networks'), {
    networkIds: restIdArgs('Network', networkIds, 'networkIds'),
  });
  return clientAfterWrite(ctx, clientRestId);
}

export async function removeNetwork(ctx: GatewayContext, clientRestId: number, networkRestId: number) {
  await ctx.rest.delete(clientSubPath(clientRestId, `networks/${networkRestId}`));
  return { client: await clientAfterWrite(ctx, clientRestId), removedId: toGlobalId('Network', networkRestId) };
}

export async function addDevices(ctx: GatewayContext, clientRestId: number, deviceIds: string[]) {
  await ctx.rest.put(clientSubPath(clientRestId, 'devices'), {
    deviceIds: restIdArgs('Device', deviceIds, 'deviceIds'),
  });
  return clientAfterWrite(ctx, clientRestId);
}

export async function removeDevice(ctx: GatewayContext, clientRestId: number, deviceRestId: number) {
  await ctx.rest.delete(clientSubPath(clientRestId, `devices/${deviceRestId}`));
  return { client: await clientAfterWrite(ctx, clientRestId), removedId: toGlobalId('Device', deviceRestId) };
}
