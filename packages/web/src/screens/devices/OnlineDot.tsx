import { Box, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** A device's connection (spec 002 section 4): a green or red dot, with "Online" / "Offline" for screen readers. */
export function OnlineDot({ online }: { online: boolean }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: online ? 'devices.online' : 'devices.offline' });
  return (
    <HStack as="span" display="inline-flex" gap="0" data-online={online ? 'true' : 'false'}>
      <Box
        as="span"
        aria-hidden="true"
        display="inline-block"
        boxSize="2.5"
        borderRadius="full"
        bg={online ? 'green.500' : 'red.500'}
        title={text}
      />
      <VisuallyHidden>{text}</VisuallyHidden>
    </HStack>
  );
}
