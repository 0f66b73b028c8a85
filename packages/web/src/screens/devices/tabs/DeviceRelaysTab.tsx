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
import { payloadErrorText } from '../../networks/tabs/payloadErrors';
import type {
  DeviceRelaysTab_device$data,
  DeviceRelaysTab_device$key,
} from './__generated__/DeviceRelaysTab_device.graphql';
import type { DeviceRelaysTabEnableMutation } from './__generated__/DeviceRelaysTabEnableMutation.graphql';

type Row = DeviceRelaysTab_device$data['relays']['edges'][number]['node'];

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
  const editable = data.viewerCan.edit;
  const [setEnabled] = usePromiseMutation<DeviceRelaysTabEnableMutation>(graphql`
    mutation DeviceRelaysTabEnableMutation($id: ID!, $enabled: Boolean!) {
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
    const name = row.network.name;
    try {
      const { setRelayEnabled } = await setEnabled({ id: row.id, enabled });
      if (setRelayEnabled.errors.length) notify.error(payloadErrorText(intl, setRelayEnabled.errors[0]!));
      else notify.success(t(enabled ? 'device.relays.enabled' : 'device.relays.disabled', { name }));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      forget(row.id);
    }
  };

  const columns: Column<Row>[] = [
    { key: 'network', header: t('device.relays.column.network'), render: (row) => row.network.name },
    {
      key: 'enabled',
      header: t('device.relays.column.enabled'),
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
                <Box srOnly>{t('device.relays.toggle', { name: row.network.name })}</Box>
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
      header: t('device.relays.column.created'),
      render: (row) => (row.createdAt ? formatDateTime(row.createdAt) : '—'),
    },
  ];
  return (
    <DataTable
      {...table}
      label={t('device.relays.label')}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
      emptyText={
        <Box textAlign="center">
          <Text fontWeight="medium">{t('device.relays.empty')}</Text>
          <Text fontSize="sm">{t('device.relays.emptyHint')}</Text>
        </Box>
      }
    />
  );
}
