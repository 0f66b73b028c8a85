import { EmptyState, VStack } from '@chakra-ui/react';

/** An empty state that says why it is empty and what will fill it. */
export function EmptyHint({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
