import { Box, Input, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { useMemo, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { oneYearBefore, stockholmToday } from '../../format/date';
import { Panel } from '../../ui/Panel';
import { spreadTicks, ticksThatFit, useElementWidth } from '../../ui/useElementWidth';
import type { HourlyChart_query$key } from './__generated__/HourlyChart_query.graphql';
import { chartTheme, kindColors } from './chartTheme';

export function HourlyChart({ query, initialDate }: { query: HourlyChart_query$key; initialDate: string }) {
  const intl = useIntl();
  const [chartRef, width] = useElementWidth();
  const [pending, startTransition] = useTransition();
  const [date, setDate] = useState(initialDate);
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment HourlyChart_query on Query
      @refetchable(queryName: "HourlyChartRefetchQuery")
      @argumentDefinitions(date: { type: "Date!" }) {
        statistics {
          hourly(date: $date) {
            hour
            incidents
          }
        }
      }
    `,
    query,
  );
  const max = stockholmToday();
  const min = oneYearBefore(max);
  const hours = data.statistics.hourly;
  const bars = useMemo(
    () => hours.map((point) => ({ hour: String(point.hour).padStart(2, '0'), incidents: point.incidents })),
    [hours],
  );
  const total = hours.reduce((sum, point) => sum + point.incidents, 0);
  // today's chart is the past 24 hours up to the current one (the platform answers so), an earlier day its own hours
  const pastDay = date === max || !date;
  const description = intl.formatMessage(
    { id: pastDay ? 'dashboard.hourly.descriptionPastDay' : 'dashboard.hourly.description' },
    { total },
  );
  // counts are whole numbers: small maxima get one tick per unit instead of fractional ticks
  const top = Math.max(1, ...hours.map((point) => point.incidents));
  const yTicks = top <= 6 ? Array.from({ length: top + 1 }, (_, index) => index) : 5;

  function pick(value: string) {
    setDate(value);
    // the platform answers 400 outside the last year; the input's bounds are only a hint to the picker
    if (!value || value < min || value > max) return;
    startTransition(() => {
      refetch({ date: value }, { fetchPolicy: 'store-or-network' });
    });
  }

  const outOfRange = !!date && (date < min || date > max);
  return (
    <Panel
      title={intl.formatMessage({ id: 'dashboard.hourly.title' })}
      description={description}
      pending={pending}
      actions={
        <Box>
          <Input
            type="date"
            size="sm"
            w="44"
            min={min}
            max={max}
            value={date}
            aria-label={intl.formatMessage({ id: 'dashboard.hourly.date' })}
            aria-invalid={outOfRange}
            onChange={(event) => pick(event.target.value)}
          />
          {outOfRange && (
            <Text fontSize="xs" color="fg.error" mt="1">
              {intl.formatMessage({ id: 'dashboard.hourly.dateRange' })}
            </Text>
          )}
        </Box>
      }
    >
      <Box ref={chartRef} h="60" minH="60" data-testid="hourly-chart" position="relative">
        <ResponsiveBar
          data={bars}
          keys={['incidents']}
          indexBy="hour"
          role="img"
          ariaLabel={`${intl.formatMessage({ id: 'dashboard.hourly.title' })}: ${description}`}
          theme={chartTheme}
          colors={[kindColors.incidents]}
          margin={{ top: 10, right: 10, bottom: 36, left: 40 }}
          padding={0.25}
          borderRadius={3}
          enableLabel={false}
          axisBottom={{
            tickValues: spreadTicks(
              bars.map((bar) => bar.hour),
              // all 24 hours when they fit (a label is two digits), fewer on a phone
              Math.min(24, ticksThatFit(width - 50, 22, 24)),
            ),
          }}
          axisLeft={{ tickValues: yTicks, format: (value) => intl.formatNumber(Number(value)) }}
          gridYValues={yTicks}
          tooltipLabel={() => intl.formatMessage({ id: 'stats.incidents' })}
          valueFormat={(value) => intl.formatNumber(value)}
        />
        {total === 0 && (
          <Text position="absolute" top="40%" w="full" textAlign="center" color="fg.muted" fontSize="sm">
            {intl.formatMessage({ id: pastDay ? 'dashboard.hourly.emptyPastDay' : 'dashboard.hourly.empty' })}
          </Text>
        )}
      </Box>
    </Panel>
  );
}
