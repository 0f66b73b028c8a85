import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData } from 'react-router-dom';
import { stockholmToday } from '../../format/date';
import { preloadRouteQuery } from '../../relay/preload';
import { signedInLoader } from '../../router/signedInLoader';
import { lastVisitedPath } from '../../session/lastVisited';
import { session } from '../../session/session';
import dashboardScreenQuery, { type DashboardScreenQuery } from './__generated__/DashboardScreenQuery.graphql';

// The screen (and the chart library) is a separate chunk that downloads while the query is in flight;
// the loader imports only the compiled query so it can start fetching at once.
const DashboardScreen = lazy(() => import('./DashboardScreen').then((module) => ({ default: module.DashboardScreen })));

export const dashboardLoader = signedInLoader(() => {
  // landing at / right after sign-in or a restored session returns to the last visited page instead
  if (session.consumeLanding()) {
    const last = lastVisitedPath();
    if (last) return redirect(last);
  }
  return preloadRouteQuery<DashboardScreenQuery>('dashboard', dashboardScreenQuery, { hourlyDate: stockholmToday() });
});

export function DashboardRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardScreenQuery>;
  return <DashboardScreen queryRef={queryRef} />;
}
