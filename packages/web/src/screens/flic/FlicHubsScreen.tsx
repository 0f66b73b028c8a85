import { Badge, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DataTable, type Column } from '../../ui/DataTable';
import { useConnectionTable } from '../../ui/useConnectionTable';
import { OnlineDot } from '../devices/OnlineDot';
import { RelaysBadge } from '../devices/RelaysBadge';
import FlicHubsTableRefetchQuery, {
  type FlicHubsScreenTableRefetchQuery,
} from './__generated__/FlicHubsScreenTableRefetchQuery.graphql';
import type { FlicHubsScreenQuery } from './__generated__/FlicHubsScreenQuery.graphql';
import type {
  FlicHubsScreenTable_query$data,
  FlicHubsScreenTable_query$key,
} from './__generated__/FlicHubsScreenTable_query.graphql';
import { canAddFlicDevices } from './flicRoles';
import { DEFAULT_HUB_ORDER } from './flicOrder';
import { useLiveQuery } from '../devices/useLiveQuery';
import { clientPath, flicHubPath } from '../../router/paths';

export const flicHubsScreenQuery = graphql`
  query FlicHubsScreenQuery($first: Int!, $after: String, $orderBy: FlicDeviceOrder, $search: String) {
    viewer {
      id
      roles
    }
    ...FlicHubsScreenTable_query @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search)
  }
`;

type Row = NonNullable<FlicHubsScreenTable_query$data['flicHubs']['edges'][number]['node']>;

/** /flic-hubs: the hubs in the viewer's scope, searched, sorted and paged by the platform; live every 15 s. */
export function FlicHubsScreen({ queryRef }: { queryRef: PreloadedQuery<FlicHubsScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<FlicHubsScreenQuery>(flicHubsScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'flic.hubs.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'flic.hubs.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'flic.hubs.subtitle' })}</Text>
      </Box>
      <FlicHubsTable query={data} canAdd={canAddFlicDevices(data.viewer?.roles)} />
    </Stack>
  );
}

function FlicHubsTable({ query, canAdd }: { query: FlicHubsScreenTable_query$key; canAdd: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment FlicHubsScreenTable_query on Query
      @refetchable(queryName: "FlicHubsScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "FlicDeviceOrder" }
        search: { type: "String" }
      ) {
        flicHubs(first: $first, after: $after, orderBy: $orderBy, search: $search) {
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
              location
              client {
                id
                name
              }
              buttonCount
              isOnline
              relaysEnabled
              testModeEnabled
              lastReceivedSignalAt
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const table = useConnectionTable(data.flicHubs, { refetch, defaultOrder: DEFAULT_HUB_ORDER, loadedFromUrl: true });
  const { controls } = table;
  useLiveQuery<FlicHubsScreenTableRefetchQuery>(
    FlicHubsTableRefetchQuery,
    controls.variables as FlicHubsScreenTableRefetchQuery['variables'],
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
    {
      key: 'client',
      header: t('flic.column.client'),
      interactive: true,
      render: (row) =>
        row.client ? (
          <Link asChild color="blue.fg">
            <RouterLink to={clientPath(row.client.id)}>{row.client.name}</RouterLink>
          </Link>
        ) : (
          '—'
        ),
    },
    { key: 'location', header: t('flic.column.location'), render: (row) => row.location || '—' },
    {
      key: 'buttons',
      header: t('flic.column.buttons'),
      align: 'end',
      render: (row) => intl.formatNumber(row.buttonCount),
    },
    {
      key: 'online',
      header: t('flic.column.online'),
      align: 'center',
      render: (row) => <OnlineDot online={row.isOnline} />,
    },
    { key: 'relays', header: t('flic.column.relays'), render: (row) => <RelaysBadge enabled={row.relaysEnabled} /> },
    {
      key: 'testMode',
      header: t('flic.column.testMode'),
      render: (row) => (row.testModeEnabled ? <TestModeBadge /> : '—'),
    },
    {
      key: 'lastPing',
      header: t('flic.column.lastPing'),
      sortField: 'LAST_PING',
      render: (row) =>
        row.lastReceivedSignalAt ? <Text whiteSpace="nowrap">{formatDateTime(row.lastReceivedSignalAt)}</Text> : '—',
    },
    {
      key: 'created',
      header: t('flic.column.created'),
      sortField: 'CREATED_AT',
      render: (row) => (row.createdAt ? <Text whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text> : '—'),
    },
  ];

  const searched = Boolean(controls.variables.search) || controls.pageIndex > 0;
  return (
    <DataTable
      {...table}
      label={t('flic.hubs.title')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(flicHubPath(row.id))}
      emptyText={searched ? t('table.noMatches') : t('flic.hubs.empty')}
      actions={
        canAdd ? (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/flic-hubs/new">{t('flic.hubs.add')}</RouterLink>
          </Button>
        ) : undefined
      }
    />
  );
}

/** Test mode on (spec 002 section 4): an info badge. */
export function TestModeBadge() {
  const intl = useIntl();
  return (
    <Badge colorPalette="blue" variant="subtle" data-testid="test-mode-badge">
      {intl.formatMessage({ id: 'flic.testModeOn' })}
    </Badge>
  );
}
