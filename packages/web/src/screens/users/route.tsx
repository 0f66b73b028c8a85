import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';

// The screen is a separate chunk; the loader starts its download next to the query.
const loadProfileScreen = () => import('./ProfileScreen');
const ProfileScreen = lazy(() => loadProfileScreen().then((module) => ({ default: module.ProfileScreen })));

export const profileLoader = signedInLoader(({ params }) => {
  void loadProfileScreen();
  return preloadLazyRouteQuery<ProfileScreenQuery>(
    'profile',
    () => import('./__generated__/ProfileScreenQuery.graphql'),
    {
      id: params.id ?? '',
    },
  );
});

export function ProfileRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileScreenQuery>;
  return <ProfileScreen queryRef={queryRef} />;
}
