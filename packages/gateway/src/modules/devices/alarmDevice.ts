import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import {
  loadOffsetConnection,
  offsetListPath,
  toConnection,
  type ConnectionArgs,
  type OffsetList,
} from '../../connections/offsetConnection.js';
import type { GatewayContext } from '../../context.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';
import { toNotificationSetting, type RestNotificationSetting } from '../clients/notificationSettings.js';
import {
  integrationStatusesOf,
  networkTypeOf,
  worstIntegrationStatus,
  type NetworkSource,
} from '../networks/network.js';
import { toRelay, type RestRelay } from '../networks/tabs.js';

/**
 * What every kind of alarm device shares (schema.graphql `interface AlarmDevice`): the subresources the platform
 * registers under each kind's base path (docs/rest-contract.md "Alarm devices (issue 11)"): networks, relays,
 * logs, notification settings, the ingest key. Device (src/modules/devices), FlicHub, FlicButton (src/modules/flic)
 * and SensorDevice (src/modules/sensors) spread `alarmDeviceFields` into their resolvers.
 */

export type Resolver = (source: any, args: any, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;

/** The REST base path of a device source: /backoffice/devices/{id}, /backoffice/flic-hub/{serial}, /backoffice/collactivate/{serial}. */
export type RestBaseOf<Source> = (source: Source) => string;

/** GET/PUT/DELETE of one device of each kind (and the base of its subresources). Serials are URL-encoded. */
export const devicePath = (deviceRestId: string | number) =>
  `/backoffice/devices/${encodeURIComponent(String(deviceRestId))}`;
export const flicDevicePath = (serial: string) => `/backoffice/flic-hub/${encodeURIComponent(serial)}`;
export const sensorDevicePath = (serialOrId: string) => `/backoffice/collactivate/${encodeURIComponent(serialOrId)}`;

/** The graph's node type of each kind of device. */
export const NODE_TYPE_BY_KIND: Record<string, 'Device' | 'FlicHub' | 'FlicButton' | 'SensorDevice'> = {
  dalm: 'Device',
  hub: 'FlicHub',
  button: 'FlicButton',
  sensor: 'SensorDevice',
};

const KINDS = ['DALM', 'HUB', 'BUTTON', 'SENSOR'];

/** The platform's kind (dalm, hub, button, sensor) → DeviceKind; anything else reads as DALM (the old rows). */
export function deviceKindOf(kind: string | null | undefined): string {
  const upper = (kind ?? '').toUpperCase();
  return KINDS.includes(upper) ? upper : 'DALM';
}

/** `permissions: { edit, delete }` of a device answer → DevicePermissions. */
export function devicePermissionsOf(permissions: { edit?: boolean; delete?: boolean } | null | undefined) {
  return { edit: permissions?.edit ?? false, delete: permissions?.delete ?? false };
}

/** A row of GET {base}/networks. */
export interface RestDeviceNetwork {
  id: number;
  name: string;
  address?: string | null;
  type?: string | null;
  joined?: string | null;
  createdAt?: string | null;
  clientName?: string | null;
  userCount?: number | null;
  memberType?: string | null;
  integrationStatuses?: string[] | null;
}

/** A network holding the device: the row's fields; the others (status, counts, client) load from the networks list. */
export function toDeviceNetwork(row: RestDeviceNetwork): NetworkSource {
  const integrationStatuses = integrationStatusesOf(row.integrationStatuses);
  return {
    __typename: 'Network',
    id: toGlobalId('Network', row.id),
    restId: String(row.id),
    name: row.name,
    type: networkTypeOf(row.type),
    address: row.address ?? null,
    clientRestId: null,
    createdAt: row.createdAt ?? null,
    ...(row.userCount === null || row.userCount === undefined ? {} : { userCount: row.userCount }),
    ...(row.integrationStatuses
      ? { integrationStatuses, integrationStatus: worstIntegrationStatus(integrationStatuses) }
      : {}),
  };
}

/** A row of GET {base}/logs. */
export interface RestDeviceLog {
  id: number | string;
  event: string;
  type?: string | null;
  data?: unknown;
  createdAt: string;
}

/** A log entry; `data` is the raw JSON of the entry as a string (the console's log modal shows and copies it). */
export function toDeviceLog(row: RestDeviceLog) {
  return {
    id: String(row.id),
    event: row.event,
    type: row.type ?? 'info',
    data: typeof row.data === 'string' ? row.data : JSON.stringify(row.data ?? {}),
    createdAt: row.createdAt,
  };
}

/** What the shared fields read of a source when it has them; else the device's own answer (GET of its detail path). */
interface SharedFieldsOfSource {
  viewerCan?: { edit: boolean; delete: boolean };
  permissions?: { edit?: boolean; delete?: boolean } | null;
  hasIngestKey?: boolean;
  deleted?: boolean;
}

/** The device's own answer (GET /devices/{id}, /flic-hub/{serial}, /collactivate/{serial}) as far as the shared fields go. */
interface RestDeviceAnswer {
  permissions?: { edit?: boolean; delete?: boolean } | null;
  hasIngestKey?: boolean | null;
  deleted?: boolean | null;
}

/**
 * Resolvers for the AlarmDevice fields every kind answers from its subresources: networks (DeviceNetworkConnection),
 * relays (RelayConnection), logs (DeviceLogConnection; data as a JSON string), notificationSettings, viewerCan
 * (from `permissions`), hasIngestKey, deleted. Every read is a memoized GET of the request's REST client: one
 * call per path and request, however many resolvers ask.
 *
 * viewerCan, hasIngestKey and deleted come from the source when it has them (`viewerCan`, or the REST
 * `permissions`; `hasIngestKey`; `deleted`), else from GET `detailPathOf(source)` (default: the base path, which is
 * the device's own GET for every kind).
 */
export function alarmDeviceFields<Source>(
  restBaseOf: RestBaseOf<Source>,
  options: { detailPathOf?: (source: Source) => string } = {},
): Record<string, Resolver> {
  const detailPathOf = options.detailPathOf ?? restBaseOf;
  const detail = (source: Source, ctx: GatewayContext) => ctx.rest.get<RestDeviceAnswer>(detailPathOf(source));
  const own = (source: Source) => source as unknown as SharedFieldsOfSource;

  return {
    networks: (source: Source, args: ConnectionArgs & { search?: string | null }, ctx: GatewayContext) =>
      deviceNetworks(ctx, restBaseOf(source), args),
    relays: (source: Source, args: ConnectionArgs, ctx: GatewayContext) =>
      loadOffsetConnection<RestRelay, ReturnType<typeof toRelay>>(
        ctx.rest,
        `${restBaseOf(source)}/relays`,
        args,
        {},
        toRelay,
      ),
    logs: (source: Source, args: ConnectionArgs, ctx: GatewayContext) =>
      loadOffsetConnection<RestDeviceLog, ReturnType<typeof toDeviceLog>>(
        ctx.rest,
        `${restBaseOf(source)}/logs`,
        args,
        {},
        toDeviceLog,
      ),
    notificationSettings: async (source: Source, _: unknown, ctx: GatewayContext) =>
      (await ctx.rest.get<RestNotificationSetting[]>(`${restBaseOf(source)}/notification-settings`)).map(
        toNotificationSetting,
      ),
    viewerCan: (source: Source, _: unknown, ctx: GatewayContext) => {
      const { viewerCan, permissions } = own(source);
      if (viewerCan) return viewerCan;
      if (permissions) return devicePermissionsOf(permissions);
      return detail(source, ctx).then((answer) => devicePermissionsOf(answer.permissions));
    },
    hasIngestKey: (source: Source, _: unknown, ctx: GatewayContext) => {
      const { hasIngestKey } = own(source);
      return hasIngestKey !== undefined ? hasIngestKey : detail(source, ctx).then((a) => a.hasIngestKey ?? false);
    },
    deleted: (source: Source, _: unknown, ctx: GatewayContext) => {
      const { deleted } = own(source);
      return deleted !== undefined ? deleted : detail(source, ctx).then((a) => a.deleted ?? false);
    },
  };
}

/** DeviceNetworkConnection: a page of GET {base}/networks, each edge with the day the device joined. */
export async function deviceNetworks(
  ctx: GatewayContext,
  base: string,
  args: ConnectionArgs & { search?: string | null },
) {
  const list = await ctx.rest.get<OffsetList<RestDeviceNetwork>>(
    offsetListPath(`${base}/networks`, args, { search: args.search }),
  );
  const connection = toConnection(list, args, (row) => row);
  return {
    ...connection,
    edges: connection.edges.map(({ cursor, node: row }) => ({
      cursor,
      node: toDeviceNetwork(row),
      joinedAt: row.joined ?? null,
    })),
  };
}

/** The base path of each node type of device, from the key of its global id (a numeric id, or a serial). */
const BASE_BY_TYPE: Record<string, (restKey: string) => string | null> = {
  Device: (restKey) => (/^[1-9][0-9]{0,9}$/.test(restKey) ? devicePath(restKey) : null),
  FlicHub: (restKey) => flicDevicePath(restKey),
  FlicButton: (restKey) => flicDevicePath(restKey),
  SensorDevice: (restKey) => sensorDevicePath(restKey),
};

/**
 * The device a shared mutation names: Device:<id>, FlicHub:<serial>, FlicButton:<serial> or SensorDevice:<serial> →
 * its REST base path; a BAD_USER_INPUT GraphQLError for anything else.
 */
export function restBaseOfDeviceId(globalId: string): { type: string; restKey: string; base: string } {
  const parsed = fromGlobalId(globalId);
  const base = parsed && Object.hasOwn(BASE_BY_TYPE, parsed.type) ? BASE_BY_TYPE[parsed.type](parsed.restId) : null;
  if (!parsed || base === null)
    throw new GraphQLError('id is not the id of an alarm device.', {
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' },
    });
  return { type: parsed.type, restKey: parsed.restId, base };
}
