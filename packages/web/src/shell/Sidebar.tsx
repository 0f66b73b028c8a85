import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import { apiDocsUrl, config, webAppUrl } from '../config';
import { useSession } from '../session/useSession';
import type { Sidebar_query$key } from './__generated__/Sidebar_query.graphql';
import { ShellIcon, type IconName } from './icons';
import { SystemBadges } from './SystemBadges';

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _currentPage: { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
} as const;

function NavItem({
  to,
  icon,
  end = true,
  children,
}: {
  to: string;
  icon: IconName;
  end?: boolean;
  children: ReactNode;
}) {
  return (
    <Link asChild {...itemStyle}>
      <NavLink to={to} end={end}>
        <ShellIcon name={icon} />
        {children}
      </NavLink>
    </Link>
  );
}

function ExternalItem({ href, icon, children }: { href: string; icon: IconName; children: ReactNode }) {
  const external = !href.startsWith('mailto:');
  return (
    <Link href={href} {...itemStyle} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <ShellIcon name={icon} />
      <Box flex="1">{children}</Box>
      {external && <ShellIcon name="external" boxSize="3" color="fg.subtle" />}
    </Link>
  );
}

function Group({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Flex px="3" align="center" justify="space-between">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {title}
        </Text>
        {badge}
      </Flex>
      {children}
    </Stack>
  );
}

export function Sidebar({ query, isAdmin }: { query: Sidebar_query$key; isAdmin: boolean }) {
  const intl = useIntl();
  const { accessToken } = useSession();
  const data = useFragment(
    graphql`
      fragment Sidebar_query on Query @argumentDefinitions(isAdmin: { type: "Boolean!", defaultValue: false }) {
        unreadReleaseNoteCount
        ...SystemBadges_query @arguments(isAdmin: $isAdmin)
      }
    `,
    query,
  );
  const t = (id: string) => intl.formatMessage({ id });
  const unread = data.unreadReleaseNoteCount;

  return (
    <Stack as="nav" aria-label={t('shell.navigation')} gap="6" py="5" px="3">
      <Group title={t('nav.group.overview')}>
        <NavItem to="/" icon="dashboard">
          {t('nav.dashboard')}
        </NavItem>
        <ExternalItem href={`${config.v2WebAppUrl}/map`} icon="map">
          {t('nav.mapView')}
        </ExternalItem>
        <ExternalItem href={`${config.v2WebAppUrl}/incidents`} icon="incidents">
          {t('nav.incidentManagement')}
        </ExternalItem>
      </Group>
      <Group title={t('nav.group.administration')}>
        <NavItem to="/organizations" icon="organizations" end={false}>
          {t('nav.organizations')}
        </NavItem>
        <NavItem to="/clients" icon="clients" end={false}>
          {t('nav.clients')}
        </NavItem>
        <NavItem to="/users" icon="user" end={false}>
          {t('nav.users')}
        </NavItem>
        <NavItem to="/networks" icon="globe" end={false}>
          {t('nav.networks')}
        </NavItem>
        <NavItem to="/system" icon="docs" end={false}>
          {t('nav.system')}
        </NavItem>
      </Group>
      <Group
        title={t('nav.group.help')}
        badge={
          unread > 0 ? (
            <Badge
              colorPalette="red"
              variant="solid"
              borderRadius="full"
              title={intl.formatMessage({ id: 'nav.unreadReleaseNotes' }, { count: unread })}
            >
              {unread}
            </Badge>
          ) : undefined
        }
      >
        <ExternalItem href={apiDocsUrl(accessToken)} icon="docs">
          {t('nav.apiDocs')}
        </ExternalItem>
        <ExternalItem href={`mailto:${config.supportEmail}`} icon="mail">
          {t('nav.support')}
        </ExternalItem>
        <ExternalItem href={config.aboutUrl} icon="info">
          {t('nav.about')}
        </ExternalItem>
      </Group>
      <Group title={t('nav.group.apps')}>
        <ExternalItem href={config.iosAppUrl} icon="phone">
          iOS
        </ExternalItem>
        <ExternalItem href={config.macosAppUrl} icon="desktop">
          macOS
        </ExternalItem>
        <ExternalItem href={config.androidAppUrl} icon="phone">
          Android
        </ExternalItem>
        <ExternalItem href={config.windowsAppUrl} icon="desktop">
          Windows
        </ExternalItem>
        <ExternalItem href={webAppUrl()} icon="globe">
          {t('nav.webApp')}
        </ExternalItem>
      </Group>
      {isAdmin && (
        <Box px="3">
          <SystemBadges query={data} />
        </Box>
      )}
    </Stack>
  );
}
