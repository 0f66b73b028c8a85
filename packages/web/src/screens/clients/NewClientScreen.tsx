import { Card, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../relay/ApiError';
import { usePromiseMutation } from '../../ui/form';
import type { NewClientScreenMutation } from './__generated__/NewClientScreenMutation.graphql';
import { ClientForm, emptyClient, toClientInput } from './ClientForm';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useNavigateAway } from '../../ui/unsavedChanges';
import { clientPath } from '../../router/paths';

/** /clients/new (admins): heading "add client", the client form with the organization picker; after saving, the new client's page. */
export function NewClientScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  useDocumentTitle(intl.formatMessage({ id: 'clients.new.title' }));
  const [create] = usePromiseMutation<NewClientScreenMutation>(graphql`
    mutation NewClientScreenMutation($input: ClientInput!) {
      createClient(input: $input) {
        client {
          id
          name
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl">
        {intl.formatMessage({ id: 'clients.new.title' })}
      </Heading>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <ClientForm
            initial={{ ...emptyClient, organization: null }}
            organizationPicker
            onCancel={() => navigate('/clients')}
            onSave={async (values) => {
              const { createClient } = await create({ input: toClientInput(values) });
              if (createClient.errors.length) return createClient.errors;
              if (!createClient.client) throw new ApiError([{ message: '' }]);
              navigateAway(clientPath(createClient.client.id));
              return [];
            }}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
