import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData } from 'react-router-dom';
import { stockholmToday } from '../../format/date';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { lastVisitedPath } from '../../session/lastVisited';
import { session } from '../../session/session';
import type { DashboardScreenQuery } from './__generated__/DashboardScreenQuery.graphql';

// The screen (and the chart library) is a separate chunk that downloads while the query is in flight;
// the loader starts both, needing only the small compiled query to send the request.
const loadDashboardScreen = () => import('./DashboardScreen');
const DashboardScreen = lazy(() => loadDashboardScreen().then((module) => ({ default: module.DashboardScreen })));

export const dashboardLoader = signedInLoader(() => {
  // landing at / right after sign-in or a restored session returns to the last visited page instead
  if (session.consumeLanding()) {
    const last = lastVisitedPath();
    if (last) return redirect(last);
  }
  void loadDashboardScreen();
  return preloadLazyRouteQuery<DashboardScreenQuery>(
    'dashboard',
    () => import('./__generated__/DashboardScreenQuery.graphql'),
    {
      hourlyDate: stockholmToday(),
    },
  );
});

export function DashboardRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardScreenQuery>;
  return <DashboardScreen queryRef={queryRef} />;
}
