/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Box, Button, Card, Flex, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { pickTab, useUrlTab } from '../../ui/useUrlTab';
import type { OrganizationScreenQuery } from './__generated__/OrganizationScreenQuery.graphql';
import { OrganizationDeleteDialog } from './OrganizationDeleteDialog';
import { OrganizationDetails } from './OrganizationDetails';
import { OrganizationSummary } from './OrganizationSummary';
import { OrganizationClientsTab } from './tabs/OrganizationClientsTab';
import { OrganizationSamlTab } from './tabs/OrganizationSamlTab';
import { OrganizationUsersTab } from './tabs/OrganizationUsersTab';
import { useNavigateAway } from '../../ui/unsavedChanges';
import { DETAIL_TABS } from '../../router/paths';
import { formatDateTime } from '../../format/date';

// One query for the whole organization page: the header, the form, the summaries and the three tabs'
// fragments (the tabs' lists page themselves).
export const organizationScreenQuery = graphql`
  query OrganizationScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Organization @alias(as: "organization") {
        id
        name
        clientCount
        createdAt
        viewerCan {
          delete
        }
        ...OrganizationDetails_organization
        ...OrganizationSummary_organization
        ...OrganizationUsersTab_organization
        ...OrganizationClientsTab_organization
        ...OrganizationSamlTab_organization
      }
    }
  }
`;

/** Spec 002 section 2: users, clients, saml; the value is kept in ?tab= (replaced, not pushed). */
export const ORGANIZATION_TABS = DETAIL_TABS.organization;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

export function OrganizationScreen({ queryRef }: { queryRef: PreloadedQuery<OrganizationScreenQuery> }) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const data = usePreloadedQuery<OrganizationScreenQuery>(organizationScreenQuery, queryRef);
  const { requested: requestedTab, selectTab, tabListRef: tabList } = useUrlTab();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const organization = data.node?.organization ?? null;
  useDocumentTitle(organization ? organization.name : t('notFound.title'));
  if (!organization) return <NotFoundScreen />;

  const tab = pickTab(requestedTab, ORGANIZATION_TABS, 'users');
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Card.Root variant="outline" bg="bg" data-testid="organization-header">
        <Card.Body>
          <Stack gap="4">
            <Flex justify="space-between" align="start" gap="3" wrap="wrap">
              <Stack gap="1" minW="0">
                <Heading as="h1" size="2xl" data-testid="organization-name" overflowWrap="anywhere">
                  {organization.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(
                    { id: 'organizations.screen.created' },
                    { date: formatDateTime(organization.createdAt) },
                  )}
                </Text>
              </Stack>
              <HStack gap="2" wrap="wrap">
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to="/organizations">{t('organizations.screen.back')}</RouterLink>
                </Button>
                {organization.viewerCan.delete && (
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
                    {t('organizations.delete.button')}
                  </Button>
                )}
              </HStack>
            </Flex>
            <OrganizationDetails organization={organization} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <OrganizationSummary organization={organization} />
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        <Tabs.List
          ref={tabList}
          overflowX="auto"
          overflowY="hidden"
          bg="bg"
          borderTopRadius="md"
          data-testid="organization-tabs"
        >
          {ORGANIZATION_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
              {t(`organizations.tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="users">
            <OrganizationUsersTab organization={organization} />
          </Tabs.Content>
          <Tabs.Content value="clients">
            <OrganizationClientsTab organization={organization} />
          </Tabs.Content>
          <Tabs.Content value="saml">
            <OrganizationSamlTab organization={organization} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
      <OrganizationDeleteDialog
        organization={organization}
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => {
          setConfirmDelete(false);
          navigateAway('/organizations');
        }}
      />
    </Stack>
  );
}
