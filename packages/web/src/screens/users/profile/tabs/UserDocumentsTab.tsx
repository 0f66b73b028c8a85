import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { DataTable, type Column } from '../../../../ui/DataTable';
import { useConnectionTable } from '../../../../ui/useConnectionTable';
import type {
  UserDocumentsTab_user$data,
  UserDocumentsTab_user$key,
} from './__generated__/UserDocumentsTab_user.graphql';
import { when } from './cells';

type Row = UserDocumentsTab_user$data['documents']['edges'][number]['node'];

/** Documents shared with the user. */
export function UserDocumentsTab({ user }: { user: UserDocumentsTab_user$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UserDocumentsTab_user on User
      @refetchable(queryName: "UserDocumentsTabRefetchQuery")
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
    user,
  );
  const table = useConnectionTable(data.documents, { refetch, urlPrefix: 'documents' });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<Row>[] = [
    { key: 'name', header: t('profile.documents.name'), render: (row) => row.document.name },
    { key: 'extension', header: t('profile.documents.extension'), render: (row) => row.extension ?? '—' },
    { key: 'type', header: t('profile.documents.type'), render: (row) => row.type ?? '—' },
    {
      key: 'clients',
      header: t('profile.documents.clients'),
      render: (row) => (row.clientNames.length ? row.clientNames.join(', ') : '—'),
    },
    { key: 'organization', header: t('profile.organization'), render: (row) => row.organizationName ?? '—' },
    { key: 'created', header: t('profile.column.created'), render: (row) => when(row.createdAt) },
  ];
  return (
    <DataTable
      {...table}
      label={t('profile.tab.documents')}
      columns={columns}
      rowKey={(row) => row.document.id}
      searchable={false}
    />
  );
}
