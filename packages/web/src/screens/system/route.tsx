import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { SystemScreenQuery } from './__generated__/SystemScreenQuery.graphql';
import { ACTION_LOG_FILTERS, actionLogVariables } from './actionLogVariables';

// The screen is a separate chunk; the loader starts its download next to the query.
const loadSystemScreen = () => import('./SystemScreen');
const SystemScreen = lazy(() => loadSystemScreen().then((module) => ({ default: module.SystemScreen })));

/** The action log as the URL describes it (filters, page size, page): a reload or Back is one query. */
export const systemLoader = signedInLoader(({ request }) => {
  void loadSystemScreen();
  return preloadLazyRouteQuery<SystemScreenQuery>(
    'system',
    () => import('./__generated__/SystemScreenQuery.graphql'),
    actionLogVariables(tableVariablesFromUrl(request, { filters: ACTION_LOG_FILTERS })),
  );
});

/** Filtering or paging changes only the query string: the table refetches itself. */
export function systemShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function SystemRoute() {
  return <SystemScreen queryRef={useLoaderData() as PreloadedQuery<SystemScreenQuery>} />;
}
