import { graphql, useFragment } from 'react-relay';
import { usePromiseMutation } from '../../ui/form';
import type { OrganizationDetails_organization$key } from './__generated__/OrganizationDetails_organization.graphql';
import type { OrganizationDetailsUpdateMutation } from './__generated__/OrganizationDetailsUpdateMutation.graphql';
import { OrganizationForm, toOrganizationInput, type OrganizationFormValues } from './OrganizationForm';

/** The organization's fields as a form: editable with viewerCan.edit, read-only for everyone else. */
export function OrganizationDetails({ organization }: { organization: OrganizationDetails_organization$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizationDetails_organization on Organization {
        id
        name
        contactName
        contactEmail
        contactPhone
        registrationNumber
        description
        viewerCan {
          edit
        }
      }
    `,
    organization,
  );
  const [update] = usePromiseMutation<OrganizationDetailsUpdateMutation>(graphql`
    mutation OrganizationDetailsUpdateMutation($id: ID!, $input: OrganizationInput!) {
      updateOrganization(id: $id, input: $input) {
        organization {
          id
          name
          ...OrganizationDetails_organization
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const initial: OrganizationFormValues = {
    name: data.name,
    contactName: data.contactName ?? '',
    contactEmail: data.contactEmail ?? '',
    contactPhone: data.contactPhone ?? '',
    registrationNumber: data.registrationNumber ?? '',
    description: data.description ?? '',
  };
  return (
    <OrganizationForm
      key={data.id}
      initial={initial}
      readOnly={!data.viewerCan.edit}
      onSave={async (values) => {
        const { updateOrganization } = await update({ id: data.id, input: toOrganizationInput(values) });
        return updateOrganization.errors;
      }}
    />
  );
}
