/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useCallback } from 'react';
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import type { PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type {
  NetworkDevicesTab_network$data,
  NetworkDevicesTab_network$key,
} from './__generated__/NetworkDevicesTab_network.graphql';
import type { NetworkDevicesTabAddMutation } from './__generated__/NetworkDevicesTabAddMutation.graphql';
import type { NetworkDevicesTabRemoveMutation } from './__generated__/NetworkDevicesTabRemoveMutation.graphql';
import type { NetworkDevicesTabSearchQuery } from './__generated__/NetworkDevicesTabSearchQuery.graphql';
import { AddSeveral } from '../../../ui/AddSeveral';
import { payloadErrorText } from '../../../ui/payloadErrors';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import { deviceColumns, devicePickerOption, deviceRowPath } from '../../devices/deviceColumns';

type Row = NetworkDevicesTab_network$data['devices']['edges'][number]['node'];

const searchQuery = graphql`
  query NetworkDevicesTabSearchQuery($query: String, $clientId: ID, $excludeNetworkId: ID) {
    searchDevices(query: $query, clientId: $clientId, excludeNetworkId: $excludeNetworkId, first: 20) {
      id
      kind
      name
      dalmId
      serialNumber
    }
  }
`;

/**
 * Devices of every kind that could join the network: of its client when it has one, not in it already;
 * each described by its kind and its DALM id or serial number.
 */
function useNetworkDeviceSearch(networkId: string, clientId: string | undefined) {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  return useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<NetworkDevicesTabSearchQuery>(
        environment,
        searchQuery,
        { query: text || null, clientId: clientId ?? null, excludeNetworkId: networkId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.searchDevices ?? []).map((device) => devicePickerOption(intl, device));
    },
    [environment, intl, networkId, clientId],
  );
}

/**
 * The network's devices of every kind with the client devices tab's columns (a row opens its own page by
 * kind): search, add existing devices (the picker offers the network's client's devices when it has a
 * client, never those already in it), remove with confirmation.
 */
export function NetworkDevicesTab({ network }: { network: NetworkDevicesTab_network$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworkDevicesTab_network on Network
      @refetchable(queryName: "NetworkDevicesTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
      ) {
        id
        name
        viewerCan {
          edit
        }
        client {
          id
        }
        devices(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              kind
              detailId
              name
              dalmId
              location
              ownerName
              serialNumber
              status
              isOnline
              lastReceivedSignalAt
            }
          }
        }
      }
    `,
    network,
  );
  const table = useConnectionTable(data.devices, { refetch, urlPrefix: 'devices' });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const editable = data.viewerCan.edit;
  const search = useNetworkDeviceSearch(data.id, data.client?.id);

  const [add] = usePromiseMutation<NetworkDevicesTabAddMutation>(graphql`
    mutation NetworkDevicesTabAddMutation($id: ID!, $deviceIds: [ID!]!) {
      addNetworkDevices(id: $id, deviceIds: $deviceIds) {
        network {
          id
          deviceCount
          relaysCount
          relaysEnabled
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<NetworkDevicesTabRemoveMutation>(graphql`
    mutation NetworkDevicesTabRemoveMutation($id: ID!, $deviceId: ID!) {
      removeNetworkDevice(id: $id, deviceId: $deviceId) {
        network {
          id
          deviceCount
          relaysCount
          relaysEnabled
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const onAdd = async (picked: PickerOption[]) => {
    const { addNetworkDevices } = await add({ id: data.id, deviceIds: picked.map((option) => option.id) });
    if (addNetworkDevices.errors.length) return reportRefusedAdd(intl, addNetworkDevices.errors, picked);
    notify.success(intl.formatMessage({ id: 'networks.devices.added' }, { count: picked.length }));
    table.controls.reload();
    return true;
  };
  const onRemove = async (row: Row) => {
    const { removeNetworkDevice } = await remove({ id: data.id, deviceId: row.id });
    if (removeNetworkDevice.errors.length) notify.error(payloadErrorText(intl, removeNetworkDevice.errors[0]!));
    else {
      notify.success(t('networks.devices.removed', { name: row.name }));
      table.controls.reload();
    }
  };

  const columns = deviceColumns<Row>(intl);

  return (
    <Stack gap="4">
      {editable && (
        <AddSeveral
          label={t('networks.devices.add')}
          placeholder={t(data.client ? 'networks.devices.addPlaceholderClient' : 'networks.devices.addPlaceholder')}
          search={search}
          onAdd={onAdd}
          buttonLabel={(count) => intl.formatMessage({ id: 'networks.devices.addButton' }, { count })}
        />
      )}
      <MembershipTable
        {...table}
        label={t('networks.devices.label')}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(deviceRowPath(row))}
        emptyText={
          table.controls.variables.search ? undefined : (
            <Box textAlign="center">
              <Text fontWeight="medium">{t('networks.devices.empty')}</Text>
              <Text fontSize="sm">{t(editable ? 'networks.devices.emptyHint' : 'networks.devices.emptyReadOnly')}</Text>
            </Box>
          )
        }
        rowName={(row) => row.name}
        canRemove={() => editable}
        onRemove={onRemove}
        removeTitle={t('networks.devices.removeTitle')}
        removeMessage={(name) => t('networks.devices.removeMessage', { name, network: data.name })}
      />
    </Stack>
  );
}
