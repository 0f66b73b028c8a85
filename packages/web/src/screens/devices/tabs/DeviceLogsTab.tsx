import { Badge, Box, Button, CloseButton, Code, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { DataTable, type Column } from '../../../ui/DataTable';
import { notify } from '../../../ui/toaster';
import { useConnectionTable } from '../../../ui/useConnectionTable';
import { formatDateTimeSeconds, prettyJson } from '../format';
import { deviceEventLabel, deviceLogDetails, deviceLogTypeLabel } from './deviceLogLabels';
import type { DeviceLogsTab_device$data, DeviceLogsTab_device$key } from './__generated__/DeviceLogsTab_device.graphql';

type Row = DeviceLogsTab_device$data['logs']['edges'][number]['node'];

const TYPE_COLORS: Record<string, string> = { info: 'blue', warning: 'orange', alarm: 'red', restore: 'green' };

/**
 * The device's own event log (online, offline, restore, battery warnings, test mode expiry), newest first,
 * paged newer/older; a row opens its raw JSON, pretty-printed, with a Copy button.
 */
export function DeviceLogsTab({ device }: { device: DeviceLogsTab_device$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DeviceLogsTab_device on AlarmDevice
      @refetchable(queryName: "DeviceLogsTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        id
        logs(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              event
              type
              data
              createdAt
            }
          }
        }
      }
    `,
    device,
  );
  const table = useConnectionTable(data.logs, { refetch, urlPrefix: 'logs' });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<Row | null>(null);
  const json = open ? prettyJson(open.data) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      notify.success(t('device.logs.copied'));
    } catch {
      notify.error(t('device.logs.copyFailed'));
    }
  };

  const columns: Column<Row>[] = [
    { key: 'event', header: t('device.logs.column.event'), render: (row) => deviceEventLabel(intl, row.event) },
    {
      key: 'type',
      header: t('device.logs.column.type'),
      render: (row) => (
        <Badge variant="subtle" colorPalette={TYPE_COLORS[row.type] ?? 'gray'}>
          {deviceLogTypeLabel(intl, row.type)}
        </Badge>
      ),
    },
    {
      key: 'details',
      header: t('device.logs.column.details'),
      render: (row) => deviceLogDetails(intl, row.event, row.data) || '—',
    },
    { key: 'created', header: t('device.logs.column.created'), render: (row) => formatDateTimeSeconds(row.createdAt) },
  ];

  return (
    <>
      <DataTable
        {...table}
        label={t('device.logs.label')}
        columns={columns}
        rowKey={(row) => row.id}
        searchable={false}
        onRowClick={setOpen}
        emptyText={
          <Box textAlign="center">
            <Text fontWeight="medium">{t('device.logs.empty')}</Text>
          </Box>
        }
      />
      <Dialog.Root open={open !== null} onOpenChange={(details) => !details.open && setOpen(null)} size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="log-dialog">
              <Dialog.Header>
                <Dialog.Title>
                  {open
                    ? t('device.logs.dialogTitle', {
                        event: deviceEventLabel(intl, open.event),
                        created: formatDateTimeSeconds(open.createdAt),
                      })
                    : ''}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" fontSize="xs" w="full">
                  {json}
                </Code>
              </Dialog.Body>
              <Dialog.Footer>
                <HStack gap="2">
                  <Button size="sm" variant="outline" onClick={() => void copy()}>
                    {t('device.logs.copy')}
                  </Button>
                  <Button size="sm" colorPalette="blue" onClick={() => setOpen(null)}>
                    {t('device.logs.close')}
                  </Button>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('device.logs.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
