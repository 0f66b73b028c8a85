import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, useNavigation } from 'react-router-dom';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { StatisticsScreenQuery } from './__generated__/StatisticsScreenQuery.graphql';
import { IncidentTrends } from './IncidentTrends';
import { filtersFromUrl, STATISTICS_DEFAULTS } from './period';
import { ResponseFigures } from './ResponseFigures';
import { StatFilters } from './StatFilters';
import { SubscriptionTrend } from './SubscriptionTrend';
import { TopNetworks } from './TopNetworks';

export const statisticsScreenQuery = graphql`
  query StatisticsScreenQuery(
    $from: Date!
    $to: Date!
    $clientIds: [ID!]
    $interval: StatInterval!
    $pickedClients: [ID!]!
  ) {
    incidentStatistics(from: $from, to: $to, clientIds: $clientIds, interval: $interval) {
      ...IncidentTrends_statistics
      ...ResponseFigures_statistics
      ...TopNetworks_statistics
      ...SubscriptionTrend_statistics
    }
    ...StatFilters_query @arguments(ids: $pickedClients)
  }
`;

/** /statistics: incidents over time per kind and status, response figures, top networks, subscriptions. */
export function StatisticsScreen({ queryRef }: { queryRef: PreloadedQuery<StatisticsScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<StatisticsScreenQuery>(statisticsScreenQuery, queryRef);
  const location = useLocation();
  // a filter change keeps these figures on screen (dimmed) until the new ones arrive
  const pending = useNavigation().state === 'loading';
  const filters = filtersFromUrl(new URLSearchParams(location.search), STATISTICS_DEFAULTS);
  useDocumentTitle(intl.formatMessage({ id: 'statistics.title' }));
  const statistics = data.incidentStatistics;
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'statistics.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'statistics.subtitle' })}</Text>
      </Box>
      <StatFilters filters={filters} limit="YEARS_5" showInterval query={data} />
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6">
        <IncidentTrends statistics={statistics} interval={filters.interval} pending={pending} />
        {/* six columns of durations: the whole width, so that none is cut off */}
        <Box gridColumn={{ xl: 'span 2' }} minW="0">
          <ResponseFigures statistics={statistics} pending={pending} />
        </Box>
        <Box gridColumn={{ xl: 'span 2' }} minW="0">
          <TopNetworks statistics={statistics} pending={pending} />
        </Box>
      </Grid>
      <SubscriptionTrend statistics={statistics} interval={filters.interval} pending={pending} />
    </Stack>
  );
}
