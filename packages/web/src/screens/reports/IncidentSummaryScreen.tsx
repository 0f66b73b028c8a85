import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { IncidentSummaryScreenQuery } from './__generated__/IncidentSummaryScreenQuery.graphql';
import { IncidentOverviewCards } from './IncidentOverviewCards';
import { IncidentSummaryForm } from './IncidentSummaryForm';

export const incidentSummaryScreenQuery = graphql`
  query IncidentSummaryScreenQuery {
    incidentCounters {
      ...IncidentOverviewCards_counts
    }
    ...IncidentSummaryForm_query
  }
`;

/** /incident-summary ("Report"): the incident overview and the incident summary export (spec 002 section 2). */
export function IncidentSummaryScreen({ queryRef }: { queryRef: PreloadedQuery<IncidentSummaryScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<IncidentSummaryScreenQuery>(incidentSummaryScreenQuery, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'incidentSummary.title' }));
  return (
    <Stack gap="6" maxW="1200px" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          {intl.formatMessage({ id: 'incidentSummary.title' })}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage({ id: 'incidentSummary.subtitle' })}</Text>
      </Box>
      <IncidentOverviewCards counts={data.incidentCounters} />
      <IncidentSummaryForm query={data} />
    </Stack>
  );
}
