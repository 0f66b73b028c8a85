import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { formatDateTime } from '../../../format/date';
import { DataTable, type Column } from '../../../ui/DataTable';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type {
  NetworkDocumentsTab_network$data,
  NetworkDocumentsTab_network$key,
} from './__generated__/NetworkDocumentsTab_network.graphql';

type Row = NetworkDocumentsTab_network$data['documents']['edges'][number]['node'];

/** Documents shared with the network, as the user's documents tab lists them (newest first). */
export function NetworkDocumentsTab({ network }: { network: NetworkDocumentsTab_network$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworkDocumentsTab_network on Network
      @refetchable(queryName: "NetworkDocumentsTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        documents(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              document {
                id
                name
              }
              extension
              type
              clientNames
              organizationName
              createdAt
            }
          }
        }
      }
    `,
    network,
  );
  const table = useConnectionTable(data.documents, { refetch, urlPrefix: 'documents' });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<Row>[] = [
    { key: 'name', header: t('networks.documents.column.name'), render: (row) => row.document.name },
    { key: 'extension', header: t('networks.documents.column.extension'), render: (row) => row.extension ?? '—' },
    { key: 'type', header: t('networks.documents.column.type'), render: (row) => row.type ?? '—' },
    {
      key: 'clients',
      header: t('networks.documents.column.clients'),
      render: (row) => (row.clientNames.length ? row.clientNames.join(', ') : '—'),
    },
    {
      key: 'organization',
      header: t('networks.documents.column.organization'),
      render: (row) => row.organizationName ?? '—',
    },
    {
      key: 'created',
      header: t('networks.documents.column.created'),
      render: (row) => (row.createdAt ? formatDateTime(row.createdAt) : '—'),
    },
  ];
  return (
    <DataTable
      {...table}
      label={t('networks.documents.label')}
      columns={columns}
      rowKey={(row) => row.document.id}
      searchable={false}
      emptyText={
        <Box textAlign="center">
          <Text fontWeight="medium">{t('networks.documents.empty')}</Text>
          <Text fontSize="sm">{t('networks.documents.emptyHint')}</Text>
        </Box>
      }
    />
  );
}
