import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardScreenQuery } from './__generated__/DashboardScreenQuery.graphql';
import { CountCards } from './CountCards';
import { HistoryChart } from './HistoryChart';
import { HourlyChart } from './HourlyChart';
import { IncidentStatusCards } from './IncidentStatusCards';
import { LatestIncidents } from './LatestIncidents';
import { SubscriptionChart } from './SubscriptionChart';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

export const dashboardScreenQuery = graphql`
  query DashboardScreenQuery($hourlyDate: Date!) {
    statistics {
      counts {
        ...CountCards_counts
      }
      incidentStatus {
        ...IncidentStatusCards_counts
      }
      ...SubscriptionChart_statistics
    }
    ...HistoryChart_query
    ...HourlyChart_query @arguments(date: $hourlyDate)
    ...LatestIncidents_query
  }
`;

export function DashboardScreen({ queryRef }: { queryRef: PreloadedQuery<DashboardScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<DashboardScreenQuery>(dashboardScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'dashboard.title' }));
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'dashboard.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'dashboard.subtitle' })}</Text>
      </Box>
      <CountCards counts={data.statistics.counts} />
      <IncidentStatusCards counts={data.statistics.incidentStatus} />
      <HistoryChart query={data} />
      <Grid templateColumns={{ base: '1fr', xl: '2fr 3fr' }} gap="6">
        <SubscriptionChart statistics={data.statistics} />
        <HourlyChart query={data} initialDate={queryRef.variables.hourlyDate} />
      </Grid>
      <LatestIncidents query={data} />
    </Stack>
  );
}
