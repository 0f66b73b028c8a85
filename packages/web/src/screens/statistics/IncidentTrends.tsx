import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { incidentKindLabel } from '../../format/incidentKind';
import type { IncidentTrends_statistics$key } from './__generated__/IncidentTrends_statistics.graphql';
import { ChartPanel } from './ChartPanel';
import { periodLabel } from './labels';
import { KIND_ORDER, kindColor, STATUSES, statusColors } from './palette';
import type { StatInterval } from './period';
import { columnsOf, pivot, type PivotRow } from './series';
import { StackedBars } from './StackedBars';
import { StatTable } from './StatTable';

/** Incidents over time, stacked per kind and per status: two charts of the same points. */
export function IncidentTrends({
  statistics,
  interval,
  pending,
}: {
  statistics: IncidentTrends_statistics$key;
  interval: StatInterval;
  pending: boolean;
}) {
  const intl = useIntl();
  const { series } = useFragment(
    graphql`
      fragment IncidentTrends_statistics on IncidentStatistics {
        series {
          period
          kind
          status
          count
        }
      }
    `,
    statistics,
  );
  const kinds = columnsOf(series, (point) => point.kind, KIND_ORDER);
  const byKind = pivot(
    series,
    (point) => point.period,
    (point) => point.kind,
    (point) => point.count,
    kinds,
  );
  const byStatus = pivot(
    series,
    (point) => point.period,
    (point) => point.status,
    (point) => point.count,
    STATUSES,
  );
  const empty = byKind.every((row) => row.total === 0);
  const label = (period: string) => periodLabel(intl, period, interval);
  const kindLabel = (kind: string) => incidentKindLabel(intl, kind);
  const statusLabel = (status: string) => intl.formatMessage({ id: `incident.status.${status}` });
  const total = byKind.reduce((sum, row) => sum + row.total, 0);

  const chart = (
    id: 'kind' | 'status',
    rows: PivotRow[],
    keys: readonly string[],
    labelOf: (key: string) => string,
    colorOf: (key: string) => string,
  ) => {
    const totals = keys.map(
      (key) => `${labelOf(key)} ${intl.formatNumber(rows.reduce((sum, row) => sum + (row.values[key] ?? 0), 0))}`,
    );
    return (
      <ChartPanel
        title={intl.formatMessage({ id: `statistics.${id}.title` })}
        description={intl.formatMessage({ id: `statistics.${id}.description` }, { total: intl.formatNumber(total) })}
        summary={totals.join(', ')}
        empty={empty}
        emptyHint={intl.formatMessage({ id: 'statistics.empty.incidents' })}
        pending={pending}
        chart={<StackedBars rows={rows} keys={keys} labelOf={labelOf} colorOf={colorOf} indexLabel={label} />}
        table={
          <StatTable
            caption={intl.formatMessage({ id: `statistics.${id}.title` })}
            rows={rows}
            rowKey={(row) => row.key}
            maxH="96"
            columns={[
              {
                key: 'period',
                header: intl.formatMessage({ id: 'statistics.column.period' }),
                render: (row) => label(row.key),
              },
              ...keys.map((key) => ({
                key,
                header: labelOf(key),
                numeric: true,
                render: (row: PivotRow) => intl.formatNumber(row.values[key] ?? 0),
              })),
              {
                key: 'total',
                header: intl.formatMessage({ id: 'statistics.column.total' }),
                numeric: true,
                render: (row) => intl.formatNumber(row.total),
              },
            ]}
          />
        }
      />
    );
  };

  return (
    <>
      {chart('kind', byKind, kinds, kindLabel, (kind) => kindColor(kinds.indexOf(kind)))}
      {chart('status', byStatus, STATUSES, statusLabel, (status) => statusColors[status] ?? '#64748b')}
    </>
  );
}
