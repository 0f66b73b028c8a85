import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { RouteError } from '../../shell/RouteError';
import type { AnalysisScreenQuery } from './__generated__/AnalysisScreenQuery.graphql';
import type { StatisticsScreenQuery } from './__generated__/StatisticsScreenQuery.graphql';
import { ANALYSIS_DEFAULTS, filtersFromUrl, statVariables, STATISTICS_DEFAULTS } from './period';

// Screens (and the chart library) are separate chunks; each loader starts its screen's download next to its query.
const loadStatisticsScreen = () => import('./StatisticsScreen');
const loadAnalysisScreen = () => import('./AnalysisScreen');
const StatisticsScreen = lazy(() => loadStatisticsScreen().then((module) => ({ default: module.StatisticsScreen })));
const AnalysisScreen = lazy(() => loadAnalysisScreen().then((module) => ({ default: module.AnalysisScreen })));

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** The period, interval and clients in the URL (default the last 12 months by month); a filter change loads again. */
export const statisticsLoader = signedInLoader(({ request }) => {
  void loadStatisticsScreen();
  const filters = filtersFromUrl(searchOf(request), STATISTICS_DEFAULTS);
  return preloadLazyRouteQuery<StatisticsScreenQuery>(
    'statistics',
    () => import('./__generated__/StatisticsScreenQuery.graphql'),
    { ...statVariables(filters), interval: filters.interval },
  );
});

/** The period and clients in the URL (default the last 30 days). */
export const analysisLoader = signedInLoader(({ request }) => {
  void loadAnalysisScreen();
  return preloadLazyRouteQuery<AnalysisScreenQuery>(
    'analysis',
    () => import('./__generated__/AnalysisScreenQuery.graphql'),
    statVariables(filtersFromUrl(searchOf(request), ANALYSIS_DEFAULTS)),
  );
});

export function StatisticsRoute() {
  return <StatisticsScreen queryRef={useLoaderData() as PreloadedQuery<StatisticsScreenQuery>} />;
}

export function AnalysisRoute() {
  return <AnalysisScreen queryRef={useLoaderData() as PreloadedQuery<AnalysisScreenQuery>} />;
}

/** The area's pages (issue 13: /statistics and /daily-statistics); routes.tsx spreads them into the shell's children. */
export const statisticsRoutes: RouteObject[] = [
  { path: 'statistics', loader: statisticsLoader, element: <StatisticsRoute />, errorElement: <RouteError /> },
  { path: 'daily-statistics', loader: analysisLoader, element: <AnalysisRoute />, errorElement: <RouteError /> },
];
