import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { RouteError } from '../../shell/RouteError';
import type { IncidentSummaryScreenQuery } from './__generated__/IncidentSummaryScreenQuery.graphql';

// The screen is its own chunk; the loader starts its download next to the query.
const loadIncidentSummaryScreen = () => import('./IncidentSummaryScreen');
const IncidentSummaryScreen = lazy(() =>
  loadIncidentSummaryScreen().then((module) => ({ default: module.IncidentSummaryScreen })),
);

const incidentSummaryLoader = signedInLoader(() => {
  void loadIncidentSummaryScreen();
  return preloadLazyRouteQuery<IncidentSummaryScreenQuery>(
    'incidentSummary',
    () => import('./__generated__/IncidentSummaryScreenQuery.graphql'),
    {},
  );
});

function IncidentSummaryRoute() {
  return <IncidentSummaryScreen queryRef={useLoaderData() as PreloadedQuery<IncidentSummaryScreenQuery>} />;
}

/** The area's pages (issue 13: /incident-summary, the report); routes.tsx spreads them into the shell's children. */
export const reportRoutes: RouteObject[] = [
  {
    path: 'incident-summary',
    loader: incidentSummaryLoader,
    element: <IncidentSummaryRoute />,
    errorElement: <RouteError />,
  },
];
