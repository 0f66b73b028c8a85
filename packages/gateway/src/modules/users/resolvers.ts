import type { ConnectionArgs } from '../../connections/offsetConnection.js';
import type { GatewayContext } from '../../context.js';
import { restIdArg } from '../../ids.js';
import { fieldsFromFullRecord } from '../partialSource.js';
import type { ModuleResolvers } from '../types.js';
import type { AlertCentralSettingSource } from './settings.js';
import { LAZY_USER_FIELDS, type UserSource } from './user.js';

type PageArgs = ConnectionArgs & { search?: string | null };

const optionalId = (type: string, id: string | null | undefined, argument: string) =>
  id ? restIdArg(type, id, argument) : undefined;

interface BatchValidation {
  existingUsers: { email?: string | null; username?: string | null; inClient?: boolean; unavailable?: boolean }[];
  existingNetworks: { id: number; name: string }[];
}

interface ImportCheckSource {
  clientRestId: string;
  existingUsers: { email: string | null; username: string | null; inClient: boolean; unavailable: boolean }[];
  existingNetworkIds: string[];
}

export const userResolvers: ModuleResolvers = {
  Query: {
    users: (_, args, ctx) => ctx.loaders.users.list(args),
    searchUsers: (_, args, ctx) =>
      ctx.loaders.users.search({
        query: args.query,
        clientId: optionalId('Client', args.clientId, 'clientId'),
        networkId: optionalId('Network', args.networkId, 'networkId'),
        excludeClientId: optionalId('Client', args.excludeClientId, 'excludeClientId'),
        excludeNetworkId: optionalId('Network', args.excludeNetworkId, 'excludeNetworkId'),
        first: args.first,
      }),
    userEmailAvailable: async (_, args, ctx) => (await emailAvailability(ctx, args)) === 'AVAILABLE',
    userEmailAvailability: (_, args, ctx) => emailAvailability(ctx, args),
    generatedPassword: async (_, __, ctx) =>
      (await ctx.rest.get<{ password: string }>('/backoffice/users/generate-password')).password,
    userImportCheck: (_, args, ctx) => importCheck(ctx, args),
  },
  User: {
    // List, picker and member rows lack most fields: those come from GET /users/{id}, once per request.
    ...fieldsFromFullRecord(LAZY_USER_FIELDS, (user: UserSource, ctx) => ctx.loaders.users.byId.load(user.restId)),
    networks: (user: UserSource, args: PageArgs, ctx) => ctx.loaders.users.networks(user.restId, args),
    devices: (user: UserSource, args: PageArgs, ctx) => ctx.loaders.users.devices(user.restId, args),
    mobileDevices: (user: UserSource, args: PageArgs, ctx) => ctx.loaders.users.mobileDevices(user.restId, args),
    documents: (user: UserSource, args: PageArgs, ctx) => ctx.loaders.users.documents(user.restId, args),
    subscriptionHistory: (user: UserSource, args: PageArgs, ctx) =>
      ctx.loaders.users.subscriptionHistory(user.restId, args),
    activityLog: (user: UserSource, args: PageArgs, ctx) => ctx.loaders.users.activityLog(user.restId, args),
    notificationSettings: (user: UserSource, _, ctx) => ctx.loaders.users.notificationSettings(user.restId),
    alertCentralSettings: (user: UserSource, _, ctx) => ctx.loaders.users.alertCentralSettings(user.restId),
  },
  AlertCentralSetting: {
    selectedNetworks: (setting: AlertCentralSettingSource, _, ctx) =>
      ctx.loaders.users.networksByIds(setting.selectedNetworkIds),
  },
  UserImportCheck: {
    // Full network rows (type, address) only when selected: one call by ids to the client's network list.
    existingNetworks: (check: ImportCheckSource, _, ctx) =>
      ctx.loaders.networks.inClient(check.clientRestId, check.existingNetworkIds),
  },
};

/**
 * E-mails are unique platform-wide, and the user search sees only the caller's scope: so the check is
 * POST /users/batch-validation with one e-mail. The match carries no id; when it is the e-mail of
 * exceptUserId (the user being edited), it is that user's own, so still available. A match the platform
 * marks unavailable is held outside the caller's scope (never the edited user, whom the caller sees).
 */
async function emailAvailability(
  ctx: GatewayContext,
  args: { email: string; exceptUserId?: string | null; clientId?: string | null },
): Promise<'AVAILABLE' | 'EXISTS' | 'UNAVAILABLE'> {
  const email = args.email.trim();
  const clientId = optionalId('Client', args.clientId, 'clientId');
  const exceptUserId = optionalId('User', args.exceptUserId, 'exceptUserId');
  if (!email) return 'AVAILABLE';
  const answer = await ctx.rest.post<BatchValidation>('/backoffice/users/batch-validation', {
    ...(clientId !== undefined ? { clientId } : {}),
    emails: [email],
    usernames: [],
    networks: [],
  });
  const match = answer.existingUsers.find((user) => user.email?.toLowerCase() === email.toLowerCase());
  if (!match) return 'AVAILABLE';
  if (match.unavailable) return 'UNAVAILABLE';
  if (exceptUserId === undefined) return 'EXISTS';
  const own = await ctx.loaders.users.byId.load(String(exceptUserId));
  return own.email.toLowerCase() === email.toLowerCase() ? 'AVAILABLE' : 'EXISTS';
}

/** The import wizard's check of a whole file: ONE batch-validation call, whatever the row count. */
async function importCheck(
  ctx: GatewayContext,
  args: { clientId: string; emails: string[]; usernames: string[]; networkNames: string[] },
): Promise<ImportCheckSource> {
  const clientRestId = restIdArg('Client', args.clientId, 'clientId');
  const answer = await ctx.rest.post<BatchValidation>('/backoffice/users/batch-validation', {
    clientId: clientRestId,
    emails: args.emails,
    usernames: args.usernames,
    networks: args.networkNames,
  });
  return {
    clientRestId: String(clientRestId),
    existingUsers: answer.existingUsers.map((user) => ({
      email: user.email ?? null,
      username: user.username ?? null,
      inClient: user.inClient ?? false,
      unavailable: user.unavailable ?? false,
    })),
    existingNetworkIds: answer.existingNetworks.map((network) => String(network.id)),
  };
}
