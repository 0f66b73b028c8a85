import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { DataTable, type Column } from '../../../../ui/DataTable';
import { useConnectionTable } from '../../../../ui/useConnectionTable';
import type {
  UserSubscriptionsTab_user$data,
  UserSubscriptionsTab_user$key,
} from './__generated__/UserSubscriptionsTab_user.graphql';
import { when } from './cells';

type Row = UserSubscriptionsTab_user$data['subscriptionHistory']['edges'][number]['node'];

/** The user's private (in-app) subscriptions, newest first. */
export function UserSubscriptionsTab({ user }: { user: UserSubscriptionsTab_user$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UserSubscriptionsTab_user on User
      @refetchable(queryName: "UserSubscriptionsTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        subscriptionHistory(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              subscription
              platform
              createdAt
              expiresAt
              unsubscribedAt
            }
          }
        }
      }
    `,
    user,
  );
  const table = useConnectionTable(data.subscriptionHistory, { refetch, urlPrefix: 'subscriptions' });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<Row>[] = [
    { key: 'subscription', header: t('profile.subscriptions.subscription'), render: (row) => row.subscription },
    { key: 'platform', header: t('profile.subscriptions.platform'), render: (row) => row.platform },
    { key: 'created', header: t('profile.column.created'), render: (row) => when(row.createdAt) },
    { key: 'expires', header: t('profile.subscriptions.expires'), render: (row) => when(row.expiresAt) },
    { key: 'unsubscribed', header: t('profile.subscriptions.unsubscribed'), render: (row) => when(row.unsubscribedAt) },
  ];
  return (
    <DataTable
      {...table}
      label={t('profile.tab.subscriptions')}
      columns={columns}
      rowKey={(row) => `${row.createdAt}-${row.platform}-${row.subscription}`}
      searchable={false}
    />
  );
}
