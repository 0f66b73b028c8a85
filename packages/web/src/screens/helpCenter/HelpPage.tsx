import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { SupportBlock } from './SupportBlock';

/** A help page's frame: heading, optional actions, the page, and the support contact under it. */
export function HelpPage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap="6" maxW="6xl">
      <Flex gap="3" justify="space-between" align={{ base: 'start', md: 'end' }} wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Box>
        {actions}
      </Flex>
      {children}
      <SupportBlock />
    </Stack>
  );
}
