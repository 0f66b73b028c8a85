import { Badge, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

const PALETTES: Record<string, string> = { SUCCESS: 'green', PENDING: 'orange', ERROR: 'red' };
/** Reasons of an ERROR the console has words for (IntegrationStatusReason). */
export const STATUS_REASONS = ['ACCOUNT_REFUSED'];

/**
 * An integration's status in words and colour: success green, pending orange, error red; an error's
 * reason, when the platform knows one an administrator can act on, in words beside it.
 */
export function IntegrationStatusBadge({ status, reason }: { status: string; reason?: string | null }) {
  const intl = useIntl();
  const known = status in PALETTES ? status : 'PENDING';
  const badge = (
    <Badge colorPalette={PALETTES[known]} variant="subtle" data-status={known} data-testid="integration-status">
      {intl.formatMessage({ id: `networks.integrations.status.${known}` })}
    </Badge>
  );
  if (known !== 'ERROR' || !reason || !STATUS_REASONS.includes(reason)) return badge;
  return (
    <HStack gap="2" display="inline-flex">
      {badge}
      <Text as="span" fontSize="sm" color="fg.error" data-testid="integration-status-reason" data-reason={reason}>
        {intl.formatMessage({ id: `networks.integrations.statusReason.${reason}` })}
      </Text>
    </HStack>
  );
}
