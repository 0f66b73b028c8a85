import { Box, Button, Grid, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DataTable, type Column } from '../../ui/DataTable';
import { FormField } from '../../ui/form';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { useConnectionTable } from '../../ui/useConnectionTable';
import { useClientSearch, useNodeName } from '../users/form/UserPickers';
import type { DocumentsScreenQuery } from './__generated__/DocumentsScreenQuery.graphql';
import type {
  DocumentsScreenTable_query$data,
  DocumentsScreenTable_query$key,
} from './__generated__/DocumentsScreenTable_query.graphql';
import { DocumentTypeBadge, NotReadyBadge } from './DocumentBadges';
import {
  DEFAULT_DOCUMENT_ORDER,
  DOCUMENT_FILTERS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  DOCUMENTS_URL_PREFIX,
  toDocumentsVariables,
} from './filters';
import { documentSegment } from '../../router/paths';

export const documentsScreenQuery = graphql`
  query DocumentsScreenQuery(
    $first: Int!
    $after: String
    $orderBy: DocumentOrder
    $search: String
    $filter: DocumentFilter
  ) {
    viewer {
      id
      roles
    }
    ...DocumentsScreenTable_query
      @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter)
  }
`;

type Row = NonNullable<DocumentsScreenTable_query$data['documents']['edges'][number]['node']>;

/** Every console role may add a document (a plain user never reaches the console's lists). */
const canAddDocuments = (roles: readonly string[] | null | undefined) =>
  Boolean(roles?.some((role) => role !== 'USER'));

/** /documents: the documents in the viewer's scope, searched, filtered, sorted and paged on the server. */
export function DocumentsScreen({ queryRef }: { queryRef: PreloadedQuery<DocumentsScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<DocumentsScreenQuery>(documentsScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'documents.list.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'documents.list.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'documents.list.subtitle' })}</Text>
      </Box>
      <DocumentsTable query={data} canAdd={canAddDocuments(data.viewer?.roles)} />
    </Stack>
  );
}

function DocumentsTable({ query, canAdd }: { query: DocumentsScreenTable_query$key; canAdd: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetchFragment] = useRefetchableFragment(
    graphql`
      fragment DocumentsScreenTable_query on Query
      @refetchable(queryName: "DocumentsScreenTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "DocumentOrder" }
        search: { type: "String" }
        filter: { type: "DocumentFilter" }
      ) {
        documents(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              name
              extension
              type
              lang
              ready
              clients {
                id
                name
              }
              organization {
                id
                name
              }
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const refetch = useCallback(
    (variables: Record<string, unknown>, options?: Parameters<typeof refetchFragment>[1]) =>
      refetchFragment(toDocumentsVariables(variables) as Parameters<typeof refetchFragment>[0], options),
    [refetchFragment],
  );
  const table = useConnectionTable(data.documents, {
    refetch,
    defaultOrder: DEFAULT_DOCUMENT_ORDER,
    urlPrefix: DOCUMENTS_URL_PREFIX,
    filters: DOCUMENT_FILTERS,
    loadedFromUrl: true,
  });
  const { controls } = table;
  const filtered =
    Boolean(controls.variables.search) ||
    Boolean(controls.filters.type ?? controls.filters.lang ?? controls.filters.client);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('documents.column.name'),
      sortField: 'NAME',
      render: (row) => (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{row.name}</Text>
          {!row.ready && <NotReadyBadge />}
        </HStack>
      ),
    },
    {
      key: 'extension',
      header: t('documents.column.extension'),
      render: (row) => (row.extension ? row.extension.toUpperCase() : '—'),
    },
    {
      key: 'type',
      header: t('documents.column.type'),
      sortField: 'TYPE',
      render: (row) => <DocumentTypeBadge type={row.type} />,
    },
    { key: 'lang', header: t('documents.column.lang'), render: (row) => t(`documents.lang.${row.lang}`) },
    {
      key: 'clients',
      header: t('documents.column.clients'),
      render: (row) => (row.clients.length ? row.clients.map((client) => client.name).join(', ') : '—'),
    },
    {
      key: 'organization',
      header: t('documents.column.organization'),
      render: (row) => row.organization?.name ?? '—',
    },
    {
      key: 'created',
      header: t('documents.column.created'),
      sortField: 'CREATED_AT',
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text>,
    },
  ];

  return (
    <Stack gap="3">
      <DocumentFilters controls={controls} />
      <DataTable
        {...table}
        label={t('documents.list.title')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/documents/${documentSegment(row.id)}`)}
        emptyText={filtered || table.totalCount > 0 ? t('table.noMatches') : t('documents.list.empty')}
        actions={
          canAdd ? (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/documents/new">{t('documents.list.add')}</RouterLink>
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}

/** Type, language and client filters; each change goes to the URL and back to page 1. */
function DocumentFilters({ controls }: { controls: ReturnType<typeof useConnectionTable>['controls'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { filters } = controls;
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const clientName = useNodeName(filters.client ?? null, picked?.id === filters.client ? picked.label : null);
  const searchClients = useClientSearch();
  const select = (name: 'type' | 'lang', values: readonly string[]) => (
    <FormField label={t(`documents.filter.${name}`)}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={filters[name] ?? ''}
          onChange={(event) => controls.setFilter(name, event.currentTarget.value || null)}
        >
          <option value="">{t('documents.filter.any')}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {t(`documents.${name}.${value}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' }}
      gap="3"
      role="group"
      aria-label={t('documents.filter.label')}
    >
      {select('type', DOCUMENT_TYPES)}
      {select('lang', DOCUMENT_LANGUAGES)}
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          {t('documents.filter.client')}
        </Text>
        <SearchPicker
          label={t('documents.filter.client')}
          single
          selected={filters.client ? [{ id: filters.client, label: clientName ?? '…' }] : []}
          onChange={(options) => {
            const option = options[options.length - 1] ?? null;
            if (option) setPicked(option);
            controls.setFilter('client', option?.id ?? null);
          }}
          search={searchClients}
        />
      </Box>
    </Grid>
  );
}
