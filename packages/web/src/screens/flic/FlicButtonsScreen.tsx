import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DataTable, type Column } from '../../ui/DataTable';
import { useConnectionTable } from '../../ui/useConnectionTable';
import FlicButtonsTableRefetchQuery, {
  type FlicButtonsScreenTableRefetchQuery,
} from './__generated__/FlicButtonsScreenTableRefetchQuery.graphql';
import type { FlicButtonsScreenQuery } from './__generated__/FlicButtonsScreenQuery.graphql';
import type {
  FlicButtonsScreenTable_query$data,
  FlicButtonsScreenTable_query$key,
} from './__generated__/FlicButtonsScreenTable_query.graphql';
import { batteryPercent, ConnectedDot } from './ConnectedDot';
import { canAddFlicDevices } from './flicRoles';
import { DEFAULT_BUTTON_ORDER } from './flicOrder';
import { useLiveQuery } from '../devices/useLiveQuery';
import { flicButtonPath } from '../../router/paths';

export const flicButtonsScreenQuery = graphql`
  query FlicButtonsScreenQuery($first: Int!, $after: String, $orderBy: FlicDeviceOrder, $search: String) {
    viewer {
      id
      roles
    }
    ...FlicButtonsScreenTable_query @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search)
  }
`;

type Row = NonNullable<FlicButtonsScreenTable_query$data['flicButtons']['edges'][number]['node']>;

/**
 * /flic-buttons: name, serial, firmware, battery, connected, last ping; last ping first; live every 15 s. Connected
 * is the spec's online rule (connected, ready, not actively disconnected, a ping within 15 minutes), not the
 * button's own flag, which stays true after the button falls silent.
 */
export function FlicButtonsScreen({ queryRef }: { queryRef: PreloadedQuery<FlicButtonsScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<FlicButtonsScreenQuery>(flicButtonsScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'flic.buttons.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'flic.buttons.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'flic.buttons.subtitle' })}</Text>
      </Box>
      <FlicButtonsTable query={data} canAdd={canAddFlicDevices(data.viewer?.roles)} />
    </Stack>
  );
}

function FlicButtonsTable({ query, canAdd }: { query: FlicButtonsScreenTable_query$key; canAdd: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment FlicButtonsScreenTable_query on Query
      @refetchable(queryName: "FlicButtonsScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "FlicDeviceOrder" }
        search: { type: "String" }
      ) {
        flicButtons(first: $first, after: $after, orderBy: $orderBy, search: $search) {
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
              firmwareVersion
              battery
              isOnline
              lastPing
            }
          }
        }
      }
    `,
    query,
  );
  const table = useConnectionTable(data.flicButtons, {
    refetch,
    defaultOrder: DEFAULT_BUTTON_ORDER,
    loadedFromUrl: true,
  });
  const { controls } = table;
  useLiveQuery<FlicButtonsScreenTableRefetchQuery>(
    FlicButtonsTableRefetchQuery,
    controls.variables as FlicButtonsScreenTableRefetchQuery['variables'],
    {
      enabled: !controls.pending,
    },
  );
  const t = (id: string) => intl.formatMessage({ id });

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('flic.column.name'),
      sortField: 'NAME',
      render: (row) => <Text fontWeight="medium">{row.name}</Text>,
    },
    {
      key: 'serial',
      header: t('flic.column.serialNumber'),
      sortField: 'SERIAL_NUMBER',
      render: (row) => <Text fontFamily="mono">{row.serialNumber ?? '—'}</Text>,
    },
    { key: 'firmware', header: t('flic.column.firmware'), render: (row) => row.firmwareVersion || '—' },
    {
      key: 'battery',
      header: t('flic.column.battery'),
      sortField: 'BATTERY',
      align: 'end',
      render: (row) => batteryPercent(row.battery),
    },
    {
      key: 'connected',
      header: t('flic.column.connected'),
      align: 'center',
      render: (row) => <ConnectedDot connected={row.isOnline} />,
    },
    {
      key: 'lastPing',
      header: t('flic.column.lastPing'),
      sortField: 'LAST_PING',
      render: (row) => (row.lastPing ? <Text whiteSpace="nowrap">{formatDateTime(row.lastPing)}</Text> : '—'),
    },
  ];

  const searched = Boolean(controls.variables.search) || controls.pageIndex > 0;
  return (
    <DataTable
      {...table}
      label={t('flic.buttons.title')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(flicButtonPath(row.id))}
      emptyText={searched ? t('table.noMatches') : t('flic.buttons.empty')}
      actions={
        canAdd ? (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/flic-buttons/new">{t('flic.buttons.add')}</RouterLink>
          </Button>
        ) : undefined
      }
    />
  );
}
