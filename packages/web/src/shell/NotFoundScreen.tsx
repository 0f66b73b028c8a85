import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ShellIcon } from './icons';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFoundScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShellIcon name="map" boxSize="10" />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{intl.formatMessage({ id: 'notFound.title' })}</EmptyState.Title>
          <EmptyState.Description>{intl.formatMessage({ id: 'notFound.description' })}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">{intl.formatMessage({ id: 'nav.dashboard' })}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
