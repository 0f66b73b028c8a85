import { Badge, Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Column } from '../../../ui/DataTable';
import { SwitchField, usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type {
  OrganizationUsersTab_organization$data,
  OrganizationUsersTab_organization$key,
} from './__generated__/OrganizationUsersTab_organization.graphql';
import type { OrganizationUsersTabAdminMutation } from './__generated__/OrganizationUsersTabAdminMutation.graphql';
import type { OrganizationUsersTabRemoveMutation } from './__generated__/OrganizationUsersTabRemoveMutation.graphql';
import { organizationErrorText } from './organizationErrors';
import { userPath } from '../../../router/paths';
import { formatDateTime } from '../../../format/date';

type Row = OrganizationUsersTab_organization$data['users']['edges'][number]['node'];

/**
 * The organization's users (spec 002 section 5): search, sort (created, name, e-mail), paging; rows open
 * the user's profile. With manageUsers: the organization-admin flag and remove (confirmed first).
 */
export function OrganizationUsersTab({ organization }: { organization: OrganizationUsersTab_organization$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment OrganizationUsersTab_organization on Organization
      @refetchable(queryName: "OrganizationUsersTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "OrganizationUserOrder", defaultValue: { field: CREATED_AT, direction: DESC } }
        search: { type: "String" }
      ) {
        id
        name
        viewerCan {
          manageUsers
        }
        users(first: $first, after: $after, orderBy: $orderBy, search: $search) {
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
              createdAt
              isActive
              appVersion
              os
              isAdmin
              status
              subscription
            }
          }
        }
      }
    `,
    organization,
  );
  const table = useConnectionTable(data.users, {
    refetch,
    urlPrefix: 'users',
    defaultOrder: { field: 'CREATED_AT', direction: 'DESC' },
  });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const manage = data.viewerCan.manageUsers;

  const [setAdmin] = usePromiseMutation<OrganizationUsersTabAdminMutation>(graphql`
    mutation OrganizationUsersTabAdminMutation($id: ID!, $userId: ID!, $isAdmin: Boolean!) {
      setOrganizationUserAdmin(id: $id, userId: $userId, isAdmin: $isAdmin) {
        organizationUser {
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
  const [remove] = usePromiseMutation<OrganizationUsersTabRemoveMutation>(graphql`
    mutation OrganizationUsersTabRemoveMutation($id: ID!, $userId: ID!) {
      removeUserFromOrganization(id: $id, userId: $userId) {
        removedId
        organization {
          id
          userCount
        }
      }
    }
  `);

  // admin flags changed here, until the page is read again (a row is not a node the store can update)
  const [adminFlags, setAdminFlags] = useState<Record<string, boolean>>({});

  const onAdmin = async (row: Row, isAdmin: boolean) => {
    const before = adminFlags[row.user.id] ?? row.isAdmin;
    setAdminFlags((current) => ({ ...current, [row.user.id]: isAdmin }));
    try {
      const { setOrganizationUserAdmin } = await setAdmin({ id: data.id, userId: row.user.id, isAdmin });
      if (setOrganizationUserAdmin.errors.length) {
        setAdminFlags((current) => ({ ...current, [row.user.id]: before }));
        notify.error(organizationErrorText(intl, setOrganizationUserAdmin.errors[0]!));
        return;
      }
      notify.success(t('organizations.users.adminSaved', { name: row.user.displayName }));
    } catch (error) {
      setAdminFlags((current) => ({ ...current, [row.user.id]: before }));
      notify.error(organizationErrorText(intl, error));
    }
  };

  const onRemove = async (row: Row) => {
    try {
      await remove({ id: data.id, userId: row.user.id });
    } catch (error) {
      notify.error(organizationErrorText(intl, error));
      return;
    }
    notify.success(t('organizations.users.removed', { name: row.user.displayName }));
    table.controls.reload();
  };

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('users.column.name'),
      sortField: 'NAME',
      interactive: true,
      render: (row) => (
        <RouterLink to={userPath(row.user.id)}>
          <Text as="span" fontWeight="medium" color="blue.fg" _hover={{ textDecoration: 'underline' }}>
            {row.user.displayName}
          </Text>
        </RouterLink>
      ),
    },
    { key: 'email', header: t('users.column.email'), sortField: 'EMAIL', render: (row) => row.user.email },
    {
      key: 'created',
      header: t('users.column.created'),
      sortField: 'CREATED_AT',
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'active',
      header: t('organizations.users.column.active'),
      render: (row) =>
        row.isActive == null ? (
          '—'
        ) : (
          <Badge colorPalette={row.isActive ? 'green' : 'gray'} variant="subtle">
            {t(row.isActive ? 'common.yes' : 'common.no')}
          </Badge>
        ),
    },
    { key: 'appVersion', header: t('organizations.users.column.appVersion'), render: (row) => row.appVersion ?? '—' },
    { key: 'os', header: t('organizations.users.column.os'), render: (row) => row.os ?? '—' },
    {
      key: 'admin',
      header: t('users.column.admin'),
      interactive: true,
      render: (row) => (
        <SwitchField
          label={<Box srOnly>{t('organizations.users.adminToggle', { name: row.user.displayName })}</Box>}
          checked={adminFlags[row.user.id] ?? row.isAdmin}
          disabled={!manage}
          onChange={(checked) => void onAdmin(row, checked)}
        />
      ),
    },
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
  ];

  return (
    <MembershipTable
      {...table}
      label={t('organizations.users.label')}
      columns={columns}
      rowKey={(row) => row.user.id}
      onRowClick={(row) => navigate(userPath(row.user.id))}
      emptyText={
        table.controls.variables.search ? undefined : (
          <Box textAlign="center">
            <Text fontWeight="medium">{t('organizations.users.empty')}</Text>
          </Box>
        )
      }
      rowName={(row) => row.user.displayName}
      canRemove={() => manage}
      onRemove={onRemove}
      removeTitle={t('organizations.users.removeTitle')}
      removeMessage={(name) => t('organizations.users.removeMessage', { name, organization: data.name })}
    />
  );
}
