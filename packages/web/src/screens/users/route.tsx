import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { preloadRouteQuery } from '../../relay/preload';
import { signedInLoader } from '../../router/signedInLoader';
import profileScreenQuery, { type ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';
import { ProfileScreen } from './ProfileScreen';

export const profileLoader = signedInLoader(({ params }) =>
  preloadRouteQuery<ProfileScreenQuery>('profile', profileScreenQuery, { id: params.id ?? '' }),
);

export function ProfileRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileScreenQuery>;
  return <ProfileScreen queryRef={queryRef} />;
}
