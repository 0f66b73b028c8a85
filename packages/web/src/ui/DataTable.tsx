import {
  Box,
  Button,
  Center,
  Flex,
  HStack,
  Icon,
  Input,
  InputGroup,
  NativeSelect,
  Spinner,
  Table,
  Text,
} from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { HorizontalScroll } from './HorizontalScroll';
import { PAGE_SIZES, type TableControls } from './useTableControls';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The orderBy field this column sorts by (only for connections that take orderBy). */
  sortField?: string;
  align?: 'start' | 'end' | 'center';
  /** The cell holds its own controls: clicks and keys in it do not open the row. */
  interactive?: boolean;
  width?: string;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null | undefined;
  controls: TableControls;
  onRowClick?: (row: Row) => void;
  /** Rows that open nothing (e.g. a deleted network has no page): no click, no focus stop. Default: every row. */
  rowOpens?: (row: Row) => boolean;
  /** Buttons next to the search box (add, save display...). */
  actions?: ReactNode;
  searchable?: boolean;
  rowProps?: (row: Row) => Record<string, unknown>;
  /** What an empty page says instead of "No matches" (e.g. why a list has no rows yet). */
  emptyText?: ReactNode;
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | null }) {
  return (
    <Icon boxSize="3" color={direction ? 'fg' : 'fg.subtle'} aria-hidden>
      <svg viewBox="0 0 12 12" fill="currentColor">
        {direction !== 'DESC' && <path d="M6 2l3 4H3z" opacity={direction === 'ASC' || !direction ? 1 : 0.3} />}
        {direction !== 'ASC' && <path d="M6 10L3 6h6z" />}
      </svg>
    </Icon>
  );
}

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A server-driven table over a Relay connection: sortable headers (orderBy), a debounced search box,
 * page sizes 10/25/50/100, previous/next over cursors, the total, a dimmed body while refetching,
 * and rows that open with a click or Enter.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totalCount,
  hasNextPage,
  endCursor,
  controls,
  onRowClick,
  rowOpens,
  actions,
  searchable = true,
  rowProps,
  emptyText,
}: DataTableProps<Row>) {
  const intl = useIntl();
  const { first } = controls.variables;
  const from = rows.length === 0 ? 0 : controls.pageIndex * first + 1;
  const to = controls.pageIndex * first + rows.length;

  const onRowKeyDown = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Box>
      {(searchable || actions) && (
        <Flex gap="3" mb="3" align="center" justify="space-between" wrap="wrap">
          {searchable ? (
            <InputGroup maxW="sm" endElement={controls.pending ? <Spinner size="xs" /> : undefined}>
              <Input
                type="search"
                size="sm"
                value={controls.searchText}
                onChange={(event) => controls.setSearchText(event.target.value)}
                placeholder={intl.formatMessage({ id: 'table.search' })}
                aria-label={intl.formatMessage({ id: 'table.searchLabel' }, { table: label })}
              />
            </InputGroup>
          ) : (
            <span />
          )}
          {actions && (
            <HStack gap="2" wrap="wrap" minW="0">
              {actions}
            </HStack>
          )}
        </Flex>
      )}
      <Box position="relative" borderWidth="1px" borderRadius="md" bg="bg" aria-busy={controls.pending}>
        {/* wider than the screen (a phone): the table scrolls sideways, a shadow marks each clipped edge */}
        <HorizontalScroll label={label} watch={rows} borderRadius="md">
          <Table.Root
            size="sm"
            aria-label={label}
            interactive={Boolean(onRowClick)}
            opacity={controls.pending ? 0.5 : 1}
          >
            <Table.Header>
              <Table.Row>
                {columns.map((column) => {
                  const sortable = controls.sortable && column.sortField;
                  const order = controls.variables.orderBy;
                  const direction = sortable && order && order.field === column.sortField ? order.direction : null;
                  return (
                    <Table.ColumnHeader
                      key={column.key}
                      textAlign={column.align}
                      width={column.width}
                      aria-sort={
                        sortable
                          ? direction === 'ASC'
                            ? 'ascending'
                            : direction === 'DESC'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {sortable ? (
                        <Button
                          variant="plain"
                          size="xs"
                          px="0"
                          fontWeight="semibold"
                          onClick={() => controls.toggleSort(column.sortField!)}
                        >
                          {column.header}
                          <SortIcon direction={direction} />
                        </Button>
                      ) : (
                        column.header
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={columns.length}>
                    <Center py="6" color="fg.muted">
                      {emptyText ?? intl.formatMessage({ id: 'table.noMatches' })}
                    </Center>
                  </Table.Cell>
                </Table.Row>
              ) : (
                rows.map((row) => (
                  <Table.Row
                    key={rowKey(row)}
                    {...(onRowClick && (rowOpens?.(row) ?? true)
                      ? {
                          tabIndex: 0,
                          cursor: 'pointer',
                          onClick: () => onRowClick(row),
                          onKeyDown: onRowKeyDown(row),
                          _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing' },
                        }
                      : {})}
                    {...rowProps?.(row)}
                  >
                    {columns.map((column) => (
                      <Table.Cell
                        key={column.key}
                        textAlign={column.align}
                        {...(column.interactive ? { onClick: stop, onKeyDown: stop } : {})}
                      >
                        {column.render(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </HorizontalScroll>
        {controls.pending && (
          <Center position="absolute" inset="0" pointerEvents="none">
            <Spinner color="blue.solid" />
          </Center>
        )}
      </Box>
      <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap" fontSize="sm">
        <HStack gap="2">
          <Text color="fg.muted">{intl.formatMessage({ id: 'table.pageSize' })}</Text>
          <NativeSelect.Root size="xs" width="20">
            <NativeSelect.Field
              aria-label={intl.formatMessage({ id: 'table.pageSize' })}
              value={String(first)}
              onChange={(event) => controls.setPageSize(Number(event.currentTarget.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="3">
          <Text color="fg.muted" data-testid="table-range">
            {intl.formatMessage({ id: 'table.range' }, { from, to, total: totalCount })}
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={controls.pageIndex === 0 || controls.pending}
            onClick={controls.previous}
          >
            {intl.formatMessage({ id: 'table.previous' })}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={!hasNextPage || controls.pending}
            onClick={() => controls.next(endCursor)}
          >
            {intl.formatMessage({ id: 'table.next' })}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}

/** Keeps clicks on a control inside a clickable row from opening the row. */
export const stopRowClick = stop;
