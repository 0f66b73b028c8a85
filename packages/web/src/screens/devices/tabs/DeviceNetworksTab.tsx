import { Badge, Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../format/date';
import type { Column } from '../../../ui/DataTable';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { useNetworkSearch } from '../../../ui/Pickers';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import type { PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import { payloadErrorText } from '../../../ui/payloadErrors';
import type {
  DeviceNetworksTab_device$data,
  DeviceNetworksTab_device$key,
} from './__generated__/DeviceNetworksTab_device.graphql';
import type { DeviceNetworksTabAddMutation } from './__generated__/DeviceNetworksTabAddMutation.graphql';
import type { DeviceNetworksTabRemoveMutation } from './__generated__/DeviceNetworksTabRemoveMutation.graphql';
import { networkPath } from '../../../router/paths';

type Row = DeviceNetworksTab_device$data['networks']['edges'][number];

/**
 * The networks holding a device of any kind: search, add existing networks (the picker offers the
 * networks of the device's client), remove with confirmation. Rows open the network.
 */
export function DeviceNetworksTab({ device }: { device: DeviceNetworksTab_device$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DeviceNetworksTab_device on AlarmDevice
      @refetchable(queryName: "DeviceNetworksTabRefetchQuery")
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
        networks(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            joinedAt
            node {
              id
              name
              type
              address
            }
          }
        }
      }
    `,
    device,
  );
  const table = useConnectionTable(
    { ...data.networks, edges: data.networks.edges.map((edge) => ({ node: edge })) },
    { refetch, urlPrefix: 'networks' },
  );
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const editable = data.viewerCan.edit;
  const search = useNetworkSearch({ clientId: data.client?.id });

  const [add] = usePromiseMutation<DeviceNetworksTabAddMutation>(graphql`
    mutation DeviceNetworksTabAddMutation($id: ID!, $networkIds: [ID!]!) {
      addDeviceNetworks(id: $id, networkIds: $networkIds) {
        device {
          id
          relaysCount
          relaysEnabled
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<DeviceNetworksTabRemoveMutation>(graphql`
    mutation DeviceNetworksTabRemoveMutation($id: ID!, $networkId: ID!) {
      removeDeviceNetwork(id: $id, networkId: $networkId) {
        device {
          id
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
    const { addDeviceNetworks } = await add({ id: data.id, networkIds: picked.map((option) => option.id) });
    if (addDeviceNetworks.errors.length) return reportRefusedAdd(intl, addDeviceNetworks.errors, picked);
    notify.success(t('device.networks.added', { count: picked.length }));
    table.controls.reload();
    return true;
  };
  const onRemove = async (row: Row) => {
    const { removeDeviceNetwork } = await remove({ id: data.id, networkId: row.node.id });
    if (removeDeviceNetwork.errors.length) notify.error(payloadErrorText(intl, removeDeviceNetwork.errors[0]!));
    else {
      notify.success(t('device.networks.removed', { name: row.node.name }));
      table.controls.reload();
    }
  };

  const columns: Column<Row>[] = [
    { key: 'name', header: t('device.networks.column.name'), render: (row) => row.node.name },
    {
      key: 'type',
      header: t('device.networks.column.type'),
      render: (row) => (
        <Badge variant="subtle" colorPalette="gray">
          {t(`network.type.${row.node.type}`)}
        </Badge>
      ),
    },
    { key: 'address', header: t('device.networks.column.address'), render: (row) => row.node.address ?? '—' },
    {
      key: 'joined',
      header: t('device.networks.column.joined'),
      render: (row) => (row.joinedAt ? formatDateTime(row.joinedAt) : '—'),
    },
  ];

  return (
    <MembershipTable
      {...table}
      addExisting={{
        visible: editable,
        label: t('device.networks.add'),
        placeholder: t('device.networks.addPlaceholder'),
        search,
        onAdd,
      }}
      label={t('device.networks.label')}
      columns={columns}
      rowKey={(row) => row.node.id}
      onRowClick={(row) => navigate(networkPath(row.node.id))}
      emptyText={
        table.controls.variables.search ? undefined : (
          <Box textAlign="center">
            <Text fontWeight="medium">{t('device.networks.empty')}</Text>
            <Text fontSize="sm">{t(editable ? 'device.networks.emptyHint' : 'device.networks.emptyReadOnly')}</Text>
          </Box>
        )
      }
      rowName={(row) => row.node.name}
      canRemove={() => editable}
      onRemove={onRemove}
      removeTitle={t('device.networks.removeTitle')}
      removeMessage={(name) => t('device.networks.removeMessage', { name, device: data.name })}
    />
  );
}
