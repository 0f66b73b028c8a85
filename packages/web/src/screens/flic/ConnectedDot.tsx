import { Box, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** A button's connected state (spec 002 section 2): a green or red dot with its words for screen readers. */
export function ConnectedDot({ connected }: { connected: boolean | null | undefined }) {
  const intl = useIntl();
  const on = connected === true;
  const text = intl.formatMessage({ id: on ? 'flic.connected' : 'flic.notConnected' });
  return (
    <HStack as="span" display="inline-flex" gap="0" data-connected={on ? 'true' : 'false'}>
      <Box
        as="span"
        aria-hidden="true"
        display="inline-block"
        boxSize="2.5"
        borderRadius="full"
        bg={on ? 'green.500' : 'red.500'}
        title={text}
      />
      <VisuallyHidden>{text}</VisuallyHidden>
    </HStack>
  );
}

/** Battery charge as a percent, 0 when the device never said. */
export const batteryPercent = (battery: number | null | undefined) => `${battery ?? 0}%`;
