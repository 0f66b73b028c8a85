import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { nodeIdOfSegment } from '../../../router/detailParams';
import { preloadLazyRouteQuery } from '../../../router/lazyQuery';
import { signedInLoader } from '../../../router/signedInLoader';
import { session } from '../../../session/session';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';

// The screen is a separate chunk; the loader starts its download next to the query.
const loadProfileScreen = () => import('./ProfileScreen');
const ProfileScreen = lazy(() => loadProfileScreen().then((module) => ({ default: module.ProfileScreen })));

/** Only admins and organization-admins see a user's alarm devices: others do not ask for them. */
const viewerSeesDevices = () => session.hasRole('ADMIN') || session.hasRole('ORGANIZATION_ADMIN');

export const profileLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('User', params.id, request);
  void loadProfileScreen();
  return preloadLazyRouteQuery<ProfileScreenQuery>(
    'profile',
    () => import('./__generated__/ProfileScreenQuery.graphql'),
    { id, withDevices: viewerSeesDevices() },
  );
});

/** Switching tabs or paging a tab's list changes only the query string: the page's data is already there. */
export function profileShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function ProfileRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileScreenQuery>;
  return <ProfileScreen queryRef={queryRef} />;
}
