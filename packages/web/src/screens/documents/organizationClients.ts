import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PickerOption } from '../../ui/SearchPicker';
import type { organizationClientsQuery } from './__generated__/organizationClientsQuery.graphql';

const clientsQuery = graphql`
  query organizationClientsQuery($id: ID!) {
    node(id: $id) {
      ... on Organization {
        clients(first: 500) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    }
  }
`;

/** Loads an organization's clients (spec 4: choosing an organization on a document replaces its clients). */
export function useOrganizationClients() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (organizationId: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<organizationClientsQuery>(
        environment,
        clientsQuery,
        { id: organizationId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.node?.clients?.edges ?? []).map(({ node }) => ({ id: node.id, label: node.name }));
    },
    [environment],
  );
}
