import { Badge, Box, Button, Grid, Group, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../format/date';
import { errorMessage } from '../../../i18n/errorMessage';
import { useLanguage } from '../../../i18n/I18nProvider';
import { toGraphLanguage } from '../../../i18n/language';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { DataTable, type Column } from '../../../ui/DataTable';
import { FormField, usePromiseMutation } from '../../../ui/form';
import { useNetworkSearch } from '../../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import { creatableRoles, ROLES, SUBSCRIPTIONS } from '../form/rules';
import { useClientSearch, useNodeName } from '../form/UserPickers';
import type { UsersScreenExportMutation } from './__generated__/UsersScreenExportMutation.graphql';
import type { UsersScreenQuery } from './__generated__/UsersScreenQuery.graphql';
import type {
  UsersScreenTable_query$data,
  UsersScreenTable_query$key,
} from './__generated__/UsersScreenTable_query.graphql';
import { DEFAULT_USER_ORDER, toUsersVariables, USER_FILTERS, USERS_URL_PREFIX } from './filters';
import { userPath } from '../../../router/paths';

export const usersScreenQuery = graphql`
  query UsersScreenQuery($first: Int!, $after: String, $orderBy: UserOrder, $search: String, $filter: UserFilter) {
    viewer {
      id
      roles
    }
    ...UsersScreenTable_query
      @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter)
  }
`;

type Row = NonNullable<UsersScreenTable_query$data['users']['edges'][number]['node']>;

/** /users: the users in the viewer's scope, active or deleted, searched, filtered, sorted, paged, exported. */
export function UsersScreen({ queryRef }: { queryRef: PreloadedQuery<UsersScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<UsersScreenQuery>(usersScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'users.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'users.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'users.subtitle' })}</Text>
      </Box>
      <UsersTable query={data} canAdd={creatableRoles(data.viewer?.roles).length > 0} />
    </Stack>
  );
}

const ROLE_PALETTES: Record<string, string> = {
  ADMIN: 'purple',
  ORGANIZATION_ADMIN: 'teal',
  MULTI_CLIENT_ADMIN: 'cyan',
  CLIENT_ADMIN: 'blue',
  USER: 'gray',
};

function UsersTable({ query, canAdd }: { query: UsersScreenTable_query$key; canAdd: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetchFragment] = useRefetchableFragment(
    graphql`
      fragment UsersScreenTable_query on Query
      @refetchable(queryName: "UsersScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "UserOrder" }
        search: { type: "String" }
        filter: { type: "UserFilter" }
      ) {
        users(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              displayName
              email
              username
              roles
              client {
                id
                name
              }
              subscription
              status
              appVersion
              os
              lastActionAt
              createdAt
              deactivatedAt
            }
          }
        }
      }
    `,
    query,
  );
  // the table keeps its filters as URL strings; the query takes them as one UserFilter
  const refetch = useCallback(
    (variables: Record<string, unknown>, options?: Parameters<typeof refetchFragment>[1]) =>
      refetchFragment(toUsersVariables(variables) as Parameters<typeof refetchFragment>[0], options),
    [refetchFragment],
  );
  const table = useConnectionTable(data.users, {
    refetch,
    defaultOrder: DEFAULT_USER_ORDER,
    urlPrefix: USERS_URL_PREFIX,
    filters: USER_FILTERS,
    loadedFromUrl: true,
  });
  const { controls } = table;
  const filters = controls.filters;
  const deleted = filters.deleted === '1';
  const filtered =
    Boolean(controls.variables.search) ||
    Boolean(filters.client ?? filters.network ?? filters.role ?? filters.subscription);

  const t = (id: string) => intl.formatMessage({ id });

  const { language } = useLanguage();

  // ─── export: a link to a file the server builds; the browser downloads it (no token in the URL)
  const [exportUsers, exporting] = usePromiseMutation<UsersScreenExportMutation>(graphql`
    mutation UsersScreenExportMutation(
      $orderBy: UserOrder
      $search: String
      $filter: UserFilter
      $timeZone: String
      $language: Language
    ) {
      exportUsers(orderBy: $orderBy, search: $search, filter: $filter, timeZone: $timeZone, language: $language) {
        url
        expiresAt
      }
    }
  `);
  const onExport = async () => {
    try {
      const variables = toUsersVariables({ ...controls.variables, ...filters });
      const { exportUsers: file } = await exportUsers({
        orderBy: (controls.variables.orderBy ?? null) as UsersScreenExportMutation['variables']['orderBy'],
        search: controls.variables.search,
        filter: variables.filter as UsersScreenExportMutation['variables']['filter'],
        // the file's dates on the reader's clock, its headers in the console's language
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        language: toGraphLanguage(language),
      });
      const link = document.createElement('a');
      link.href = file.url;
      link.download = '';
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
      notify.success(t('users.export.started'));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
  };

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('users.column.name'),
      sortField: 'NAME',
      render: (row) => (
        <Text fontWeight="medium" whiteSpace="nowrap">
          {row.displayName}
        </Text>
      ),
    },
    { key: 'email', header: t('users.column.email'), sortField: 'EMAIL', render: (row) => row.email },
    {
      key: 'username',
      header: t('users.column.username'),
      sortField: 'USERNAME',
      render: (row) => row.username ?? '—',
    },
    {
      key: 'roles',
      header: t('users.column.roles'),
      render: (row) => (
        <HStack gap="1" wrap="wrap">
          {row.roles.map((role) => (
            <Badge key={role} size="sm" variant="subtle" colorPalette={ROLE_PALETTES[role] ?? 'gray'}>
              {t(`role.${role}`)}
            </Badge>
          ))}
        </HStack>
      ),
    },
    { key: 'client', header: t('users.column.client'), render: (row) => row.client?.name ?? '—' },
    {
      key: 'subscription',
      header: t('users.column.subscription'),
      render: (row) => (row.subscription ? t(`subscription.${row.subscription}`) : t('users.subscription.none')),
    },
    {
      key: 'status',
      header: t('users.column.status'),
      render: (row) =>
        row.deactivatedAt ? (
          <Badge colorPalette="red" variant="subtle">
            {t('users.status.DELETED')}
          </Badge>
        ) : (
          <Badge colorPalette={row.status === 'ACTIVE' ? 'green' : 'orange'} variant="subtle">
            {t(`users.status.${row.status}`)}
          </Badge>
        ),
    },
    {
      key: 'app',
      header: t('users.column.app'),
      render: (row) =>
        row.appVersion || row.os ? (
          <Text whiteSpace="nowrap">{[row.appVersion, row.os].filter(Boolean).join(' · ')}</Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'lastActive',
      header: t('users.column.lastActive'),
      sortField: 'LAST_ACTION_AT',
      render: (row) => (row.lastActionAt ? <Text whiteSpace="nowrap">{formatDateTime(row.lastActionAt)}</Text> : '—'),
    },
    {
      key: 'created',
      header: t('users.column.created'),
      sortField: 'CREATED_AT',
      render: (row) => (row.createdAt ? <Text whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text> : '—'),
    },
    ...(deleted
      ? [
          {
            key: 'deactivated',
            header: t('users.column.deactivated'),
            sortField: 'DEACTIVATED_AT',
            render: (row: Row) =>
              row.deactivatedAt ? <Text whiteSpace="nowrap">{formatDateTime(row.deactivatedAt)}</Text> : '—',
          },
        ]
      : []),
  ];

  const emptyText =
    filtered || table.totalCount > 0
      ? t('table.noMatches')
      : deleted
        ? t('users.empty.deleted')
        : t('users.empty.active');

  return (
    <Stack gap="3">
      <Group attached role="group" aria-label={t('users.list.which')}>
        {(['active', 'deleted'] as const).map((which) => {
          const pressed = (which === 'deleted') === deleted;
          return (
            <Button
              key={which}
              size="sm"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? 'blue' : 'gray'}
              aria-pressed={pressed}
              onClick={() => {
                if (pressed) return;
                controls.setFilter('deleted', which === 'deleted' ? '1' : null);
              }}
            >
              {t(`users.list.${which}`)}
            </Button>
          );
        })}
      </Group>
      <UserFilters controls={controls} />
      <DataTable
        {...table}
        label={t(deleted ? 'users.list.deletedTable' : 'users.title')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(userPath(row.id))}
        emptyText={emptyText}
        actions={
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={onExport}
              disabled={exporting}
              loading={exporting}
              loadingText={t('users.export.preparing')}
            >
              {t('users.export.button')}
            </Button>
            {canAdd && (
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to="/users/new">{t('users.add')}</RouterLink>
              </Button>
            )}
          </>
        }
      />
    </Stack>
  );
}

/** Client, network, role and subscription filters; each change goes to the URL and back to page 1. */
function UserFilters({ controls }: { controls: ReturnType<typeof useConnectionTable>['controls'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { filters } = controls;
  // names of the picked client and network, known when picked here, else looked up once (a reload)
  const [picked, setPicked] = useState<Record<string, PickerOption>>({});
  const clientName = useNodeName(
    filters.client ?? null,
    picked.client?.id === filters.client ? picked.client.label : null,
  );
  const networkName = useNodeName(
    filters.network ?? null,
    picked.network?.id === filters.network ? picked.network.label : null,
  );
  const searchClients = useClientSearch();
  const searchNetworks = useNetworkSearch({ clientId: filters.client ?? undefined });
  const pick = (name: 'client' | 'network') => (options: PickerOption[]) => {
    const option = options[options.length - 1] ?? null;
    if (option) setPicked((current) => ({ ...current, [name]: option }));
    controls.setFilter(name, option?.id ?? null);
  };
  const select = (name: 'role' | 'subscription', values: readonly string[], prefix: string) => (
    <FormField label={t(`users.filter.${name}`)}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={filters[name] ?? ''}
          onChange={(event) => controls.setFilter(name, event.currentTarget.value || null)}
        >
          <option value="">{t('users.filter.any')}</option>
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
      templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' }}
      gap="3"
      role="group"
      aria-label={t('users.filter.label')}
    >
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          {t('users.filter.client')}
        </Text>
        <SearchPicker
          label={t('users.filter.client')}
          single
          selected={filters.client ? [{ id: filters.client, label: clientName ?? '…' }] : []}
          onChange={pick('client')}
          search={searchClients}
        />
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          {t('users.filter.network')}
        </Text>
        <SearchPicker
          label={t('users.filter.network')}
          single
          selected={filters.network ? [{ id: filters.network, label: networkName ?? '…' }] : []}
          onChange={pick('network')}
          search={searchNetworks}
        />
      </Box>
      {select('role', ROLES, 'role')}
      {select('subscription', SUBSCRIPTIONS, 'subscription')}
    </Grid>
  );
}
