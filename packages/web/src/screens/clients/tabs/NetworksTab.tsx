import { Box, Button, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../i18n/errorMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { usePromiseMutation } from '../../../ui/form';
import { useNetworkSearch } from '../../../ui/Pickers';
import { SearchPicker } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useTableControls } from '../../../ui/useTableControls';
import type { NetworksTab_client$data, NetworksTab_client$key } from './__generated__/NetworksTab_client.graphql';
import type { NetworksTabAddMutation } from './__generated__/NetworksTabAddMutation.graphql';
import type { NetworksTabRemoveMutation } from './__generated__/NetworksTabRemoveMutation.graphql';
import { IntegrationStatusIcon } from './IntegrationStatusIcon';

type Row = NetworksTab_client$data['networks']['edges'][number]['node'];

export function NetworksTab({ client }: { client: NetworksTab_client$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworksTab_client on Client
      @refetchable(queryName: "NetworksTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }, search: { type: "String" }) {
        id
        viewerCan {
          edit
          addExistingNetworks
        }
        networks(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              network {
                id
                name
                type
                address
              }
              added
              integrationStatuses
            }
          }
        }
      }
    `,
    client,
  );
  const controls = useTableControls({ refetch });
  const rows = useMemo(() => data.networks.edges.map((edge) => edge.node), [data.networks.edges]);
  const t = (id: string) => intl.formatMessage({ id });
  const search = useNetworkSearch({ excludeClientId: data.id });

  const [add, adding] = usePromiseMutation<NetworksTabAddMutation>(graphql`
    mutation NetworksTabAddMutation($id: ID!, $networkIds: [ID!]!) {
      addNetworksToClient(id: $id, networkIds: $networkIds) {
        client {
          id
          ...ClientSummary_client
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [remove, removing] = usePromiseMutation<NetworksTabRemoveMutation>(graphql`
    mutation NetworksTabRemoveMutation($id: ID!, $networkId: ID!) {
      removeNetworkFromClient(id: $id, networkId: $networkId) {
        removedId
        client {
          id
          ...ClientSummary_client
        }
      }
    }
  `);
  const [toRemove, setToRemove] = useState<Row | null>(null);

  const onAdd = async (networkIds: string[]) => {
    try {
      const { addNetworksToClient } = await add({ id: data.id, networkIds });
      if (addNetworksToClient.errors.length) notify.error(addNetworksToClient.errors[0]!.message);
      else {
        notify.success(t('clients.networks.added'));
        controls.reload();
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
  };
  const onRemove = async () => {
    if (!toRemove) return;
    try {
      await remove({ id: data.id, networkId: toRemove.network.id });
      notify.success(t('clients.networks.removed'));
      controls.reload();
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
    setToRemove(null);
  };

  const columns: Column<Row>[] = [
    { key: 'integration', header: t('networks.column.integration'), width: '16', render: (row) => <IntegrationStatusIcon statuses={row.integrationStatuses} /> },
    { key: 'name', header: t('networks.column.name'), render: (row) => row.network.name },
    { key: 'type', header: t('networks.column.type'), render: (row) => t(`network.type.${row.network.type}`) },
    { key: 'address', header: t('networks.column.address'), render: (row) => row.network.address ?? '—' },
    { key: 'added', header: t('networks.column.added'), render: (row) => (row.added ? intl.formatDate(row.added, { dateStyle: 'medium' }) : '—') },
    {
      key: 'actions',
      header: t('common.actions'),
      interactive: true,
      align: 'end',
      render: (row) =>
        data.viewerCan.edit ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setToRemove(row)} aria-label={intl.formatMessage({ id: 'common.removeNamed' }, { name: row.network.name })}>
            {t('common.remove')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="4">
      {data.viewerCan.addExistingNetworks && (
        <Box maxW="md" aria-busy={adding}>
          <SearchPicker
            label={t('clients.networks.addExisting')}
            placeholder={t('clients.networks.addExistingPlaceholder')}
            selected={[]}
            showSelected={false}
            search={search}
            disabled={adding}
            onChange={(picked) => void onAdd(picked.map((option) => option.id))}
          />
        </Box>
      )}
      <DataTable
        label={t('clients.tab.networks')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.network.id}
        totalCount={data.networks.totalCount}
        hasNextPage={data.networks.pageInfo.hasNextPage}
        endCursor={data.networks.pageInfo.endCursor}
        controls={controls}
        onRowClick={(row) => navigate(`/networks/${row.network.id}`)}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={t('clients.networks.removeTitle')}
        message={toRemove ? intl.formatMessage({ id: 'clients.networks.removeMessage' }, { name: toRemove.network.name }) : undefined}
        confirmLabel={t('common.remove')}
        busy={removing}
        onConfirm={onRemove}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
