import { Box, Card, Grid, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { errorMessage } from '../../i18n/errorMessage';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { pickTab, useUrlTab } from '../../ui/useUrlTab';
import type { NetworkScreenDeleteMutation } from './__generated__/NetworkScreenDeleteMutation.graphql';
import type { NetworkScreenQuery } from './__generated__/NetworkScreenQuery.graphql';
import { NetworkForm } from './NetworkForm';
import { NetworkHeader } from './NetworkHeader';
import { NetworkMap } from './NetworkMap';
import { NetworkDevicesTab } from './tabs/NetworkDevicesTab';
import { NetworkDocumentsTab } from './tabs/NetworkDocumentsTab';
import { NetworkIncidentsTab } from './tabs/NetworkIncidentsTab';
import { NetworkIntegrationsTab } from './tabs/NetworkIntegrationsTab';
import { NetworkMembersTab } from './tabs/NetworkMembersTab';
import { NetworkNotificationSettingsTab } from './tabs/NetworkNotificationSettingsTab';
import { NetworkRelaysTab } from './tabs/NetworkRelaysTab';
import { NetworkSettingsTab } from './tabs/NetworkSettingsTab';
import { useNavigateAway } from '../../ui/unsavedChanges';
import { DETAIL_TABS } from '../../router/paths';

// One query for the whole network page: the header, the edit form and each tab's fragment; the tabs'
// lists page themselves (@refetchable).
export const networkScreenQuery = graphql`
  query NetworkScreenQuery($id: ID!) {
    viewer {
      id
      roles
    }
    ...NetworkForm_query
    node(id: $id) {
      ... on Network @alias(as: "network") {
        id
        name
        ...NetworkHeader_network
        ...NetworkMap_network
        ...NetworkForm_network
        ...NetworkMembersTab_network
        ...NetworkIntegrationsTab_network
        ...NetworkSettingsTab_network
        ...NetworkDevicesTab_network
        ...NetworkDocumentsTab_network
        ...NetworkIncidentsTab_network
        ...NetworkRelaysTab_network
        ...NetworkNotificationSettingsTab_network
      }
    }
  }
`;

/** The eight tabs of spec 001 section 2, in its order; the value is kept in ?tab= (replaced, not pushed). */
export const NETWORK_TABS = DETAIL_TABS.network;
export type NetworkTab = (typeof NETWORK_TABS)[number];

const TAB_LABELS: Record<NetworkTab, string> = {
  users: 'networks.screen.tab.users',
  integrations: 'networks.screen.tab.integrations',
  settings: 'networks.screen.tab.settings',
  devices: 'networks.screen.tab.devices',
  documents: 'networks.screen.tab.documents',
  incidents: 'networks.screen.tab.incidents',
  relays: 'networks.screen.tab.relays',
  'notification-settings': 'networks.screen.tab.notificationSettings',
};

export function NetworkScreen({ queryRef }: { queryRef: PreloadedQuery<NetworkScreenQuery> }) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const data = usePreloadedQuery<NetworkScreenQuery>(networkScreenQuery, queryRef);
  const { requested: requestedTab, selectTab, tabListRef: tabList } = useUrlTab();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const [remove, removing] = usePromiseMutation<NetworkScreenDeleteMutation>(graphql`
    mutation NetworkScreenDeleteMutation($id: ID!) {
      deleteNetwork(id: $id) {
        deletedId
      }
    }
  `);

  const network = data.node?.network ?? null;
  useDocumentTitle(network ? network.name : t('notFound.title'));
  if (!network) return <NotFoundScreen />;

  const tab = pickTab(requestedTab, NETWORK_TABS, 'users');
  const onDelete = async () => {
    try {
      await remove({ id: network.id });
      setConfirmDelete(false);
      notify.success(t('networks.list.deleted', { name: network.name }));
      navigateAway('/networks');
    } catch (error) {
      setConfirmDelete(false);
      notify.error(errorMessage(intl, error));
    }
  };

  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      {/* minmax(0, …): a long e-mail in the header wraps instead of widening the page on a phone */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <NetworkHeader
          network={network}
          editing={editing}
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirmDelete(true)}
        />
        <NetworkMap network={network} />
      </Grid>
      {editing && (
        <Card.Root variant="subtle" data-testid="network-edit">
          <Card.Body>
            <NetworkForm
              network={network}
              query={data}
              viewerRoles={data.viewer?.roles}
              onDone={() => setEditing(false)}
            />
          </Card.Body>
        </Card.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        <Tabs.List
          ref={tabList}
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          overflowY="hidden"
          bg="bg"
          borderTopRadius="md"
          data-testid="network-tabs"
        >
          {NETWORK_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
              {t(TAB_LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="users">
            <NetworkMembersTab network={network} />
          </Tabs.Content>
          <Tabs.Content value="integrations">
            <NetworkIntegrationsTab network={network} />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <NetworkSettingsTab network={network} />
          </Tabs.Content>
          <Tabs.Content value="devices">
            <NetworkDevicesTab network={network} />
          </Tabs.Content>
          <Tabs.Content value="documents">
            <NetworkDocumentsTab network={network} />
          </Tabs.Content>
          <Tabs.Content value="incidents">
            <NetworkIncidentsTab network={network} />
          </Tabs.Content>
          <Tabs.Content value="relays">
            <NetworkRelaysTab network={network} />
          </Tabs.Content>
          <Tabs.Content value="notification-settings">
            <NetworkNotificationSettingsTab network={network} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
      <ConfirmDialog
        open={confirmDelete}
        title={t('networks.list.deleteTitle')}
        message={t('networks.list.deleteMessage', { name: network.name })}
        busy={removing}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}
