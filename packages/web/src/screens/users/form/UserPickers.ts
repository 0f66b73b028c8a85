import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PickerOption } from '../../../ui/SearchPicker';
import type { UserPickersClientsQuery } from './__generated__/UserPickersClientsQuery.graphql';
import type { UserPickersNameQuery } from './__generated__/UserPickersNameQuery.graphql';

/** A client option also carries its organization (the form shows it read-only). */
export interface ClientOption extends PickerOption {
  organization?: string | null;
}

const clientsQuery = graphql`
  query UserPickersClientsQuery($query: String) {
    searchClients(query: $query, first: 20) {
      id
      name
      organization {
        name
      }
    }
  }
`;

/** The client picker's search: clients in the viewer's scope matching the text. */
export function useClientSearch() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<ClientOption[]> => {
      const data = await fetchQuery<UserPickersClientsQuery>(
        environment,
        clientsQuery,
        { query: text || null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchClients ?? []).map((client) => ({
        id: client.id,
        label: client.name,
        description: client.organization?.name ?? null,
        organization: client.organization?.name ?? null,
      }));
    },
    [environment],
  );
}

const nameQuery = graphql`
  query UserPickersNameQuery($id: ID!) {
    node(id: $id) {
      id
      ... on Client {
        name
      }
      ... on Network {
        name
      }
    }
  }
`;

/**
 * The name of a client or network whose id a URL holds (a filtered list after a reload): the picker
 * shows it as picked. `known` skips the request when the page already has the name.
 */
export function useNodeName(id: string | null, known?: string | null): string | null {
  const environment = useRelayEnvironment();
  const [fetched, setFetched] = useState<{ id: string; name: string | null } | null>(null);
  useEffect(() => {
    if (!id || known) return;
    let live = true;
    fetchQuery<UserPickersNameQuery>(environment, nameQuery, { id }, { fetchPolicy: 'store-or-network' })
      .toPromise()
      .then((data) => live && setFetched({ id, name: data?.node?.name ?? null }))
      .catch(() => live && setFetched({ id, name: null }));
    return () => {
      live = false;
    };
  }, [environment, id, known]);
  if (!id) return null;
  if (known) return known;
  return fetched?.id === id ? fetched.name : null;
}
