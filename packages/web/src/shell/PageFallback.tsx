import { Center, Grid, Skeleton, Spinner, Stack } from '@chakra-ui/react';

/** Placeholder of a page whose query is still on its way. */
export function PageFallback() {
  return (
    <Stack gap="6" aria-busy="true">
      <Skeleton h="8" w="48" />
      <Grid templateColumns="repeat(auto-fill, minmax(180px, 1fr))" gap="4">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} h="24" borderRadius="lg" />
        ))}
      </Grid>
      <Skeleton h="80" borderRadius="lg" />
    </Stack>
  );
}

export function FullPageSpinner() {
  return (
    <Center minH="100vh">
      <Spinner size="xl" color="blue.solid" />
    </Center>
  );
}
