import { Badge, Center, Table, Text } from '@chakra-ui/react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { formatDateTime } from '../../../format/date';
import { EmptyHint } from '../../../ui/EmptyHint';
import { NewerOlderTable } from '../../../ui/NewerOlderTable';
import { useTableControls } from '../../../ui/useTableControls';
import type { FlicEventLogTab_button$key } from './__generated__/FlicEventLogTab_button.graphql';
import type { FlicEventLogTab_hub$key } from './__generated__/FlicEventLogTab_hub.graphql';
import { ALERT_TYPE_PALETTE } from './pressRules';

const PAGE_SIZE = 20;

interface AlertRow {
  readonly id: string;
  readonly title: string | null | undefined;
  readonly alarmType: string;
  readonly press: string | null | undefined;
  readonly alarmDate: string;
  readonly device: { readonly name: string } | null | undefined;
}

interface AlertConnection {
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null | undefined };
  readonly edges: readonly { readonly node: AlertRow }[];
}

/** An alert kind in the user's words (SOS_Emergency, Network_Alert…); an unknown kind as the platform sent it. */
export function alertKindLabel(intl: IntlShape, kind: string): string {
  const key = kind.toUpperCase();
  return key in ALERT_TYPE_PALETTE ? intl.formatMessage({ id: `alertCategory.${key}` }) : kind;
}

/** event_log of a hub: its own and its buttons' alerts, newest first, paged newer/older. */
export function FlicHubEventLogTab({ hub }: { hub: FlicEventLogTab_hub$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment FlicEventLogTab_hub on FlicHub
      @refetchable(queryName: "FlicEventLogTabHubRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        alerts(first: $first, after: $after) {
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              title
              alarmType
              press
              alarmDate
              device {
                name
              }
            }
          }
        }
      }
    `,
    hub,
  );
  return <AlertsTable alerts={data.alerts} refetch={refetch} showDevice />;
}

/** event_log of a button: its alerts, newest first, paged newer/older. */
export function FlicButtonEventLogTab({ button }: { button: FlicEventLogTab_button$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment FlicEventLogTab_button on FlicButton
      @refetchable(queryName: "FlicEventLogTabButtonRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        alerts(first: $first, after: $after) {
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              title
              alarmType
              press
              alarmDate
              device {
                name
              }
            }
          }
        }
      }
    `,
    button,
  );
  return <AlertsTable alerts={data.alerts} refetch={refetch} showDevice={false} />;
}

function AlertsTable({
  alerts,
  refetch,
  showDevice,
}: {
  alerts: AlertConnection;
  refetch: Parameters<typeof useTableControls>[0]['refetch'];
  showDevice: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const controls = useTableControls({ refetch, urlPrefix: 'events', pageSize: PAGE_SIZE });
  const rows = alerts.edges.map((edge) => edge.node);
  const label = t('flic.events.label');
  const columns = showDevice ? 5 : 4;

  if (rows.length === 0 && controls.pageIndex === 0)
    return <EmptyHint title={t('flic.events.empty')} description={t('flic.events.emptyHint')} />;

  return (
    <NewerOlderTable
      label={label}
      rows={rows}
      controls={controls}
      pageInfo={alerts.pageInfo}
      newer={t('flic.events.newer')}
      older={t('flic.events.older')}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('flic.events.column.title')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('flic.events.column.kind')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('flic.events.column.press')}</Table.ColumnHeader>
          {showDevice && <Table.ColumnHeader>{t('flic.events.column.device')}</Table.ColumnHeader>}
          <Table.ColumnHeader>{t('flic.events.column.created')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={columns}>
              <Center py="6" color="fg.muted">
                {t('flic.events.noOlder')}
              </Center>
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((row) => (
            <Table.Row key={row.id} data-testid="flic-event-row">
              <Table.Cell>{row.title || '—'}</Table.Cell>
              <Table.Cell>
                <Badge
                  variant="subtle"
                  colorPalette={ALERT_TYPE_PALETTE[row.alarmType.toUpperCase()] ?? 'gray'}
                  data-kind={row.alarmType}
                >
                  {alertKindLabel(intl, row.alarmType)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{row.press ? t(`flic.press.${row.press}`) : '—'}</Table.Cell>
              {showDevice && <Table.Cell>{row.device?.name ?? '—'}</Table.Cell>}
              <Table.Cell whiteSpace="nowrap">
                <Text as="span">{formatDateTime(row.alarmDate)}</Text>
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </NewerOlderTable>
  );
}
