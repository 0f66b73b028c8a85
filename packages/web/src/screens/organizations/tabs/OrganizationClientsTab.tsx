import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Column } from '../../../ui/DataTable';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import { AddSeveral } from '../../../ui/AddSeveral';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import type { PickerOption } from '../../../ui/SearchPicker';
import type {
  OrganizationClientsTab_organization$data,
  OrganizationClientsTab_organization$key,
} from './__generated__/OrganizationClientsTab_organization.graphql';
import type { OrganizationClientsTabAddMutation } from './__generated__/OrganizationClientsTabAddMutation.graphql';
import type { OrganizationClientsTabRemoveMutation } from './__generated__/OrganizationClientsTabRemoveMutation.graphql';
import { organizationErrorText } from './organizationErrors';
import { useOrganizationClientSearch } from './organizationPickers';
import { clientPath, newOrganizationClientPath } from '../../../router/paths';
import { formatDateTime } from '../../../format/date';

type Row = OrganizationClientsTab_organization$data['clients']['edges'][number]['node'];

/**
 * The organization's clients (spec 002 section 6): search, paging; rows open the client. With
 * manageClients: add existing clients (several at once), a new client inside the organization, and
 * remove (confirmed first; the client stays, without an organization).
 */
export function OrganizationClientsTab({ organization }: { organization: OrganizationClientsTab_organization$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment OrganizationClientsTab_organization on Organization
      @refetchable(queryName: "OrganizationClientsTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
      ) {
        id
        name
        viewerCan {
          manageClients
        }
        clients(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              name
              userCount
              createdAt
            }
          }
        }
      }
    `,
    organization,
  );
  const table = useConnectionTable(data.clients, { refetch, urlPrefix: 'clients' });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const manage = data.viewerCan.manageClients;
  const search = useOrganizationClientSearch(data.id);

  const [add] = usePromiseMutation<OrganizationClientsTabAddMutation>(graphql`
    mutation OrganizationClientsTabAddMutation($id: ID!, $clientIds: [ID!]!) {
      addClientsToOrganization(id: $id, clientIds: $clientIds) {
        organization {
          id
          clientCount
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<OrganizationClientsTabRemoveMutation>(graphql`
    mutation OrganizationClientsTabRemoveMutation($id: ID!, $clientId: ID!) {
      removeClientFromOrganization(id: $id, clientId: $clientId) {
        removedId
        organization {
          id
          clientCount
        }
      }
    }
  `);

  const onAdd = async (picked: PickerOption[]) => {
    try {
      const { addClientsToOrganization } = await add({ id: data.id, clientIds: picked.map((option) => option.id) });
      const errors = addClientsToOrganization.errors;
      if (errors.some((error) => error.refused.length)) return reportRefusedAdd(intl, errors, picked);
      if (errors.length) {
        notify.error(organizationErrorText(intl, errors[0]!));
        return false;
      }
    } catch (error) {
      notify.error(organizationErrorText(intl, error));
      return false;
    }
    notify.success(intl.formatMessage({ id: 'organizations.clients.added' }, { count: picked.length }));
    table.controls.reload();
    return true;
  };

  const onRemove = async (row: Row) => {
    try {
      await remove({ id: data.id, clientId: row.id });
    } catch (error) {
      notify.error(organizationErrorText(intl, error));
      return;
    }
    notify.success(t('organizations.clients.removed', { name: row.name }));
    table.controls.reload();
  };

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('organizations.clients.column.name'),
      interactive: true,
      render: (row) => (
        <RouterLink to={clientPath(row.id)}>
          <Text as="span" fontWeight="medium" color="blue.fg" _hover={{ textDecoration: 'underline' }}>
            {row.name}
          </Text>
        </RouterLink>
      ),
    },
    {
      key: 'users',
      header: t('organizations.clients.column.users'),
      align: 'end',
      render: (row) => intl.formatNumber(row.userCount),
    },
    {
      key: 'created',
      header: t('organizations.clients.column.created'),
      render: (row) => formatDateTime(row.createdAt),
    },
  ];

  return (
    <Stack gap="4">
      {manage && (
        <AddSeveral
          label={t('organizations.clients.addExisting')}
          placeholder={t('organizations.clients.addExistingPlaceholder')}
          search={search}
          onAdd={onAdd}
          buttonLabel={(count) => intl.formatMessage({ id: 'organizations.clients.addButton' }, { count })}
        />
      )}
      <MembershipTable
        {...table}
        label={t('organizations.clients.label')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(clientPath(row.id))}
        emptyText={
          table.controls.variables.search ? undefined : (
            <Box textAlign="center">
              <Text fontWeight="medium">{t('organizations.clients.empty')}</Text>
            </Box>
          )
        }
        actions={
          manage ? (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to={newOrganizationClientPath(data.id)}>{t('organizations.clients.new')}</RouterLink>
            </Button>
          ) : undefined
        }
        rowName={(row) => row.name}
        canRemove={() => manage}
        onRemove={onRemove}
        removeTitle={t('organizations.clients.removeTitle')}
        removeMessage={(name) => t('organizations.clients.removeMessage', { name, organization: data.name })}
      />
    </Stack>
  );
}
