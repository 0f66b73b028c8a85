import DataLoader from 'dataloader';
import { loadOffsetConnection, type ConnectionArgs, type OffsetList } from '../../connections/offsetConnection.js';
import { badUserInput } from '../../upstream/errors.js';
import { createIdBatches, MAX_IDS_PER_CALL, withIds } from '../../upstream/idBatches.js';
import { PICKER_LIMIT } from '../../upstream/pickers.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { toNotificationSetting, type RestNotificationSetting } from '../clients/notificationSettings.js';
import { toDevice, type DeviceSource, type RestDevice } from '../devices/device.js';
import { decodeCursor, encodeCursor } from '../incidents/cursor.js';
import { toIncident, type RestIncident } from '../incidents/incident.js';
import { MAX_INCIDENTS_PER_PAGE } from '../incidents/loaders.js';
import { toUserDocument, type RestUserDocument } from '../users/tabs.js';
import { networkListQuery, type NetworkListArgs } from './list.js';
import {
  toClientNetwork,
  toNetwork,
  toNetworkFromDetail,
  toNetworkFromRow,
  toNetworkFromSearch,
  type NetworkSource,
  type RestClientNetwork,
  type RestNetwork,
  type RestNetworkRow,
  type RestNetworkSearchRow,
} from './network.js';
import {
  MEMBER_SORT,
  toNetworkMember,
  toNetworkSettings,
  toRelay,
  type RestNetworkMember,
  type RestNetworkSettings,
  type RestRelay,
} from './tabs.js';

export interface NetworkSearch {
  query?: string | null;
  clientId?: number;
  userId?: number;
  withoutClients?: boolean | null;
  excludeClientId?: number;
  first?: number | null;
}

export interface MemberListArgs extends ConnectionArgs {
  orderBy?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
}

const clientNetworksPath = (clientRestId: string) => `/backoffice/clients/${encodeURIComponent(clientRestId)}/networks`;

/** GET /backoffice/networks/{id}; its tabs are below it, so forgetting this path after a write drops them too. */
export const networkPath = (networkRestId: string | number) =>
  `/backoffice/networks/${encodeURIComponent(String(networkRestId))}`;
export const networkSubPath = (networkRestId: string | number, sub: string) => `${networkPath(networkRestId)}/${sub}`;

const NETWORKS_PATH = '/backoffice/networks';

export function createNetworkLoaders(rest: RestClient) {
  const batches = createIdBatches<RestClientNetwork>(rest, { idOf: (row) => row.networkId });
  /** Rows of the client's network list by network id: one call by ids per client and tick. */
  const rowsInClient = (clientRestId: string, networkIds: readonly string[]) =>
    batches.byIds(clientNetworksPath(clientRestId), networkIds);

  /**
   * Rows of the networks list (counts, statuses, client) by id: the ids asked for in one tick go out as
   * one `GET /networks?ids=..`; rows of a list page are primed, so a listed network is never read again.
   * null: not in the caller's scope (or deleted).
   */
  const rows = new DataLoader<string, RestNetworkRow | null>(
    async (ids) => {
      const valid = [...new Set(ids)].filter((id) => /^[1-9][0-9]{0,9}$/.test(id));
      if (valid.length === 0) return ids.map(() => null);
      const answer = await rest.get<OffsetList<RestNetworkRow>>(withIds(NETWORKS_PATH, valid));
      const byId = new Map(answer.items.map((row) => [String(row.id), row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  const detail = (networkRestId: string) => rest.get<RestNetwork>(networkPath(networkRestId));

  const tab = <T, N>(
    networkRestId: string,
    sub: string,
    args: ConnectionArgs,
    toNode: (row: T) => N,
    options: { search?: string | null; sort?: string; order?: 'asc' | 'desc' } = {},
  ) => loadOffsetConnection<T, N>(rest, networkSubPath(networkRestId, sub), args, options, toNode);

  // Devices of a network by id (a relay's device): one call by ids per network and tick.
  const devicesInNetwork = createIdBatches<RestDevice>(rest, { idOf: (row) => row.id });

  return {
    /** Client.networks: a page of GET /clients/{id}/networks. */
    ofClient: (clientRestId: string, args: ConnectionArgs & { search?: string | null }) =>
      loadOffsetConnection<RestClientNetwork, ReturnType<typeof toClientNetwork>>(
        rest,
        clientNetworksPath(clientRestId),
        args,
        { search: args.search },
        (row) => toClientNetwork(row, clientRestId),
      ),

    async search({ query, first, ...filters }: NetworkSearch): Promise<NetworkSource[]> {
      const rows = await rest.get<RestNetworkSearchRow[]>(
        withQuery('/backoffice/networks/search', {
          q: query?.trim() || undefined,
          ...filters,
          limit: Math.min(first ?? 20, PICKER_LIMIT),
        }),
      );
      return rows.map(toNetworkFromSearch);
    },

    /** Networks a client's policy, multi-alert or SAML settings refer to, in order; gone ones left out. */
    async inClient(clientRestId: string, networkIds: readonly string[]): Promise<NetworkSource[]> {
      const rows = await rowsInClient(clientRestId, networkIds);
      return networkIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toNetwork(row, clientRestId)] : [];
      });
    },

    /** The full row of a picker network (for its address); null when its client does not list it. */
    async fullInClient(clientRestId: string, networkRestId: string): Promise<NetworkSource | null> {
      const row = (await rowsInClient(clientRestId, [networkRestId])).get(networkRestId);
      return row ? toNetwork(row, clientRestId) : null;
    },

    /** Query.networks: one page of GET /backoffice/networks; each row is primed for the by-id reads. */
    list: (args: NetworkListArgs) =>
      loadOffsetConnection<RestNetworkRow, NetworkSource>(rest, NETWORKS_PATH, args, networkListQuery(args), (row) => {
        rows.prime(String(row.id), row);
        return toNetworkFromRow(row);
      }),

    /** node(): GET /networks/{id} (404 out of scope or deleted). */
    byId: async (networkRestId: string) => toNetworkFromDetail(await detail(networkRestId)),

    /** The detail's record (memoized GET), for the fields other sources lack. */
    detail,

    /** The list row of a network, by id (batched); null when the list does not hold it. */
    row: (networkRestId: string) => rows.load(networkRestId),

    /** After a write to the network: its reads, tabs, counts and statuses read again. */
    forget(networkRestId: string | number) {
      rest.forget(networkPath(networkRestId));
      rows.clear(String(networkRestId));
    },

    /** After a write to a tab: the list row's counts and statuses read again. */
    forgetRow(networkRestId: string | number) {
      rows.clear(String(networkRestId));
    },

    members: (networkRestId: string, { orderBy, search, ...page }: MemberListArgs) =>
      tab<RestNetworkMember, ReturnType<typeof toNetworkMember>>(networkRestId, 'users', page, toNetworkMember, {
        search,
        ...(orderBy ? { sort: MEMBER_SORT[orderBy.field], order: orderBy.direction === 'ASC' ? 'asc' : 'desc' } : {}),
      }),

    /** One member's row (after a member type change), by the members list's ids filter. */
    async member(networkRestId: string, userRestId: number) {
      const answer = await rest.get<OffsetList<RestNetworkMember>>(
        withIds(networkSubPath(networkRestId, 'users'), [String(userRestId)]),
      );
      const row = answer.items.find((item) => item.userId === userRestId);
      return row ? toNetworkMember(row) : null;
    },

    devices: (networkRestId: string, args: ConnectionArgs & { search?: string | null }) =>
      tab<RestDevice, DeviceSource>(networkRestId, 'devices', args, (row) => toDevice(row, null), {
        search: args.search,
      }),

    /** The full device rows of a network by id (a relay's device); absent: not in the network or out of scope. */
    async devicesByIds(networkRestId: string, deviceIds: readonly string[]): Promise<Map<string, DeviceSource>> {
      const found = await devicesInNetwork.byIds(networkSubPath(networkRestId, 'devices'), deviceIds);
      return new Map([...found].map(([id, row]) => [id, toDevice(row, null)]));
    },

    relays: (networkRestId: string, args: ConnectionArgs) =>
      tab<RestRelay, ReturnType<typeof toRelay>>(networkRestId, 'relays', args, toRelay),

    /** node(): a relay found in its network's relays (pages of 500, memoized). */
    async relay(networkRestId: string, relayRestId: string) {
      for (let offset = 0; ; offset += 500) {
        const page = await rest.get<OffsetList<RestRelay>>(
          withQuery(networkSubPath(networkRestId, 'relays'), { limit: 500, offset }),
        );
        const row = page.items.find((item) => String(item.id) === relayRestId);
        if (row) return toRelay(row);
        if (page.items.length < 500 || offset + page.items.length >= page.total) return null;
      }
    },

    documents: (networkRestId: string, args: ConnectionArgs) =>
      tab<RestUserDocument, ReturnType<typeof toUserDocument>>(networkRestId, 'documents', args, toUserDocument),

    settings: async (networkRestId: string) =>
      toNetworkSettings(await rest.get<RestNetworkSettings>(networkSubPath(networkRestId, 'settings')), networkRestId),

    notificationSettings: async (networkRestId: string) =>
      (await rest.get<RestNotificationSetting[]>(networkSubPath(networkRestId, 'notification-settings'))).map(
        toNotificationSetting,
      ),

    /** Network.incidents: GET /incidents/list?networkId=, cursor paged as Query.incidents. */
    incidents: (networkRestId: string, args: { first: number; after?: string | null }) =>
      incidentConnection(rest, networkRestId, args),
  };
}

interface IncidentList {
  incidents: RestIncident[];
  next_cursor: string | null;
  prev_cursor: string | null;
}

/** Query.incidents' paging (src/modules/incidents/loaders.ts) with the network filter. */
async function incidentConnection(
  rest: RestClient,
  networkRestId: string,
  { first, after }: { first: number; after?: string | null },
) {
  if (first < 0) throw badUserInput('first must not be negative.');
  const cursor = after ? decodeCursor(after) : { after: null, skip: 0 };
  if (!cursor) throw badUserInput('The after cursor is not valid.', 'INVALID_CURSOR');
  const pageSize = Math.min(first, MAX_INCIDENTS_PER_PAGE);
  if (pageSize === 0)
    return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };

  const list = await rest.get<IncidentList>(
    withQuery('/backoffice/incidents/list', {
      networkId: networkRestId,
      limit: cursor.skip + pageSize,
      after: cursor.after,
    }),
  );
  const items = list.incidents.slice(cursor.skip, cursor.skip + pageSize);
  const pageIsFull = cursor.skip + items.length === list.incidents.length && items.length === pageSize;
  const edges = items.map((item, index) => {
    const isLast = index === items.length - 1;
    const edgeCursor =
      isLast && pageIsFull && list.next_cursor
        ? { after: list.next_cursor, skip: 0 }
        : { after: cursor.after, skip: cursor.skip + index + 1 };
    return { cursor: encodeCursor(edgeCursor), node: toIncident(item) };
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: pageIsFull && Boolean(list.next_cursor),
      hasPreviousPage: Boolean(cursor.after || cursor.skip) && (cursor.skip > 0 || Boolean(list.prev_cursor)),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
