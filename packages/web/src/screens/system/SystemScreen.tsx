import { Box, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { pickTab, useUrlTab } from '../../ui/useUrlTab';
import type { SystemScreenQuery } from './__generated__/SystemScreenQuery.graphql';
import { ActionLogTab } from './ActionLogTab';
import { NotificationsTab } from './NotificationsTab';

export const systemScreenQuery = graphql`
  query SystemScreenQuery(
    $first: Int
    $after: String
    $type: String
    $entity: ID
    $user: ID
    $from: DateTime
    $to: DateTime
    $entityIds: [ID!]!
    $userIds: [ID!]!
  ) {
    ...NotificationsTab_query
    ...ActionLogTab_query
      @arguments(
        first: $first
        after: $after
        type: $type
        entity: $entity
        user: $user
        from: $from
        to: $to
        entityIds: $entityIds
        userIds: $userIds
      )
  }
`;

/** The tabs of the system page (spec 002: system notifications and the actions log), in the page's order. */
export const SYSTEM_TABS = ['notifications', 'actions'] as const;
export type SystemTab = (typeof SYSTEM_TABS)[number];

export function SystemScreen({ queryRef }: { queryRef: PreloadedQuery<SystemScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<SystemScreenQuery>(systemScreenQuery, queryRef);
  // each tab has its own filters: none carries over
  const { requested, selectTab } = useUrlTab({ keepOthers: false });
  useDocumentTitle(intl.formatMessage({ id: 'system.title' }));
  const tab = pickTab(requested, SYSTEM_TABS, 'notifications');
  // every send is a row of the actions log: the log reloads when it is next shown
  const [sends, setSends] = useState(0);

  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Heading as="h1" size="2xl">
        {intl.formatMessage({ id: 'system.title' })}
      </Heading>
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden" bg="bg" borderTopRadius="md" data-testid="system-tabs">
          {SYSTEM_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
              {intl.formatMessage({ id: `system.tab.${value}` })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="notifications">
            <NotificationsTab query={data} onSent={() => setSends((count) => count + 1)} />
          </Tabs.Content>
          <Tabs.Content value="actions">
            <ActionLogTab query={data} staleAfter={sends} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Stack>
  );
}
