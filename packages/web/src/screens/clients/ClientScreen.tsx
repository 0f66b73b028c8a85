import { Box, Grid, Stack, Tabs } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { pickTab, useUrlTab } from '../../ui/useUrlTab';
import type { ClientScreenQuery } from './__generated__/ClientScreenQuery.graphql';
import { ClientHeader } from './ClientHeader';
import { ClientSummary } from './ClientSummary';
import { PolicyEditor } from './policy/PolicyEditor';
import { viewerRoles } from './roles';
import { AlertScreenTab } from './tabs/AlertScreenTab';
import { DevicesTab } from './tabs/DevicesTab';
import { MultiAlertsTab } from './tabs/MultiAlertsTab';
import { NetworksTab } from './tabs/NetworksTab';
import { NotificationSettingsTab } from './tabs/NotificationSettingsTab';
import { SamlTab } from './tabs/SamlTab';
import { UsersTab } from './tabs/UsersTab';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DETAIL_TABS } from '../../router/paths';

// maplibre is large: its own chunk, loaded after the page data.
const ClientMap = lazy(() => import('./ClientMap').then((module) => ({ default: module.ClientMap })));

export const clientScreenQuery = graphql`
  query ClientScreenQuery($id: ID!) {
    viewer {
      id
      roles
    }
    node(id: $id) {
      ... on Client @alias(as: "client") {
        id
        name
        latitude
        longitude
        organization {
          id
        }
        ...ClientHeader_client
        ...ClientSummary_client
        ...UsersTab_client
        ...NetworksTab_client
        ...DevicesTab_client
        ...PolicyEditor_client
        ...MultiAlertsTab_client
        ...AlertScreenTab_client
        ...SamlTab_client
        ...NotificationSettingsTab_client
      }
    }
  }
`;

export const CLIENT_TABS = DETAIL_TABS.client;
export type ClientTab = (typeof CLIENT_TABS)[number];

export function ClientScreen({ queryRef }: { queryRef: PreloadedQuery<ClientScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<ClientScreenQuery>(clientScreenQuery, queryRef);
  const { requested: requestedTab, selectTab, tabListRef: tabList } = useUrlTab();
  const client = data.node?.client ?? null;
  useDocumentTitle(client ? client.name : intl.formatMessage({ id: 'notFound.title' }));
  if (!client) return <NotFoundScreen />;

  const roles = viewerRoles(data.viewer?.roles);
  const tabs = CLIENT_TABS.filter((tab) => tab !== 'saml' || client.organization !== null);
  const tab = pickTab(requestedTab, tabs, 'users');
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6">
        <ClientHeader client={client} />
        <Box minH="72" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg">
          <Suspense fallback={null}>
            <ClientMap latitude={client.latitude ?? null} longitude={client.longitude ?? null} name={client.name} />
          </Suspense>
        </Box>
      </Grid>
      <ClientSummary client={client} />
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        {/* on a phone the tabs scroll sideways rather than squeeze their labels together */}
        <Tabs.List
          ref={tabList}
          overflowX="auto"
          overflowY="hidden"
          bg="bg"
          borderTopRadius="md"
          data-testid="client-tabs"
        >
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
              {intl.formatMessage({ id: `clients.tab.${value}` })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="users">
            <UsersTab client={client} roles={roles} />
          </Tabs.Content>
          <Tabs.Content value="networks">
            <NetworksTab client={client} />
          </Tabs.Content>
          <Tabs.Content value="devices">
            <DevicesTab client={client} />
          </Tabs.Content>
          <Tabs.Content value="policy">
            <PolicyEditor client={client} />
          </Tabs.Content>
          <Tabs.Content value="multi-alerts">
            <MultiAlertsTab client={client} />
          </Tabs.Content>
          <Tabs.Content value="alert-screen">
            <AlertScreenTab client={client} />
          </Tabs.Content>
          {client.organization && (
            <Tabs.Content value="saml">
              <SamlTab client={client} />
            </Tabs.Content>
          )}
          <Tabs.Content value="notifications">
            <NotificationSettingsTab client={client} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Stack>
  );
}
