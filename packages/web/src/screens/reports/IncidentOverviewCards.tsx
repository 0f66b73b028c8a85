import { Box, Card, Flex, Heading, Link, SimpleGrid, Stat } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { IncidentOverviewCards_counts$key } from './__generated__/IncidentOverviewCards_counts.graphql';
import { INCIDENT_STATUS_PALETTE } from '../incidents/statuses';

// the spec's status colours, as on the incident dashboard
const statuses = [
  { key: 'unconfirmed', palette: INCIDENT_STATUS_PALETTE.UNCONFIRMED! },
  { key: 'ongoing', palette: INCIDENT_STATUS_PALETTE.ONGOING! },
  { key: 'confirmed', palette: INCIDENT_STATUS_PALETTE.CONFIRMED! },
  { key: 'finalized', palette: INCIDENT_STATUS_PALETTE.FINALIZED! },
] as const;

/** The incident overview: incidents in scope per status, and the way to all of them. */
export function IncidentOverviewCards({ counts }: { counts: IncidentOverviewCards_counts$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IncidentOverviewCards_counts on IncidentStatusCounts {
        unconfirmed
        ongoing
        confirmed
        finalized
      }
    `,
    counts,
  );
  const count = {
    unconfirmed: data.unconfirmed,
    ongoing: data.ongoing,
    confirmed: data.confirmed,
    finalized: data.finalized,
  };
  return (
    <Box as="section" aria-labelledby="incident-overview-heading">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="lg" id="incident-overview-heading">
          {intl.formatMessage({ id: 'incidentSummary.overview.title' })}
        </Heading>
        <Link asChild colorPalette="blue" fontWeight="medium">
          <RouterLink to="/incidents">{intl.formatMessage({ id: 'incidentSummary.overview.all' })}</RouterLink>
        </Link>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {statuses.map(({ key, palette }) => (
          <Card.Root key={key} variant="outline" bg="bg" shadow="xs" overflow="hidden" data-testid={`overview-${key}`}>
            <Box h="1" bg={`${palette}.solid`} />
            <Card.Body p="4">
              <Stat.Root>
                <Stat.Label>{intl.formatMessage({ id: `incident.status.${key.toUpperCase()}` })}</Stat.Label>
                <Stat.ValueText fontSize="2xl">{intl.formatNumber(count[key])}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
