import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PickerOption } from '../../../ui/SearchPicker';
import type { organizationPickersClientsQuery } from './__generated__/organizationPickersClientsQuery.graphql';

// The client picker of the organization's clients tab: ui/Pickers has no client search. Clients already
// in the organization are left out; a client of another organization says which (an admin's add moves it).

const clientsQuery = graphql`
  query organizationPickersClientsQuery($query: String) {
    searchClients(query: $query, first: 20) {
      id
      name
      organization {
        id
        name
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
        { query: text || null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchClients ?? [])
        .filter((client) => client.organization?.id !== organizationId)
        .map((client) => ({ id: client.id, label: client.name, description: client.organization?.name }));
    },
    [environment, organizationId],
  );
}
