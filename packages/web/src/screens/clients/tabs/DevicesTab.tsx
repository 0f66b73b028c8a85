/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Button } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmptyHint } from '../../../ui/EmptyHint';
import { usePromiseMutation } from '../../../ui/form';
import { MembershipTable } from '../../../ui/MembershipTable';
import { reportRefusedAdd } from '../../../ui/refusedPicks';
import type { PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type { DevicesTab_client$data, DevicesTab_client$key } from './__generated__/DevicesTab_client.graphql';
import type { DevicesTabAddMutation } from './__generated__/DevicesTabAddMutation.graphql';
import type { DevicesTabCandidatesQuery } from './__generated__/DevicesTabCandidatesQuery.graphql';
import type { DevicesTabRemoveMutation } from './__generated__/DevicesTabRemoveMutation.graphql';
import { deviceColumns, devicePickerOption, deviceRowPath } from '../../devices/deviceColumns';

type Row = DevicesTab_client$data['devices']['edges'][number]['node'];

const candidatesQuery = graphql`
  query DevicesTabCandidatesQuery($id: ID!, $query: String) {
    node(id: $id) {
      ... on Client {
        deviceCandidates(query: $query, first: 20) {
          id
          kind
          name
          dalmId
          serialNumber
        }
      }
    }
  }
`;

/** The devices the client may take (the client's deviceCandidates: what addDevicesToClient accepts). */
function useClientDeviceCandidates(clientId: string) {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  return useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const data = await fetchQuery<DevicesTabCandidatesQuery>(
        environment,
        candidatesQuery,
        { id: clientId, query: text || null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.node?.deviceCandidates ?? []).map((device) => devicePickerOption(intl, device));
    },
    [environment, intl, clientId],
  );
}

/**
 * The client's devices of every kind (DALM, Flic hubs and buttons, sensors); a row opens its own page by
 * kind. "Add device" goes to /devices/new (spec 000 section 2). Existing devices join with the picker (the
 * viewer's devices of its other clients; an admin's: any), as on a network's devices tab; an admin takes a
 * device out of the client (confirmed first), which leaves it without one.
 */
export function DevicesTab({ client }: { client: DevicesTab_client$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DevicesTab_client on Client
      @refetchable(queryName: "DevicesTabRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        search: { type: "String" }
      ) {
        id
        name
        viewerCan {
          edit
          addExistingDevices
          removeDevices
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
    client,
  );
  const table = useConnectionTable(data.devices, { refetch, urlPrefix: 'devices' });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns = deviceColumns<Row>(intl);
  const canAdd = data.viewerCan.edit;
  const search = useClientDeviceCandidates(data.id);

  const [add] = usePromiseMutation<DevicesTabAddMutation>(graphql`
    mutation DevicesTabAddMutation($id: ID!, $deviceIds: [ID!]!) {
      addDevicesToClient(id: $id, deviceIds: $deviceIds) {
        client {
          id
          deviceCount
        }
        errors {
          ...refusedPicks_error @relay(mask: false)
        }
      }
    }
  `);
  const [remove] = usePromiseMutation<DevicesTabRemoveMutation>(graphql`
    mutation DevicesTabRemoveMutation($id: ID!, $deviceId: ID!) {
      removeDeviceFromClient(id: $id, deviceId: $deviceId) {
        removedId
        client {
          id
          deviceCount
        }
      }
    }
  `);

  const onAdd = async (picked: PickerOption[]) => {
    const { addDevicesToClient } = await add({ id: data.id, deviceIds: picked.map((option) => option.id) });
    if (addDevicesToClient.errors.length) return reportRefusedAdd(intl, addDevicesToClient.errors, picked);
    notify.success(t('clients.devices.added', { count: picked.length }));
    table.controls.reload();
    return true;
  };
  const onRemove = async (row: Row) => {
    await remove({ id: data.id, deviceId: row.id });
    notify.success(t('clients.devices.removed', { name: row.name }));
    table.controls.reload();
  };

  return (
    <MembershipTable
      {...table}
      label={t('clients.tab.devices')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(deviceRowPath(row))}
      emptyText={
        table.controls.variables.search ? undefined : (
          <EmptyHint
            title={t('sensors.clientDevices.empty')}
            description={t(canAdd ? 'sensors.clientDevices.emptyHint' : 'sensors.clientDevices.emptyReadOnly')}
          />
        )
      }
      actions={
        canAdd ? (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/devices/new">{t('sensors.clientDevices.add')}</RouterLink>
          </Button>
        ) : undefined
      }
      addExisting={{
        visible: data.viewerCan.addExistingDevices,
        label: t('clients.devices.addExisting'),
        placeholder: t('clients.devices.addExistingPlaceholder'),
        search,
        onAdd,
        buttonLabel: (count) => t('clients.devices.addButton', { count }),
      }}
      rowName={(row) => row.name}
      canRemove={() => data.viewerCan.removeDevices}
      onRemove={onRemove}
      removeTitle={t('clients.devices.removeTitle')}
      removeMessage={(name) => t('clients.devices.removeMessage', { name, client: data.name })}
    />
  );
}
