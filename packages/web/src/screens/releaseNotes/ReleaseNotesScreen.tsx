import { Alert, Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DataTable, type Column } from '../../ui/DataTable';
import { useConnectionTable } from '../../ui/useConnectionTable';
import { readSystemState, updateSystemState } from '../system/systemState';
import type { ReleaseNotesScreenQuery } from './__generated__/ReleaseNotesScreenQuery.graphql';
import type {
  ReleaseNotesTable_query$data,
  ReleaseNotesTable_query$key,
} from './__generated__/ReleaseNotesTable_query.graphql';
import { DEFAULT_RELEASE_NOTE_ORDER } from './order';
import { endSelectMode, useSelectMode } from './selectMode';
import { useMarkReleaseNoteRead } from './useMarkReleaseNoteRead';
import { documentSegment } from '../../router/paths';

export const releaseNotesScreenQuery = graphql`
  query ReleaseNotesScreenQuery($first: Int!, $after: String, $orderBy: DocumentOrder, $search: String) {
    viewer {
      id
      roles
    }
    unreadReleaseNoteCount
    ...ReleaseNotesTable_query @arguments(first: $first, after: $after, orderBy: $orderBy, search: $search)
  }
`;

type Row = NonNullable<ReleaseNotesTable_query$data['releaseNotes']['edges'][number]['node']>;

/** /release-notes: the notes the viewer may read, newest first; select mode picks one for a system notification. */
export function ReleaseNotesScreen({ queryRef }: { queryRef: PreloadedQuery<ReleaseNotesScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<ReleaseNotesScreenQuery>(releaseNotesScreenQuery, queryRef);
  const selectMode = useSelectMode();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('releaseNotes.title'));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {t('releaseNotes.title')}
        </Heading>
        <Text color="fg.muted" data-testid="release-notes-unread">
          {data.unreadReleaseNoteCount > 0
            ? t('releaseNotes.unread', { count: data.unreadReleaseNoteCount })
            : t('releaseNotes.allRead')}
        </Text>
      </Box>
      <ReleaseNotesTable
        query={data}
        canAdd={Boolean(data.viewer?.roles.includes('ADMIN'))}
        returnTo={selectMode?.returnTo ?? null}
      />
    </Stack>
  );
}

function ReleaseNotesTable({
  query,
  canAdd,
  returnTo,
}: {
  query: ReleaseNotesTable_query$key;
  canAdd: boolean;
  /** Select mode: where Send returns to; null for the plain list. */
  returnTo: string | null;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const markRead = useMarkReleaseNoteRead();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ReleaseNotesTable_query on Query
      @refetchable(queryName: "ReleaseNotesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "DocumentOrder" }
        search: { type: "String" }
      ) {
        releaseNotes(first: $first, after: $after, orderBy: $orderBy, search: $search) {
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
              description
              createdAt
              unread
              ready
            }
          }
        }
      }
    `,
    query,
  );
  const table = useConnectionTable(data.releaseNotes, {
    refetch: useCallback(
      (variables: Record<string, unknown>, options?: Parameters<typeof refetch>[1]) =>
        refetch(variables as Parameters<typeof refetch>[0], options),
      [refetch],
    ),
    defaultOrder: DEFAULT_RELEASE_NOTE_ORDER,
    loadedFromUrl: true,
  });
  const selecting = returnTo !== null;
  const [chosen, setChosen] = useState(() => readSystemState().releaseNote);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const open = (row: Row) => {
    if (selecting) {
      if (row.ready) setChosen({ id: row.id, name: row.name });
      return;
    }
    if (row.unread) markRead(row.id);
    navigate(`/release-notes/${documentSegment(row.id)}`);
  };

  const send = () => {
    if (!chosen || returnTo === null) return;
    updateSystemState({ releaseNote: chosen, mode: 'RELEASE_NOTE' });
    endSelectMode();
    navigate(returnTo);
  };
  const cancel = () => {
    if (returnTo === null) return;
    endSelectMode();
    navigate(returnTo);
  };

  const columns: Column<Row>[] = [
    ...(selecting
      ? [
          {
            key: 'select',
            header: t('releaseNotes.column.select'),
            interactive: true,
            width: '1%',
            render: (row: Row) => (
              <input
                type="radio"
                name="release-note"
                value={row.id}
                checked={chosen?.id === row.id}
                disabled={!row.ready}
                onChange={() => setChosen({ id: row.id, name: row.name })}
                aria-label={row.name}
                style={{ width: '1rem', height: '1rem', accentColor: 'var(--chakra-colors-blue-solid)' }}
              />
            ),
          },
        ]
      : []),
    {
      key: 'name',
      header: t('releaseNotes.column.name'),
      sortField: 'NAME',
      render: (row) => (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight={row.unread ? 'semibold' : 'medium'}>{row.name}</Text>
          {row.unread && (
            <Badge colorPalette="red" variant="solid" size="sm" data-testid="release-note-new">
              {t('releaseNotes.new')}
            </Badge>
          )}
          {!row.ready && (
            <Badge colorPalette="orange" variant="subtle" size="sm">
              {t('releaseNotes.noFile')}
            </Badge>
          )}
        </HStack>
      ),
    },
    {
      key: 'extension',
      header: t('releaseNotes.column.extension'),
      render: (row) => (row.extension ? row.extension.toUpperCase() : '—'),
    },
    {
      key: 'type',
      header: t('releaseNotes.column.type'),
      sortField: 'TYPE',
      render: (row) => t(`releaseNotes.type.${row.type}`),
    },
    {
      key: 'description',
      header: t('releaseNotes.column.description'),
      render: (row) => (
        <Text lineClamp={2} maxW="md">
          {row.description || '—'}
        </Text>
      ),
    },
    {
      key: 'date',
      header: t('releaseNotes.column.date'),
      sortField: 'CREATED_AT',
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text>,
    },
  ];

  return (
    <Stack gap="3">
      {selecting && (
        <Alert.Root status="info" data-testid="release-note-select-mode">
          <Alert.Indicator />
          <Flex flex="1" gap="3" align="center" justify="space-between" wrap="wrap">
            <Alert.Description>
              {chosen ? t('releaseNotes.select.chosen', { name: chosen.name }) : t('releaseNotes.select.hint')}
            </Alert.Description>
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={cancel}>
                {t('common.cancel')}
              </Button>
              <Button size="sm" colorPalette="blue" disabled={!chosen} onClick={send}>
                {t('releaseNotes.select.send')}
              </Button>
            </HStack>
          </Flex>
        </Alert.Root>
      )}
      <DataTable
        {...table}
        label={t('releaseNotes.title')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={open}
        rowProps={(row) => (selecting && chosen?.id === row.id ? { bg: 'blue.subtle' } : {})}
        emptyText={
          table.controls.variables.search || table.totalCount > 0 ? t('table.noMatches') : t('releaseNotes.empty')
        }
        actions={
          canAdd && !selecting ? (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/release-notes/new">{t('releaseNotes.add')}</RouterLink>
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}
