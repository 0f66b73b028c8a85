import { Alert, Card, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of a device form (a region named by its title). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-label={title}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A failed save in the server's words (spec 002 section 8: a danger alert). */
export function FailureAlert({ failure, testId }: { failure: string | null; testId?: string }) {
  if (!failure) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Description>{failure}</Alert.Description>
    </Alert.Root>
  );
}
