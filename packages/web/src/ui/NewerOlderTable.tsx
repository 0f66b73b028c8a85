import { Box, Button, Center, Flex, HStack, Spinner, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HorizontalScroll } from './HorizontalScroll';
import type { useTableControls } from './useTableControls';

/**
 * A newest-first table paged by cursor with Newer / Older (a log, an event list): the bordered frame that
 * scrolls sideways on a phone, dimmed with a spinner while a page loads, and the two buttons under it.
 * The caller renders the header and body rows.
 */
export function NewerOlderTable({
  label,
  rows,
  controls,
  pageInfo,
  newer,
  older,
  children,
}: {
  label: string;
  rows: readonly unknown[];
  controls: ReturnType<typeof useTableControls>;
  pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
  newer: string;
  older: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Box position="relative" borderWidth="1px" borderRadius="md" bg="bg" aria-busy={controls.pending}>
        <HorizontalScroll label={label} watch={rows} borderRadius="md">
          <Table.Root size="sm" aria-label={label} opacity={controls.pending ? 0.5 : 1}>
            {children}
          </Table.Root>
        </HorizontalScroll>
        {controls.pending && (
          <Center position="absolute" inset="0" pointerEvents="none">
            <Spinner color="blue.solid" />
          </Center>
        )}
      </Box>
      <Flex mt="3" justify="end">
        <HStack gap="3">
          <Button
            size="xs"
            variant="outline"
            disabled={controls.pageIndex === 0 || controls.pending}
            onClick={controls.previous}
          >
            {newer}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={!pageInfo.hasNextPage || controls.pending}
            onClick={() => controls.next(pageInfo.endCursor)}
          >
            {older}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
