import { Badge, Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../format/date';
import { incidentKindLabel } from '../../format/incidentKind';
import { EmptyHint } from '../../ui/EmptyHint';
import { HorizontalScroll } from '../../ui/HorizontalScroll';
import { Panel } from '../../ui/Panel';
import type { LatestIncidents_query$key } from './__generated__/LatestIncidents_query.graphql';
import type { LatestIncidentsRow_incident$key } from './__generated__/LatestIncidentsRow_incident.graphql';

const statusPalette: Record<string, string> = {
  UNCONFIRMED: 'red',
  ONGOING: 'orange',
  CONFIRMED: 'blue',
  FINALIZED: 'green',
};

function Row({ incident }: { incident: LatestIncidentsRow_incident$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment LatestIncidentsRow_incident on Incident {
        createdAt
        kind
        status
        networkName
        address
      }
    `,
    incident,
  );
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(data.createdAt)}</Table.Cell>
      <Table.Cell>{incidentKindLabel(intl, data.kind)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={statusPalette[data.status] ?? 'gray'} variant="subtle">
          {intl.formatMessage({ id: `incident.status.${data.status}` })}
        </Badge>
      </Table.Cell>
      <Table.Cell>{data.networkName ?? '—'}</Table.Cell>
      <Table.Cell color="fg.muted">{data.address ?? '—'}</Table.Cell>
    </Table.Row>
  );
}

export function LatestIncidents({ query }: { query: LatestIncidents_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment LatestIncidents_query on Query {
        incidents(first: 10) {
          edges {
            node {
              id
              ...LatestIncidentsRow_incident
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.incidents.edges;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Panel title={t('dashboard.incidents.title')} description={t('dashboard.incidents.description')}>
      {edges.length === 0 ? (
        <EmptyHint title={t('dashboard.incidents.empty')} description={t('dashboard.incidents.emptyHint')} />
      ) : (
        <HorizontalScroll label={t('dashboard.incidents.title')} watch={edges}>
          <Table.Root size="sm" interactive aria-label={t('dashboard.incidents.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('incident.createdAt')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('incident.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('incident.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('incident.network')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('incident.address')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.map((edge) => (
                <Row key={edge.node.id} incident={edge.node} />
              ))}
            </Table.Body>
          </Table.Root>
        </HorizontalScroll>
      )}
    </Panel>
  );
}
