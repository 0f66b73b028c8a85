import { ResponsiveBar } from '@nivo/bar';
import { useIntl } from 'react-intl';
import { chartTheme } from '../dashboard/chartTheme';
import type { PivotRow } from './series';

/** Stacked bars, one per period, one colour per key; the legend names the keys. */
export function StackedBars({
  rows,
  keys,
  labelOf,
  colorOf,
  indexLabel,
}: {
  rows: readonly PivotRow[];
  keys: readonly string[];
  labelOf: (key: string) => string;
  colorOf: (key: string) => string;
  indexLabel: (rowKey: string) => string;
}) {
  const intl = useIntl();
  const data = rows.map((row) => ({
    index: row.key,
    ...Object.fromEntries(keys.map((key) => [key, row.values[key] ?? 0])),
  }));
  // at most about 12 date labels under the bars
  const every = Math.max(1, Math.ceil(rows.length / 12));
  return (
    <ResponsiveBar
      data={data}
      keys={[...keys]}
      indexBy="index"
      role="presentation"
      theme={chartTheme}
      colors={({ id }) => colorOf(String(id))}
      margin={{ top: 10, right: 150, bottom: 40, left: 48 }}
      padding={0.25}
      enableLabel={false}
      axisBottom={{
        format: (value: string) => indexLabel(value),
        tickValues: rows.filter((_, index) => index % every === 0).map((row) => row.key),
      }}
      axisLeft={{ format: (value) => intl.formatNumber(Number(value), { notation: 'compact' }) }}
      valueFormat={(value) => intl.formatNumber(value)}
      tooltipLabel={(datum) => `${labelOf(String(datum.id))} · ${indexLabel(String(datum.indexValue))}`}
      legendLabel={(datum) => labelOf(String(datum.id))}
      legends={[
        {
          dataFrom: 'keys',
          anchor: 'right',
          direction: 'column',
          translateX: 140,
          itemWidth: 130,
          itemHeight: 20,
          symbolSize: 10,
        },
      ]}
    />
  );
}
