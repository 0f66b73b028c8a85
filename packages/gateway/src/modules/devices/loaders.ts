import { GraphQLError } from 'graphql';
import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import { createIdBatches } from '../../upstream/idBatches.js';
import { PICKER_LIMIT } from '../../upstream/pickers.js';
import { withQuery, type RestClient } from '../../upstream/rest.js';
import {
  toDevice,
  toDeviceFromSearch,
  type DeviceSource,
  type RestDevice,
  type RestDeviceSearchRow,
} from './device.js';

export interface DeviceSearch {
  query?: string | null;
  clientId?: number;
  networkId?: number;
  first?: number | null;
}

const clientDevicesPath = (clientRestId: string) => `/backoffice/clients/${encodeURIComponent(clientRestId)}/devices`;

export function createDeviceLoaders(rest: RestClient) {
  const batches = createIdBatches<RestDevice>(rest, { idOf: (row) => row.id });
  /** Full rows of the client's device list by device id: one call by ids per client and tick. */
  const inClient = async (clientRestId: string, deviceIds: readonly string[]): Promise<Map<string, DeviceSource>> => {
    const rows = await batches.byIds(clientDevicesPath(clientRestId), deviceIds);
    return new Map([...rows].map(([id, row]) => [id, toDevice(row, clientRestId)]));
  };

  return {
    inClient,

    /** Client.devices: a page of GET /clients/{id}/devices. */
    ofClient: (clientRestId: string, args: ConnectionArgs & { search?: string | null }) =>
      loadOffsetConnection<RestDevice, DeviceSource>(
        rest,
        clientDevicesPath(clientRestId),
        args,
        { search: args.search },
        (row) => toDevice(row, clientRestId),
      ),

    async search({ query, first, ...filters }: DeviceSearch): Promise<DeviceSource[]> {
      const rows = await rest.get<RestDeviceSearchRow[]>(
        withQuery('/backoffice/devices/search', {
          q: query?.trim() || undefined,
          ...filters,
          limit: Math.min(first ?? 20, PICKER_LIMIT),
        }),
      );
      return rows.map((row) =>
        toDeviceFromSearch(row, filters.clientId === undefined ? null : String(filters.clientId)),
      );
    },

    /** The full row of a picker device, from its client's device list. */
    async fullRow(device: DeviceSource): Promise<DeviceSource> {
      if (device.clientRestId === null) {
        throw new GraphQLError('This device field is only available when the device is searched within a client.', {
          extensions: { code: 'BAD_USER_INPUT', errorCode: 'FIELD_NOT_AVAILABLE' },
        });
      }
      const full = (await inClient(device.clientRestId, [device.restId])).get(device.restId);
      if (!full)
        throw new GraphQLError('The device is no longer in this client.', {
          extensions: { code: 'NOT_FOUND', errorCode: 'NOT_FOUND' },
        });
      return full;
    },

    /** GET /devices/{id}/outputs, once per device and request. */
    outputs: (deviceRestId: string) =>
      rest.get<{ code: string; name: string }[]>(`/backoffice/devices/${encodeURIComponent(deviceRestId)}/outputs`),
  };
}
