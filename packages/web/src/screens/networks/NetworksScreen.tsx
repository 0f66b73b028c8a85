import { Box, Button, Grid, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { errorMessage } from '../../i18n/errorMessage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { FormField, usePromiseMutation } from '../../ui/form';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { useConnectionTable } from '../../ui/useConnectionTable';
import { IntegrationStatusIcon } from '../clients/tabs/IntegrationStatusIcon';
import { useClientSearch, useNodeName } from '../users/form/UserPickers';
import type { NetworksScreenDeleteMutation } from './__generated__/NetworksScreenDeleteMutation.graphql';
import type { NetworksScreenQuery } from './__generated__/NetworksScreenQuery.graphql';
import type {
  NetworksScreenTable_query$data,
  NetworksScreenTable_query$key,
} from './__generated__/NetworksScreenTable_query.graphql';
import {
  DEFAULT_NETWORK_ORDER,
  NETWORK_FILTERS,
  NETWORK_STATUSES,
  NETWORK_TYPES,
  NETWORKS_URL_PREFIX,
  toNetworksVariables,
} from './filters';
import { NetworkStatusBadges, RelaysEnabled } from './NetworkBadges';
import { clientPath, networkPath } from '../../router/paths';

export const networksScreenQuery = graphql`
  query NetworksScreenQuery(
    $first: Int!
    $after: String
    $orderBy: NetworkOrder
    $search: String
    $filter: NetworkFilter
  ) {
    viewer {
      id
      roles
    }
    ...NetworksScreenTable_query
      @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter)
  }
`;

type Row = NonNullable<NetworksScreenTable_query$data['networks']['edges'][number]['node']>;

/** Roles that may add networks (a plain user never reaches the console's lists). */
export const canAddNetworks = (roles: readonly string[] | null | undefined) =>
  Boolean(roles?.some((role) => role !== 'USER'));

/** /networks: the networks in the viewer's scope, searched, filtered, sorted, paged; admins delete here. */
export function NetworksScreen({ queryRef }: { queryRef: PreloadedQuery<NetworksScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<NetworksScreenQuery>(networksScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'networks.list.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'networks.list.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'networks.list.subtitle' })}</Text>
      </Box>
      <NetworksTable query={data} canAdd={canAddNetworks(data.viewer?.roles)} />
    </Stack>
  );
}

function NetworksTable({ query, canAdd }: { query: NetworksScreenTable_query$key; canAdd: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetchFragment] = useRefetchableFragment(
    graphql`
      fragment NetworksScreenTable_query on Query
      @refetchable(queryName: "NetworksScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "NetworkOrder" }
        search: { type: "String" }
        filter: { type: "NetworkFilter" }
      ) {
        networks(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              number
              name
              status
              address
              integrationStatuses
              client {
                id
                name
              }
              userCount
              deviceCount
              relaysCount
              relaysEnabled
              createdAt
              viewerCan {
                delete
              }
            }
          }
        }
      }
    `,
    query,
  );
  const refetch = useCallback(
    (variables: Record<string, unknown>, options?: Parameters<typeof refetchFragment>[1]) =>
      refetchFragment(toNetworksVariables(variables) as Parameters<typeof refetchFragment>[0], options),
    [refetchFragment],
  );
  const table = useConnectionTable(data.networks, {
    refetch,
    defaultOrder: DEFAULT_NETWORK_ORDER,
    urlPrefix: NETWORKS_URL_PREFIX,
    filters: NETWORK_FILTERS,
    loadedFromUrl: true,
  });
  const { controls } = table;
  const filtered =
    Boolean(controls.variables.search) ||
    Boolean(controls.filters.status ?? controls.filters.type ?? controls.filters.client);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [deleteNetwork, deleting] = usePromiseMutation<NetworksScreenDeleteMutation>(graphql`
    mutation NetworksScreenDeleteMutation($id: ID!) {
      deleteNetwork(id: $id) {
        deletedId @deleteRecord
      }
    }
  `);
  const onDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteNetwork({ id: toDelete.id });
      notify.success(t('networks.list.deleted', { name: toDelete.name }));
      setToDelete(null);
      controls.reload();
    } catch (error) {
      notify.error(errorMessage(intl, error));
      setToDelete(null);
    }
  };

  const columns: Column<Row>[] = [
    {
      key: 'id',
      header: t('networks.list.column.id'),
      render: (row) => <Text fontVariantNumeric="tabular-nums">{row.number}</Text>,
    },
    {
      key: 'name',
      header: t('networks.list.column.name'),
      sortField: 'NAME',
      render: (row) => (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{row.name}</Text>
          <NetworkStatusBadges status={row.status} />
        </HStack>
      ),
    },
    { key: 'address', header: t('networks.list.column.address'), render: (row) => row.address || '—' },
    {
      key: 'integration',
      header: t('networks.list.column.integration'),
      align: 'center',
      render: (row) => <IntegrationStatusIcon statuses={row.integrationStatuses} />,
    },
    {
      key: 'client',
      header: t('networks.list.column.client'),
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
    {
      key: 'users',
      header: t('networks.list.column.users'),
      align: 'end',
      render: (row) => intl.formatNumber(row.userCount),
    },
    {
      key: 'devices',
      header: t('networks.list.column.devices'),
      align: 'end',
      render: (row) => intl.formatNumber(row.deviceCount),
    },
    {
      key: 'relays',
      header: t('networks.list.column.relays'),
      render: (row) => (
        <HStack gap="2" whiteSpace="nowrap">
          <Text>{intl.formatNumber(row.relaysCount)}</Text>
          <RelaysEnabled enabled={row.relaysEnabled} />
        </HStack>
      ),
    },
    {
      key: 'created',
      header: t('networks.list.column.created'),
      sortField: 'CREATED_AT',
      render: (row) => (row.createdAt ? <Text whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text> : '—'),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      interactive: true,
      align: 'end',
      render: (row) =>
        row.viewerCan.delete && row.status !== 'DELETED' ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => setToDelete(row)}
            aria-label={t('networks.list.deleteLabel', { name: row.name })}
          >
            {t('common.delete')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="3">
      <NetworkFilters controls={controls} />
      <DataTable
        {...table}
        label={t('networks.list.title')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(networkPath(row.id))}
        // a deleted network has no page to open: its row is listed, not a link
        rowOpens={(row) => row.status !== 'DELETED'}
        emptyText={filtered || table.totalCount > 0 ? t('table.noMatches') : t('networks.list.empty')}
        actions={
          canAdd ? (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/networks/new">{t('networks.list.add')}</RouterLink>
            </Button>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('networks.list.deleteTitle')}
        message={toDelete ? t('networks.list.deleteMessage', { name: toDelete.name }) : undefined}
        busy={deleting}
        onConfirm={() => void onDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}

/** Status, type and client filters; each change goes to the URL and back to page 1. */
function NetworkFilters({ controls }: { controls: ReturnType<typeof useConnectionTable>['controls'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { filters } = controls;
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const clientName = useNodeName(filters.client ?? null, picked?.id === filters.client ? picked.label : null);
  const searchClients = useClientSearch();
  const select = (name: 'status' | 'type', values: readonly string[], prefix: string) => (
    <FormField label={t(`networks.list.filter.${name}`)}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={filters[name] ?? ''}
          onChange={(event) => controls.setFilter(name, event.currentTarget.value || null)}
        >
          <option value="">{t('networks.list.filter.any')}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {t(`${prefix}.${value}`)}
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
      aria-label={t('networks.list.filter.label')}
    >
      {select('status', NETWORK_STATUSES, 'networks.status')}
      {select('type', NETWORK_TYPES, 'network.type')}
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          {t('networks.list.filter.client')}
        </Text>
        <SearchPicker
          label={t('networks.list.filter.client')}
          single
          selected={filters.client ? [{ id: filters.client, label: clientName ?? '…' }] : []}
          onChange={(options) => {
            const option = options[options.length - 1] ?? null;
            if (option) setPicked(option);
            controls.setFilter('client', option?.id ?? null);
          }}
          search={searchClients}
        />
      </Box>
    </Grid>
  );
}
