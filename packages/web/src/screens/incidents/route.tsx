import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { RouteError } from '../../shell/RouteError';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { IncidentsScreenQuery } from './__generated__/IncidentsScreenQuery.graphql';
import { INCIDENT_FILTERS, INCIDENT_PAGE_SIZE, toIncidentsVariables } from './filters';

const loadIncidentsScreen = () => import('./IncidentsScreen');
const IncidentsScreen = lazy(() => loadIncidentsScreen().then((module) => ({ default: module.IncidentsScreen })));

/** The first 50 incidents, newest first, unless the URL holds another state (filters, search, a page). */
export const incidentsLoader = signedInLoader(({ request }) => {
  void loadIncidentsScreen();
  return preloadLazyRouteQuery<IncidentsScreenQuery>(
    'incidents',
    () => import('./__generated__/IncidentsScreenQuery.graphql'),
    toIncidentsVariables(
      tableVariablesFromUrl(request, { pageSize: INCIDENT_PAGE_SIZE, filters: INCIDENT_FILTERS }),
    ) as IncidentsScreenQuery['variables'],
  );
});

/** Filtering, searching or paging changes only the query string: the table refetches, not the route. */
export function incidentsShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function IncidentsRoute() {
  return <IncidentsScreen queryRef={useLoaderData() as PreloadedQuery<IncidentsScreenQuery>} />;
}

/** The area's pages (issue 13: /incidents, the incident dashboard); routes.tsx spreads them into the shell's children. */
export const incidentRoutes: RouteObject[] = [
  {
    path: 'incidents',
    loader: incidentsLoader,
    shouldRevalidate: incidentsShouldRevalidate,
    element: <IncidentsRoute />,
    errorElement: <RouteError />,
  },
];
