import { Box, Button, Grid, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DataTable, type Column } from '../../ui/DataTable';
import { FormField } from '../../ui/form';
import { useConnectionTable } from '../../ui/useConnectionTable';
import type { DevicesScreenQuery } from './__generated__/DevicesScreenQuery.graphql';
import type {
  DevicesScreenTable_query$data,
  DevicesScreenTable_query$key,
} from './__generated__/DevicesScreenTable_query.graphql';
import DevicesScreenTableRefetchQuery, {
  type DevicesScreenTableRefetchQuery as RefetchQueryType,
} from './__generated__/DevicesScreenTableRefetchQuery.graphql';
import { DeviceStatusBadge, TestModeBadge } from './DeviceBadges';
import { devicePath } from './devicePath';
import {
  DEFAULT_DEVICE_ORDER,
  DEVICE_FILTERS,
  DEVICE_STATUSES,
  DEVICES_URL_PREFIX,
  toDevicesVariables,
} from './filters';
import { OnlineDot } from './OnlineDot';
import { RelaysBadge } from './RelaysBadge';
import { useLiveQuery } from './useLiveQuery';

export const devicesScreenQuery = graphql`
  query DevicesScreenQuery(
    $first: Int!
    $after: String
    $orderBy: DeviceOrder
    $search: String
    $filter: DeviceFilter
  ) {
    viewer {
      id
      roles
    }
    ...DevicesScreenTable_query
      @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter)
  }
`;

type Row = NonNullable<DevicesScreenTable_query$data['devices']['edges'][number]['node']>;

/** Roles that may add devices (a plain user never reaches the console's lists). */
export const canAddDevices = (roles: readonly string[] | null | undefined) =>
  Boolean(roles?.some((role) => role !== 'USER'));

/** /devices: the DALM devices in the viewer's scope, searched, filtered, sorted, paged, live. */
export function DevicesScreen({ queryRef }: { queryRef: PreloadedQuery<DevicesScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<DevicesScreenQuery>(devicesScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'devices.list.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'devices.list.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'devices.list.subtitle' })}</Text>
      </Box>
      <DevicesTable query={data} canAdd={canAddDevices(data.viewer?.roles)} />
    </Stack>
  );
}

function DevicesTable({ query, canAdd }: { query: DevicesScreenTable_query$key; canAdd: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetchFragment] = useRefetchableFragment(
    graphql`
      fragment DevicesScreenTable_query on Query
      @refetchable(queryName: "DevicesScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "DeviceOrder" }
        search: { type: "String" }
        filter: { type: "DeviceFilter" }
      ) {
        devices(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              detailId
              name
              dalmId
              location
              clientOwnerName
              ownerName
              lastReceivedSignalAt
              relaysCount
              relaysEnabled
              testModeEnabled
              isOnline
              status
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const refetch = useCallback(
    (variables: Record<string, unknown>, options?: Parameters<typeof refetchFragment>[1]) =>
      refetchFragment(toDevicesVariables(variables) as Parameters<typeof refetchFragment>[0], options),
    [refetchFragment],
  );
  const table = useConnectionTable(data.devices, {
    refetch,
    defaultOrder: DEFAULT_DEVICE_ORDER,
    urlPrefix: DEVICES_URL_PREFIX,
    filters: DEVICE_FILTERS,
    loadedFromUrl: true,
  });
  const { controls } = table;
  // live: the page shown, asked again every 15 s while visible
  useLiveQuery<RefetchQueryType>(
    DevicesScreenTableRefetchQuery,
    toDevicesVariables({ ...controls.variables, ...controls.filters }) as RefetchQueryType['variables'],
    { enabled: !controls.pending },
  );
  const filtered = Boolean(controls.variables.search) || Boolean(controls.filters.status ?? controls.filters.online);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('devices.column.name'),
      sortField: 'NAME',
      render: (row) => <Text fontWeight="medium">{row.name}</Text>,
    },
    { key: 'dalmId', header: t('devices.column.dalmId'), sortField: 'DALM_ID', render: (row) => row.dalmId ?? '—' },
    {
      key: 'location',
      header: t('devices.column.location'),
      sortField: 'LOCATION',
      render: (row) => row.location || '—',
    },
    {
      key: 'owner',
      header: t('devices.column.owner'),
      render: (row) => row.clientOwnerName || row.ownerName || '—',
    },
    {
      key: 'signal',
      header: t('devices.column.lastSignal'),
      sortField: 'LAST_RECEIVED_SIGNAL_AT',
      render: (row) =>
        row.lastReceivedSignalAt ? <Text whiteSpace="nowrap">{formatDateTime(row.lastReceivedSignalAt)}</Text> : '—',
    },
    {
      key: 'relays',
      header: t('devices.column.relays'),
      align: 'end',
      render: (row) => intl.formatNumber(row.relaysCount ?? 0),
    },
    {
      key: 'relaysEnabled',
      header: t('devices.column.relaysEnabled'),
      render: (row) => <RelaysBadge enabled={row.relaysEnabled} />,
    },
    {
      key: 'testMode',
      header: t('devices.column.testMode'),
      render: (row) => <TestModeBadge enabled={row.testModeEnabled} />,
    },
    {
      key: 'online',
      header: t('devices.column.online'),
      sortField: 'IS_ONLINE',
      align: 'center',
      render: (row) => <OnlineDot online={row.isOnline} />,
    },
    {
      key: 'status',
      header: t('devices.column.status'),
      sortField: 'STATUS',
      render: (row) => <DeviceStatusBadge status={row.status} />,
    },
    {
      key: 'created',
      header: t('devices.column.created'),
      sortField: 'CREATED_AT',
      render: (row) => (row.createdAt ? <Text whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text> : '—'),
    },
  ];

  return (
    <Stack gap="3">
      <DeviceFilters controls={controls} />
      <DataTable
        {...table}
        label={t('devices.list.title')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(devicePath('DALM', row.detailId))}
        emptyText={filtered || table.totalCount > 0 ? t('table.noMatches') : t('devices.list.empty')}
        actions={
          canAdd ? (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/devices/new">{t('devices.list.add')}</RouterLink>
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}

/** Status and online filters; each change goes to the URL and back to page 1. */
function DeviceFilters({ controls }: { controls: ReturnType<typeof useConnectionTable>['controls'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { filters } = controls;
  const select = (name: 'status' | 'online', options: { value: string; label: string }[]) => (
    <FormField label={t(`devices.list.filter.${name}`)}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={filters[name] ?? ''}
          onChange={(event) => controls.setFilter(name, event.currentTarget.value || null)}
        >
          <option value="">{t('devices.list.filter.any')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' }}
      gap="3"
      role="group"
      aria-label={t('devices.list.filter.label')}
    >
      {select(
        'status',
        DEVICE_STATUSES.map((status) => ({ value: status, label: t(`device.status.${status}`) })),
      )}
      {select('online', [
        { value: 'true', label: t('devices.online') },
        { value: 'false', label: t('devices.offline') },
      ])}
    </Grid>
  );
}
