import { Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundScreen } from '../../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { ImportUsersWizard } from '../import/ImportUsersWizard';
import type { NewUserScreenQuery } from './__generated__/NewUserScreenQuery.graphql';
import { UserForm } from './UserForm';
import { clientPath } from '../../../router/paths';

export const newUserScreenQuery = graphql`
  query NewUserScreenQuery($clientId: ID!, $withClient: Boolean!) {
    viewer {
      id
      roles
    }
    client: node(id: $clientId) @include(if: $withClient) {
      id
      ... on Client {
        name
        organization {
          name
        }
      }
    }
  }
`;

/** The static import template (spec 2: "Template download"); the web serves it from public/. */
export const IMPORT_TEMPLATE_URL = '/templates/users-import-template.xlsx';

/**
 * /users/new and /clients/{id}/users/new: the user form for a new user. From a client the client is
 * preselected, and the page offers the import wizard and the import template.
 */
export function NewUserScreen({ queryRef }: { queryRef: PreloadedQuery<NewUserScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<NewUserScreenQuery>(newUserScreenQuery, queryRef);
  const client = data.client?.name ? data.client : null;
  const fromClient = queryRef.variables.withClient;
  const [importing, setImporting] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  useDocumentTitle(fromClient && !client ? null : t('users.new.title'));
  if (fromClient && !client) return <NotFoundScreen />;

  return (
    <Stack gap="6" maxW="5xl">
      <Flex gap="4" justify="space-between" align="start" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            {t('users.new.title')}
          </Heading>
          {client ? (
            <Text color="fg.muted">
              {t('users.new.forClient', { name: client.name ?? '' })}{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to={clientPath(client.id)}>{t('users.new.backToClient')}</RouterLink>
              </Link>
            </Text>
          ) : (
            <Text color="fg.muted">{t('users.new.subtitle')}</Text>
          )}
        </Box>
        {client && (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" asChild>
              <a href={IMPORT_TEMPLATE_URL} download>
                {t('users.new.template')}
              </a>
            </Button>
            <Button size="sm" colorPalette="blue" onClick={() => setImporting(true)}>
              {t('users.new.import')}
            </Button>
          </HStack>
        )}
      </Flex>
      <UserForm
        user={null}
        clientId={client?.id}
        clientName={client?.name ?? undefined}
        clientOrganization={client?.organization?.name ?? null}
        viewerRoles={data.viewer?.roles}
      />
      {client && <ImportUsersWizard clientId={client.id} open={importing} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
