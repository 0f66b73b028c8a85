import { Badge } from '@chakra-ui/react';
import type { IntlShape } from 'react-intl';
import type { Column } from '../../ui/DataTable';

/** The fields a device row shows wherever devices are listed (a client's or a network's devices tab). */
export interface DeviceRowFields {
  readonly name: string;
  readonly dalmId: string | null | undefined;
  readonly serialNumber: string | null | undefined;
  readonly location: string | null | undefined;
  readonly ownerName: string | null | undefined;
  readonly status: string;
  readonly isOnline: boolean;
  readonly lastReceivedSignalAt: string | null | undefined;
}

const STATUS_COLORS: Record<string, string> = { OK: 'green', INACTIVE: 'gray', ALARM: 'red' };

/** Name, DALM id, serial number, location, owner, status, online and last signal. */
export function deviceColumns<Row extends DeviceRowFields>(intl: IntlShape): Column<Row>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', header: t('devices.column.name'), render: (row) => row.name },
    { key: 'dalmId', header: t('devices.column.dalmId'), render: (row) => row.dalmId ?? '—' },
    { key: 'serial', header: t('devices.column.serialNumber'), render: (row) => row.serialNumber ?? '—' },
    { key: 'location', header: t('devices.column.location'), render: (row) => row.location ?? '—' },
    { key: 'owner', header: t('devices.column.owner'), render: (row) => row.ownerName ?? '—' },
    {
      key: 'status',
      header: t('devices.column.status'),
      render: (row) => (
        <Badge colorPalette={STATUS_COLORS[row.status] ?? 'gray'} variant="subtle">
          {t(`device.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'online',
      header: t('devices.column.online'),
      render: (row) => (
        <Badge colorPalette={row.isOnline ? 'green' : 'gray'} variant="outline">
          {t(row.isOnline ? 'devices.online' : 'devices.offline')}
        </Badge>
      ),
    },
    {
      key: 'signal',
      header: t('devices.column.lastSignal'),
      render: (row) =>
        row.lastReceivedSignalAt
          ? intl.formatDate(row.lastReceivedSignalAt, { dateStyle: 'medium', timeStyle: 'short' })
          : '—',
    },
  ];
}
