/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { deviceRowPath } from '../../devices/deviceColumns';
import { RelaysTable } from '../../devices/RelaysTable';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type { NetworkRelaysTab_network$key } from './__generated__/NetworkRelaysTab_network.graphql';

/** The relays of the network's devices (newest first), each switched on or off on its own. */
export function NetworkRelaysTab({ network }: { network: NetworkRelaysTab_network$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NetworkRelaysTab_network on Network
      @refetchable(queryName: "NetworkRelaysTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        id
        viewerCan {
          edit
        }
        relays(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              device {
                id
                kind
                detailId
                name
              }
              enabled
              createdAt
            }
          }
        }
      }
    `,
    network,
  );
  const table = useConnectionTable(data.relays, { refetch, urlPrefix: 'relays' });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <RelaysTable
      {...table}
      editable={data.viewerCan.edit}
      other={{
        key: 'device',
        header: t('networks.relays.column.device'),
        name: (row) => row.device.name,
        render: (row) => (
          <Link asChild color="blue.fg" fontWeight="medium">
            <RouterLink to={deviceRowPath(row.device)}>{row.device.name}</RouterLink>
          </Link>
        ),
      }}
      texts={{
        label: t('networks.relays.label'),
        enabledHeader: t('networks.relays.column.enabled'),
        createdHeader: t('networks.relays.column.created'),
        toggle: (name) => t('networks.relays.toggle', { name }),
        switchedOn: (name) => t('networks.relays.enabled', { name }),
        switchedOff: (name) => t('networks.relays.disabled', { name }),
        empty: t('networks.relays.empty'),
        emptyHint: t('networks.relays.emptyHint'),
      }}
    />
  );
}
