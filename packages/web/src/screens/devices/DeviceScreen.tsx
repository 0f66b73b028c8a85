import { Box, Card, Flex, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { formatDateTime } from '../../format/date';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { pickTab, useUrlTab } from '../../ui/useUrlTab';
import type { DeviceScreenQuery } from './__generated__/DeviceScreenQuery.graphql';
import { DalmActiveAlertsTab, DalmAlertsTab, DalmPortsTab } from './DalmTabs';
import { DeviceStatusBadge, TestModeBadge } from './DeviceBadges';
import { DeviceForm } from './DeviceForm';
import { centralAlertSettingsUrl } from './externalLinks';
import { IngestKeyAction } from './IngestKeyAction';
import { OnlineDot } from './OnlineDot';
import { DeviceLogsTab } from './tabs/DeviceLogsTab';
import { DeviceNetworksTab } from './tabs/DeviceNetworksTab';
import { DeviceNotificationSettingsTab } from './tabs/DeviceNotificationSettingsTab';
import { DeviceRelaysTab } from './tabs/DeviceRelaysTab';
import { useLiveQuery } from './useLiveQuery';
import { DETAIL_TABS } from '../../router/paths';

// One query for the whole device page: the header, the form and each tab's fragment; the tabs' lists
// page themselves (@refetchable). The page asks it again every 15 s while visible (live device state).
/* eslint-disable relay/must-colocate-fragment-spreads -- the DALM tabs' fragments live in DalmTabs.tsx, imported
   above; the rule looks for a module named after each fragment */
export const deviceScreenQuery = graphql`
  query DeviceScreenQuery($id: ID!) {
    viewer {
      id
      roles
    }
    node(id: $id) {
      ... on Device @alias(as: "device") {
        id
        name
        status
        isOnline
        testModeEnabled
        testModeExpiresAt
        lastReceivedSignalAt
        deleted
        ...DeviceForm_device
        ...IngestKeyAction_device
        ...DeviceNetworksTab_device
        ...DalmPortsTab_device
        ...DalmAlertsTab_device
        ...DalmActiveAlertsTab_device
        ...DeviceRelaysTab_device
        ...DeviceNotificationSettingsTab_device
        ...DeviceLogsTab_device
      }
    }
  }
`;

/** The tabs of spec 002 section 2, in its order, plus the device log; the value is kept in ?tab=. */
export const DEVICE_TABS = DETAIL_TABS.device;
export type DeviceTab = (typeof DEVICE_TABS)[number];

const TAB_LABELS: Record<DeviceTab, string> = {
  networks: 'device.tab.networks',
  ports: 'device.tab.ports',
  alerts: 'device.tab.alerts',
  'active-alerts': 'device.tab.activeAlerts',
  relays: 'device.tab.relays',
  'notification-settings': 'device.tab.notificationSettings',
  logs: 'device.tab.logs',
};

export function DeviceScreen({ queryRef }: { queryRef: PreloadedQuery<DeviceScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<DeviceScreenQuery>(deviceScreenQuery, queryRef);
  useLiveQuery<DeviceScreenQuery>(deviceScreenQuery, queryRef.variables);
  const { requested: requestedTab, selectTab, tabListRef: tabList } = useUrlTab();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const device = data.node?.device ?? null;
  useDocumentTitle(device ? device.name : t('notFound.title'));
  if (!device) return <NotFoundScreen />;

  const tab = pickTab(requestedTab, DEVICE_TABS, 'networks');
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Flex gap="4" wrap="wrap" justify="space-between" align="start">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              {device.name}
            </Heading>
            <OnlineDot online={device.isOnline} />
            <DeviceStatusBadge status={device.status} />
            <TestModeBadge enabled={device.testModeEnabled} />
            {device.deleted && (
              <Text as="span" color="fg.error" fontWeight="medium">
                {t('device.deletedBadge')}
              </Text>
            )}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {device.lastReceivedSignalAt
              ? t('device.lastSignal', { at: formatDateTime(device.lastReceivedSignalAt) })
              : t('device.neverSignalled')}
            {device.testModeEnabled && device.testModeExpiresAt
              ? ` · ${t('device.testModeUntil', { at: formatDateTime(device.testModeExpiresAt) })}`
              : ''}
          </Text>
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Link href={centralAlertSettingsUrl(device.id)} target="_blank" rel="noopener noreferrer" colorPalette="blue">
            {t('device.centralAlertSettings')}
            <Box as="span" srOnly>
              {t('device.opensInNewTab')}
            </Box>
          </Link>
          <IngestKeyAction device={device} />
        </HStack>
      </Flex>
      <Card.Root variant="subtle" data-testid="device-edit">
        <Card.Body>
          <DeviceForm key={device.id} device={device} viewerRoles={data.viewer?.roles} />
        </Card.Body>
      </Card.Root>
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        <Tabs.List
          ref={tabList}
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          overflowY="hidden"
          bg="bg"
          borderTopRadius="md"
          data-testid="device-tabs"
        >
          {DEVICE_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
              {t(TAB_LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="networks">
            <DeviceNetworksTab device={device} />
          </Tabs.Content>
          <Tabs.Content value="ports">
            <DalmPortsTab device={device} />
          </Tabs.Content>
          <Tabs.Content value="alerts">
            <DalmAlertsTab device={device} />
          </Tabs.Content>
          <Tabs.Content value="active-alerts">
            <DalmActiveAlertsTab device={device} />
          </Tabs.Content>
          <Tabs.Content value="relays">
            <DeviceRelaysTab device={device} />
          </Tabs.Content>
          <Tabs.Content value="notification-settings">
            <DeviceNotificationSettingsTab device={device} />
          </Tabs.Content>
          <Tabs.Content value="logs">
            <DeviceLogsTab device={device} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Stack>
  );
}
