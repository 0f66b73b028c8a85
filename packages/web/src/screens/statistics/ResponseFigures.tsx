import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { incidentKindLabel } from '../../format/incidentKind';
import { EmptyHint } from '../../ui/EmptyHint';
import { Panel } from '../../ui/Panel';
import type { ResponseFigures_statistics$key } from './__generated__/ResponseFigures_statistics.graphql';
import { formatDuration } from './duration';
import { KIND_ORDER } from './palette';
import { StatTable } from './StatTable';

/** Time from creation to confirmed and to finalized per kind: median and p90, as durations. */
export function ResponseFigures({
  statistics,
  pending,
}: {
  statistics: ResponseFigures_statistics$key;
  pending: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { response } = useFragment(
    graphql`
      fragment ResponseFigures_statistics on IncidentStatistics {
        response {
          kind
          count
          confirmedMedianS
          confirmedP90S
          finalizedMedianS
          finalizedP90S
        }
      }
    `,
    statistics,
  );
  const rank = (kind: string) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : KIND_ORDER.length);
  const rows = [...response].filter((row) => row.count > 0).sort((a, b) => rank(a.kind) - rank(b.kind));
  const duration = (seconds: number | null | undefined) => formatDuration(intl, seconds);
  return (
    <Panel title={t('statistics.response.title')} description={t('statistics.response.description')} pending={pending}>
      {rows.length === 0 ? (
        <EmptyHint title={t('statistics.empty')} description={t('statistics.empty.incidents')} />
      ) : (
        <StatTable
          caption={t('statistics.response.title')}
          rows={rows}
          rowKey={(row) => row.kind}
          columns={[
            { key: 'kind', header: t('incident.kind'), render: (row) => incidentKindLabel(intl, row.kind) },
            {
              key: 'count',
              header: t('statistics.column.incidents'),
              numeric: true,
              render: (row) => intl.formatNumber(row.count),
            },
            {
              key: 'cm',
              header: t('statistics.response.confirmedMedian'),
              numeric: true,
              render: (row) => duration(row.confirmedMedianS),
            },
            {
              key: 'cp',
              header: t('statistics.response.confirmedP90'),
              numeric: true,
              render: (row) => duration(row.confirmedP90S),
            },
            {
              key: 'fm',
              header: t('statistics.response.finalizedMedian'),
              numeric: true,
              render: (row) => duration(row.finalizedMedianS),
            },
            {
              key: 'fp',
              header: t('statistics.response.finalizedP90'),
              numeric: true,
              render: (row) => duration(row.finalizedP90S),
            },
          ]}
        />
      )}
    </Panel>
  );
}
