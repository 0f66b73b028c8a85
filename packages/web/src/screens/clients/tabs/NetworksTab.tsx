import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Column } from '../../../ui/DataTable';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { useNetworkSearch } from '../../../ui/Pickers';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import type { PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type { NetworksTab_client$data, NetworksTab_client$key } from './__generated__/NetworksTab_client.graphql';
import type { NetworksTabAddMutation } from './__generated__/NetworksTabAddMutation.graphql';
import type { NetworksTabRemoveMutation } from './__generated__/NetworksTabRemoveMutation.graphql';
import { IntegrationStatusIcon } from './IntegrationStatusIcon';
import { networkPath, newClientNetworkPath } from '../../../router/paths';
import { formatDateTime } from '../../../format/date';

type Row = NetworksTab_client$data['networks']['edges'][number]['node'];

export function NetworksTab({ client }: { client: NetworksTab_client$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworksTab_client on Client
      @refetchable(queryName: "NetworksTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
      ) {
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
  const table = useConnectionTable(data.networks, { refetch, urlPrefix: 'networks' });
  const t = (id: string) => intl.formatMessage({ id });
  // Only networks without a client may join one (a network of another client is refused).
  const search = useNetworkSearch({ withoutClients: true });

  const [add] = usePromiseMutation<NetworksTabAddMutation>(graphql`
    mutation NetworksTabAddMutation($id: ID!, $networkIds: [ID!]!) {
      addNetworksToClient(id: $id, networkIds: $networkIds) {
        client {
          id
          ...ClientSummary_client
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<NetworksTabRemoveMutation>(graphql`
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

  const onAdd = async (picked: PickerOption[]) => {
    const { addNetworksToClient } = await add({ id: data.id, networkIds: picked.map((option) => option.id) });
    if (addNetworksToClient.errors.length) return reportRefusedAdd(intl, addNetworksToClient.errors, picked);
    notify.success(t('clients.networks.added'));
    table.controls.reload();
    return true;
  };
  const onRemove = async (row: Row) => {
    await remove({ id: data.id, networkId: row.network.id });
    notify.success(t('clients.networks.removed'));
    table.controls.reload();
  };

  const columns: Column<Row>[] = [
    {
      key: 'integration',
      header: t('networks.column.integration'),
      width: '16',
      render: (row) => <IntegrationStatusIcon statuses={row.integrationStatuses} />,
    },
    { key: 'name', header: t('networks.column.name'), render: (row) => row.network.name },
    { key: 'type', header: t('networks.column.type'), render: (row) => t(`network.type.${row.network.type}`) },
    { key: 'address', header: t('networks.column.address'), render: (row) => row.network.address ?? '—' },
    {
      key: 'added',
      header: t('networks.column.added'),
      render: (row) => (row.added ? formatDateTime(row.added) : '—'),
    },
  ];

  return (
    <MembershipTable
      {...table}
      label={t('clients.tab.networks')}
      columns={columns}
      rowKey={(row) => row.network.id}
      onRowClick={(row) => navigate(networkPath(row.network.id))}
      actions={
        data.viewerCan.edit ? (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={newClientNetworkPath(data.id)}>{t('networks.list.add')}</RouterLink>
          </Button>
        ) : undefined
      }
      addExisting={{
        visible: data.viewerCan.addExistingNetworks,
        label: t('clients.networks.addExisting'),
        placeholder: t('clients.networks.addExistingPlaceholder'),
        search,
        onAdd,
      }}
      rowName={(row) => row.network.name}
      canRemove={() => data.viewerCan.edit}
      onRemove={onRemove}
      removeTitle={t('clients.networks.removeTitle')}
      removeMessage={(name) => intl.formatMessage({ id: 'clients.networks.removeMessage' }, { name })}
    />
  );
}
