import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError } from '../../relay/ApiError';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { usePromiseMutation } from '../../ui/form';
import { ClientForm, emptyClient, toClientInput } from '../clients/ClientForm';
import type { NewOrganizationClientScreenMutation } from './__generated__/NewOrganizationClientScreenMutation.graphql';
import type { NewOrganizationClientScreenQuery } from './__generated__/NewOrganizationClientScreenQuery.graphql';
import { useNavigateAway } from '../../ui/unsavedChanges';
import { organizationPath } from '../../router/paths';

// The body of /organizations/:organizationId/clients/new, a chunk of its own (NewOrganizationClientScreen
// is what the router imports: the loader and a lazy wrapper).

export const newOrganizationClientQuery = graphql`
  query NewOrganizationClientScreenQuery($organizationId: ID!) {
    node(id: $organizationId) {
      __typename
      ... on Organization {
        id
        name
        viewerCan {
          manageClients
        }
      }
    }
  }
`;

export function NewOrganizationClient({ queryRef }: { queryRef: PreloadedQuery<NewOrganizationClientScreenQuery> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  const { node } = usePreloadedQuery<NewOrganizationClientScreenQuery>(newOrganizationClientQuery, queryRef);
  const organization = node?.__typename === 'Organization' ? node : null;
  const title = intl.formatMessage({ id: 'clients.new.title' });
  useDocumentTitle(organization ? `${title} · ${organization.name}` : title);
  const [create] = usePromiseMutation<NewOrganizationClientScreenMutation>(graphql`
    mutation NewOrganizationClientScreenMutation($input: ClientInput!) {
      createClient(input: $input) {
        client {
          id
          name
          organization {
            id
            clientCount
          }
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  if (!organization?.viewerCan.manageClients) return <NotFoundScreen />;
  const back = organizationPath(organization.id, 'clients');
  return (
    <Stack gap="6" maxW="4xl">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          <Link asChild color="blue.fg">
            <RouterLink to={back}>{organization.name}</RouterLink>
          </Link>{' '}
          / {intl.formatMessage({ id: 'organizations.clients.label' })}
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      </Box>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted" data-testid="new-client-organization">
              {intl.formatMessage({ id: 'organizations.clients.newIn' }, { organization: organization.name })}
            </Text>
            <ClientForm
              initial={emptyClient}
              onCancel={() => navigate(back)}
              onSave={async (values) => {
                const { createClient } = await create({ input: toClientInput(values, organization.id) });
                if (createClient.errors.length) return createClient.errors;
                if (!createClient.client) throw new ApiError([{ message: '' }]);
                navigateAway(back);
                return [];
              }}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
