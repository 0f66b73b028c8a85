/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DataTable, type Column } from '../../ui/DataTable';
import { useDisplayChoices } from '../../ui/displayChoices';
import { usePromiseMutation } from '../../ui/form';
import { useConnectionTable } from '../../ui/useConnectionTable';
import type { OrderBy } from '../../ui/useTableControls';
import { viewerRoles } from '../clients/roles';
import type { OrganizationsScreenDisplayMutation } from './__generated__/OrganizationsScreenDisplayMutation.graphql';
import type { OrganizationsScreenQuery } from './__generated__/OrganizationsScreenQuery.graphql';
import type {
  OrganizationsScreenTable_query$data,
  OrganizationsScreenTable_query$key,
} from './__generated__/OrganizationsScreenTable_query.graphql';
import { organizationPath } from '../../router/paths';

/** Spec 002 section 2: newest first. */
export const DEFAULT_ORGANIZATION_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };

export const organizationsScreenQuery = graphql`
  query OrganizationsScreenQuery($first: Int!, $after: String, $orderBy: OrganizationOrder, $search: String) {
    viewer {
      id
      roles
    }
    ...OrganizationsScreenTable_query @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search)
  }
`;

type Row = NonNullable<OrganizationsScreenTable_query$data['organizations']['edges'][number]['node']>;

/** /organizations: the organizations in the viewer's scope; admins add, organization-admins show or hide. */
export function OrganizationsScreen({ queryRef }: { queryRef: PreloadedQuery<OrganizationsScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<OrganizationsScreenQuery>(organizationsScreenQuery, queryRef);
  const roles = viewerRoles(data.viewer?.roles);
  useDocumentTitle(intl.formatMessage({ id: 'organizations.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'organizations.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'organizations.subtitle' })}</Text>
      </Box>
      <OrganizationsTable query={data} canAdd={roles.isAdmin} canChangeDisplay={roles.isOrganizationAdmin} />
    </Stack>
  );
}

function OrganizationsTable({
  query,
  canAdd,
  canChangeDisplay,
}: {
  query: OrganizationsScreenTable_query$key;
  canAdd: boolean;
  canChangeDisplay: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment OrganizationsScreenTable_query on Query
      @refetchable(queryName: "OrganizationsScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "OrganizationOrder" }
        search: { type: "String" }
      ) {
        organizations(first: $first, after: $after, orderBy: $orderBy, search: $search) {
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
              clientCount
              createdAt
              displayed
              viewerCan {
                changeDisplay
              }
            }
          }
        }
      }
    `,
    query,
  );
  const table = useConnectionTable(data.organizations, {
    refetch,
    defaultOrder: DEFAULT_ORGANIZATION_ORDER,
    loadedFromUrl: true,
  });

  const [saveDisplay, savingDisplay] = usePromiseMutation<OrganizationsScreenDisplayMutation>(graphql`
    mutation OrganizationsScreenDisplayMutation($input: SetOrganizationsDisplayInput!) {
      setOrganizationsDisplay(input: $input) {
        organizations {
          id
          displayed
        }
      }
    }
  `);
  const displayChoices = useDisplayChoices(table.rows, 'organizations', (input) => saveDisplay({ input }));

  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<Row>[] = [
    ...(canChangeDisplay ? [displayChoices.column] : []),
    {
      key: 'name',
      header: t('organizations.column.name'),
      sortField: 'NAME',
      render: (row) => <Text fontWeight="medium">{row.name}</Text>,
    },
    {
      key: 'users',
      header: t('organizations.column.users'),
      sortField: 'USER_COUNT',
      align: 'end',
      render: (row) => intl.formatNumber(row.userCount),
    },
    {
      key: 'clients',
      header: t('organizations.column.clients'),
      sortField: 'CLIENT_COUNT',
      align: 'end',
      render: (row) => intl.formatNumber(row.clientCount),
    },
    {
      key: 'created',
      header: t('organizations.column.created'),
      sortField: 'CREATED_AT',
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text>,
    },
  ];

  const searched = Boolean(table.controls.variables.search) || table.controls.pageIndex > 0;
  return (
    <DataTable
      {...table}
      label={t('organizations.title')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(organizationPath(row.id))}
      emptyText={
        searched ? t('table.noMatches') : t(canAdd ? 'organizations.list.emptyAdmin' : 'organizations.list.empty')
      }
      actions={
        canAdd || canChangeDisplay ? (
          <HStack>
            {canChangeDisplay && (
              <Button
                size="sm"
                variant="outline"
                disabled={!displayChoices.changed || savingDisplay}
                loading={savingDisplay}
                onClick={displayChoices.onSave}
              >
                {t('organizations.display.save')}
              </Button>
            )}
            {canAdd && (
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to="/organizations/new">{t('organizations.add')}</RouterLink>
              </Button>
            )}
          </HStack>
        ) : undefined
      }
    />
  );
}
