import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../../ui/DataTable';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type { DevicesTab_client$data, DevicesTab_client$key } from './__generated__/DevicesTab_client.graphql';

type Row = DevicesTab_client$data['devices']['edges'][number]['node'];

const STATUS_COLORS: Record<string, string> = { OK: 'green', INACTIVE: 'gray', ALARM: 'red' };

export function DevicesTab({ client }: { client: DevicesTab_client$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DevicesTab_client on Client
      @refetchable(queryName: "DevicesTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
      ) {
        devices(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              name
              dalmId
              location
              ownerName
              serialNumber
              status
              isOnline
              lastReceivedSignalAt
            }
          }
        }
      }
    `,
    client,
  );
  const table = useConnectionTable(data.devices, { refetch, urlPrefix: 'devices' });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<Row>[] = [
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
  return (
    <DataTable
      {...table}
      label={t('clients.tab.devices')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(`/devices/${row.id}`)}
    />
  );
}
