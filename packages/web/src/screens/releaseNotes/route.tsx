import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { RouteError } from '../../shell/RouteError';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { ReleaseNotesScreenQuery } from './__generated__/ReleaseNotesScreenQuery.graphql';
import { DEFAULT_RELEASE_NOTE_ORDER } from './order';

// The screen is a separate chunk; the loader starts its download next to its query.
const loadReleaseNotesScreen = () => import('./ReleaseNotesScreen');
const ReleaseNotesScreen = lazy(() =>
  loadReleaseNotesScreen().then((module) => ({ default: module.ReleaseNotesScreen })),
);

/** 50 notes, newest first, unless the URL holds another state of the list (Back, reload). */
export const releaseNotesLoader = signedInLoader(({ request }) => {
  void loadReleaseNotesScreen();
  return preloadLazyRouteQuery<ReleaseNotesScreenQuery>(
    'releaseNotes',
    () => import('./__generated__/ReleaseNotesScreenQuery.graphql'),
    tableVariablesFromUrl(request, {
      defaultOrder: DEFAULT_RELEASE_NOTE_ORDER,
    }) as ReleaseNotesScreenQuery['variables'],
  );
});

/** Sorting, searching or paging changes only the query string: the table refetches itself. */
export function releaseNotesShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function ReleaseNotesRoute() {
  return <ReleaseNotesScreen queryRef={useLoaderData() as PreloadedQuery<ReleaseNotesScreenQuery>} />;
}

/**
 * The area's pages (issue 12): the list here; /release-notes/new and /release-notes/:id are the document
 * form's (documentRoutes). Any other sub-path goes back to the list (spec 002 section 2).
 */
export const releaseNoteRoutes: RouteObject[] = [
  {
    path: 'release-notes',
    loader: releaseNotesLoader,
    shouldRevalidate: releaseNotesShouldRevalidate,
    element: <ReleaseNotesRoute />,
    errorElement: <RouteError />,
  },
  { path: 'release-notes/*', loader: () => redirect('/release-notes'), handle: { rememberPath: false } },
];
