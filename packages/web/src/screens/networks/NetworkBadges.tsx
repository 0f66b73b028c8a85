import { Badge, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

const PALETTES: Record<string, string> = { CLOSED: 'orange', ARCHIVED: 'gray', DELETED: 'red' };

/** The status badges of a network (spec 2): closed, archived, deleted; an active network shows none. */
export function NetworkStatusBadges({ status }: { status: string }) {
  const intl = useIntl();
  if (!PALETTES[status]) return null;
  return (
    <HStack gap="1" display="inline-flex">
      <Badge size="sm" variant="subtle" colorPalette={PALETTES[status]} data-testid="network-status">
        {intl.formatMessage({ id: `networks.status.${status}` })}
      </Badge>
    </HStack>
  );
}

/** Relays enabled: true, false or unknown (null: the network has no relays). */
export function RelaysEnabled({ enabled }: { enabled: boolean | null | undefined }) {
  const intl = useIntl();
  const key = enabled === true ? 'true' : enabled === false ? 'false' : 'unknown';
  return (
    <Badge size="sm" variant="outline" colorPalette={enabled === true ? 'green' : enabled === false ? 'red' : 'gray'}>
      {intl.formatMessage({ id: `networks.list.relaysEnabled.${key}` })}
    </Badge>
  );
}
