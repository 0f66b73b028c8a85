import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StatColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A plain figures table: the text alternative of a chart, or figures of their own. */
export function StatTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  maxH,
}: {
  caption: string;
  columns: StatColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  maxH?: string;
}) {
  return (
    // a scroll box is a focusable, named region: keyboard users can scroll it (axe: scrollable-region-focusable)
    <Box
      overflowX="auto"
      maxH={maxH}
      overflowY={maxH ? 'auto' : undefined}
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table.Root size="sm" stickyHeader={Boolean(maxH)} aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              // headers wrap between words so that a table of long headers fits its panel instead of cutting
              // off its right columns; figures never wrap
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.numeric ? 'end' : 'start'}
                verticalAlign="bottom"
                overflowWrap="normal"
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.key}
                  textAlign={column.numeric ? 'end' : 'start'}
                  whiteSpace="nowrap"
                  fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
                >
                  {column.render(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
