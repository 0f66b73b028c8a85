import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { preloadLazyRouteQuery } from '../../../router/lazyQuery';
import { signedInLoader } from '../../../router/signedInLoader';
import { tableVariablesFromUrl } from '../../../ui/tableUrlState';
import type { UsersScreenQuery } from './__generated__/UsersScreenQuery.graphql';
import { DEFAULT_USER_ORDER, toUsersVariables, USER_FILTERS, USERS_URL_PREFIX } from './filters';

// The screen is a separate chunk; the loader starts its download next to the query.
const loadUsersScreen = () => import('./UsersScreen');
const UsersScreen = lazy(() => loadUsersScreen().then((module) => ({ default: module.UsersScreen })));

/** Spec 9: 50 rows, newest first, active users, unless the URL holds another state of the list. */
export const usersLoader = signedInLoader(({ request }) => {
  void loadUsersScreen();
  return preloadLazyRouteQuery<UsersScreenQuery>(
    'users',
    () => import('./__generated__/UsersScreenQuery.graphql'),
    toUsersVariables(
      tableVariablesFromUrl(request, {
        defaultOrder: DEFAULT_USER_ORDER,
        prefix: USERS_URL_PREFIX,
        filters: USER_FILTERS,
      }),
    ) as UsersScreenQuery['variables'],
  );
});

/** Sorting, searching, filtering or paging changes only the query string: the table refetches itself. */
export function usersShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function UsersRoute() {
  return <UsersScreen queryRef={useLoaderData() as PreloadedQuery<UsersScreenQuery>} />;
}
