import { ResponsiveHeatMap } from '@nivo/heatmap';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { chartTheme } from '../dashboard/chartTheme';
import type { HeatMap_analysis$key } from './__generated__/HeatMap_analysis.graphql';
import { ChartPanel } from './ChartPanel';
import { weekdayLabel } from './labels';
import { heatGrid, HOURS, WEEKDAYS } from './series';
import { StatTable } from './StatTable';

const hourLabel = (hour: number) => String(hour).padStart(2, '0');

/** Incidents per weekday (Monday first) and hour of day (Stockholm), as a heat map and its table. */
export function HeatMap({ analysis, pending }: { analysis: HeatMap_analysis$key; pending: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { heatmap } = useFragment(
    graphql`
      fragment HeatMap_analysis on IncidentAnalysis {
        heatmap {
          weekday
          hour
          count
        }
      }
    `,
    analysis,
  );
  const grid = heatGrid(heatmap);
  const total = grid.flat().reduce((sum, count) => sum + count, 0);
  // the busiest cell is what a reader of the chart looks for first
  let busiest = { weekday: 1, hour: 0, count: -1 };
  grid.forEach((hours, day) =>
    hours.forEach((count, hour) => {
      if (count > busiest.count) busiest = { weekday: day + 1, hour, count };
    }),
  );
  const rows = WEEKDAYS.map((weekday) => ({ weekday, counts: grid[weekday - 1]! }));
  return (
    <ChartPanel
      title={t('analysis.heatmap.title')}
      description={t('analysis.heatmap.description')}
      summary={intl.formatMessage(
        { id: 'analysis.heatmap.summary' },
        {
          weekday: weekdayLabel(intl, busiest.weekday, 'long'),
          hour: hourLabel(busiest.hour),
          count: intl.formatNumber(Math.max(0, busiest.count)),
        },
      )}
      empty={total === 0}
      emptyHint={t('statistics.empty.incidents')}
      pending={pending}
      height="80"
      chart={
        <ResponsiveHeatMap
          data={rows.map((row) => ({
            id: weekdayLabel(intl, row.weekday),
            data: HOURS.map((hour) => ({ x: hourLabel(hour), y: row.counts[hour] ?? 0 })),
          }))}
          role="presentation"
          theme={chartTheme}
          margin={{ top: 30, right: 16, bottom: 10, left: 48 }}
          colors={{ type: 'sequential', scheme: 'reds', minValue: 0 }}
          emptyColor="#f4f4f5"
          enableLabels={false}
          axisTop={{ tickSize: 0, tickPadding: 6 }}
          axisLeft={{ tickSize: 0, tickPadding: 6 }}
          valueFormat={(value) => intl.formatNumber(value)}
          xInnerPadding={0.05}
          yInnerPadding={0.05}
        />
      }
      table={
        <StatTable
          caption={t('analysis.heatmap.title')}
          rows={rows}
          rowKey={(row) => String(row.weekday)}
          columns={[
            {
              key: 'weekday',
              header: t('analysis.column.weekday'),
              render: (row) => weekdayLabel(intl, row.weekday, 'long'),
            },
            ...HOURS.map((hour) => ({
              key: String(hour),
              header: hourLabel(hour),
              numeric: true,
              render: (row: (typeof rows)[number]) => intl.formatNumber(row.counts[hour] ?? 0),
            })),
          ]}
        />
      }
    />
  );
}
