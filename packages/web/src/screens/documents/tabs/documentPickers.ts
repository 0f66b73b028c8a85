import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PickerOption } from '../../../ui/SearchPicker';
import type { documentPickersNetworksQuery } from './__generated__/documentPickersNetworksQuery.graphql';
import type { documentPickersUsersQuery } from './__generated__/documentPickersUsersQuery.graphql';

// The sharing tabs' pickers: the document answers who and what may be shared it (the users and networks of
// its clients the viewer sees, not shared yet), so the picker never offers what the platform would refuse.

const usersQuery = graphql`
  query documentPickersUsersQuery($id: ID!, $query: String) {
    node(id: $id) {
      ... on Document {
        userCandidates(query: $query, first: 20) {
          id
          displayName
          email
        }
      }
    }
  }
`;

const networksQuery = graphql`
  query documentPickersNetworksQuery($id: ID!, $query: String) {
    node(id: $id) {
      ... on Document {
        networkCandidates(query: $query, first: 20) {
          id
          name
        }
      }
    }
  }
`;

export function useDocumentUserCandidates(documentId: string) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<documentPickersUsersQuery>(
        environment,
        usersQuery,
        { id: documentId, query: text || null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.node?.userCandidates ?? []).map((user) => ({
        id: user.id,
        label: user.displayName,
        description: user.email,
      }));
    },
    [environment, documentId],
  );
}

export function useDocumentNetworkCandidates(documentId: string) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<documentPickersNetworksQuery>(
        environment,
        networksQuery,
        { id: documentId, query: text || null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.node?.networkCandidates ?? []).map((network) => ({ id: network.id, label: network.name }));
    },
    [environment, documentId],
  );
}
