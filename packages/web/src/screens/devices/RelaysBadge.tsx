import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** Relays status (spec 002 section 4): on for true, off for false, neutral when unknown. */
export function RelaysBadge({ enabled }: { enabled: boolean | null | undefined }) {
  const intl = useIntl();
  const state = enabled === true ? 'on' : enabled === false ? 'off' : 'unknown';
  const palette = state === 'on' ? 'green' : state === 'off' ? 'red' : 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle" data-relays={state}>
      {intl.formatMessage({ id: `devices.relays.${state}` })}
    </Badge>
  );
}
