import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { IncidentSummaryBoxes_summary$key } from './__generated__/IncidentSummaryBoxes_summary.graphql';
import { INCIDENT_STATUS_PALETTE, SUMMARY_STATUSES } from './statuses';

/** Unconfirmed, ongoing, finalized: a click filters the table to that status, a second click clears it. */
export function IncidentSummaryBoxes({
  summary,
  selected,
  onSelect,
}: {
  summary: IncidentSummaryBoxes_summary$key;
  selected: string | null;
  onSelect: (status: string | null) => void;
}) {
  const intl = useIntl();
  const counts = useFragment(
    graphql`
      fragment IncidentSummaryBoxes_summary on IncidentSummaryCounts {
        unconfirmed
        ongoing
        finalized
      }
    `,
    summary,
  );
  const values = { UNCONFIRMED: counts.unconfirmed, ONGOING: counts.ongoing, FINALIZED: counts.finalized };
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 3 }}
      gap="4"
      as="section"
      aria-label={intl.formatMessage({ id: 'incidents.summary' })}
    >
      {SUMMARY_STATUSES.map((status) => {
        const palette = INCIDENT_STATUS_PALETTE[status];
        const pressed = selected === status;
        const count = values[status];
        return (
          <Button
            key={status}
            variant={pressed ? 'solid' : 'subtle'}
            colorPalette={palette}
            h="auto"
            py="4"
            px="5"
            justifyContent="space-between"
            aria-pressed={pressed}
            data-testid={`summary-${status}`}
            data-palette={palette}
            onClick={() => onSelect(pressed ? null : status)}
          >
            <Text fontSize="md" fontWeight="semibold">
              {intl.formatMessage({ id: `incident.status.${status}` })}
            </Text>
            <Box as="span" fontSize="3xl" fontWeight="bold" data-testid={`summary-${status}-count`}>
              {intl.formatNumber(count)}
            </Box>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
