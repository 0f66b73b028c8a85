import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { nodeIdOfSegment } from '../../../router/detailParams';
import { preloadLazyRouteQuery } from '../../../router/lazyQuery';
import { signedInLoader } from '../../../router/signedInLoader';
import type { NewUserScreenQuery } from './__generated__/NewUserScreenQuery.graphql';

// The screen is a separate chunk; the loader starts its download next to the query.
const loadNewUserScreen = () => import('./NewUserScreen');
const NewUserScreen = lazy(() => loadNewUserScreen().then((module) => ({ default: module.NewUserScreen })));

/** /users/new, and /clients/:id/users/new with that client preselected. */
export const newUserLoader = signedInLoader(({ params, request }) => {
  const clientId = params.id === undefined ? '' : nodeIdOfSegment('Client', params.id, request);
  void loadNewUserScreen();
  return preloadLazyRouteQuery<NewUserScreenQuery>(
    'newUser',
    () => import('./__generated__/NewUserScreenQuery.graphql'),
    { clientId, withClient: Boolean(clientId) },
  );
});

export function NewUserRoute() {
  return <NewUserScreen queryRef={useLoaderData() as PreloadedQuery<NewUserScreenQuery>} />;
}
