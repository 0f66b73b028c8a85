import { Box, Button, Card, Flex, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../format/date';
import { errorMessage } from '../../i18n/errorMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { useUrlTab } from '../../ui/useUrlTab';
import { OnlineDot } from '../devices/OnlineDot';
import { RelaysBadge } from '../devices/RelaysBadge';
import type { FlicDevicePageDeleteMutation } from './__generated__/FlicDevicePageDeleteMutation.graphql';
import { batteryPercent } from './ConnectedDot';
import { TestModeBadge } from './FlicHubsScreen';
import type { FlicType } from './rules';
import { useNavigateAway } from '../../ui/unsavedChanges';

export interface FlicDeviceSummary {
  readonly id: string;
  readonly name: string;
  readonly serialNumber: string | null | undefined;
  readonly isOnline: boolean;
  readonly relaysEnabled: boolean | null | undefined;
  readonly testModeEnabled: boolean;
  readonly deleted: boolean;
  readonly lastReceivedSignalAt: string | null | undefined;
  readonly battery: number | null | undefined;
  readonly viewerCan: { readonly delete: boolean };
}

export interface FlicTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * A hub's or button's page: the name as heading with its state (online, relays, test mode, battery, last
 * ping), Delete (asks first, then the list), the form, and the tabs kept in ?tab= (replaced, not pushed).
 */
export function FlicDevicePage({
  type,
  device,
  form,
  tabs,
}: {
  type: FlicType;
  device: FlicDeviceSummary;
  form: ReactNode;
  tabs: FlicTab[];
}) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { requested: requestedTab, selectTab, tabListRef: tabList } = useUrlTab();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const list = type === 'HUB' ? '/flic-hubs' : '/flic-buttons';

  const [remove, removing] = usePromiseMutation<FlicDevicePageDeleteMutation>(graphql`
    mutation FlicDevicePageDeleteMutation($id: ID!) {
      deleteFlicDevice(id: $id) {
        deletedId
      }
    }
  `);
  const onDelete = async () => {
    try {
      await remove({ id: device.id });
      setConfirmDelete(false);
      notify.success(t('flic.delete.done', { name: device.name }));
      navigateAway(list);
    } catch (error) {
      setConfirmDelete(false);
      notify.error(errorMessage(intl, error));
    }
  };

  const tab = tabs.some((candidate) => candidate.value === requestedTab) ? requestedTab! : tabs[0]!.value;
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Card.Root variant="outline" bg="bg" data-testid="flic-header">
        <Card.Body>
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="2" minW="0">
              <HStack gap="3" wrap="wrap">
                <OnlineDot online={device.isOnline} />
                <Heading as="h1" size="2xl" overflowWrap="anywhere" data-testid="flic-name">
                  {device.name}
                </Heading>
              </HStack>
              <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
                <Text>
                  {t('flic.header.serial')}:{' '}
                  <Text as="span" fontFamily="mono">
                    {device.serialNumber ?? '—'}
                  </Text>
                </Text>
                {/* a hub that never reported a battery (most run on mains) shows none; a button shows 0 % then */}
                {device.battery != null && (
                  <Text>
                    {t('flic.header.battery')}: {batteryPercent(device.battery)}
                  </Text>
                )}
                <Text>
                  {t('flic.header.lastPing')}:{' '}
                  {device.lastReceivedSignalAt ? formatDateTime(device.lastReceivedSignalAt) : '—'}
                </Text>
                <HStack gap="1">
                  <Text>{t('flic.header.relays')}:</Text>
                  <RelaysBadge enabled={device.relaysEnabled} />
                </HStack>
                {device.testModeEnabled && <TestModeBadge />}
                {device.deleted && (
                  <Text color="red.fg" fontWeight="medium">
                    {t('flic.header.deleted')}
                  </Text>
                )}
              </HStack>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="ghost">
                <RouterLink to={list}>{t(type === 'HUB' ? 'flic.hub.back' : 'flic.button.back')}</RouterLink>
              </Button>
              {device.viewerCan.delete && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
                  {t('flic.delete.button')}
                </Button>
              )}
            </HStack>
          </Flex>
        </Card.Body>
      </Card.Root>
      {form}
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        <Tabs.List
          ref={tabList}
          overflowX="auto"
          overflowY="hidden"
          bg="bg"
          borderTopRadius="md"
          data-testid="flic-tabs"
        >
          {tabs.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} flexShrink={0} whiteSpace="nowrap">
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          {tabs.map((item) => (
            <Tabs.Content key={item.value} value={item.value}>
              {item.content}
            </Tabs.Content>
          ))}
        </Box>
      </Tabs.Root>
      <ConfirmDialog
        open={confirmDelete}
        title={t(type === 'HUB' ? 'flic.delete.hubTitle' : 'flic.delete.buttonTitle')}
        message={t(type === 'HUB' ? 'flic.delete.hubMessage' : 'flic.delete.buttonMessage', { name: device.name })}
        busy={removing}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}
