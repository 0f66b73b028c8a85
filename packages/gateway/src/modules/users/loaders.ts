import DataLoader from 'dataloader';
import {
  loadOffsetConnection,
  toConnection,
  type Connection,
  type ConnectionArgs,
} from '../../connections/offsetConnection.js';
import { asError, hasCode } from '../../upstream/errors.js';
import { createIdBatches } from '../../upstream/idBatches.js';
import { PICKER_LIMIT } from '../../upstream/pickers.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { toClientUser, type RestClientUser } from '../clients/members.js';
import { toDevice, type DeviceSource, type RestDevice } from '../devices/device.js';
import { toNetworkFromSearch, type NetworkSource, type RestNetworkSearchRow } from '../networks/network.js';
import { userListQuery, type UserListArgs } from './list.js';
import {
  toAlertCentralSetting,
  toUserNotificationSetting,
  type AlertCentralSettingSource,
  type RestAlertCentralSetting,
  type RestUserNotificationSetting,
} from './settings.js';
import {
  toActivityLogEntry,
  toMobileDevice,
  toSubscriptionHistoryEntry,
  toUserDocument,
  toUserNetwork,
  type RestActivityLogEntry,
  type RestMobileDevice,
  type RestSubscriptionHistoryEntry,
  type RestUserDocument,
  type RestUserNetwork,
} from './tabs.js';
import { toPartialUser, toUser, type RestUser, type RestUserRow, type UserSource } from './user.js';

export interface UserSearch {
  query?: string | null;
  clientId?: number;
  networkId?: number;
  excludeClientId?: number;
  excludeNetworkId?: number;
  first?: number | null;
}

/** GET /backoffice/users/{id}; its tabs are below it, so forgetting this path after a write drops them too. */
export const userPath = (userRestId: string | number) => `/backoffice/users/${encodeURIComponent(String(userRestId))}`;
export const userSubPath = (userRestId: string | number, sub: string) => `${userPath(userRestId)}/${sub}`;

export function createUserLoaders(rest: RestClient) {
  // The contract has no batch read for users: one memoized GET per id.
  const byId = new DataLoader<string, UserSource>((ids) =>
    Promise.all(ids.map((id) => rest.get<RestUser>(userPath(id)).then(toUser, asError))),
  );

  async function search({ query, first, ...filters }: UserSearch): Promise<UserSource[]> {
    const rows = await rest.get<RestUserRow[]>(
      withQuery('/backoffice/users/search', {
        q: query?.trim() || undefined,
        ...filters,
        limit: Math.min(first ?? 20, PICKER_LIMIT),
      }),
    );
    return rows.map(toPartialUser);
  }

  const members = createIdBatches<RestClientUser>(rest, { idOf: (row) => row.userId });

  /**
   * Users a client's policy or multi-alert refers to, in the given order: one call by ids to the client's
   * member list per tick (`/clients/{id}/users?ids=...`); ids that are no longer members are left out.
   */
  async function inClient(clientId: string | number, userIds: readonly (string | number)[]): Promise<UserSource[]> {
    const rows = await members.byIds(`/backoffice/clients/${encodeURIComponent(String(clientId))}/users`, userIds);
    return userIds.flatMap((id) => {
      const row = rows.get(String(id));
      return row ? [toClientUser(row).user] : [];
    });
  }

  const tab = <T, N>(
    userRestId: string,
    sub: string,
    args: ConnectionArgs,
    toNode: (row: T) => N,
    search?: string | null,
  ) => loadOffsetConnection<T, N>(rest, userSubPath(userRestId, sub), args, { search }, toNode);

  // Networks an alert-central setting selects may be of any client in scope: the network picker by ids.
  const networksById = createIdBatches<RestNetworkSearchRow>(rest, {
    idOf: (row) => row.id,
    rowsOf: (answer) => answer as RestNetworkSearchRow[],
    maxIds: PICKER_LIMIT,
  });

  return {
    byId,
    search,
    inClient,

    /** Query.users: one page of GET /backoffice/users; rows lack permissions, clients and flags (loaded on demand). */
    list: (args: UserListArgs) =>
      loadOffsetConnection<RestUser, UserSource>(rest, '/backoffice/users', args, userListQuery(args), toUser),

    networks: (userRestId: string, args: ConnectionArgs & { search?: string | null }) =>
      tab<RestUserNetwork, ReturnType<typeof toUserNetwork>>(userRestId, 'networks', args, toUserNetwork, args.search),

    /** Alarm devices the user owns; the platform answers 403 to roles that may not see them: an empty list then. */
    async devices(userRestId: string, args: ConnectionArgs): Promise<Connection<DeviceSource>> {
      try {
        return await tab<RestDevice, DeviceSource>(userRestId, 'devices', args, (row) => toDevice(row, null));
      } catch (error) {
        if (hasCode(error, 'FORBIDDEN'))
          return toConnection({ items: [], total: 0 }, args, (row: RestDevice) => toDevice(row, null));
        throw error;
      }
    },

    mobileDevices: (userRestId: string, args: ConnectionArgs) =>
      tab<RestMobileDevice, ReturnType<typeof toMobileDevice>>(userRestId, 'user-devices', args, (row) =>
        toMobileDevice(row, userRestId),
      ),

    /** One of the user's phones, for node(): the owner's list (a user has a handful) in one call. */
    async mobileDevice(userRestId: string, deviceRestId: string) {
      const list = await rest.get<{ items: RestMobileDevice[] }>(
        withQuery(userSubPath(userRestId, 'user-devices'), { limit: 500, offset: 0 }),
      );
      const row = list.items.find((item) => String(item.id) === deviceRestId);
      return row ? toMobileDevice(row, userRestId) : null;
    },

    documents: (userRestId: string, args: ConnectionArgs) =>
      tab<RestUserDocument, ReturnType<typeof toUserDocument>>(userRestId, 'documents', args, toUserDocument),

    subscriptionHistory: (userRestId: string, args: ConnectionArgs) =>
      tab<RestSubscriptionHistoryEntry, ReturnType<typeof toSubscriptionHistoryEntry>>(
        userRestId,
        'subscription-history',
        args,
        toSubscriptionHistoryEntry,
      ),

    activityLog: (userRestId: string, args: ConnectionArgs) =>
      tab<RestActivityLogEntry, ReturnType<typeof toActivityLogEntry>>(
        userRestId,
        'activity-logs',
        args,
        toActivityLogEntry,
      ),

    notificationSettings: async (userRestId: string) =>
      (await rest.get<RestUserNotificationSetting[]>(userSubPath(userRestId, 'notification_settings'))).map(
        toUserNotificationSetting,
      ),

    alertCentralSettings: async (userRestId: string): Promise<AlertCentralSettingSource[]> =>
      (await rest.get<RestAlertCentralSetting[]>(userSubPath(userRestId, 'alert-central-settings'))).flatMap(
        (row) => toAlertCentralSetting(row) ?? [],
      ),

    /** Networks by id, in order, through the picker's ids filter (one call per tick); ones out of scope or gone left out. */
    async networksByIds(networkIds: readonly string[]): Promise<NetworkSource[]> {
      const rows = await networksById.byIds('/backoffice/networks/search', networkIds);
      return networkIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toNetworkFromSearch(row)] : [];
      });
    },
  };
}
