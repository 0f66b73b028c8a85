import { Box, Stack, Tabs } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { NotFoundScreen } from '../../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { pickTab, useUrlTab } from '../../../ui/useUrlTab';
import { UserForm } from '../form/UserForm';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';
import { ProfileHeader } from './ProfileHeader';
import { UserActivityTab } from './tabs/UserActivityTab';
import { UserAlertCentralTab } from './tabs/UserAlertCentralTab';
import { UserDevicesTab } from './tabs/UserDevicesTab';
import { UserDocumentsTab } from './tabs/UserDocumentsTab';
import { UserMobileDevicesTab } from './tabs/UserMobileDevicesTab';
import { UserNetworksTab } from './tabs/UserNetworksTab';
import { UserNotificationsTab } from './tabs/UserNotificationsTab';
import { UserResetPasswordTab } from './tabs/UserResetPasswordTab';
import { UserSubscriptionsTab } from './tabs/UserSubscriptionsTab';
import { DETAIL_TABS } from '../../../router/paths';

// One query for the whole profile: each tab declares its fragment; the lists page themselves (@refetchable).
export const profileScreenQuery = graphql`
  query ProfileScreenQuery($id: ID!, $withDevices: Boolean!) {
    node(id: $id) {
      ... on User @alias(as: "user") {
        id
        displayName
        deactivatedAt
        viewerCan {
          viewDevices
          resetPassword
        }
        ...ProfileHeader_user
        ...UserForm_user
        ...UserNetworksTab_user
        ...UserDevicesTab_user @include(if: $withDevices) @alias(as: "devicesTab")
        ...UserSubscriptionsTab_user
        ...UserMobileDevicesTab_user
        ...UserDocumentsTab_user
        ...UserNotificationsTab_user
        ...UserAlertCentralTab_user
        ...UserResetPasswordTab_user
        ...UserActivityTab_user
      }
    }
  }
`;

/** The ten tabs of spec 001 section 2, in its order; the value is kept in ?tab=. */
export const PROFILE_TABS = DETAIL_TABS.user;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const TAB_LABELS: Record<ProfileTab, string> = {
  account: 'profile.tab.account',
  networks: 'profile.tab.networks',
  devices: 'profile.tab.devices',
  subscriptions: 'profile.tab.subscriptions',
  'mobile-devices': 'profile.tab.mobileDevices',
  documents: 'profile.tab.documents',
  notifications: 'profile.tab.notifications',
  'alert-central': 'profile.tab.alertCentral',
  'reset-password': 'profile.tab.resetPassword',
  activity: 'profile.tab.activity',
};

/**
 * The tabs a viewer sees: devices for admins and organization-admins (the platform's viewDevices, and only
 * when the page asked for them), reset password unless the user signs in through single sign-on or was deleted.
 */
export function visibleProfileTabs(user: {
  viewerCan: { viewDevices: boolean; resetPassword: boolean };
  deactivatedAt?: string | null;
  devicesLoaded: boolean;
}): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => {
    if (tab === 'devices') return user.viewerCan.viewDevices && user.devicesLoaded;
    if (tab === 'reset-password') return user.viewerCan.resetPassword && !user.deactivatedAt;
    return true;
  });
}

export function ProfileScreen({ queryRef }: { queryRef: PreloadedQuery<ProfileScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<ProfileScreenQuery>(profileScreenQuery, queryRef);
  const { requested: requestedTab, selectTab, tabListRef: tabList } = useUrlTab();
  const user = data.node?.user ?? null;
  useDocumentTitle(user ? user.displayName : intl.formatMessage({ id: 'notFound.title' }));
  if (!user) return <NotFoundScreen />;

  const readOnly = Boolean(user.deactivatedAt);
  const tabs = visibleProfileTabs({ ...user, devicesLoaded: Boolean(user.devicesTab) });
  const tab = pickTab(requestedTab, tabs, 'account');
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <ProfileHeader user={user} />
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} lazyMount variant="line">
        {/* on a phone the tabs scroll sideways rather than squeeze their labels together; from a tablet up
            the ten labels wrap onto a second line, so none hides past the edge */}
        <Tabs.List
          ref={tabList}
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          overflowY="hidden"
          bg="bg"
          borderTopRadius="md"
          data-testid="profile-tabs"
        >
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
              {intl.formatMessage({ id: TAB_LABELS[value] })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="account">
            <UserForm user={user} />
          </Tabs.Content>
          <Tabs.Content value="networks">
            <UserNetworksTab user={user} readOnly={readOnly} />
          </Tabs.Content>
          {tabs.includes('devices') && user.devicesTab && (
            <Tabs.Content value="devices">
              <UserDevicesTab user={user.devicesTab} />
            </Tabs.Content>
          )}
          <Tabs.Content value="subscriptions">
            <UserSubscriptionsTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="mobile-devices">
            <UserMobileDevicesTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="documents">
            <UserDocumentsTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <UserNotificationsTab user={user} readOnly={readOnly} />
          </Tabs.Content>
          <Tabs.Content value="alert-central">
            <UserAlertCentralTab user={user} readOnly={readOnly} />
          </Tabs.Content>
          {tabs.includes('reset-password') && (
            <Tabs.Content value="reset-password">
              <UserResetPasswordTab user={user} />
            </Tabs.Content>
          )}
          <Tabs.Content value="activity">
            <UserActivityTab user={user} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Stack>
  );
}
