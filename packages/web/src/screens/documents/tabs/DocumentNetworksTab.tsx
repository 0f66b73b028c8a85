import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../format/date';
import { errorMessage } from '../../../i18n/errorMessage';
import type { Column } from '../../../ui/DataTable';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { useNetworkSearch } from '../../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import { payloadErrorText } from '../../networks/tabs/payloadErrors';
import type {
  DocumentNetworksTab_document$data,
  DocumentNetworksTab_document$key,
} from './__generated__/DocumentNetworksTab_document.graphql';
import type { DocumentNetworksTabAddMutation } from './__generated__/DocumentNetworksTabAddMutation.graphql';
import type { DocumentNetworksTabRemoveMutation } from './__generated__/DocumentNetworksTabRemoveMutation.graphql';
import { usePagingOnly } from './pagingOnly';
import { networkPath } from '../../../router/paths';

type Row = DocumentNetworksTab_document$data['networks']['edges'][number]['node'];

/**
 * The networks a document is shared with: pick existing networks of the document's clients and add them
 * (Add is off with nothing picked, spec 4), remove with confirmation. Rows open the network.
 */
export function DocumentNetworksTab({ document }: { document: DocumentNetworksTab_document$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DocumentNetworksTab_document on Document
      @refetchable(queryName: "DocumentNetworksTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        id
        name
        viewerCanManageLinks
        clients {
          id
        }
        networks(first: $first, after: $after) {
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
                client {
                  name
                }
              }
              addedAt
              viewerCanRemove
            }
          }
        }
      }
    `,
    document,
  );
  const table = useConnectionTable(data.networks, { refetch: usePagingOnly(refetch), urlPrefix: 'networks' });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const search = useNetworkSearch({ clientId: data.clients.length === 1 ? data.clients[0]!.id : undefined });
  const [picked, setPicked] = useState<PickerOption[]>([]);

  const [add, adding] = usePromiseMutation<DocumentNetworksTabAddMutation>(graphql`
    mutation DocumentNetworksTabAddMutation($id: ID!, $networkIds: [ID!]!) {
      addDocumentNetworks(id: $id, networkIds: $networkIds) {
        document {
          id
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<DocumentNetworksTabRemoveMutation>(graphql`
    mutation DocumentNetworksTabRemoveMutation($id: ID!, $networkId: ID!) {
      removeDocumentNetwork(id: $id, networkId: $networkId) {
        document {
          id
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const onAdd = async () => {
    try {
      const { addDocumentNetworks } = await add({ id: data.id, networkIds: picked.map((option) => option.id) });
      if (addDocumentNetworks.errors.length) {
        notify.error(payloadErrorText(intl, addDocumentNetworks.errors[0]!));
        return;
      }
      notify.success(t('documents.networks.added', { count: picked.length }));
      setPicked([]);
      table.controls.reload();
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
  };
  const onRemove = async (row: Row) => {
    const { removeDocumentNetwork } = await remove({ id: data.id, networkId: row.network.id });
    if (removeDocumentNetwork.errors.length) notify.error(payloadErrorText(intl, removeDocumentNetwork.errors[0]!));
    else {
      notify.success(t('documents.networks.removed', { name: row.network.name }));
      table.controls.reload();
    }
  };

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('documents.networks.column.name'),
      render: (row) => <Text fontWeight="medium">{row.network.name}</Text>,
    },
    {
      key: 'client',
      header: t('documents.networks.column.client'),
      render: (row) => row.network.client?.name ?? '—',
    },
    {
      key: 'added',
      header: t('documents.networks.column.added'),
      render: (row) => (row.addedAt ? formatDateTime(row.addedAt) : '—'),
    },
  ];

  return (
    <Stack gap="4">
      {data.viewerCanManageLinks && (
        <HStack align="end" gap="3" wrap="wrap">
          <Box flex="1" minW="60" maxW="md">
            <SearchPicker
              label={t('documents.networks.add')}
              placeholder={t('documents.networks.addPlaceholder')}
              selected={picked}
              onChange={setPicked}
              search={search}
              disabled={adding}
            />
          </Box>
          <Button colorPalette="blue" size="sm" disabled={picked.length === 0} loading={adding} onClick={onAdd}>
            {t('documents.networks.addButton', { count: picked.length })}
          </Button>
        </HStack>
      )}
      <MembershipTable
        {...table}
        searchable={false}
        label={t('documents.networks.label')}
        columns={columns}
        rowKey={(row) => row.network.id}
        onRowClick={(row) => navigate(networkPath(row.network.id))}
        emptyText={t('documents.networks.empty')}
        rowName={(row) => row.network.name}
        canRemove={(row) => row.viewerCanRemove}
        onRemove={onRemove}
        removeTitle={t('documents.networks.removeTitle')}
        removeMessage={(name) => t('documents.networks.removeMessage', { name, document: data.name })}
      />
    </Stack>
  );
}
