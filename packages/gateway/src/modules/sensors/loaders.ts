import { loadOffsetConnection, type ConnectionArgs } from '../../connections/offsetConnection.js';
import type { RestClient } from '../../upstream/rest.js';
import { sensorDevicePath } from '../devices/alarmDevice.js';
import { nodeTypeOf, toSerialDevice, type RestSerialDevice, type SerialDeviceSource } from '../flic/serialDevice.js';

export interface SensorListArgs extends ConnectionArgs {
  orderBy?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
}

const SORT: Record<string, string> = {
  CREATED_AT: 'createdAt',
  NAME: 'name',
  SERIAL_NUMBER: 'serialNumber',
  LAST_RECEIVED_SIGNAL_AT: 'lastReceivedSignalAt',
};

const SENSORS_PATH = '/backoffice/collactivate';

/** Reads of sensor devices (/collactivate): memoized GETs of the request's REST client, one call per path and request. */
export function createSensorLoaders(rest: RestClient) {
  const detail = (serial: string) => rest.get<RestSerialDevice>(sensorDevicePath(serial));

  return {
    /** GET /collactivate/{serial} (404 out of scope). */
    detail,

    /** node(): the sensor with this serial; null when the answer is another kind. */
    async byId(serial: string): Promise<SerialDeviceSource | null> {
      const answer = await detail(serial);
      const type = nodeTypeOf(answer);
      return type === null || type === 'SensorDevice'
        ? toSerialDevice(answer, 'SensorDevice', { complete: true })
        : null;
    },

    /** The detail of a source (the fields a row lacks). */
    full: async (source: SerialDeviceSource) =>
      toSerialDevice(await detail(source.serial), 'SensorDevice', { complete: true }),

    /** Query.sensorDevices: one page of GET /collactivate (newest first unless ordered). */
    list: ({ orderBy, search, ...page }: SensorListArgs) =>
      loadOffsetConnection<RestSerialDevice, SerialDeviceSource>(
        rest,
        SENSORS_PATH,
        page,
        {
          search,
          ...(orderBy ? { sort: SORT[orderBy.field], order: orderBy.direction === 'ASC' ? 'asc' : 'desc' } : {}),
        },
        (row) => toSerialDevice(row, 'SensorDevice'),
      ),

    /** After a write: the sensor's detail and subresources read again. */
    forget(serial: string) {
      rest.forget(sensorDevicePath(serial));
    },
  };
}
