import { Card, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../relay/ApiError';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { usePromiseMutation } from '../../ui/form';
import type { NewOrganizationScreenMutation } from './__generated__/NewOrganizationScreenMutation.graphql';
import { emptyOrganization, OrganizationForm, toOrganizationInput } from './OrganizationForm';
import { useNavigateAway } from '../../ui/unsavedChanges';
import { organizationPath } from '../../router/paths';

/** /organizations/new (admins): the organization form; after saving, the new organization's page. */
export function NewOrganizationScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  useDocumentTitle(intl.formatMessage({ id: 'organizations.new.title' }));
  const [create] = usePromiseMutation<NewOrganizationScreenMutation>(graphql`
    mutation NewOrganizationScreenMutation($input: OrganizationInput!) {
      createOrganization(input: $input) {
        organization {
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
        {intl.formatMessage({ id: 'organizations.new.title' })}
      </Heading>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <OrganizationForm
            initial={emptyOrganization}
            onCancel={() => navigate('/organizations')}
            onSave={async (values) => {
              const { createOrganization } = await create({ input: toOrganizationInput(values) });
              if (createOrganization.errors.length) return createOrganization.errors;
              if (!createOrganization.organization) throw new ApiError([{ message: '' }]);
              navigateAway(organizationPath(createOrganization.organization.id));
              return [];
            }}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
