import { Box, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { useDeviceSearch } from '../../../ui/Pickers';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type {
  NetworkDevicesTab_network$data,
  NetworkDevicesTab_network$key,
} from './__generated__/NetworkDevicesTab_network.graphql';
import type { NetworkDevicesTabAddMutation } from './__generated__/NetworkDevicesTabAddMutation.graphql';
import type { NetworkDevicesTabRemoveMutation } from './__generated__/NetworkDevicesTabRemoveMutation.graphql';
import { AddSeveral } from './AddSeveral';
import { payloadErrorText } from './payloadErrors';
import { deviceColumns } from '../../devices/deviceColumns';

type Row = NetworkDevicesTab_network$data['devices']['edges'][number]['node'];

/**
 * The network's devices with the client devices tab's columns: search, add devices (the picker offers
 * the network's client's devices when it has a client), remove with confirmation.
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
  const search = useDeviceSearch({ clientId: data.client?.id });

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
          field
          code
          message
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

  const onAdd = async (deviceIds: string[]) => {
    const { addNetworkDevices } = await add({ id: data.id, deviceIds });
    if (addNetworkDevices.errors.length) {
      notify.error(payloadErrorText(intl, addNetworkDevices.errors[0]!));
      return false;
    }
    notify.success(intl.formatMessage({ id: 'networks.devices.added' }, { count: deviceIds.length }));
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
        onRowClick={(row) => navigate(`/devices/${row.id}`)}
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
