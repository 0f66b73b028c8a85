import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyHint } from '../../ui/EmptyHint';
import { useConnectionTable } from '../../ui/useConnectionTable';
import { OnlineDot } from '../devices/OnlineDot';
import { RelaysBadge } from '../devices/RelaysBadge';
import type { SensorDevicesScreenQuery } from './__generated__/SensorDevicesScreenQuery.graphql';
import type {
  SensorDevicesScreenTable_query$data,
  SensorDevicesScreenTable_query$key,
} from './__generated__/SensorDevicesScreenTable_query.graphql';
import refetchQuery, {
  type SensorDevicesScreenTableRefetchQuery,
} from './__generated__/SensorDevicesScreenTableRefetchQuery.graphql';
import { canManageSensors, DEFAULT_SENSOR_ORDER } from './sensorOrder';
import { useLiveQuery } from '../devices/useLiveQuery';
import { sensorDevicePath } from '../../router/paths';

export const sensorDevicesScreenQuery = graphql`
  query SensorDevicesScreenQuery($first: Int!, $after: String, $orderBy: SensorDeviceOrder, $search: String) {
    viewer {
      id
      roles
    }
    ...SensorDevicesScreenTable_query @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search)
  }
`;

type Row = NonNullable<SensorDevicesScreenTable_query$data['sensorDevices']['edges'][number]['node']>;

/** /collactivate-devices: the sensor devices in the viewer's scope, searched, sorted, paged, kept live. */
export function SensorDevicesScreen({ queryRef }: { queryRef: PreloadedQuery<SensorDevicesScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<SensorDevicesScreenQuery>(sensorDevicesScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'sensors.list.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'sensors.list.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'sensors.list.subtitle' })}</Text>
      </Box>
      <SensorDevicesTable query={data} canAdd={canManageSensors(data.viewer?.roles)} />
    </Stack>
  );
}

function SensorDevicesTable({ query, canAdd }: { query: SensorDevicesScreenTable_query$key; canAdd: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment SensorDevicesScreenTable_query on Query
      @refetchable(queryName: "SensorDevicesScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "SensorDeviceOrder" }
        search: { type: "String" }
      ) {
        sensorDevices(first: $first, after: $after, orderBy: $orderBy, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              name
              serialNumber
              siaId
              location
              alertRemoteCenter
              objectName
              lastReceivedSignalAt
              relaysCount
              relaysEnabled
              testModeEnabled
              isOnline
            }
          }
        }
      }
    `,
    query,
  );
  const table = useConnectionTable(data.sensorDevices, {
    refetch,
    defaultOrder: DEFAULT_SENSOR_ORDER,
    loadedFromUrl: true,
  });
  const { controls } = table;
  // the platform's health job changes online, last signal and relays: the page shown is asked again
  useLiveQuery<SensorDevicesScreenTableRefetchQuery>(
    refetchQuery,
    controls.variables as SensorDevicesScreenTableRefetchQuery['variables'],
    { enabled: !controls.pending },
  );
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = (value: string | null | undefined) => value || '—';

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('sensors.column.name'),
      sortField: 'NAME',
      render: (row) => <Text fontWeight="medium">{row.name}</Text>,
    },
    {
      key: 'serial',
      header: t('sensors.column.serialNumber'),
      sortField: 'SERIAL_NUMBER',
      render: (row) => text(row.serialNumber),
    },
    { key: 'sia', header: t('sensors.column.siaId'), render: (row) => text(row.siaId) },
    { key: 'location', header: t('sensors.column.location'), render: (row) => text(row.location) },
    {
      key: 'remoteCenter',
      header: t('sensors.column.alertRemoteCenter'),
      render: (row) => text(row.alertRemoteCenter),
    },
    { key: 'object', header: t('sensors.column.objectName'), render: (row) => text(row.objectName) },
    {
      key: 'signal',
      header: t('sensors.column.lastSignal'),
      sortField: 'LAST_RECEIVED_SIGNAL_AT',
      render: (row) =>
        row.lastReceivedSignalAt ? <Text whiteSpace="nowrap">{formatDateTime(row.lastReceivedSignalAt)}</Text> : '—',
    },
    {
      key: 'relays',
      header: t('sensors.column.relaysCount'),
      align: 'end',
      render: (row) => intl.formatNumber(row.relaysCount ?? 0),
    },
    {
      key: 'relaysStatus',
      header: t('sensors.column.relaysStatus'),
      render: (row) => <RelaysBadge enabled={row.relaysEnabled} />,
    },
    {
      key: 'testMode',
      header: t('sensors.column.testMode'),
      render: (row) =>
        row.testModeEnabled ? (
          <Badge colorPalette="blue" variant="subtle">
            {t('sensors.testModeOn')}
          </Badge>
        ) : (
          <Text color="fg.muted">{t('sensors.testModeOff')}</Text>
        ),
    },
    {
      key: 'online',
      header: t('sensors.column.online'),
      align: 'center',
      render: (row) => <OnlineDot online={row.isOnline} />,
    },
  ];

  const filtered = Boolean(controls.variables.search);
  return (
    <DataTable
      {...table}
      label={t('sensors.list.title')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(sensorDevicePath(row.id))}
      emptyText={
        filtered || table.totalCount > 0 ? (
          t('table.noMatches')
        ) : (
          <EmptyHint
            title={t('sensors.list.empty')}
            description={t(canAdd ? 'sensors.list.emptyHint' : 'sensors.list.emptyReadOnly')}
          />
        )
      }
      actions={
        canAdd ? (
          <HStack>
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/collactivate-devices/new">{t('sensors.list.add')}</RouterLink>
            </Button>
          </HStack>
        ) : undefined
      }
    />
  );
}
