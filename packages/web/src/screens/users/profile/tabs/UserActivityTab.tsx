import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { DataTable, type Column } from '../../../../ui/DataTable';
import { useConnectionTable } from '../../../../ui/useConnectionTable';
import type { UserActivityTab_user$data, UserActivityTab_user$key } from './__generated__/UserActivityTab_user.graphql';
import { when } from './cells';

type Row = UserActivityTab_user$data['activityLog']['edges'][number]['node'];

/** The user's own activity in the apps (alerts, check-ins...), newest first. */
export function UserActivityTab({ user }: { user: UserActivityTab_user$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UserActivityTab_user on User
      @refetchable(queryName: "UserActivityTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        activityLog(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              createdAt
              kind
              name
              nameTranslations {
                language
                name
              }
              action
              address
            }
          }
        }
      }
    `,
    user,
  );
  const table = useConnectionTable(data.activityLog, { refetch, urlPrefix: 'activity' });
  const t = (id: string) => intl.formatMessage({ id });
  const language = intl.locale.slice(0, 2).toLowerCase();
  // the name in the console's language when the platform has it
  const name = (row: Row) =>
    row.nameTranslations.find((translation) => translation.language.toLowerCase() === language)?.name ??
    row.name ??
    '—';
  const columns: Column<Row>[] = [
    { key: 'created', header: t('profile.column.created'), render: (row) => when(row.createdAt) },
    { key: 'kind', header: t('profile.activity.kind'), render: (row) => row.kind },
    { key: 'name', header: t('profile.activity.name'), render: name },
    { key: 'action', header: t('profile.activity.action'), render: (row) => row.action },
    { key: 'address', header: t('profile.activity.address'), render: (row) => row.address ?? '—' },
  ];
  return (
    <DataTable
      {...table}
      label={t('profile.tab.activity')}
      columns={columns}
      rowKey={(row) => `${row.createdAt}-${row.kind}-${row.action}`}
      searchable={false}
    />
  );
}
