import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../../ui/DataTable';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type { DevicesTab_client$data, DevicesTab_client$key } from './__generated__/DevicesTab_client.graphql';
import { deviceColumns } from '../../devices/deviceColumns';

type Row = DevicesTab_client$data['devices']['edges'][number]['node'];

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
    client,
  );
  const table = useConnectionTable(data.devices, { refetch, urlPrefix: 'devices' });
  const t = (id: string) => intl.formatMessage({ id });
  const columns = deviceColumns<Row>(intl);
  return (
    <DataTable
      {...table}
      label={t('clients.tab.devices')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(`/devices/${row.id}`)}
    />
  );
}
