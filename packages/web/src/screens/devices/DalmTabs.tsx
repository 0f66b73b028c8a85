import { Badge, Box, Button, Grid, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { formatDateTime } from '../../format/date';
import { errorMessage } from '../../i18n/errorMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyHint } from '../../ui/EmptyHint';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { useConnectionTable } from '../../ui/useConnectionTable';
import { payloadErrorText } from '../../ui/payloadErrors';
import type { DalmActiveAlertsTab_device$key } from './__generated__/DalmActiveAlertsTab_device.graphql';
import type { DalmActiveAlertsTabResetMutation } from './__generated__/DalmActiveAlertsTabResetMutation.graphql';
import type { DalmAlertsTab_device$data, DalmAlertsTab_device$key } from './__generated__/DalmAlertsTab_device.graphql';
import type { DalmPortsTab_device$key } from './__generated__/DalmPortsTab_device.graphql';

// The DALM device page's own tabs: ports (inputs and outputs side by side), alerts, active alerts (reset).

type Port = { readonly code: string; readonly name: string; readonly active: boolean; readonly silent: boolean };

function PortsTable({ label, ports }: { label: string; ports: readonly Port[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {label}
      </Heading>
      {ports.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('device.ports.none')}
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('device.ports.code')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('device.ports.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('device.ports.active')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('device.ports.silent')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ports.map((port) => (
              <Table.Row key={port.code}>
                <Table.Cell>{port.code}</Table.Cell>
                <Table.Cell>{port.name}</Table.Cell>
                <Table.Cell>{yesNo(port.active)}</Table.Cell>
                <Table.Cell>{yesNo(port.silent)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

/** Inputs and outputs side by side (one above the other on a phone). */
export function DalmPortsTab({ device }: { device: DalmPortsTab_device$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DalmPortsTab_device on Device {
        inputs {
          code
          name
          active
          silent
        }
        outputs {
          code
          name
          active
          silent
        }
      }
    `,
    device,
  );
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
      <PortsTable label={intl.formatMessage({ id: 'device.ports.inputs' })} ports={data.inputs} />
      <PortsTable label={intl.formatMessage({ id: 'device.ports.outputs' })} ports={data.outputs} />
    </Grid>
  );
}

type AlertRow = DalmAlertsTab_device$data['alerts']['edges'][number]['node'];
type AlertFields = {
  readonly alarmType: string;
  readonly eventCode: string | null | undefined;
  readonly sectionNumber: string | null | undefined;
  readonly message: string | null | undefined;
  readonly alarmDate: string;
};

function alertColumns<Row extends AlertFields>(t: (id: string) => string): Column<Row>[] {
  return [
    { key: 'type', header: t('device.alerts.column.alarmType'), render: (row) => row.alarmType },
    { key: 'code', header: t('device.alerts.column.eventCode'), render: (row) => row.eventCode ?? '—' },
    { key: 'section', header: t('device.alerts.column.section'), render: (row) => row.sectionNumber ?? '—' },
    { key: 'message', header: t('device.alerts.column.message'), render: (row) => row.message || '—' },
    {
      key: 'date',
      header: t('device.alerts.column.date'),
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.alarmDate)}</Text>,
    },
  ];
}

/** Every alert of the device, newest first, paged. */
export function DalmAlertsTab({ device }: { device: DalmAlertsTab_device$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DalmAlertsTab_device on Device
      @refetchable(queryName: "DalmAlertsTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        alerts(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              alarmType
              eventCode
              sectionNumber
              message
              alarmDate
              active
            }
          }
        }
      }
    `,
    device,
  );
  const table = useConnectionTable(data.alerts, { refetch, urlPrefix: 'alerts' });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: Column<AlertRow>[] = [
    ...alertColumns<AlertRow>(t),
    {
      key: 'state',
      header: t('device.alerts.column.state'),
      render: (row) =>
        row.active ? (
          <Badge colorPalette="red" variant="subtle">
            {t('device.alerts.active')}
          </Badge>
        ) : (
          <Badge variant="outline">{t('device.alerts.ended')}</Badge>
        ),
    },
  ];
  return (
    <DataTable
      {...table}
      label={t('device.alerts.label')}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
      emptyText={<Text>{t('device.alerts.empty')}</Text>}
    />
  );
}

/** The device's active alerts; Reset (asked again) ends the alerts with that event code and section. */
export function DalmActiveAlertsTab({ device }: { device: DalmActiveAlertsTab_device$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DalmActiveAlertsTab_device on Device {
        id
        viewerCan {
          edit
        }
        activeAlerts {
          id
          alarmType
          eventCode
          sectionNumber
          message
          alarmDate
        }
      }
    `,
    device,
  );
  type Row = (typeof data.activeAlerts)[number];
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [toReset, setToReset] = useState<Row | null>(null);
  const [reset, resetting] = usePromiseMutation<DalmActiveAlertsTabResetMutation>(graphql`
    mutation DalmActiveAlertsTabResetMutation($id: ID!, $sia: String!, $section: String!) {
      resetDeviceAlert(id: $id, sia: $sia, section: $section) {
        device {
          id
          status
          ...DalmActiveAlertsTab_device
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const onReset = async () => {
    if (!toReset) return;
    try {
      // the alerts the reset ends leave the payload's active list; the Alerts tab shows the same records, so
      // they are marked ended here rather than left "Active" until a reload
      const ended = data.activeAlerts.filter(
        (row) => row.eventCode === toReset.eventCode && row.sectionNumber === toReset.sectionNumber,
      );
      const { resetDeviceAlert } = await reset(
        { id: data.id, sia: toReset.eventCode ?? '', section: toReset.sectionNumber ?? '' },
        (store) => {
          if (store.getRootField('resetDeviceAlert')?.getLinkedRecords('errors')?.length) return;
          const now = new Date().toISOString();
          for (const row of ended) {
            const record = store.get(row.id);
            record?.setValue(false, 'active');
            record?.setValue(now, 'resetAt');
          }
        },
      );
      if (resetDeviceAlert.errors.length) notify.error(payloadErrorText(intl, resetDeviceAlert.errors[0]!));
      else notify.success(t('device.activeAlerts.reset', { type: toReset.alarmType }));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setToReset(null);
    }
  };

  if (data.activeAlerts.length === 0)
    return <EmptyHint title={t('device.activeAlerts.empty')} description={t('device.activeAlerts.emptyHint')} />;
  const columns = alertColumns<Row>((id) => t(id));
  return (
    <Box>
      <Table.Root size="sm" variant="outline" aria-label={t('device.activeAlerts.label')}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key}>{column.header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('common.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.activeAlerts.map((row) => (
            <Table.Row key={row.id}>
              {columns.map((column) => (
                <Table.Cell key={column.key}>{column.render(row)}</Table.Cell>
              ))}
              <Table.Cell textAlign="end">
                {data.viewerCan.edit && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('device.activeAlerts.resetLabel', {
                      type: row.alarmType,
                      section: row.sectionNumber ?? '—',
                    })}
                    onClick={() => setToReset(row)}
                  >
                    {t('device.activeAlerts.resetButton')}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ConfirmDialog
        open={toReset !== null}
        title={t('device.activeAlerts.confirmTitle')}
        message={
          toReset
            ? t('device.activeAlerts.confirmMessage', {
                type: toReset.alarmType,
                code: toReset.eventCode ?? '—',
                section: toReset.sectionNumber ?? '—',
              })
            : undefined
        }
        confirmLabel={t('device.activeAlerts.resetButton')}
        busy={resetting}
        onConfirm={() => void onReset()}
        onCancel={() => setToReset(null)}
      />
    </Box>
  );
}
