import { Button, EmptyState, HStack, VStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { errorMessage } from '../i18n/errorMessage';
import { ShellIcon } from './icons';
import { useDocumentTitle } from './useDocumentTitle';

export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  useDocumentTitle(intl.formatMessage({ id: 'error.title' }));
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShellIcon name="incidents" boxSize="10" color="fg.error" />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{intl.formatMessage({ id: 'error.title' })}</EmptyState.Title>
          <EmptyState.Description>{errorMessage(intl, error)}</EmptyState.Description>
        </VStack>
        <HStack>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
          <Button asChild colorPalette="blue">
            <RouterLink to="/">{intl.formatMessage({ id: 'nav.dashboard' })}</RouterLink>
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
