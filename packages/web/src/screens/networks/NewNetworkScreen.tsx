import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { NewNetworkScreenQuery } from './__generated__/NewNetworkScreenQuery.graphql';
import { NetworkForm } from './NetworkForm';
import { clientPath } from '../../router/paths';

export const newNetworkScreenQuery = graphql`
  query NewNetworkScreenQuery($clientId: ID!, $withClient: Boolean!) {
    viewer {
      id
      roles
    }
    ...NetworkForm_query
    client: node(id: $clientId) @include(if: $withClient) {
      id
      ... on Client {
        name
      }
    }
  }
`;

/**
 * /networks/new and /clients/{id}/networks/new: the network form for a new network. From a client the
 * client is preselected and Save returns to that client's networks tab; otherwise to the new network.
 */
export function NewNetworkScreen({ queryRef }: { queryRef: PreloadedQuery<NewNetworkScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<NewNetworkScreenQuery>(newNetworkScreenQuery, queryRef);
  const client = data.client?.name ? { id: data.client.id, label: data.client.name } : null;
  const fromClient = queryRef.variables.withClient;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  useDocumentTitle(fromClient && !client ? null : t('networks.form.newTitle'));
  if (fromClient && !client) return <NotFoundScreen />;

  return (
    <Stack gap="6" maxW="6xl">
      <Box>
        <Heading as="h1" size="2xl">
          {t('networks.form.newTitle')}
        </Heading>
        {client ? (
          <Text color="fg.muted">
            {t('networks.form.forClient', { name: client.label })}{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to={clientPath(client.id, 'networks')}>{t('networks.form.backToClient')}</RouterLink>
            </Link>
          </Text>
        ) : (
          <Text color="fg.muted">{t('networks.form.newSubtitle')}</Text>
        )}
      </Box>
      <NetworkForm network={null} query={data} client={client} viewerRoles={data.viewer?.roles} />
    </Stack>
  );
}
