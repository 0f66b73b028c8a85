import { Badge, Link } from '@chakra-ui/react';
import type { IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import type { Column } from '../../ui/DataTable';
import type { PickerOption } from '../../ui/SearchPicker';
import { devicePath, type DeviceKindName } from './devicePath';
import { OnlineDot } from './OnlineDot';

/** The fields a device row shows wherever devices are listed (a client's or a network's devices tab). */
export interface DeviceRowFields {
  /** DALM, HUB, BUTTON or SENSOR: which page the row opens. */
  readonly kind: string;
  /** The node of the device's own page (a Device, FlicHub, FlicButton or SensorDevice id). */
  readonly detailId: string;
  readonly name: string;
  readonly dalmId: string | null | undefined;
  readonly serialNumber: string | null | undefined;
  readonly location: string | null | undefined;
  readonly ownerName: string | null | undefined;
  readonly status: string;
  readonly isOnline: boolean;
  readonly lastReceivedSignalAt: string | null | undefined;
}

const KINDS: readonly string[] = ['DALM', 'HUB', 'BUTTON', 'SENSOR'];

/** The page of a device row of any kind: /devices, /flic-hubs, /flic-buttons or /collactivate-devices. */
export function deviceRowPath(row: Pick<DeviceRowFields, 'kind' | 'detailId'>): string {
  return devicePath((KINDS.includes(row.kind) ? row.kind : 'DALM') as DeviceKindName, row.detailId);
}

const STATUS_COLORS: Record<string, string> = { OK: 'green', INACTIVE: 'gray', ALARM: 'red' };

/** Name (a link to the device's page), kind, DALM id, serial number, location, owner, status, online, last signal. */
export function deviceColumns<Row extends DeviceRowFields>(intl: IntlShape): Column<Row>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    {
      key: 'name',
      header: t('devices.column.name'),
      interactive: true,
      render: (row) => (
        <Link asChild color="blue.fg" fontWeight="medium">
          <RouterLink to={deviceRowPath(row)}>{row.name}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'kind',
      header: t('sensors.column.kind'),
      render: (row) => (KINDS.includes(row.kind) ? t(`sensors.kind.${row.kind}`) : row.kind),
    },
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
      align: 'center',
      render: (row) => <OnlineDot online={row.isOnline} />,
    },
    {
      key: 'signal',
      header: t('devices.column.lastSignal'),
      render: (row) => (row.lastReceivedSignalAt ? formatDateTime(row.lastReceivedSignalAt) : '—'),
    },
  ];
}

/** A device as a picker offers it: its name, described by its kind and its DALM id or serial number. */
export function devicePickerOption(
  intl: IntlShape,
  device: { readonly id: string; readonly kind: string; readonly name: string } & Pick<
    DeviceRowFields,
    'dalmId' | 'serialNumber'
  >,
): PickerOption {
  return {
    id: device.id,
    label: device.name,
    description: [intl.formatMessage({ id: `sensors.kind.${device.kind}` }), device.dalmId ?? device.serialNumber]
      .filter(Boolean)
      .join(' · '),
  };
}
