import { Badge, Box, Flex, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { config, webAppUrl } from '../config';
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

// The devices group's icons (a dialer, a Flic hub, a Flic button, a sensor), drawn like the shell's icons.
const DEVICE_ICONS = {
  dialer: 'M5 3h14v18H5zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 14h.01M12 14h.01M15 14h.01M9 17h6',
  hub: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 12h2M20 12h2',
  button: 'M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  sensor:
    'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
} as const;

// The incidents group's icons (a live list, a bar chart, a calendar, a report).
const INCIDENT_ICONS = {
  live: 'M3 5h18M3 12h12M3 19h8M19 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  calendar: 'M4 5h16v15H4zM4 10h16M9 3v4M15 3v4M8 14h2M12 14h2M16 14h.01M8 17h2',
  report: 'M6 2h9l5 5v15H6zM15 2v5h5M9 17v-3M12 17v-6M15 17v-4',
} as const;

const NAV_ICONS = { ...DEVICE_ICONS, ...INCIDENT_ICONS } as const;

function NavIcon({ name }: { name: keyof typeof NAV_ICONS }) {
  return (
    <Icon boxSize="4" asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={NAV_ICONS[name]} />
      </svg>
    </Icon>
  );
}

/** Roles that manage alarm devices (spec 002 section 1): admins, organization-admins and client-admins. */
const DEVICE_ROLES: readonly string[] = ['ADMIN', 'ORGANIZATION_ADMIN', 'MULTI_CLIENT_ADMIN', 'CLIENT_ADMIN'];

function NavItem({
  to,
  icon,
  end = true,
  notUnder,
  badge,
  children,
}: {
  to: string;
  icon: IconName | ReactNode;
  end?: boolean;
  /** A sub-area with an entry of its own (the FAQ under the help center): this entry is not current there. */
  notUnder?: string;
  /** Shown at the end of the entry (the unread release notes). */
  badge?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const content = (
    <>
      {typeof icon === 'string' ? <ShellIcon name={icon as IconName} /> : icon}
      <Box as="span" flex="1">
        {children}
      </Box>
      {badge}
    </>
  );
  if (notUnder && (pathname === notUnder || pathname.startsWith(`${notUnder}/`)))
    return (
      <Link asChild {...itemStyle}>
        <RouterLink to={to}>{content}</RouterLink>
      </Link>
    );
  return (
    <Link asChild {...itemStyle}>
      <NavLink to={to} end={end}>
        {content}
      </NavLink>
    </Link>
  );
}

/** The unread release notes: next to the help group's title (named by its title), and inside the entry's link (read out with the link). */
function UnreadBadge({ count, inLink = false }: { count: number; inLink?: boolean }) {
  const intl = useIntl();
  if (count <= 0) return null;
  const text = intl.formatMessage({ id: 'nav.unreadReleaseNotes' }, { count });
  const badge = (
    <Badge
      colorPalette="red"
      variant="solid"
      borderRadius="full"
      title={inLink ? undefined : text}
      aria-hidden={inLink || undefined}
      data-testid={inLink ? 'release-notes-unread-badge' : undefined}
    >
      {count}
    </Badge>
  );
  return inLink ? (
    <>
      {badge}
      <Text as="span" srOnly>
        {`, ${text}`}
      </Text>
    </>
  ) : (
    badge
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
  const data = useFragment(
    graphql`
      fragment Sidebar_query on Query @argumentDefinitions(isAdmin: { type: "Boolean!", defaultValue: false }) {
        viewer {
          id
          roles
        }
        unreadReleaseNoteCount
        ...SystemBadges_query @arguments(isAdmin: $isAdmin)
      }
    `,
    query,
  );
  const t = (id: string) => intl.formatMessage({ id });
  const unread = data.unreadReleaseNoteCount;
  const seesDevices = Boolean(data.viewer?.roles.some((role) => DEVICE_ROLES.includes(role)));

  return (
    <Stack as="nav" aria-label={t('shell.navigation')} gap="6" py="5" px="3">
      <Group title={t('nav.group.overview')}>
        <NavItem to="/" icon="dashboard">
          {t('nav.dashboard')}
        </NavItem>
        <NavItem to="/incidents" icon={<NavIcon name="live" />} end={false}>
          {t('nav.incidentDashboard')}
        </NavItem>
        <NavItem to="/statistics" icon={<NavIcon name="chart" />} end={false}>
          {t('nav.statistics')}
        </NavItem>
        <NavItem to="/daily-statistics" icon={<NavIcon name="calendar" />} end={false}>
          {t('nav.analysis')}
        </NavItem>
        <NavItem to="/incident-summary" icon={<NavIcon name="report" />} end={false}>
          {t('nav.report')}
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
        <NavItem to="/documents" icon="docs" end={false}>
          {t('nav.documents')}
        </NavItem>
        <NavItem to="/system" icon="mail" end={false}>
          {t('nav.system')}
        </NavItem>
      </Group>
      {seesDevices && (
        <Group title={t('nav.group.devices')}>
          <NavItem to="/devices" icon={<NavIcon name="dialer" />} end={false}>
            {t('nav.devices')}
          </NavItem>
          <NavItem to="/flic-hubs" icon={<NavIcon name="hub" />} end={false}>
            {t('nav.flicHubs')}
          </NavItem>
          <NavItem to="/flic-buttons" icon={<NavIcon name="button" />} end={false}>
            {t('nav.flicButtons')}
          </NavItem>
          <NavItem to="/collactivate-devices" icon={<NavIcon name="sensor" />} end={false}>
            {t('nav.sensorDevices')}
          </NavItem>
        </Group>
      )}
      <Group title={t('nav.group.help')} badge={<UnreadBadge count={unread} />}>
        <NavItem to="/help-center/faq" icon="info" end={false}>
          {t('nav.faq')}
        </NavItem>
        <NavItem to="/help-center" icon="info" end={false} notUnder="/help-center/faq">
          {t('nav.helpCenter')}
        </NavItem>
        <NavItem to="/release-notes" icon="docs" end={false} badge={<UnreadBadge count={unread} inLink />}>
          {t('nav.releaseNotes')}
        </NavItem>
        <ExternalItem href={config.apiDocsUrl} icon="docs">
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
