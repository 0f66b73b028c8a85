import { Avatar, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../session/endSession';
import { ShellIcon } from './icons';
import { userPath } from '../router/paths';

export function ProfileMenu({ userId, displayName }: { userId: string; displayName: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === 'profile') navigate(userPath(userId));
        if (details.value === 'logout') void endSession(navigate, { expired: false });
      }}
    >
      <Menu.Trigger asChild>
        {/* named by its content, visible name first (WCAG 2.5.3 label in name): "Ada Admin Profile menu";
            the initials are decoration */}
        <Button variant="ghost" size="sm" px="2">
          <Avatar.Root size="xs" colorPalette="blue" aria-hidden="true">
            <Avatar.Fallback name={displayName} />
          </Avatar.Root>
          <Text display={{ base: 'none', md: 'inline' }} fontWeight="medium">
            {displayName}
          </Text>
          <VisuallyHidden>{intl.formatMessage({ id: 'shell.profileMenu' })}</VisuallyHidden>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="profile">
              <ShellIcon name="user" />
              {intl.formatMessage({ id: 'shell.profile' })}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              <ShellIcon name="logout" />
              {intl.formatMessage({ id: 'shell.logout' })}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
