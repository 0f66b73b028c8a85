import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PickerOption } from '../../../ui/SearchPicker';
import type { organizationPickersClientsQuery } from './__generated__/organizationPickersClientsQuery.graphql';

// The client picker of the organization's clients tab: the organization answers which clients it may take (an
// admin's any client not in it, an organization-admin's clients without an organization); a client of another
// organization says which (an admin's add moves it).

const clientsQuery = graphql`
  query organizationPickersClientsQuery($id: ID!, $query: String) {
    node(id: $id) {
      ... on Organization {
        clientCandidates(query: $query, first: 20) {
          id
          name
          organization {
            name
          }
        }
      }
    }
  }
`;

export function useOrganizationClientSearch(organizationId: string) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<organizationPickersClientsQuery>(
        environment,
        clientsQuery,
        { id: organizationId, query: text || null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.node?.clientCandidates ?? []).map((client) => ({
        id: client.id,
        label: client.name,
        description: client.organization?.name,
      }));
    },
    [environment, organizationId],
  );
}
