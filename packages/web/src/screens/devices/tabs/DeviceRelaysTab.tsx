/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import { RelaysTable } from '../RelaysTable';
import type { DeviceRelaysTab_device$key } from './__generated__/DeviceRelaysTab_device.graphql';
import { networkPath } from '../../../router/paths';

/** The device's relays, one per network holding it, each switched on or off on its own (setRelayEnabled). */
export function DeviceRelaysTab({ device }: { device: DeviceRelaysTab_device$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DeviceRelaysTab_device on AlarmDevice
      @refetchable(queryName: "DeviceRelaysTabRefetchQuery")
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
              network {
                id
                name
              }
              enabled
              createdAt
            }
          }
        }
      }
    `,
    device,
  );
  const table = useConnectionTable(data.relays, { refetch, urlPrefix: 'relays' });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <RelaysTable
      {...table}
      editable={data.viewerCan.edit}
      other={{
        key: 'network',
        header: t('device.relays.column.network'),
        name: (row) => row.network.name,
        render: (row) => (
          <Link asChild color="blue.fg" fontWeight="medium">
            <RouterLink to={networkPath(row.network.id)}>{row.network.name}</RouterLink>
          </Link>
        ),
      }}
      texts={{
        label: t('device.relays.label'),
        enabledHeader: t('device.relays.column.enabled'),
        createdHeader: t('device.relays.column.created'),
        toggle: (name) => t('device.relays.toggle', { name }),
        switchedOn: (name) => t('device.relays.enabled', { name }),
        switchedOff: (name) => t('device.relays.disabled', { name }),
        empty: t('device.relays.empty'),
        emptyHint: t('device.relays.emptyHint'),
      }}
    />
  );
}
