import { Badge, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { DataTable, type Column } from '../../../../ui/DataTable';
import { useConnectionTable } from '../../../../ui/useConnectionTable';
import { VERSION_PALETTE, versionStatus } from '../appVersion';
import type {
  UserMobileDevicesTab_user$data,
  UserMobileDevicesTab_user$key,
} from './__generated__/UserMobileDevicesTab_user.graphql';
import { when, YesNo } from './cells';

type Row = UserMobileDevicesTab_user$data['mobileDevices']['edges'][number]['node'];

/** The installed app version with its verdict against the latest one for the OS, in colour and in words. */
export function AppVersionIndicator({
  version,
  latest,
}: {
  version: string | null | undefined;
  latest?: string | null;
}) {
  const intl = useIntl();
  if (!version) return <>—</>;
  const status = versionStatus(version, latest);
  return (
    <HStack gap="2" wrap="nowrap">
      <Text as="span">{version}</Text>
      {status !== 'unknown' && (
        <Badge
          colorPalette={VERSION_PALETTE[status]}
          variant="solid"
          data-version-status={status}
          title={latest ? intl.formatMessage({ id: 'profile.version.latest' }, { version: latest }) : undefined}
        >
          {intl.formatMessage({ id: `profile.version.${status}` })}
        </Badge>
      )}
    </HStack>
  );
}

/** The user's phones and desktops running the app. */
export function UserMobileDevicesTab({ user }: { user: UserMobileDevicesTab_user$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UserMobileDevicesTab_user on User
      @refetchable(queryName: "UserMobileDevicesTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        mobileDevices(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              appVersion
              latestAppVersion
              manufacturer
              model
              os
              createdAt
              updatedAt
              locationEnabled
              isActive
              lastActive
              logoutTime
              testAlarmAt
            }
          }
        }
      }
    `,
    user,
  );
  const table = useConnectionTable(data.mobileDevices, { refetch, urlPrefix: 'mobile' });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<Row>[] = [
    {
      key: 'appVersion',
      header: t('profile.mobile.appVersion'),
      render: (row) => <AppVersionIndicator version={row.appVersion} latest={row.latestAppVersion} />,
    },
    { key: 'manufacturer', header: t('profile.mobile.manufacturer'), render: (row) => row.manufacturer ?? '—' },
    { key: 'model', header: t('profile.mobile.model'), render: (row) => row.model ?? '—' },
    { key: 'os', header: t('profile.mobile.os'), render: (row) => row.os ?? '—' },
    { key: 'created', header: t('profile.column.created'), render: (row) => when(row.createdAt) },
    { key: 'updated', header: t('profile.mobile.updated'), render: (row) => when(row.updatedAt) },
    {
      key: 'location',
      header: t('profile.mobile.locationEnabled'),
      render: (row) => <YesNo value={row.locationEnabled} />,
    },
    { key: 'active', header: t('profile.mobile.isActive'), render: (row) => <YesNo value={row.isActive} /> },
    { key: 'lastActive', header: t('users.column.lastActive'), render: (row) => when(row.lastActive) },
    { key: 'logout', header: t('profile.mobile.logoutTime'), render: (row) => when(row.logoutTime) },
    { key: 'testAlarm', header: t('profile.mobile.testAlarmAt'), render: (row) => when(row.testAlarmAt) },
  ];
  return (
    <DataTable
      {...table}
      label={t('profile.tab.mobileDevices')}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
    />
  );
}
