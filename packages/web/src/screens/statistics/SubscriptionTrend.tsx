import { ResponsiveLine } from '@nivo/line';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { chartTheme, tierColors } from '../dashboard/chartTheme';
import type { SubscriptionTrend_statistics$key } from './__generated__/SubscriptionTrend_statistics.graphql';
import { ChartPanel } from './ChartPanel';
import { periodLabel } from './labels';
import type { StatInterval } from './period';
import { pivot, type PivotRow } from './series';
import { StatTable } from './StatTable';

const TIERS = ['MICRO', 'MINI', 'MEDI', 'MAXI', 'MEGA', 'MACRO'] as const;

/** Users per subscription tier at the end of each period. */
export function SubscriptionTrend({
  statistics,
  interval,
  pending,
}: {
  statistics: SubscriptionTrend_statistics$key;
  interval: StatInterval;
  pending: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { subscriptions } = useFragment(
    graphql`
      fragment SubscriptionTrend_statistics on IncidentStatistics {
        subscriptions {
          period
          tier
          count
        }
      }
    `,
    statistics,
  );
  const rows = pivot(
    subscriptions,
    (point) => point.period,
    (point) => point.tier,
    (point) => point.count,
    TIERS,
  );
  const tiers = TIERS.filter((tier) => rows.some((row) => (row.values[tier] ?? 0) > 0));
  const label = (period: string) => periodLabel(intl, period, interval);
  const tierLabel = (tier: string) => t(`subscription.${tier}`);
  const last = rows.at(-1);
  const every = Math.max(1, Math.ceil(rows.length / 12));
  return (
    <ChartPanel
      title={t('statistics.subscriptions.title')}
      description={t('statistics.subscriptions.description')}
      summary={tiers.map((tier) => `${tierLabel(tier)} ${intl.formatNumber(last?.values[tier] ?? 0)}`).join(', ')}
      empty={tiers.length === 0}
      emptyHint={t('statistics.empty.subscriptions')}
      pending={pending}
      chart={
        <ResponsiveLine
          data={tiers.map((tier) => ({
            id: tierLabel(tier),
            color: tierColors[TIERS.indexOf(tier)]!,
            data: rows.map((row) => ({ x: row.key, y: row.values[tier] ?? 0 })),
          }))}
          role="presentation"
          theme={chartTheme}
          colors={(serie) => serie.color}
          margin={{ top: 10, right: 120, bottom: 40, left: 48 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          pointSize={rows.length > 36 ? 0 : 5}
          enableSlices="x"
          axisBottom={{
            format: (value) => label(String(value)),
            tickValues: rows.filter((_, index) => index % every === 0).map((row) => row.key),
          }}
          axisLeft={{ format: (value) => intl.formatNumber(Number(value), { notation: 'compact' }) }}
          legends={[
            {
              anchor: 'right',
              direction: 'column',
              translateX: 110,
              itemWidth: 100,
              itemHeight: 20,
              symbolSize: 10,
              symbolShape: 'circle',
            },
          ]}
        />
      }
      table={
        <StatTable
          caption={t('statistics.subscriptions.title')}
          rows={rows}
          rowKey={(row) => row.key}
          maxH="96"
          columns={[
            { key: 'period', header: t('statistics.column.period'), render: (row) => label(row.key) },
            ...tiers.map((tier) => ({
              key: tier,
              header: tierLabel(tier),
              numeric: true,
              render: (row: PivotRow) => intl.formatNumber(row.values[tier] ?? 0),
            })),
            {
              key: 'total',
              header: t('statistics.column.total'),
              numeric: true,
              render: (row) => intl.formatNumber(row.total),
            },
          ]}
        />
      }
    />
  );
}
