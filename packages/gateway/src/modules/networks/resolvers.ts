import { GraphQLError, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { ConnectionArgs } from '../../connections/offsetConnection.js';
import type { GatewayContext } from '../../context.js';
import { restIdArg, toGlobalId } from '../../ids.js';
import { hasCode } from '../../upstream/errors.js';
import { fieldsFromFullRecord } from '../partialSource.js';
import type { ModuleResolvers } from '../types.js';
import type { UserSource } from '../users/user.js';
import { userIdFromAccessToken } from '../viewer/accessToken.js';
import type { MemberListArgs } from './loaders.js';
import type { NetworkListArgs } from './list.js';
import {
  detailFieldsOf,
  NETWORK_DETAIL_FIELDS,
  NETWORK_ROW_FIELDS,
  rowFieldsOf,
  type NetworkSource,
} from './network.js';
import type { NetworkSettingsSource, RelaySource } from './tabs.js';

const optionalId = (type: string, id: string | null | undefined, argument: string) =>
  id ? restIdArg(type, id, argument) : undefined;

// viewerCan has its own resolver (a list row answers it without the detail).
const DETAIL_FIELDS = NETWORK_DETAIL_FIELDS.filter((field) => field !== 'viewerCan');

const EMPTY_CONNECTION = {
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  totalCount: 0,
};

/** The list row of a network (counts, statuses, client), batched by id; NOT_FOUND when the list does not hold it. */
async function rowOf(network: NetworkSource, ctx: GatewayContext) {
  const row = await ctx.loaders.networks.row(network.restId);
  if (!row) throw new GraphQLError('Network not found', { extensions: { code: 'NOT_FOUND', errorCode: 'NOT_FOUND' } });
  return rowFieldsOf(row);
}

export const networkResolvers: ModuleResolvers = {
  Query: {
    searchNetworks: (_, args, ctx) =>
      ctx.loaders.networks.search({
        query: args.query,
        clientId: optionalId('Client', args.clientId, 'clientId'),
        userId: optionalId('User', args.userId, 'userId'),
        withoutClients: args.withoutClients,
        excludeClientId: optionalId('Client', args.excludeClientId, 'excludeClientId'),
        first: args.first,
      }),
    // Deleted networks are never listed: that filter needs no call.
    networks: (_, args: NetworkListArgs, ctx) =>
      args.filter?.status === 'DELETED' ? EMPTY_CONNECTION : ctx.loaders.networks.list(args),
  },
  Network: {
    number: (network: NetworkSource) => Number(network.restId),
    // Each source carries some fields; the others load on demand, once per request: the detail's own fields
    // from GET /networks/{id}, the list row's (counts, statuses) from GET /networks?ids=.. (many networks, one call).
    ...fieldsFromFullRecord(DETAIL_FIELDS, async (network: NetworkSource, ctx) =>
      detailFieldsOf(await ctx.loaders.networks.detail(network.restId)),
    ),
    ...fieldsFromFullRecord(NETWORK_ROW_FIELDS, rowOf),
    viewerCan: (network: NetworkSource, _, ctx) =>
      network.viewerCan !== undefined
        ? network.viewerCan
        : network.listed
          ? listedPermissions(ctx)
          : ctx.loaders.networks.detail(network.restId).then((detail) => detailFieldsOf(detail).viewerCan),
    // A client's network row: read from the client's network list (shared with the client screen's lookups).
    ...fieldsFromFullRecord(['address'], async (network: NetworkSource, ctx) => {
      if (network.clientRestId !== null) {
        const inClient = await ctx.loaders.networks.fullInClient(network.clientRestId, network.restId);
        if (inClient) return inClient;
      }
      return rowOf(network, ctx);
    }),
    settings: (network: NetworkSource, _, ctx) => ctx.loaders.networks.settings(network.restId),
    notificationSettings: (network: NetworkSource, _, ctx) => ctx.loaders.networks.notificationSettings(network.restId),
    members: (network: NetworkSource, args: MemberListArgs, ctx) => ctx.loaders.networks.members(network.restId, args),
    devices: (network: NetworkSource, args: ConnectionArgs & { search?: string | null }, ctx) =>
      ctx.loaders.networks.devices(network.restId, args),
    relays: (network: NetworkSource, args: ConnectionArgs, ctx) => ctx.loaders.networks.relays(network.restId, args),
    documents: (network: NetworkSource, args: ConnectionArgs, ctx) =>
      ctx.loaders.networks.documents(network.restId, args),
    incidents: (network: NetworkSource, args: { first: number; after?: string | null }, ctx) =>
      ctx.loaders.networks.incidents(network.restId, args),
  },
  NetworkSettings: {
    notifySelectedUsersOutsideOfRange: (settings: NetworkSettingsSource, _, ctx) => selectedUsers(ctx, settings),
  },
  Relay: {
    network: (relay: RelaySource, _, ctx) => ctx.loaders.networks.byId(relay.networkRestId),
    device: (relay: RelaySource, _, ctx, info) => relayDevice(relay, ctx, info),
  },
};

/**
 * viewerCan of a networks list row without a second call per row: the row carries no permissions, and the
 * contract states them (GET /networks/{id} `permissions`): every console role may edit a network in its scope
 * (the list holds only those), only admins delete. The viewer's roles: GET /users/{id} of the caller, once.
 */
async function listedPermissions(ctx: GatewayContext) {
  if (ctx.accessToken === null) return { edit: false, delete: false };
  const viewer = await ctx.loaders.users.byId.load(userIdFromAccessToken(ctx.accessToken));
  return { edit: true, delete: ((viewer.roles as string[] | undefined) ?? []).includes('ADMIN') };
}

/**
 * The users a network's settings select, in order: one call by ids to the network's client's member list;
 * a user that list does not hold (or a network without a client) is read with GET /users/{id}; users gone
 * or out of scope are left out.
 */
async function selectedUsers(ctx: GatewayContext, settings: NetworkSettingsSource): Promise<UserSource[]> {
  const ids = settings.selectedUserIds;
  if (ids.length === 0) return [];
  const { clientId } = await ctx.loaders.networks.detail(settings.networkRestId);
  const members =
    clientId === null || clientId === undefined ? [] : await ctx.loaders.users.inClient(String(clientId), ids);
  const found = new Map(members.map((user) => [user.restId, user]));
  const users = await Promise.all(
    ids.map(async (id) => {
      const member = found.get(id);
      if (member) return member;
      try {
        return await ctx.loaders.users.byId.load(id);
      } catch (error) {
        if (hasCode(error, 'NOT_FOUND')) return null;
        throw error;
      }
    }),
  );
  return users.filter((user): user is UserSource => user !== null);
}

const RELAY_ROW_DEVICE_FIELDS = new Set(['id', 'name', '__typename']);

/** The field names a selection asks for, through fragments. */
function selectedFields(
  selectionSet: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  into = new Set<string>(),
) {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') into.add(selection.name.value);
    else if (selection.kind === 'InlineFragment') selectedFields(selection.selectionSet, info, into);
    else selectedFields(info.fragments[selection.name.value]?.selectionSet, info, into);
  }
  return into;
}

/**
 * The relay row names its device (id, name): enough for the relays tab. Any other device field reads the
 * device's row in the network's devices tab (by ids: one call for the page's relays).
 */
async function relayDevice(relay: RelaySource, ctx: GatewayContext, info: GraphQLResolveInfo) {
  const fields = new Set(info.fieldNodes.flatMap((node) => [...selectedFields(node.selectionSet, info)]));
  if ([...fields].every((field) => RELAY_ROW_DEVICE_FIELDS.has(field)))
    return { __typename: 'Device', id: toGlobalId('Device', relay.deviceRestId), name: relay.deviceName };
  const rows = await ctx.loaders.networks.devicesByIds(relay.networkRestId, [relay.deviceRestId]);
  const device = rows.get(relay.deviceRestId);
  if (!device)
    throw new GraphQLError('The device is not in this network.', {
      extensions: { code: 'NOT_FOUND', errorCode: 'NOT_FOUND' },
    });
  return device;
}
