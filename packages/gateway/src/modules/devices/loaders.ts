import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import { createIdBatches } from '../../upstream/idBatches.js';
import { PICKER_LIMIT, candidatesQuery, type CandidateArgs } from '../../upstream/pickers.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import { devicePath } from './alarmDevice.js';
import {
  DEVICE_SORT,
  recordPathOf,
  toDevice,
  toDeviceAlert,
  toDeviceFromRecord,
  toDeviceFromSearch,
  toDevicePort,
  type DeviceSource,
  type RestDevice,
  type RestDeviceAlert,
  type RestDevicePort,
  type RestDeviceRecord,
  type RestDeviceSearchRow,
} from './device.js';

export interface DeviceSearch {
  query?: string | null;
  clientId?: number;
  networkId?: number;
  excludeNetworkId?: number;
  kind?: string;
  first?: number | null;
}

export interface DeviceListArgs extends ConnectionArgs {
  orderBy?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
  filter?: { clientId?: number; status?: string | null; online?: boolean | null } | null;
}

const clientDevicesPath = (clientRestId: string) => `/backoffice/clients/${encodeURIComponent(clientRestId)}/devices`;
const DEVICES_PATH = '/backoffice/devices';

/**
 * Reads of devices. Every read is a memoized GET of the request's REST client (a DataLoader over paths), so each
 * path costs one call per request however many resolvers ask; the client's device rows by id are batched.
 */
export function createDeviceLoaders(rest: RestClient) {
  const batches = createIdBatches<RestDevice>(rest, { idOf: (row) => row.id });
  /** Full rows of the client's device list by device id: one call by ids per client and tick. */
  const inClient = async (clientRestId: string, deviceIds: readonly string[]): Promise<Map<string, DeviceSource>> => {
    const rows = await batches.byIds(clientDevicesPath(clientRestId), deviceIds);
    return new Map([...rows].map(([id, row]) => [id, toDevice(row, clientRestId)]));
  };

  /** node(): GET /devices/{id} (a DALM device; 404 for another kind or out of scope). */
  const byId = async (deviceRestId: string) =>
    toDeviceFromRecord(await rest.get<RestDeviceRecord>(devicePath(deviceRestId)));

  /** The device's own answer by its kind (GET /devices/{id}, /flic-hub/{serial} or /collactivate/{serial}). */
  const record = async (device: DeviceSource): Promise<DeviceSource> => {
    const kind = typeof device.kind === 'string' ? device.kind : 'DALM';
    const serial = typeof device.serialNumber === 'string' ? device.serialNumber : null;
    return toDeviceFromRecord(await rest.get<RestDeviceRecord>(recordPathOf(kind, device.restId, serial)));
  };

  return {
    inClient,
    byId,
    record,

    /** Query.devices: a page of GET /devices (DALM devices in scope, not deleted). */
    list: ({ orderBy, search, filter, ...page }: DeviceListArgs) =>
      loadOffsetConnection<RestDevice, DeviceSource>(
        rest,
        DEVICES_PATH,
        page,
        {
          ...(orderBy ? { sort: DEVICE_SORT[orderBy.field], order: orderBy.direction === 'ASC' ? 'asc' : 'desc' } : {}),
          search,
          filters: {
            clientId: filter?.clientId,
            status: filter?.status ?? undefined,
            online: filter?.online ?? undefined,
          },
        },
        (row) => toDevice(row, null),
      ),

    /** Client.devices: a page of GET /clients/{id}/devices. */
    ofClient: (clientRestId: string, args: ConnectionArgs & { search?: string | null }) =>
      loadOffsetConnection<RestDevice, DeviceSource>(
        rest,
        clientDevicesPath(clientRestId),
        args,
        { search: args.search },
        (row) => toDevice(row, clientRestId),
      ),

    /** Client.deviceCandidates: GET /clients/{id}/devices/candidates (the devices tab's picker). */
    candidatesOfClient: async (clientRestId: string, args: CandidateArgs) =>
      (
        await rest.get<RestDeviceSearchRow[]>(
          withQuery(`${clientDevicesPath(clientRestId)}/candidates`, candidatesQuery(args)),
        )
      ).map((row) => toDeviceFromSearch(row, null)),

    async search({ query, first, ...filters }: DeviceSearch): Promise<DeviceSource[]> {
      const rows = await rest.get<RestDeviceSearchRow[]>(
        withQuery(`${DEVICES_PATH}/search`, {
          q: query?.trim() || undefined,
          ...filters,
          limit: Math.min(first ?? 20, PICKER_LIMIT),
        }),
      );
      return rows.map((row) =>
        toDeviceFromSearch(row, filters.clientId === undefined ? null : String(filters.clientId)),
      );
    },

    /**
     * The row of a picker device: from its client's device list when the picker searched within a client (one
     * call by ids for all of them), else from the device's own answer.
     */
    async fullRow(device: DeviceSource): Promise<DeviceSource> {
      if (device.clientRestId !== null) {
        const full = (await inClient(device.clientRestId, [device.restId])).get(device.restId);
        if (full) return full;
      }
      return record(device);
    },

    /** GET /devices/{id}/outputs and /inputs: the ports by code. */
    outputs: async (deviceRestId: string) =>
      (await rest.get<RestDevicePort[]>(`${devicePath(deviceRestId)}/outputs`)).map(toDevicePort),
    inputs: async (deviceRestId: string) =>
      (await rest.get<RestDevicePort[]>(`${devicePath(deviceRestId)}/inputs`)).map(toDevicePort),

    /** Device.alerts: a page of GET /devices/{id}/alerts, newest first. */
    alerts: (device: DeviceSource, args: ConnectionArgs) =>
      loadOffsetConnection<RestDeviceAlert, ReturnType<typeof toDeviceAlert>>(
        rest,
        `${devicePath(device.restId)}/alerts`,
        args,
        {},
        (row) => toDeviceAlert(row, device),
      ),

    activeAlerts: async (device: DeviceSource) =>
      (await rest.get<RestDeviceAlert[]>(`${devicePath(device.restId)}/active-alerts`)).map((row) =>
        toDeviceAlert(row, device),
      ),
  };
}
