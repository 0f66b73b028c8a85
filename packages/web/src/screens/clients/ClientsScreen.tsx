/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../i18n/errorMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { useDisplayChoices } from '../../ui/displayChoices';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { useConnectionTable } from '../../ui/useConnectionTable';
import type { OrderBy } from '../../ui/useTableControls';
import type { ClientsScreenDeleteMutation } from './__generated__/ClientsScreenDeleteMutation.graphql';
import type { ClientsScreenDisplayMutation } from './__generated__/ClientsScreenDisplayMutation.graphql';
import type { ClientsScreenQuery } from './__generated__/ClientsScreenQuery.graphql';
import type {
  ClientsScreenTable_query$data,
  ClientsScreenTable_query$key,
} from './__generated__/ClientsScreenTable_query.graphql';
import { viewerRoles } from './roles';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { clientPath } from '../../router/paths';
import { formatDateTime } from '../../format/date';

export const DEFAULT_CLIENT_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };

export const clientsScreenQuery = graphql`
  query ClientsScreenQuery($first: Int!, $after: String, $orderBy: ClientOrder, $search: String) {
    viewer {
      id
      roles
    }
    ...ClientsScreenTable_query @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search)
  }
`;

type Row = NonNullable<ClientsScreenTable_query$data['clients']['edges'][number]['node']>;

export function ClientsScreen({ queryRef }: { queryRef: PreloadedQuery<ClientsScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<ClientsScreenQuery>(clientsScreenQuery, queryRef);
  const roles = viewerRoles(data.viewer?.roles);
  useDocumentTitle(intl.formatMessage({ id: 'clients.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'clients.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'clients.subtitle' })}</Text>
      </Box>
      <ClientsTable query={data} canAdd={roles.isAdmin} canChangeDisplay={roles.isMultiClientAdmin} />
    </Stack>
  );
}

function ClientsTable({
  query,
  canAdd,
  canChangeDisplay,
}: {
  query: ClientsScreenTable_query$key;
  canAdd: boolean;
  canChangeDisplay: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ClientsScreenTable_query on Query
      @refetchable(queryName: "ClientsScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "ClientOrder" }
        search: { type: "String" }
      ) {
        clients(first: $first, after: $after, orderBy: $orderBy, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              name
              organization {
                name
              }
              userCount
              deviceCount
              networkCount
              createdAt
              displayed
              viewerCan {
                delete
                changeDisplay
              }
            }
          }
        }
      }
    `,
    query,
  );
  const table = useConnectionTable(data.clients, { refetch, defaultOrder: DEFAULT_CLIENT_ORDER, loadedFromUrl: true });

  const [saveDisplay, savingDisplay] = usePromiseMutation<ClientsScreenDisplayMutation>(graphql`
    mutation ClientsScreenDisplayMutation($input: SetClientsDisplayInput!) {
      setClientsDisplay(input: $input) {
        clients {
          id
          displayed
        }
      }
    }
  `);
  const displayChoices = useDisplayChoices(table.rows, 'clients', (input) => saveDisplay({ input }));

  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [deleteClient, deleting] = usePromiseMutation<ClientsScreenDeleteMutation>(graphql`
    mutation ClientsScreenDeleteMutation($id: ID!) {
      deleteClient(id: $id) {
        deletedId @deleteRecord
      }
    }
  `);
  const onDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteClient({ id: toDelete.id });
      notify.success(intl.formatMessage({ id: 'clients.deleted' }));
      setToDelete(null);
      table.controls.reload();
    } catch (error) {
      notify.error(errorMessage(intl, error));
      setToDelete(null);
    }
  };

  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<Row>[] = [
    ...(canChangeDisplay ? [displayChoices.column] : []),
    {
      key: 'name',
      header: t('clients.column.name'),
      sortField: 'NAME',
      render: (row) => <Text fontWeight="medium">{row.name}</Text>,
    },
    {
      key: 'organization',
      header: t('clients.column.organization'),
      sortField: 'ORGANIZATION_NAME',
      render: (row) => row.organization?.name ?? '—',
    },
    {
      key: 'users',
      header: t('clients.column.users'),
      sortField: 'USER_COUNT',
      align: 'end',
      render: (row) => intl.formatNumber(row.userCount),
    },
    {
      key: 'devices',
      header: t('clients.column.devices'),
      sortField: 'DEVICE_COUNT',
      align: 'end',
      render: (row) => intl.formatNumber(row.deviceCount),
    },
    {
      key: 'networks',
      header: t('clients.column.networks'),
      sortField: 'NETWORK_COUNT',
      align: 'end',
      render: (row) => intl.formatNumber(row.networkCount),
    },
    {
      key: 'created',
      header: t('clients.column.created'),
      sortField: 'CREATED_AT',
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      interactive: true,
      align: 'end',
      render: (row) =>
        row.viewerCan.delete ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => setToDelete(row)}
            aria-label={intl.formatMessage({ id: 'clients.delete.label' }, { name: row.name })}
          >
            {t('common.delete')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <DataTable
        {...table}
        label={t('clients.title')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(clientPath(row.id))}
        actions={
          <HStack>
            {canChangeDisplay && (
              <Button
                size="sm"
                variant="outline"
                disabled={!displayChoices.changed || savingDisplay}
                loading={savingDisplay}
                onClick={displayChoices.onSave}
              >
                {t('clients.display.save')}
              </Button>
            )}
            {canAdd && (
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to="/clients/new">{t('clients.add')}</RouterLink>
              </Button>
            )}
          </HStack>
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('clients.delete.title')}
        message={toDelete ? intl.formatMessage({ id: 'clients.delete.message' }, { name: toDelete.name }) : undefined}
        busy={deleting}
        onConfirm={onDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
