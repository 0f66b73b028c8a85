import { Box, Icon, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export type IntegrationStatus = 'ERROR' | 'PENDING' | 'SUCCESS';

/** The worst of a network's integration statuses (error, then pending, then success); null without any. */
export function worstIntegrationStatus(statuses: readonly string[]): IntegrationStatus | null {
  for (const status of ['ERROR', 'PENDING', 'SUCCESS'] as const) if (statuses.includes(status)) return status;
  return null;
}

const COLORS: Record<IntegrationStatus | 'NONE', string> = {
  ERROR: 'red.500',
  PENDING: 'orange.400',
  SUCCESS: 'green.500',
  NONE: 'gray.400',
};

export function IntegrationStatusIcon({ statuses }: { statuses: readonly string[] }) {
  const intl = useIntl();
  const status = worstIntegrationStatus(statuses);
  const label = intl.formatMessage({ id: `integration.status.${status ?? 'NONE'}` });
  // Chakra's Icon is aria-hidden: the status is said by a visually hidden twin (the title is the tooltip)
  return (
    <Box as="span" display="inline-flex">
      <Icon boxSize="5" color={COLORS[status ?? 'NONE']} role="img" aria-label={label} data-status={status ?? 'NONE'}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <title>{label}</title>
          {status === 'SUCCESS' && <path d="M20 6 9 17l-5-5" />}
          {status === 'PENDING' && (
            <>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </>
          )}
          {status === 'ERROR' && (
            <>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 8v5M12 16h.01" />
            </>
          )}
          {status === null && (
            <>
              <path d="M9 7H7a5 5 0 0 0 0 10h2M15 7h2a5 5 0 0 1 1.5 9.77" />
              <path d="M3 3l18 18" />
            </>
          )}
        </svg>
      </Icon>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
