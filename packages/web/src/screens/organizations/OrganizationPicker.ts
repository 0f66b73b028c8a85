import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PickerOption } from '../../ui/SearchPicker';
import type { OrganizationPickerSearchQuery } from './__generated__/OrganizationPickerSearchQuery.graphql';

const searchQuery = graphql`
  query OrganizationPickerSearchQuery($query: String) {
    searchOrganizations(query: $query, first: 20) {
      id
      name
    }
  }
`;

/** The organization picker's search (the client form): organizations in scope matching the text. */
export function useOrganizationSearch() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<OrganizationPickerSearchQuery>(
        environment,
        searchQuery,
        { query: text || null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchOrganizations ?? []).map((organization) => ({
        id: organization.id,
        label: organization.name,
      }));
    },
    [environment],
  );
}
