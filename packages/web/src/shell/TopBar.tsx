import { Box, Flex, Heading, HStack, IconButton, Spacer } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { TopBar_viewer$key } from './__generated__/TopBar_viewer.graphql';
import { ShellIcon } from './icons';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { RoleBadges } from './RoleBadges';

interface Props {
  viewer: TopBar_viewer$key;
  navigationOpen: boolean;
  onToggleNavigation: () => void;
}

export function TopBar({ viewer, navigationOpen, onToggleNavigation }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment TopBar_viewer on User {
        id
        displayName
        ...RoleBadges_user
      }
    `,
    viewer,
  );
  return (
    <Flex
      as="header"
      h="16"
      px={{ base: '3', md: '6' }}
      align="center"
      gap="4"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <IconButton
        display={{ base: 'inline-flex', lg: 'none' }}
        variant="ghost"
        size="sm"
        aria-label={intl.formatMessage({ id: 'shell.toggleNavigation' })}
        aria-expanded={navigationOpen}
        aria-controls="navigation"
        onClick={onToggleNavigation}
      >
        <ShellIcon name="menu" boxSize="5" />
      </IconButton>
      <HStack asChild gap="2">
        <RouterLink to="/">
          <Logo size={28} />
          <Heading size="lg" letterSpacing="tight">
            Vakt
          </Heading>
        </RouterLink>
      </HStack>
      <Spacer />
      <HStack gap="3">
        {/* on a phone the badges would push the menus off screen; the profile page lists the roles */}
        <Box display={{ base: 'none', md: 'block' }}>
          <RoleBadges user={data} />
        </Box>
        <LanguageMenu />
        <ProfileMenu userId={data.id} displayName={data.displayName} />
      </HStack>
    </Flex>
  );
}
