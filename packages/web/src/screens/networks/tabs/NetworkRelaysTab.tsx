import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { formatDateTime } from '../../../format/date';
import { errorMessage } from '../../../i18n/errorMessage';
import { DataTable, type Column } from '../../../ui/DataTable';
import { SwitchField, usePromiseMutation } from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import type {
  NetworkRelaysTab_network$data,
  NetworkRelaysTab_network$key,
} from './__generated__/NetworkRelaysTab_network.graphql';
import type { NetworkRelaysTabEnableMutation } from './__generated__/NetworkRelaysTabEnableMutation.graphql';
import { payloadErrorText } from './payloadErrors';

type Row = NetworkRelaysTab_network$data['relays']['edges'][number]['node'];

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
  const editable = data.viewerCan.edit;
  const [setEnabled] = usePromiseMutation<NetworkRelaysTabEnableMutation>(graphql`
    mutation NetworkRelaysTabEnableMutation($id: ID!, $enabled: Boolean!) {
      setRelayEnabled(id: $id, enabled: $enabled) {
        relay {
          id
          enabled
          network {
            id
            relaysEnabled
          }
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  // the switch shows the asked state while the server answers; a refusal puts it back
  const [asked, setAsked] = useState<Record<string, boolean>>({});
  const forget = (id: string) =>
    setAsked((current) => {
      const { [id]: _, ...rest } = current;
      return rest;
    });

  const onToggle = async (row: Row, enabled: boolean) => {
    setAsked((current) => ({ ...current, [row.id]: enabled }));
    const name = row.device.name;
    try {
      const { setRelayEnabled } = await setEnabled({ id: row.id, enabled });
      if (setRelayEnabled.errors.length) notify.error(payloadErrorText(intl, setRelayEnabled.errors[0]!));
      else notify.success(t(enabled ? 'networks.relays.enabled' : 'networks.relays.disabled', { name }));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      forget(row.id);
    }
  };

  const columns: Column<Row>[] = [
    // plain text: the device screens come with a later area
    { key: 'device', header: t('networks.relays.column.device'), render: (row) => row.device.name },
    {
      key: 'enabled',
      header: t('networks.relays.column.enabled'),
      interactive: true,
      render: (row) => {
        const checked = asked[row.id] ?? row.enabled;
        return (
          <SwitchField
            label={
              <>
                <Box as="span" aria-hidden fontSize="sm">
                  {t(checked ? 'common.on' : 'common.off')}
                </Box>
                <Box srOnly>{t('networks.relays.toggle', { name: row.device.name })}</Box>
              </>
            }
            checked={checked}
            disabled={!editable || row.id in asked}
            onChange={(value) => void onToggle(row, value)}
          />
        );
      },
    },
    {
      key: 'created',
      header: t('networks.relays.column.created'),
      render: (row) => (row.createdAt ? formatDateTime(row.createdAt) : '—'),
    },
  ];
  return (
    <DataTable
      {...table}
      label={t('networks.relays.label')}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
      emptyText={
        <Box textAlign="center">
          <Text fontWeight="medium">{t('networks.relays.empty')}</Text>
          <Text fontSize="sm">{t('networks.relays.emptyHint')}</Text>
        </Box>
      }
    />
  );
}
