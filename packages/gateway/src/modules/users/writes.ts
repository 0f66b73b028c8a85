import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { restIdArg, restIdArgs, toGlobalId } from '../../ids.js';
import { fieldErrorsOf, type FieldError } from '../../payloads/fieldErrors.js';
import { clientPath } from '../clients/paths.js';
import { userExportBody, type UserListArgs } from './list.js';
import { userPath, userSubPath } from './loaders.js';
import {
  toAlertCentralSettingsBody,
  toUserNotificationSettingsBody,
  type AlertCentralSettingInput,
  type RestUserNotificationSetting,
} from './settings.js';
import { ROLE_ID, toPartialUser, toUser, type RestUser, type Role } from './user.js';

/**
 * Writes to a user. Each answers the fresh node for the payload: what the write answered is primed as
 * GET /users/{id} (no extra call); a write that answers nothing forgets the user's memoized reads (its
 * tabs are below its path), so the payload reads them once more.
 */

export interface UserInput {
  email: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  description?: string | null;
  phoneNumber?: string | null;
  role: Role;
  language?: string | null;
  subscription?: string | null;
  status?: string | null;
  clientId?: string | null;
  clientIds?: string[] | null;
  networkIds?: string[] | null;
  latitude?: number | null;
  longitude?: number | null;
  twoFaEnabled?: boolean | null;
  samlEnabled?: boolean | null;
  showOnlyAdmin?: boolean | null;
  streamingEnabled?: boolean | null;
  listeningEnabled?: boolean | null;
  publicAlertEnabled?: boolean | null;
  subscribeToReleaseNotes?: boolean | null;
  alertCentralEnabled?: boolean | null;
  showUserLocationToNetworkAdmins?: boolean | null;
}

const FLAGS = [
  'twoFaEnabled',
  'showOnlyAdmin',
  'streamingEnabled',
  'listeningEnabled',
  'publicAlertEnabled',
  'subscribeToReleaseNotes',
  'alertCentralEnabled',
  'showUserLocationToNetworkAdmins',
] as const;

/**
 * UserInput → the body of POST/PUT /backoffice/users: role → roles [id], ids decoded, enums lower-case,
 * subscription null → 'none'. A field the input leaves out is left out of the body (the platform keeps or
 * defaults it: subscription maxi and status active on create).
 */
export function toUserBody(input: UserInput, { create }: { create: boolean }) {
  const body: Record<string, unknown> = {
    email: input.email,
    username: input.username ?? null,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    description: input.description ?? null,
    phoneNumber: input.phoneNumber || null,
    roles: [ROLE_ID[input.role]],
  };
  if (input.language) body.language = input.language.toLowerCase();
  if (input.subscription !== undefined) body.subscription = input.subscription?.toLowerCase() ?? 'none';
  if (input.status) body.status = input.status === 'AWAITING_ACTIVATION' ? 'awaiting-activation' : 'active';
  if (input.clientId !== undefined)
    body.clientId = input.clientId ? restIdArg('Client', input.clientId, 'input.clientId') : null;
  if (input.clientIds !== undefined && input.clientIds !== null)
    body.clients = restIdArgs('Client', input.clientIds, 'input.clientIds');
  if (create && input.networkIds) body.networks = restIdArgs('Network', input.networkIds, 'input.networkIds');
  if (input.latitude !== undefined) body.lat = input.latitude;
  if (input.longitude !== undefined) body.lng = input.longitude;
  for (const flag of FLAGS) if (input[flag] !== undefined && input[flag] !== null) body[flag] = input[flag];
  if (!create && typeof input.samlEnabled === 'boolean') body.samlEnabled = input.samlEnabled;
  return body;
}

/** A platform field of the user body → the UserInput field the form knows. */
const INPUT_FIELD: Record<string, string> = {
  roles: 'role',
  clients: 'clientIds',
  networks: 'networkIds',
  lat: 'latitude',
  lng: 'longitude',
};
export const userFieldName = (restField: string) => {
  const [head, ...rest] = restField.split('.');
  return [INPUT_FIELD[head] ?? head, ...rest].join('.');
};

function primeUser(ctx: GatewayContext, answer: RestUser) {
  ctx.rest.forget(userPath(answer.id));
  ctx.rest.prime(userPath(answer.id), answer);
  ctx.loaders.users.byId.clear(String(answer.id));
  return toUser(answer);
}

/** After a write that answered nothing (or only a tab): the user read again, once, when the payload selects it. */
async function userAfterWrite(ctx: GatewayContext, userRestId: number, answered?: { path: string; body: unknown }) {
  ctx.rest.forget(userPath(userRestId));
  ctx.loaders.users.byId.clear(String(userRestId));
  if (answered?.body) ctx.rest.prime(answered.path, answered.body);
  return ctx.loaders.users.byId.load(String(userRestId));
}

export async function createUser(ctx: GatewayContext, input: UserInput) {
  return primeUser(ctx, await ctx.rest.post<RestUser>('/backoffice/users', toUserBody(input, { create: true })));
}

export async function updateUser(ctx: GatewayContext, userRestId: number, input: UserInput) {
  return primeUser(ctx, await ctx.rest.put<RestUser>(userPath(userRestId), toUserBody(input, { create: false })));
}

export async function deleteUser(ctx: GatewayContext, userRestId: number) {
  await ctx.rest.delete(userPath(userRestId));
  ctx.rest.forget(userPath(userRestId));
  ctx.loaders.users.byId.clear(String(userRestId));
  return { deletedId: toGlobalId('User', userRestId) };
}

export async function resetPassword(ctx: GatewayContext, userRestId: number, password: string) {
  await ctx.rest.put(userSubPath(userRestId, 'reset-password'), { password });
  return userAfterWrite(ctx, userRestId);
}

export async function updateNotificationSettings(
  ctx: GatewayContext,
  userRestId: number,
  input: RestUserNotificationSetting[],
) {
  const path = userSubPath(userRestId, 'notification_settings');
  const answer = await ctx.rest.put(path, toUserNotificationSettingsBody(input));
  return userAfterWrite(ctx, userRestId, { path, body: answer });
}

export async function updateAlertCentralSettings(
  ctx: GatewayContext,
  userRestId: number,
  input: AlertCentralSettingInput[],
) {
  const path = userSubPath(userRestId, 'alert-central-settings');
  const answer = await ctx.rest.put(path, toAlertCentralSettingsBody(input));
  return userAfterWrite(ctx, userRestId, { path, body: answer });
}

export async function addToNetworks(ctx: GatewayContext, userRestId: number, networkIds: string[]) {
  await ctx.rest.post(userSubPath(userRestId, 'networks'), { ids: restIdArgs('Network', networkIds, 'networkIds') });
  return userAfterWrite(ctx, userRestId);
}

export async function removeFromNetwork(ctx: GatewayContext, userRestId: number, networkRestId: number) {
  await ctx.rest.delete(userSubPath(userRestId, `networks/${networkRestId}`));
  return userAfterWrite(ctx, userRestId);
}

/** Same-origin path of the users export (src/http/downloads.ts streams it from the platform). */
export const USERS_DOWNLOAD_PATH = '/downloads/users';

export async function exportUsers(
  ctx: GatewayContext,
  args: Pick<UserListArgs, 'orderBy' | 'search' | 'filter'> & { timeZone?: string | null; language?: string | null },
) {
  const answer = await ctx.rest.post<{ token: string; expiresAt: string }>('/backoffice/users/export', {
    ...userExportBody(args),
    ...(args.timeZone ? { timeZone: args.timeZone } : {}),
    ...(args.language ? { language: args.language.toLowerCase() } : {}),
  });
  return { url: `${USERS_DOWNLOAD_PATH}?token=${encodeURIComponent(answer.token)}`, expiresAt: answer.expiresAt };
}

export interface UserImportRowInput {
  row: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  language: string;
  isAdmin: boolean;
  subscription: string;
  twoFaEnabled: boolean;
  streamingEnabled: boolean;
  listeningEnabled: boolean;
  subscribeToReleaseNotes: boolean;
  networkIds: string[];
  active: boolean;
}

export interface UserImportInput {
  users: UserImportRowInput[];
  activatedDate: string;
  clientName?: string | null;
}

/** The wizard's rows → the body of POST /clients/{id}/import-users (enums lower-case, ids decoded). */
export function toImportBody(input: UserImportInput) {
  return {
    users: input.users.map((row) => ({
      row: row.row,
      email: row.email,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      phoneNumber: row.phoneNumber || null,
      language: row.language.toLowerCase(),
      isAdmin: row.isAdmin,
      subscription: row.subscription.toLowerCase(),
      twoFaEnabled: row.twoFaEnabled,
      isStreamingEnabled: row.streamingEnabled,
      isListeningEnabled: row.listeningEnabled,
      subscribeToReleaseNotes: row.subscribeToReleaseNotes,
      networks: restIdArgs('Network', row.networkIds, `users.${row.row}.networkIds`),
      active: row.active,
    })),
    activatedDate: input.activatedDate,
    ...(input.clientName !== undefined && input.clientName !== null ? { clientName: input.clientName } : {}),
  };
}

interface ImportAnswer {
  imported: { row: number; id: number; email: string }[];
  skipped: { row: number; email: string; reasons: string[] }[];
}

/** A refused import's rows (400 `rows`), else null. */
function importRowErrorsOf(error: unknown): { row: number; field: string; code: string }[] | null {
  if (!(error instanceof GraphQLError)) return null;
  const { code, rows } = error.extensions as { code?: string; rows?: { row: number; field: string; code: string }[] };
  if (code !== 'BAD_USER_INPUT' || !Array.isArray(rows)) return null;
  return rows.map((row) => ({ row: row.row, field: INPUT_FIELD_OF_IMPORT[row.field] ?? row.field, code: row.code }));
}

const INPUT_FIELD_OF_IMPORT: Record<string, string> = {
  isStreamingEnabled: 'streamingEnabled',
  isListeningEnabled: 'listeningEnabled',
  networks: 'networkIds',
};

/**
 * POST /clients/{id}/import-users. A refusal is data: 400 `rows` → errors, 400 `fields` (clientName,
 * activatedDate) → fieldErrors; then nothing was imported. The imported users are built from the rows the
 * wizard sent (names, username) and the ids the platform answered; the client is read again once.
 */
export async function importUsers(ctx: GatewayContext, clientRestId: number, input: UserImportInput) {
  let answer: ImportAnswer;
  try {
    answer = await ctx.rest.post<ImportAnswer>(`${clientPath(clientRestId)}/import-users`, toImportBody(input));
  } catch (error) {
    const errors = importRowErrorsOf(error);
    const fieldErrors: FieldError[] | null = fieldErrorsOf(error);
    if (!errors && !fieldErrors) throw error;
    return { imported: [], skipped: [], errors: errors ?? [], fieldErrors: fieldErrors ?? [], client: null };
  }
  ctx.rest.forget(clientPath(clientRestId));
  const rowsByNumber = new Map(input.users.map((row) => [row.row, row]));
  return {
    imported: answer.imported.map((imported) => {
      const row = rowsByNumber.get(imported.row);
      return toPartialUser({
        id: imported.id,
        email: imported.email,
        firstName: row?.firstName ?? null,
        lastName: row?.lastName ?? null,
        ...(row ? { username: row.username } : {}),
      });
    }),
    skipped: answer.skipped,
    errors: [],
    fieldErrors: [],
    client: ctx.loaders.clients.byId(String(clientRestId)),
  };
}
