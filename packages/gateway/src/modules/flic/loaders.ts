import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import type { RestClient } from '../../upstream/rest.js';
import { flicDevicePath } from '../devices/alarmDevice.js';
import {
  nodeTypeOf,
  toFlicAlert,
  toSerialDevice,
  type RestFlicAlert,
  type RestSerialDevice,
  type SerialDeviceSource,
} from './serialDevice.js';

export type FlicType = 'hub' | 'button';

export interface FlicListArgs extends ConnectionArgs {
  orderBy?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
  /** Buttons of one hub: the hub's serial (parentSerialNumber). */
  hubSerial?: string;
}

const SORT: Record<string, string> = {
  CREATED_AT: 'createdAt',
  NAME: 'name',
  SERIAL_NUMBER: 'serialNumber',
  LAST_PING: 'lastPing',
  BATTERY: 'battery',
};

/** At most this many serials per GET /flic-hub/alerts (the contract's limit). */
export const MAX_ALERT_SERIALS = 100;

const LIST_PATH = '/backoffice/flic-hub/list';
const ALERTS_PATH = '/backoffice/flic-hub/alerts';

/**
 * Reads of hubs and buttons. Every read is a memoized GET of the request's REST client (a DataLoader per
 * request): one call per path and request, however many resolvers ask.
 */
export function createFlicLoaders(rest: RestClient) {
  const detail = (serial: string) => rest.get<RestSerialDevice>(flicDevicePath(serial));

  return {
    /** GET /flic-hub/{serial}: with children, settings and the newest logs (404 out of scope). */
    detail,

    /** node(): the hub or button with this serial; null when the serial names the other type. */
    async byId(type: FlicType, serial: string): Promise<SerialDeviceSource | null> {
      const answer = await detail(serial);
      const nodeType = nodeTypeOf(answer);
      const wanted = type === 'hub' ? 'FlicHub' : 'FlicButton';
      return nodeType === wanted ? toSerialDevice(answer, wanted, { complete: true }) : null;
    },

    /** The detail of a source as a complete source of its own type (the fields a row lacks). */
    full: async (source: SerialDeviceSource) =>
      toSerialDevice(await detail(source.serial), source.__typename, { complete: true }),

    /** Query.flicHubs / flicButtons: one page of GET /flic-hub/list?type= (buttons: last ping, newest first). */
    list: (type: FlicType, { orderBy, search, hubSerial, ...page }: FlicListArgs) =>
      loadOffsetConnection<RestSerialDevice, SerialDeviceSource>(
        rest,
        LIST_PATH,
        page,
        {
          search,
          filters: { type, parentSerialNumber: hubSerial },
          ...(orderBy
            ? { sort: SORT[orderBy.field], order: orderBy.direction === 'ASC' ? 'asc' : 'desc' }
            : type === 'button'
              ? { sort: 'lastPing', order: 'desc' }
              : {}),
        },
        (row) => toSerialDevice(row, type === 'hub' ? 'FlicHub' : 'FlicButton'),
      ),

    /** A hub's and its buttons' alerts, or a button's: GET /flic-hub/alerts?ids=<serials> (at most 100), newest first. */
    alerts: (serials: readonly string[], args: ConnectionArgs, devices?: ReadonlyMap<string, SerialDeviceSource>) =>
      loadOffsetConnection<RestFlicAlert, ReturnType<typeof toFlicAlert>>(
        rest,
        ALERTS_PATH,
        args,
        { filters: { ids: serials.slice(0, MAX_ALERT_SERIALS).join(',') } },
        (row) => toFlicAlert(row, devices),
      ),

    /** After a write: the device's detail and subresources read again. */
    forget(serial: string) {
      rest.forget(flicDevicePath(serial));
    },
  };
}
