/* eslint-disable relay/unused-fields -- the named objects (entity, references) are handed on whole to
   ChangeValue and ReferenceName, typed by LogReference, where TypeScript checks each read; the rule sees
   only reads written here (docs/test-runner.md) */
import { Badge, Box, Button, Flex, HStack, Input, Link, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { userPath } from '../../router/paths';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyHint } from '../../ui/EmptyHint';
import { FormField } from '../../ui/form';
import { useUserSearch } from '../../ui/Pickers';
import { SearchPicker } from '../../ui/SearchPicker';
import { useConnectionTable } from '../../ui/useConnectionTable';
import type { ActionLogTab_query$data, ActionLogTab_query$key } from './__generated__/ActionLogTab_query.graphql';
import { ACTION_LOG_FILTERS, actionLogVariables, ENTITY_TYPES } from './actionLogVariables';
import { actionLabel, entityTypeLabel, fieldLabel } from './changeLabels';
import { ChangeValue } from './ChangeValue';
import { ReferenceName } from './ReferenceName';

type Row = ActionLogTab_query$data['actionLog']['edges'][number]['node'];

/** The audit trail: who changed what and when, with each changed field before and after. */
export function ActionLogTab({ query, staleAfter = 0 }: { query: ActionLogTab_query$key; staleAfter?: number }) {
  const intl = useIntl();
  const [data, rawRefetch] = useRefetchableFragment(
    graphql`
      fragment ActionLogTab_query on Query
      @refetchable(queryName: "ActionLogTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        type: { type: "String" }
        entity: { type: "ID" }
        user: { type: "ID" }
        from: { type: "DateTime" }
        to: { type: "DateTime" }
        entityIds: { type: "[ID!]", defaultValue: [] }
        userIds: { type: "[ID!]", defaultValue: [] }
      ) {
        actionLog(
          first: $first
          after: $after
          filter: { entityType: $type, entityId: $entity, userId: $user, from: $from, to: $to }
        ) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              entityType
              action
              createdAt
              actor {
                id
                displayName
              }
              entity {
                logId
                name
                nodeId
                releaseNote
                section
              }
              changes {
                field
                before
                after
                references {
                  key
                  logId
                  name
                  nodeId
                  releaseNote
                  section
                }
              }
            }
          }
        }
        filterEntity: nodes(ids: $entityIds) {
          id
          ... on User {
            displayName
          }
          ... on Client {
            name
          }
        }
        filterUser: nodes(ids: $userIds) {
          id
          ... on User {
            displayName
          }
        }
      }
    `,
    query,
  );
  // the URL keeps days and ids as text; the query takes instants and id lists
  const refetch = useCallback(
    (variables: Record<string, unknown>, options?: Parameters<typeof rawRefetch>[1]) =>
      rawRefetch(actionLogVariables(variables), options),
    [rawRefetch],
  );
  const table = useConnectionTable(data.actionLog, { refetch, filters: ACTION_LOG_FILTERS, loadedFromUrl: true });
  const { filters, setFilter, reload } = table.controls;
  // staleAfter counts the page's own writes (system notifications sent): the rows are read again after one
  useEffect(() => {
    if (staleAfter > 0) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new write asks for the rows again
  }, [staleAfter]);
  const search = useUserSearch({});
  const t = (id: string) => intl.formatMessage({ id });
  const typeLabel = (type: string) => entityTypeLabel(intl, type);

  const filterUser = data.filterUser[0];
  const selectedUser = useMemo(
    () =>
      filters.user ? [{ id: filters.user, label: filterUser?.displayName ?? t('system.filter.unknownUser') }] : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
    [filters.user, filterUser?.displayName, intl],
  );
  const entity = data.filterEntity[0];
  const entityName = entity?.displayName ?? entity?.name ?? null;
  const filtered = Object.values(filters).some(Boolean);

  const columns: Column<Row>[] = [
    { key: 'when', header: t('system.column.when'), render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'who',
      header: t('system.column.who'),
      render: (row) =>
        row.actor ? (
          <Link asChild color="blue.fg">
            <RouterLink to={userPath(row.actor.id)}>{row.actor.displayName}</RouterLink>
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'entity',
      header: t('system.column.entity'),
      render: (row) => (
        <Stack gap="0">
          <Text as="span" fontSize="xs" color="fg.muted">
            {typeLabel(row.entityType)}
          </Text>
          {row.entity && (
            <Text as="span" data-testid="action-entity">
              <ReferenceName reference={row.entity} />
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'action',
      header: t('system.column.action'),
      render: (row) => (
        <Badge
          variant="subtle"
          colorPalette={row.action === 'delete' ? 'red' : row.action === 'create' ? 'green' : 'blue'}
        >
          {actionLabel(intl, row.action)}
        </Badge>
      ),
    },
    {
      key: 'changes',
      header: t('system.column.changes'),
      render: (row) => {
        if (row.changes.length === 0) return '—';
        const context = { entityType: row.entityType, action: row.action };
        return (
          <List.Root as="ul" gap="1" listStyleType="none" fontSize="xs" minW="64" maxW="xl">
            {row.changes.map((change) => (
              <List.Item key={change.field} data-testid="action-change" display="block">
                <Text as="span" fontWeight="semibold">
                  {fieldLabel(intl, change.field, context)}
                </Text>
                {': '}
                <Text as="span" color="fg.muted" textDecoration={change.after !== null ? 'line-through' : undefined}>
                  <ChangeValue
                    json={change.before}
                    field={change.field}
                    context={context}
                    references={change.references}
                  />
                </Text>
                <Text as="span" aria-label={t('system.changedTo')}>
                  {' → '}
                </Text>
                <Text as="span" fontWeight="medium">
                  <ChangeValue
                    json={change.after}
                    field={change.field}
                    context={context}
                    references={change.references}
                  />
                </Text>
              </List.Item>
            ))}
          </List.Root>
        );
      },
    },
  ];

  return (
    <Stack gap="4">
      {filters.entity && (
        <Flex
          gap="3"
          align="center"
          wrap="wrap"
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          px="4"
          py="2"
          data-testid="action-log-entity"
        >
          <Text fontSize="sm">
            {intl.formatMessage(
              { id: 'system.filter.entity' },
              { name: entityName ?? t('system.filter.unknownEntity') },
            )}
          </Text>
          <Button size="xs" variant="outline" onClick={() => setFilter('entity', null)}>
            {t('system.filter.showAll')}
          </Button>
        </Flex>
      )}
      <Flex gap="4" wrap="wrap" align="end" role="group" aria-label={t('system.filter.label')}>
        <Box w={{ base: 'full', sm: '48' }}>
          <FormField label={t('system.filter.type')} id="action-log-type">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={filters.type ?? ''}
                onChange={(event) => setFilter('type', event.currentTarget.value || null)}
              >
                <option value="">{t('system.filter.allTypes')}</option>
                {ENTITY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeLabel(type)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
        <Box w={{ base: 'full', sm: '72' }}>
          {/* the picker names itself (aria-label); this is the same name for the eye */}
          <Text fontSize="sm" fontWeight="medium" mb="1.5" aria-hidden="true">
            {t('system.filter.user')}
          </Text>
          <SearchPicker
            label={t('system.filter.user')}
            placeholder={t('system.filter.userPlaceholder')}
            single
            selected={selectedUser}
            search={search}
            onChange={(picked) => setFilter('user', picked[0]?.id ?? null)}
          />
        </Box>
        <HStack gap="3" w={{ base: 'full', sm: 'auto' }}>
          <FormField label={t('system.filter.from')} id="action-log-from">
            <Input
              type="date"
              size="sm"
              value={filters.from ?? ''}
              max={filters.to ?? undefined}
              onChange={(event) => setFilter('from', event.currentTarget.value || null)}
            />
          </FormField>
          <FormField label={t('system.filter.to')} id="action-log-to">
            <Input
              type="date"
              size="sm"
              value={filters.to ?? ''}
              min={filters.from ?? undefined}
              onChange={(event) => setFilter('to', event.currentTarget.value || null)}
            />
          </FormField>
        </HStack>
      </Flex>
      {table.totalCount === 0 && table.controls.pageIndex === 0 ? (
        <Box borderWidth="1px" borderRadius="md" bg="bg" data-testid="action-log-empty">
          <EmptyHint
            title={t(filtered ? 'system.empty.filteredTitle' : 'system.empty.title')}
            description={t(filtered ? 'system.empty.filteredDescription' : 'system.empty.description')}
          />
        </Box>
      ) : (
        <DataTable
          {...table}
          label={t('system.tab.actions')}
          columns={columns}
          rowKey={(row) => row.id}
          searchable={false}
        />
      )}
    </Stack>
  );
}
