import { Box, Button, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { EmptyHint } from '../../ui/EmptyHint';
import { FormField } from '../../ui/form';
import { useTableControls } from '../../ui/useTableControls';
import type { IncidentsScreen_query$key } from './__generated__/IncidentsScreen_query.graphql';
import type { IncidentsScreenQuery } from './__generated__/IncidentsScreenQuery.graphql';
import IncidentsScreenRefetchQuery from './__generated__/IncidentsScreenRefetchQuery.graphql';
import { INCIDENT_FILTERS, INCIDENT_PAGE_SIZE, INCIDENT_VIEWS, toIncidentsVariables } from './filters';
import { IncidentSummaryBoxes } from './IncidentSummaryBoxes';
import { IncidentTable } from './IncidentTable';
import { useIncidentFeed } from './useIncidentFeed';
import { useQuietRefresh } from './useQuietRefresh';

export const incidentsScreenQuery = graphql`
  query IncidentsScreenQuery(
    $first: Int!
    $after: String
    $search: String
    $view: IncidentView
    $status: IncidentStatus
    $startDate: Date
    $endDate: Date
  ) {
    ...IncidentsScreen_query
      @arguments(
        first: $first
        after: $after
        search: $search
        view: $view
        status: $status
        startDate: $startDate
        endDate: $endDate
      )
  }
`;

/** /incidents: the incident dashboard (spec 001 section 2), live while it is open. */
export function IncidentsScreen({ queryRef }: { queryRef: PreloadedQuery<IncidentsScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<IncidentsScreenQuery>(incidentsScreenQuery, queryRef);
  const title = intl.formatMessage({ id: 'incidents.title' });
  useDocumentTitle(title);
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'incidents.subtitle' })}</Text>
      </Box>
      <IncidentDashboard query={data} />
    </Stack>
  );
}

function IncidentDashboard({ query }: { query: IncidentsScreen_query$key }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [data, refetchFragment] = useRefetchableFragment(
    graphql`
      fragment IncidentsScreen_query on Query
      @refetchable(queryName: "IncidentsScreenRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
        view: { type: "IncidentView", defaultValue: COMPREHENSIVE }
        status: { type: "IncidentStatus" }
        startDate: { type: "Date" }
        endDate: { type: "Date" }
      ) {
        incidents(
          first: $first
          after: $after
          search: $search
          view: $view
          status: $status
          startDate: $startDate
          endDate: $endDate
        ) {
          summary {
            ...IncidentSummaryBoxes_summary
          }
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              ...IncidentTable_incident
            }
          }
        }
      }
    `,
    query,
  );
  // URL values are checked before they reach the server
  const refetch = useCallback(
    (variables: Record<string, unknown>, options?: Parameters<typeof refetchFragment>[1]) =>
      refetchFragment(toIncidentsVariables(variables), options),
    [refetchFragment],
  );
  const controls = useTableControls({
    refetch,
    pageSize: INCIDENT_PAGE_SIZE,
    filters: INCIDENT_FILTERS,
    loadedFromUrl: true,
  });
  const variables = toIncidentsVariables({ ...controls.variables, ...controls.filters });
  const refresh = useQuietRefresh(IncidentsScreenRefetchQuery, variables);
  // the event's counters are the view's counts: the boxes' only while no search or dates narrow the list
  const exact = !variables.search && !variables.startDate && !variables.endDate;
  const { newCount } = useIncidentFeed({
    filter: { view: variables.view },
    connection: (store) => store.getRoot().getLinkedRecord('incidents', { ...variables }),
    status: variables.status,
    countersAreSummary: exact,
    canPlace: exact,
    pageIndex: controls.pageIndex,
    reload: controls.reload,
    refresh,
  });
  // setting a filter to its own value goes back to the first page (and forgets the page stack)
  const toFirstPage = () => controls.setFilter('view', variables.view);

  const rows = data.incidents.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const filtered = Boolean(variables.search || variables.status || variables.startDate || variables.endDate);

  return (
    <Stack gap="4">
      {data.incidents.summary && (
        <IncidentSummaryBoxes
          summary={data.incidents.summary}
          selected={variables.status}
          onSelect={(status) => controls.setFilter('status', status)}
        />
      )}
      <Flex gap="3" wrap="wrap" align="end" role="search" aria-label={t('incidents.toolbar')}>
        <FormField label={t('incidents.filter.view')} id="incidents-view">
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field
              value={variables.view}
              onChange={(event) => controls.setFilter('view', event.currentTarget.value)}
            >
              {INCIDENT_VIEWS.map((view) => (
                <option key={view} value={view}>
                  {t(`incidents.view.${view}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Box flex="1" minW="56">
          <FormField label={t('incidents.filter.search')} id="incidents-search">
            <Input
              size="sm"
              type="search"
              placeholder={t('incidents.filter.searchPlaceholder')}
              value={controls.searchText}
              onChange={(event) => controls.setSearchText(event.currentTarget.value)}
            />
          </FormField>
        </Box>
        <HStack gap="3">
          <FormField label={t('incidents.filter.startDate')} id="incidents-start">
            <Input
              type="date"
              size="sm"
              value={variables.startDate ?? ''}
              max={variables.endDate ?? undefined}
              onChange={(event) => controls.setFilter('startDate', event.currentTarget.value || null)}
            />
          </FormField>
          <FormField label={t('incidents.filter.endDate')} id="incidents-end">
            <Input
              type="date"
              size="sm"
              value={variables.endDate ?? ''}
              min={variables.startDate ?? undefined}
              onChange={(event) => controls.setFilter('endDate', event.currentTarget.value || null)}
            />
          </FormField>
        </HStack>
      </Flex>
      {newCount > 0 && controls.pageIndex > 0 && (
        <Flex
          role="status"
          align="center"
          gap="3"
          px="4"
          py="2"
          borderRadius="md"
          bg="blue.subtle"
          color="blue.fg"
          data-testid="new-incidents-banner"
        >
          <Text flex="1">{intl.formatMessage({ id: 'incidents.newBanner' }, { count: newCount })}</Text>
          <Button size="xs" colorPalette="blue" onClick={toFirstPage}>
            {t('incidents.newBanner.show')}
          </Button>
        </Flex>
      )}
      {rows.length === 0 && controls.pageIndex === 0 ? (
        <Box borderWidth="1px" borderRadius="md" bg="bg" data-testid="incidents-empty">
          <EmptyHint
            title={t(filtered ? 'incidents.empty.filteredTitle' : 'incidents.empty.title')}
            description={t(filtered ? 'incidents.empty.filteredDescription' : 'incidents.empty.description')}
          />
        </Box>
      ) : (
        <IncidentTable
          label={t('incidents.table')}
          rows={rows}
          controls={controls}
          pageInfo={data.incidents.pageInfo}
          showNetwork
          emptyPage={t('networks.incidents.noOlder')}
        />
      )}
    </Stack>
  );
}
