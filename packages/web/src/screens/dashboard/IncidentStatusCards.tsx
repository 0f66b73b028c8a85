import { Box, Card, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatPercent } from '../../format/percent';
import type { IncidentStatusCards_counts$key } from './__generated__/IncidentStatusCards_counts.graphql';
import { INCIDENT_STATUS_PALETTE } from '../incidents/statuses';

// the spec's status colours, as on the incident dashboard
const statuses = [
  { key: 'unconfirmed', palette: INCIDENT_STATUS_PALETTE.UNCONFIRMED! },
  { key: 'ongoing', palette: INCIDENT_STATUS_PALETTE.ONGOING! },
  { key: 'finalized', palette: INCIDENT_STATUS_PALETTE.FINALIZED! },
] as const;

export function IncidentStatusCards({ counts }: { counts: IncidentStatusCards_counts$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IncidentStatusCards_counts on IncidentStatusCounts {
        unconfirmed
        ongoing
        confirmed
        finalized
      }
    `,
    counts,
  );
  const total = data.unconfirmed + data.ongoing + data.confirmed + data.finalized;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {statuses.map(({ key, palette }) => (
        <Card.Root
          key={key}
          variant="outline"
          bg="bg"
          shadow="xs"
          overflow="hidden"
          data-testid={`incident-status-${key}`}
        >
          <Box h="1" bg={`${palette}.solid`} />
          <Card.Body p="4">
            {/* a <dl>: only <dt> and <dd> as children, so the count and its share are two <dd>s side by side */}
            <Stat.Root display="grid" gridTemplateColumns="auto 1fr" columnGap="3" alignItems="baseline">
              <Stat.Label gridColumn="1 / -1">
                <HStack gap="2">
                  <Box w="2.5" h="2.5" borderRadius="full" bg={`${palette}.solid`} />
                  {intl.formatMessage({ id: `incident.status.${key.toUpperCase()}` })}
                </HStack>
              </Stat.Label>
              <Stat.ValueText fontSize="2xl">{intl.formatNumber(data[key])}</Stat.ValueText>
              <Text as="dd" color={`${palette}.fg`} fontWeight="semibold">
                {formatPercent(data[key], total, intl.locale)}
              </Text>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
