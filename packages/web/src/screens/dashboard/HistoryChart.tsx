import { Box, Button, Group, HStack, Wrap } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { useMemo, useState, useTransition } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { EmptyHint } from '../../ui/EmptyHint';
import { Panel } from '../../ui/Panel';
import { spreadTicks, ticksThatFit, useElementWidth } from '../../ui/useElementWidth';
import type { HistoryChart_query$key } from './__generated__/HistoryChart_query.graphql';
import type { HistoryRange } from './__generated__/HistoryChartRefetchQuery.graphql';
import { chartTheme, kindColors } from './chartTheme';

const ranges: HistoryRange[] = ['DAYS_30', 'MONTHS_3', 'YEAR_1', 'YEARS_3', 'YEARS_5'];
const kinds = ['users', 'clients', 'devices', 'networks', 'incidents', 'comments', 'integrations'] as const;

function pointLabel(intl: IntlShape, timestamp: string, range: HistoryRange): string {
  const daily = range === 'DAYS_30' || range === 'MONTHS_3';
  // periods are Stockholm calendar days and months: a month starts at 23:00 or 22:00 UTC the day before
  const timeZone = 'Europe/Stockholm';
  return daily
    ? intl.formatDate(timestamp, { day: 'numeric', month: 'short', timeZone })
    : intl.formatDate(timestamp, { month: 'short', year: '2-digit', timeZone });
}

export function HistoryChart({ query }: { query: HistoryChart_query$key }) {
  const intl = useIntl();
  const [pending, startTransition] = useTransition();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment HistoryChart_query on Query
      @refetchable(queryName: "HistoryChartRefetchQuery")
      @argumentDefinitions(range: { type: "HistoryRange", defaultValue: YEAR_1 }) {
        statistics {
          history(range: $range) {
            timestamp
            users
            clients
            devices
            networks
            incidents
            comments
            integrations
          }
        }
      }
    `,
    query,
  );
  // YEAR_1 is the spec's default (12 monthly points)
  const [range, setRange] = useState<HistoryRange>('YEAR_1');
  const points = data.statistics.history;

  const series = useMemo(
    () =>
      kinds.map((kind) => ({
        id: intl.formatMessage({ id: `stats.${kind}` }),
        color: kindColors[kind],
        data: points.map((point) => ({ x: point.timestamp, y: point[kind] })),
      })),
    [points, intl],
  );
  const empty = points.every((point) => kinds.every((kind) => point[kind] === 0));
  // narrow screens: fewer date labels (about 64 px each) and the legend below the chart instead of beside it
  const [chartRef, width] = useElementWidth();
  const narrow = width > 0 && width < 640;
  const tickValues = spreadTicks(
    points.map((point) => point.timestamp),
    Math.min(12, ticksThatFit(width - (narrow ? 60 : 190), 64, 12)),
  );

  function select(next: HistoryRange) {
    setRange(next);
    startTransition(() => {
      refetch({ range: next }, { fetchPolicy: 'store-or-network' });
    });
  }

  return (
    <Panel
      title={intl.formatMessage({ id: 'dashboard.history.title' })}
      description={intl.formatMessage({ id: 'dashboard.history.description' })}
      pending={pending}
      actions={
        <Group attached role="group" aria-label={intl.formatMessage({ id: 'dashboard.history.range' })}>
          {ranges.map((value) => (
            <Button
              key={value}
              size="xs"
              variant={value === range ? 'solid' : 'outline'}
              colorPalette={value === range ? 'blue' : 'gray'}
              aria-pressed={value === range}
              onClick={() => value !== range && select(value)}
            >
              {intl.formatMessage({ id: `dashboard.history.range.${value}` })}
            </Button>
          ))}
        </Group>
      }
    >
      {empty ? (
        <EmptyHint
          title={intl.formatMessage({ id: 'dashboard.history.empty' })}
          description={intl.formatMessage({ id: 'dashboard.history.emptyHint' })}
        />
      ) : (
        <Box>
          <Box ref={chartRef} h={{ base: '64', md: '80' }} minH="56" data-testid="history-chart">
            <ResponsiveLine
              data={series}
              role="img"
              ariaLabel={`${intl.formatMessage({ id: 'dashboard.history.title' })}: ${intl.formatMessage({ id: 'dashboard.history.description' })}`}
              theme={chartTheme}
              colors={(serie) => serie.color}
              margin={{ top: 10, right: narrow ? 16 : 140, bottom: 40, left: 44 }}
              xScale={{ type: 'point' }}
              yScale={{ type: 'linear', min: 0, max: 'auto' }}
              curve="monotoneX"
              enableSlices="x"
              pointSize={points.length > 36 ? 0 : 5}
              axisBottom={{
                tickValues,
                format: (value) => pointLabel(intl, String(value), range),
              }}
              axisLeft={{ format: (value) => intl.formatNumber(Number(value), { notation: 'compact' }) }}
              sliceTooltip={({ slice }) => (
                <Box bg="bg" p="2" borderRadius="md" shadow="md" fontSize="xs">
                  <Box fontWeight="semibold" mb="1">
                    {pointLabel(intl, String(slice.points[0]?.data.x), range)}
                  </Box>
                  {slice.points.map((point) => (
                    <Box key={point.id} color={point.seriesColor}>
                      {point.seriesId}: {intl.formatNumber(Number(point.data.y))}
                    </Box>
                  ))}
                </Box>
              )}
              legends={
                narrow
                  ? []
                  : [
                      {
                        anchor: 'right',
                        direction: 'column',
                        translateX: 130,
                        itemWidth: 120,
                        itemHeight: 20,
                        symbolSize: 10,
                        symbolShape: 'circle',
                        toggleSerie: true,
                      },
                    ]
              }
            />
          </Box>
          {narrow && (
            <Wrap as="ul" listStyleType="none" gap="3" mt="2" fontSize="xs" aria-hidden>
              {series.map((serie) => (
                <HStack as="li" key={serie.id} gap="1.5">
                  <Box w="2.5" h="2.5" borderRadius="full" bg={serie.color} />
                  {serie.id}
                </HStack>
              ))}
            </Wrap>
          )}
        </Box>
      )}
    </Panel>
  );
}
