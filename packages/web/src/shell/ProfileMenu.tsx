import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../session/endSession';
import { ShellIcon } from './icons';

export function ProfileMenu({ userId, displayName }: { userId: string; displayName: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === 'profile') navigate(`/users/${encodeURIComponent(userId)}`);
        if (details.value === 'logout') void endSession(navigate, { expired: false });
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label={intl.formatMessage({ id: 'shell.profileMenu' })}>
          <Avatar.Root size="xs" colorPalette="blue">
            <Avatar.Fallback name={displayName} />
          </Avatar.Root>
          <Text display={{ base: 'none', md: 'inline' }} fontWeight="medium">
            {displayName}
          </Text>
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
