/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../ui/DataTable';
import { EmptyHint } from '../../../ui/EmptyHint';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type { DevicesTab_client$data, DevicesTab_client$key } from './__generated__/DevicesTab_client.graphql';
import { deviceColumns, deviceRowPath } from '../../devices/deviceColumns';

type Row = DevicesTab_client$data['devices']['edges'][number]['node'];

/**
 * The client's devices of every kind (DALM, Flic hubs and buttons, sensors); a row opens its own page by
 * kind. "Add device" goes to /devices/new (spec 000 section 2).
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
        viewerCan {
          edit
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
  const t = (id: string) => intl.formatMessage({ id });
  const columns = deviceColumns<Row>(intl);
  const canAdd = data.viewerCan.edit;
  return (
    <DataTable
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
    />
  );
}
