import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PickerOption } from '../../../ui/SearchPicker';
import type { networkPickersUsersQuery } from './__generated__/networkPickersUsersQuery.graphql';

// The user picker of the network tabs: ui/Pickers' user search knows clients only, these tabs pick
// users within a network (settings: members notified outside the range) or outside it (add members).

const usersQuery = graphql`
  query networkPickersUsersQuery($query: String, $networkId: ID, $excludeNetworkId: ID) {
    searchUsers(query: $query, networkId: $networkId, excludeNetworkId: $excludeNetworkId, first: 20) {
      id
      displayName
      email
    }
  }
`;

export function useNetworkUserSearch({
  networkId,
  excludeNetworkId,
}: {
  networkId?: string;
  excludeNetworkId?: string;
}) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<networkPickersUsersQuery>(
        environment,
        usersQuery,
        { query: text || null, networkId: networkId ?? null, excludeNetworkId: excludeNetworkId ?? null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchUsers ?? []).map((user) => ({
        id: user.id,
        label: user.displayName,
        description: user.email,
      }));
    },
    [environment, networkId, excludeNetworkId],
  );
}
