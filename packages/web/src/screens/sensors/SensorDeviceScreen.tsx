import { Badge, Box, Button, Card, DataList, Flex, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { errorMessage } from '../../i18n/errorMessage';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { pickTab, useUrlTab } from '../../ui/useUrlTab';
import { OnlineDot } from '../devices/OnlineDot';
import { RelaysBadge } from '../devices/RelaysBadge';
import { DeviceLogsTab } from '../devices/tabs/DeviceLogsTab';
import { DeviceNetworksTab } from '../devices/tabs/DeviceNetworksTab';
import { DeviceNotificationSettingsTab } from '../devices/tabs/DeviceNotificationSettingsTab';
import { DeviceRelaysTab } from '../devices/tabs/DeviceRelaysTab';
import type { SensorDeviceScreenDeleteMutation } from './__generated__/SensorDeviceScreenDeleteMutation.graphql';
import type { SensorDeviceScreenHeader_device$key } from './__generated__/SensorDeviceScreenHeader_device.graphql';
import type { SensorDeviceScreenQuery } from './__generated__/SensorDeviceScreenQuery.graphql';
import { sensorAlertSettingsUrl, SENSOR_PORTAL_URL } from './links';
import { SensorDeviceForm } from './SensorDeviceForm';
import { useLiveQuery } from '../devices/useLiveQuery';
import { useNavigateAway } from '../../ui/unsavedChanges';
import { DETAIL_TABS } from '../../router/paths';
import { clientPath } from '../../router/paths';

// One query for the whole sensor page: the header, the form and each tab's fragment (the tabs page themselves).
export const sensorDeviceScreenQuery = graphql`
  query SensorDeviceScreenQuery($id: ID!) {
    viewer {
      id
      roles
    }
    node(id: $id) {
      ... on SensorDevice @alias(as: "sensor") {
        id
        name
        serialNumber
        viewerCan {
          delete
        }
        ...SensorDeviceScreenHeader_device
        ...SensorDeviceForm_device
        ...DeviceNetworksTab_device
        ...DeviceRelaysTab_device
        ...DeviceLogsTab_device
        ...DeviceNotificationSettingsTab_device
      }
    }
  }
`;

/** The six tabs of spec 002 section 2, in its order; the value is kept in ?tab= (replaced, not pushed). */
export const SENSOR_TABS = DETAIL_TABS.sensor;
export type SensorTab = (typeof SENSOR_TABS)[number];

const TAB_LABELS: Record<SensorTab, string> = {
  networks: 'sensors.tab.networks',
  relays: 'sensors.tab.relays',
  logs: 'sensors.tab.logs',
  'alert-settings': 'sensors.tab.alertSettings',
  'notification-settings': 'sensors.tab.notificationSettings',
  'sensor-portal': 'sensors.tab.sensorPortal',
};

/** /collactivate-devices/{SensorDevice id}?tab=…: the sensor's header, its form and its tabs, kept live. */
export function SensorDeviceScreen({ queryRef }: { queryRef: PreloadedQuery<SensorDeviceScreenQuery> }) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const data = usePreloadedQuery<SensorDeviceScreenQuery>(sensorDeviceScreenQuery, queryRef);
  const { requested: requestedTab, selectTab, tabListRef: tabList } = useUrlTab();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const sensor = data.node?.sensor ?? null;
  // the health job changes online, last signal and the log: the page's query is asked again while open
  useLiveQuery<SensorDeviceScreenQuery>(sensorDeviceScreenQuery, queryRef.variables, { enabled: Boolean(sensor) });

  const [remove, removing] = usePromiseMutation<SensorDeviceScreenDeleteMutation>(graphql`
    mutation SensorDeviceScreenDeleteMutation($id: ID!) {
      deleteSensorDevice(id: $id) {
        deletedId
      }
    }
  `);

  useDocumentTitle(sensor ? sensor.name : t('notFound.title'));
  if (!sensor) return <NotFoundScreen />;

  const tab = pickTab(requestedTab, SENSOR_TABS, 'networks');
  const onDelete = async () => {
    try {
      await remove({ id: sensor.id });
      setConfirmDelete(false);
      notify.success(t('sensors.deleted', { name: sensor.name }));
      navigateAway('/collactivate-devices');
    } catch (error) {
      setConfirmDelete(false);
      notify.error(errorMessage(intl, error));
    }
  };

  const serial = sensor.serialNumber ?? '';
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <SensorHeader device={sensor} onDelete={sensor.viewerCan.delete ? () => setConfirmDelete(true) : undefined} />
      <SensorDeviceForm device={sensor} viewerRoles={data.viewer?.roles} />
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        <Tabs.List
          ref={tabList}
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          overflowY="hidden"
          bg="bg"
          borderTopRadius="md"
          data-testid="sensor-tabs"
        >
          {SENSOR_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
              {t(TAB_LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="networks">
            <DeviceNetworksTab device={sensor} />
          </Tabs.Content>
          <Tabs.Content value="relays">
            <DeviceRelaysTab device={sensor} />
          </Tabs.Content>
          <Tabs.Content value="logs">
            <DeviceLogsTab device={sensor} />
          </Tabs.Content>
          <Tabs.Content value="alert-settings">
            <ExternalPanel
              text={t('sensors.alertSettings.text')}
              href={sensorAlertSettingsUrl(serial)}
              label={t('sensors.alertSettings.open')}
            />
          </Tabs.Content>
          <Tabs.Content value="notification-settings">
            <DeviceNotificationSettingsTab device={sensor} />
          </Tabs.Content>
          <Tabs.Content value="sensor-portal">
            <ExternalPanel text={t('sensors.portal.text')} href={SENSOR_PORTAL_URL} label={t('sensors.portal.open')} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
      <ConfirmDialog
        open={confirmDelete}
        title={t('sensors.deleteTitle')}
        message={t('sensors.deleteMessage', { name: sensor.name })}
        busy={removing}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}

/** A tab that is a page elsewhere: what it holds, and a link opening it in a new tab. */
function ExternalPanel({ text, href, label }: { text: string; href: string; label: string }) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <Stack gap="3" align="start">
          <Text>{text}</Text>
          <Button asChild size="sm" colorPalette="blue" variant="outline">
            <a href={href} target="_blank" rel="noopener noreferrer">
              {label}
              <Text as="span" srOnly>
                {` (${intl.formatMessage({ id: 'sensors.newTab' })})`}
              </Text>
            </a>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SensorHeader({ device, onDelete }: { device: SensorDeviceScreenHeader_device$key; onDelete?: () => void }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment SensorDeviceScreenHeader_device on SensorDevice {
        id
        name
        serialNumber
        isOnline
        deleted
        testModeEnabled
        lastReceivedSignalAt
        battery
        relaysCount
        relaysEnabled
        client {
          id
          name
        }
      }
    `,
    device,
  );
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const rows: [string, ReactNode][] = [
    [t('sensors.column.serialNumber'), data.serialNumber ?? '—'],
    [
      t('sensors.header.client'),
      data.client ? (
        <Link asChild color="blue.fg">
          <RouterLink to={clientPath(data.client.id)}>{data.client.name}</RouterLink>
        </Link>
      ) : (
        '—'
      ),
    ],
    [
      t('sensors.column.lastSignal'),
      <span data-testid="sensor-last-signal" key="signal">
        {data.lastReceivedSignalAt ? formatDateTime(data.lastReceivedSignalAt) : '—'}
      </span>,
    ],
    [
      t('sensors.header.relays'),
      <HStack gap="2" key="relays">
        <Text>{intl.formatNumber(data.relaysCount ?? 0)}</Text>
        <RelaysBadge enabled={data.relaysEnabled} />
      </HStack>,
    ],
  ];
  if (data.battery !== null && data.battery !== undefined)
    rows.push([t('sensors.header.battery'), intl.formatNumber(data.battery / 100, { style: 'percent' })]);

  return (
    <Card.Root variant="outline" bg="bg" data-testid="sensor-header">
      <Card.Body>
        <Stack gap="4">
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="2" minW="0">
              <Heading as="h1" size="2xl" overflowWrap="anywhere">
                {data.name}
              </Heading>
              <HStack gap="2" wrap="wrap">
                <HStack gap="1.5" data-testid="sensor-online">
                  <OnlineDot online={data.isOnline} />
                  <Text fontSize="sm" aria-hidden>
                    {t(data.isOnline ? 'devices.online' : 'devices.offline')}
                  </Text>
                </HStack>
                {data.testModeEnabled && (
                  <Badge colorPalette="blue" variant="subtle">
                    {t('sensors.testModeOn')}
                  </Badge>
                )}
                {data.deleted && (
                  <Badge colorPalette="red" variant="solid">
                    {t('sensors.deletedBadge')}
                  </Badge>
                )}
              </HStack>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="ghost">
                <RouterLink to="/collactivate-devices">{t('sensors.back')}</RouterLink>
              </Button>
              {onDelete && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
                  {t('common.delete')}
                </Button>
              )}
            </HStack>
          </Flex>
          <DataList.Root orientation="horizontal" gap="2" size="sm">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
