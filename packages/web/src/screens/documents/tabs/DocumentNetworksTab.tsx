import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../format/date';
import type { Column } from '../../../ui/DataTable';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import type { PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import { payloadErrorText } from '../../../ui/payloadErrors';
import type {
  DocumentNetworksTab_document$data,
  DocumentNetworksTab_document$key,
} from './__generated__/DocumentNetworksTab_document.graphql';
import type { DocumentNetworksTabAddMutation } from './__generated__/DocumentNetworksTabAddMutation.graphql';
import type { DocumentNetworksTabRemoveMutation } from './__generated__/DocumentNetworksTabRemoveMutation.graphql';
import { usePagingOnly } from './pagingOnly';
import { networkPath } from '../../../router/paths';
import { useDocumentNetworkCandidates } from './documentPickers';

type Row = DocumentNetworksTab_document$data['networks']['edges'][number]['node'];

/**
 * The networks a document is shared with: pick networks of the document's clients not shared yet (the document's
 * networkCandidates) and add them (Add is off with nothing picked, spec 4), remove with confirmation. Rows open
 * the network.
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
  const search = useDocumentNetworkCandidates(data.id);

  const [add] = usePromiseMutation<DocumentNetworksTabAddMutation>(graphql`
    mutation DocumentNetworksTabAddMutation($id: ID!, $networkIds: [ID!]!) {
      addDocumentNetworks(id: $id, networkIds: $networkIds) {
        document {
          id
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
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

  const onAdd = async (picked: PickerOption[]) => {
    const { addDocumentNetworks } = await add({ id: data.id, networkIds: picked.map((option) => option.id) });
    if (addDocumentNetworks.errors.length) return reportRefusedAdd(intl, addDocumentNetworks.errors, picked);
    notify.success(t('documents.networks.added', { count: picked.length }));
    table.controls.reload();
    return true;
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
    <MembershipTable
      {...table}
      searchable={false}
      label={t('documents.networks.label')}
      columns={columns}
      rowKey={(row) => row.network.id}
      onRowClick={(row) => navigate(networkPath(row.network.id))}
      emptyText={t('documents.networks.empty')}
      addExisting={{
        visible: data.viewerCanManageLinks,
        label: t('documents.networks.add'),
        placeholder: t('documents.networks.addPlaceholder'),
        search,
        onAdd,
        buttonLabel: (count) => t('documents.networks.addButton', { count }),
      }}
      rowName={(row) => row.network.name}
      canRemove={(row) => row.viewerCanRemove}
      onRemove={onRemove}
      removeTitle={t('documents.networks.removeTitle')}
      removeMessage={(name) => t('documents.networks.removeMessage', { name, document: data.name })}
    />
  );
}
