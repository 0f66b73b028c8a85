import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../i18n/errorMessage';
import type { Column } from '../../../ui/DataTable';
import { SwitchField, usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { useUserSearch } from '../../../ui/Pickers';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import type { PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type { UsersTab_client$data, UsersTab_client$key } from './__generated__/UsersTab_client.graphql';
import type { UsersTabAddMutation } from './__generated__/UsersTabAddMutation.graphql';
import type { UsersTabAdminMutation } from './__generated__/UsersTabAdminMutation.graphql';
import type { UsersTabRemoveMutation } from './__generated__/UsersTabRemoveMutation.graphql';
import type { viewerRoles } from '../roles';
import { newClientUserPath, userPath } from '../../../router/paths';
import { formatDateTime } from '../../../format/date';

type Row = UsersTab_client$data['users']['edges'][number]['node'];

export function UsersTab({ client, roles }: { client: UsersTab_client$key; roles: ReturnType<typeof viewerRoles> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UsersTab_client on Client
      @refetchable(queryName: "UsersTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
      ) {
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
  const table = useConnectionTable(data.users, { refetch, urlPrefix: 'users' });
  const t = (id: string) => intl.formatMessage({ id });

  const [add] = usePromiseMutation<UsersTabAddMutation>(graphql`
    mutation UsersTabAddMutation($id: ID!, $userIds: [ID!]!) {
      addUsersToClient(id: $id, userIds: $userIds) {
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
  const [remove] = usePromiseMutation<UsersTabRemoveMutation>(graphql`
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
  // admin flags changed here, until the page is read again
  const [adminFlags, setAdminFlags] = useState<Record<string, boolean>>({});

  const onAdd = async (picked: PickerOption[]) => {
    const { addUsersToClient } = await add({ id: data.id, userIds: picked.map((option) => option.id) });
    if (addUsersToClient.errors.length) return reportRefusedAdd(intl, addUsersToClient.errors, picked);
    notify.success(t('clients.users.added'));
    table.controls.reload();
    return true;
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

  const onRemove = async (row: Row) => {
    await remove({ id: data.id, userId: row.user.id });
    notify.success(t('clients.users.removed'));
    table.controls.reload();
  };

  // the owner never; a client-admin not a multi-client admin
  const canRemove = (row: Row) =>
    data.viewerCan.edit && row.memberType !== 'OWNER' && !(roles.isOnlyClientAdmin && row.isMultiClientAdmin);

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
    {
      key: 'subscription',
      header: t('users.column.subscription'),
      render: (row) => (row.subscription ? t(`subscription.${row.subscription}`) : '—'),
    },
    {
      key: 'added',
      header: t('users.column.added'),
      render: (row) => (row.added ? formatDateTime(row.added) : '—'),
    },
    {
      key: 'lastActive',
      header: t('users.column.lastActive'),
      render: (row) => (row.lastActive ? formatDateTime(row.lastActive) : '—'),
    },
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
  ];

  return (
    <MembershipTable
      {...table}
      label={t('clients.tab.users')}
      columns={columns}
      rowKey={(row) => row.user.id}
      onRowClick={(row) => navigate(userPath(row.user.id))}
      actions={
        data.viewerCan.edit ? (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={newClientUserPath(data.id)}>{t('users.add')}</RouterLink>
          </Button>
        ) : undefined
      }
      addExisting={{
        visible: data.viewerCan.addExistingUsers,
        label: t('clients.users.addExisting'),
        placeholder: t('clients.users.addExistingPlaceholder'),
        search,
        onAdd,
      }}
      rowName={(row) => row.user.displayName}
      canRemove={canRemove}
      onRemove={onRemove}
      removeTitle={t('clients.users.removeTitle')}
      removeMessage={(name) => intl.formatMessage({ id: 'clients.users.removeMessage' }, { name })}
    />
  );
}
