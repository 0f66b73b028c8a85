import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { DataTable, type Column } from '../../../../ui/DataTable';
import { useConnectionTable } from '../../../../ui/useConnectionTable';
import type { UserDevicesTab_user$data, UserDevicesTab_user$key } from './__generated__/UserDevicesTab_user.graphql';
import { when } from './cells';

type Row = UserDevicesTab_user$data['devices']['edges'][number]['node'];

const STATUS_COLORS: Record<string, string> = { OK: 'green', INACTIVE: 'gray', ALARM: 'red' };

/** Alarm devices the user owns (admins and organization-admins only; there is no device page yet). */
export function UserDevicesTab({ user }: { user: UserDevicesTab_user$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UserDevicesTab_user on User
      @refetchable(queryName: "UserDevicesTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        devices(first: $first, after: $after) {
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
              serialNumber
              location
              status
              isOnline
              lastReceivedSignalAt
            }
          }
        }
      }
    `,
    user,
  );
  const table = useConnectionTable(data.devices, { refetch, urlPrefix: 'devices' });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<Row>[] = [
    { key: 'name', header: t('devices.column.name'), render: (row) => row.name },
    { key: 'dalmId', header: t('devices.column.dalmId'), render: (row) => row.dalmId ?? '—' },
    { key: 'serial', header: t('devices.column.serialNumber'), render: (row) => row.serialNumber ?? '—' },
    { key: 'location', header: t('devices.column.location'), render: (row) => row.location ?? '—' },
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
    { key: 'signal', header: t('devices.column.lastSignal'), render: (row) => when(row.lastReceivedSignalAt) },
  ];
  return (
    <DataTable
      {...table}
      label={t('profile.tab.devices')}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
    />
  );
}
