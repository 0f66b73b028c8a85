import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

const PALETTES: Record<string, string> = { SUCCESS: 'green', PENDING: 'orange', ERROR: 'red' };

/** An integration's status in words and colour: success green, pending orange, error red. */
export function IntegrationStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const known = status in PALETTES ? status : 'PENDING';
  return (
    <Badge colorPalette={PALETTES[known]} variant="subtle" data-status={known} data-testid="integration-status">
      {intl.formatMessage({ id: `networks.integrations.status.${known}` })}
    </Badge>
  );
}
