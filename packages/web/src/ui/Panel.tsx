import { Box, Card, Center, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Dims the content and shows a spinner while a refetch is under way. */
  pending?: boolean;
  children: ReactNode;
}

export function Panel({ title, description, actions, pending = false, children }: Props) {
  return (
    <Card.Root variant="outline" bg="bg" shadow="xs" h="full" aria-busy={pending}>
      <Card.Header pb="2">
        <Flex
          gap="3"
          align={{ base: 'start', md: 'center' }}
          justify="space-between"
          direction={{ base: 'column', md: 'row' }}
        >
          <Box>
            <Heading size="md">{title}</Heading>
            {description && (
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Box>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body position="relative" pt="2">
        <Box opacity={pending ? 0.4 : 1} transition="opacity 0.2s">
          {children}
        </Box>
        {pending && (
          <Center position="absolute" inset="0">
            <Spinner color="blue.solid" />
          </Center>
        )}
      </Card.Body>
    </Card.Root>
  );
}
