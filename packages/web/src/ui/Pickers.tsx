/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PickersDevicesQuery } from './__generated__/PickersDevicesQuery.graphql';
import type { PickersDocumentsQuery } from './__generated__/PickersDocumentsQuery.graphql';
import type { PickersNetworksQuery } from './__generated__/PickersNetworksQuery.graphql';
import type { PickersUsersQuery } from './__generated__/PickersUsersQuery.graphql';
import type { PickerOption } from './SearchPicker';

// The search calls behind the pickers; each returns options for SearchPicker.

const usersQuery = graphql`
  query PickersUsersQuery($query: String, $clientId: ID, $excludeClientId: ID) {
    searchUsers(query: $query, clientId: $clientId, excludeClientId: $excludeClientId, first: 20) {
      id
      displayName
      email
    }
  }
`;

const networksQuery = graphql`
  query PickersNetworksQuery($query: String, $clientId: ID, $excludeClientId: ID, $withoutClients: Boolean) {
    searchNetworks(
      query: $query
      clientId: $clientId
      excludeClientId: $excludeClientId
      withoutClients: $withoutClients
      first: 20
    ) {
      id
      name
      type
    }
  }
`;

const devicesQuery = graphql`
  query PickersDevicesQuery($query: String, $clientId: ID) {
    searchDevices(query: $query, clientId: $clientId, first: 20) {
      id
      name
      dalmId
      outputs {
        code
        name
      }
    }
  }
`;

const documentsQuery = graphql`
  query PickersDocumentsQuery($query: String, $clientId: ID) {
    searchDocuments(query: $query, clientId: $clientId, first: 20) {
      id
      name
    }
  }
`;

export type UserOption = PickerOption;
export type NetworkOption = PickerOption;
export type DocumentOption = PickerOption;
export interface DeviceOption extends PickerOption {
  outputs: readonly { code: string; name: string }[];
}

type Scope = { clientId?: string; excludeClientId?: string };
/** Networks: `withoutClients` offers only networks that belong to no client (those a client may take). */
type NetworkScope = Scope & { withoutClients?: boolean };

export function useUserSearch({ clientId, excludeClientId }: Scope) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<UserOption[]> => {
      const data = await fetchQuery<PickersUsersQuery>(
        environment,
        usersQuery,
        { query: text || null, clientId, excludeClientId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchUsers ?? []).map((user) => ({
        id: user.id,
        label: user.displayName,
        description: user.email,
      }));
    },
    [environment, clientId, excludeClientId],
  );
}

export function useNetworkSearch({ clientId, excludeClientId, withoutClients }: NetworkScope) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<NetworkOption[]> => {
      const data = await fetchQuery<PickersNetworksQuery>(
        environment,
        networksQuery,
        { query: text || null, clientId, excludeClientId, withoutClients: withoutClients ?? null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchNetworks ?? []).map((network) => ({ id: network.id, label: network.name }));
    },
    [environment, clientId, excludeClientId, withoutClients],
  );
}

export function useDeviceSearch({ clientId }: Scope) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<DeviceOption[]> => {
      const data = await fetchQuery<PickersDevicesQuery>(
        environment,
        devicesQuery,
        { query: text || null, clientId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchDevices ?? []).map((device) => ({
        id: device.id,
        label: device.name,
        description: device.dalmId,
        outputs: device.outputs,
      }));
    },
    [environment, clientId],
  );
}

export function useDocumentSearch({ clientId }: Scope) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string): Promise<DocumentOption[]> => {
      const data = await fetchQuery<PickersDocumentsQuery>(
        environment,
        documentsQuery,
        { query: text || null, clientId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchDocuments ?? []).map((document) => ({ id: document.id, label: document.name }));
    },
    [environment, clientId],
  );
}
