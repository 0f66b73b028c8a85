import { Link } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { chartTheme } from '../dashboard/chartTheme';
import type { TopNetworks_statistics$key } from './__generated__/TopNetworks_statistics.graphql';
import { ChartPanel } from './ChartPanel';
import { StatTable } from './StatTable';
import { networkPath } from '../../router/paths';

/** The networks with most incidents in the period; each row links to the network's page. */
export function TopNetworks({ statistics, pending }: { statistics: TopNetworks_statistics$key; pending: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { topNetworks } = useFragment(
    graphql`
      fragment TopNetworks_statistics on IncidentStatistics {
        topNetworks {
          network {
            id
          }
          networkName
          clientName
          count
        }
      }
    `,
    statistics,
  );
  const rows = topNetworks.map((row, index) => ({ ...row, key: row.network?.id ?? `${row.networkName}-${index}` }));
  // the largest at the top: nivo draws horizontal bars from the bottom
  const data = [...rows].reverse().map((row) => ({ network: row.key, count: row.count }));
  const names = new Map(rows.map((row) => [row.key, row.networkName]));
  return (
    <ChartPanel
      title={t('statistics.topNetworks.title')}
      description={t('statistics.topNetworks.description')}
      summary={rows.map((row) => `${row.networkName} ${intl.formatNumber(row.count)}`).join(', ')}
      empty={rows.length === 0}
      emptyHint={t('statistics.empty.incidents')}
      pending={pending}
      tableOpen
      chart={
        <ResponsiveBar
          data={data}
          keys={['count']}
          indexBy="network"
          layout="horizontal"
          role="presentation"
          theme={chartTheme}
          colors="#dc2626"
          margin={{ top: 10, right: 24, bottom: 30, left: 160 }}
          padding={0.3}
          enableGridX
          enableGridY={false}
          labelTextColor="#ffffff"
          axisLeft={{ format: (value: string) => truncate(names.get(value) ?? value) }}
          axisBottom={{ format: (value) => intl.formatNumber(Number(value), { notation: 'compact' }) }}
          valueFormat={(value) => intl.formatNumber(value)}
          tooltipLabel={(datum) => names.get(String(datum.indexValue)) ?? String(datum.indexValue)}
        />
      }
      table={
        <StatTable
          caption={t('statistics.topNetworks.title')}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            {
              key: 'network',
              header: t('incident.network'),
              render: (row) =>
                row.network ? (
                  <Link asChild colorPalette="blue" variant="underline">
                    <RouterLink to={networkPath(row.network.id, 'incidents')}>{row.networkName}</RouterLink>
                  </Link>
                ) : (
                  row.networkName
                ),
            },
            { key: 'client', header: t('statistics.column.client'), render: (row) => row.clientName ?? '—' },
            {
              key: 'count',
              header: t('statistics.column.incidents'),
              numeric: true,
              render: (row) => intl.formatNumber(row.count),
            },
          ]}
        />
      }
    />
  );
}

const truncate = (text: string) => (text.length > 22 ? `${text.slice(0, 21)}…` : text);
