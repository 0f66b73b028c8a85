import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../i18n/errorMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { SwitchField, usePromiseMutation } from '../../../ui/form';
import { useUserSearch } from '../../../ui/Pickers';
import { SearchPicker } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useTableControls } from '../../../ui/useTableControls';
import type { UsersTab_client$data, UsersTab_client$key } from './__generated__/UsersTab_client.graphql';
import type { UsersTabAddMutation } from './__generated__/UsersTabAddMutation.graphql';
import type { UsersTabAdminMutation } from './__generated__/UsersTabAdminMutation.graphql';
import type { UsersTabRemoveMutation } from './__generated__/UsersTabRemoveMutation.graphql';
import type { viewerRoles } from '../roles';

type Row = UsersTab_client$data['users']['edges'][number]['node'];

export function UsersTab({ client, roles }: { client: UsersTab_client$key; roles: ReturnType<typeof viewerRoles> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UsersTab_client on Client
      @refetchable(queryName: "UsersTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }, search: { type: "String" }) {
        id
        viewerCan {
          edit
          addExistingUsers
        }
        users(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              user {
                id
                displayName
                email
              }
              added
              lastActive
              isAdmin
              status
              subscription
              memberType
              isMultiClientAdmin
            }
          }
        }
      }
    `,
    client,
  );
  const controls = useTableControls({ refetch });
  const rows = useMemo(() => data.users.edges.map((edge) => edge.node), [data.users.edges]);
  const t = (id: string) => intl.formatMessage({ id });

  const [add, adding] = usePromiseMutation<UsersTabAddMutation>(graphql`
    mutation UsersTabAddMutation($id: ID!, $userIds: [ID!]!) {
      addUsersToClient(id: $id, userIds: $userIds) {
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
  const [setAdmin] = usePromiseMutation<UsersTabAdminMutation>(graphql`
    mutation UsersTabAdminMutation($id: ID!, $userId: ID!, $isAdmin: Boolean!) {
      setClientUserAdmin(id: $id, userId: $userId, isAdmin: $isAdmin) {
        clientUser {
          isAdmin
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [remove, removing] = usePromiseMutation<UsersTabRemoveMutation>(graphql`
    mutation UsersTabRemoveMutation($id: ID!, $userId: ID!) {
      removeUserFromClient(id: $id, userId: $userId) {
        removedId
        client {
          id
          ...ClientSummary_client
        }
      }
    }
  `);
  const search = useUserSearch({ excludeClientId: data.id });
  const [toRemove, setToRemove] = useState<Row | null>(null);
  // admin flags changed here, until the page is read again
  const [adminFlags, setAdminFlags] = useState<Record<string, boolean>>({});

  const onAdd = async (userIds: string[]) => {
    try {
      const { addUsersToClient } = await add({ id: data.id, userIds });
      if (addUsersToClient.errors.length) notify.error(addUsersToClient.errors[0]!.message);
      else {
        notify.success(t('clients.users.added'));
        controls.reload();
      }
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
  };

  const onAdmin = async (row: Row, isAdmin: boolean) => {
    setAdminFlags((current) => ({ ...current, [row.user.id]: isAdmin }));
    try {
      const { setClientUserAdmin } = await setAdmin({ id: data.id, userId: row.user.id, isAdmin });
      if (setClientUserAdmin.errors.length) throw new Error(setClientUserAdmin.errors[0]!.message);
      notify.success(t('clients.users.adminSaved'));
    } catch (error) {
      setAdminFlags((current) => ({ ...current, [row.user.id]: row.isAdmin }));
      notify.error(errorMessage(intl, error));
    }
  };

  const onRemove = async () => {
    if (!toRemove) return;
    try {
      await remove({ id: data.id, userId: toRemove.user.id });
      notify.success(t('clients.users.removed'));
      controls.reload();
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
    setToRemove(null);
  };

  // the owner never; a client-admin not a multi-client admin
  const canRemove = (row: Row) => data.viewerCan.edit && row.memberType !== 'OWNER' && !(roles.isOnlyClientAdmin && row.isMultiClientAdmin);

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('users.column.name'),
      render: (row) => (
        <Box>
          <Text fontWeight="medium">{row.user.displayName}</Text>
          {row.memberType === 'OWNER' && (
            <Badge size="sm" variant="outline">
              {t('users.owner')}
            </Badge>
          )}
          {row.isMultiClientAdmin && (
            <Badge size="sm" variant="subtle" ms="1">
              {t('role.MULTI_CLIENT_ADMIN')}
            </Badge>
          )}
        </Box>
      ),
    },
    { key: 'email', header: t('users.column.email'), render: (row) => row.user.email },
    {
      key: 'status',
      header: t('users.column.status'),
      render: (row) => (
        <Badge colorPalette={row.status === 'ACTIVE' ? 'green' : 'orange'} variant="subtle">
          {t(`users.status.${row.status}`)}
        </Badge>
      ),
    },
    { key: 'subscription', header: t('users.column.subscription'), render: (row) => (row.subscription ? t(`subscription.${row.subscription}`) : '—') },
    { key: 'added', header: t('users.column.added'), render: (row) => (row.added ? intl.formatDate(row.added, { dateStyle: 'medium' }) : '—') },
    { key: 'lastActive', header: t('users.column.lastActive'), render: (row) => (row.lastActive ? intl.formatDate(row.lastActive, { dateStyle: 'medium', timeStyle: 'short' }) : '—') },
    {
      key: 'admin',
      header: t('users.column.admin'),
      interactive: true,
      render: (row) => (
        <SwitchField
          label={<Box srOnly>{intl.formatMessage({ id: 'users.adminToggle' }, { name: row.user.displayName })}</Box>}
          checked={adminFlags[row.user.id] ?? row.isAdmin}
          disabled={!data.viewerCan.edit}
          onChange={(checked) => void onAdmin(row, checked)}
        />
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      interactive: true,
      align: 'end',
      render: (row) =>
        canRemove(row) ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setToRemove(row)} aria-label={intl.formatMessage({ id: 'common.removeNamed' }, { name: row.user.displayName })}>
            {t('common.remove')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="4">
      {data.viewerCan.addExistingUsers && (
        <Box maxW="md" aria-busy={adding}>
          <SearchPicker
            label={t('clients.users.addExisting')}
            placeholder={t('clients.users.addExistingPlaceholder')}
            selected={[]}
            showSelected={false}
            search={search}
            disabled={adding}
            onChange={(picked) => void onAdd(picked.map((option) => option.id))}
          />
        </Box>
      )}
      <DataTable
        label={t('clients.tab.users')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.user.id}
        totalCount={data.users.totalCount}
        hasNextPage={data.users.pageInfo.hasNextPage}
        endCursor={data.users.pageInfo.endCursor}
        controls={controls}
        onRowClick={(row) => navigate(`/users/${row.user.id}`)}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={t('clients.users.removeTitle')}
        message={toRemove ? intl.formatMessage({ id: 'clients.users.removeMessage' }, { name: toRemove.user.displayName }) : undefined}
        confirmLabel={t('common.remove')}
        busy={removing}
        onConfirm={onRemove}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
