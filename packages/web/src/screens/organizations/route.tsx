import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { nodeIdOfSegment } from '../../router/detailParams';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { session } from '../../session/session';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { OrganizationScreenQuery } from './__generated__/OrganizationScreenQuery.graphql';
import type { OrganizationsScreenQuery } from './__generated__/OrganizationsScreenQuery.graphql';

// Screens are separate chunks; each loader starts its screen's download next to its query.
const loadOrganizationsScreen = () => import('./OrganizationsScreen');
const loadOrganizationScreen = () => import('./OrganizationScreen');
const OrganizationsScreen = lazy(() =>
  loadOrganizationsScreen().then((module) => ({ default: module.OrganizationsScreen })),
);
const NewOrganizationScreen = lazy(() =>
  import('./NewOrganizationScreen').then((module) => ({ default: module.NewOrganizationScreen })),
);
const OrganizationScreen = lazy(() =>
  loadOrganizationScreen().then((module) => ({ default: module.OrganizationScreen })),
);

/** 50 rows, newest first, unless the URL holds another state of the list (Back, reload). */
export const organizationsLoader = signedInLoader(({ request }) => {
  void loadOrganizationsScreen();
  return preloadLazyRouteQuery<OrganizationsScreenQuery>(
    'organizations',
    () => import('./__generated__/OrganizationsScreenQuery.graphql'),
    tableVariablesFromUrl(request, {
      defaultOrder: { field: 'CREATED_AT', direction: 'DESC' },
    }) as OrganizationsScreenQuery['variables'],
  );
});

/** Sorting, searching, paging or switching tabs changes only the query string: the page refetches itself. */
export function organizationsShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function OrganizationsRoute() {
  return <OrganizationsScreen queryRef={useLoaderData() as PreloadedQuery<OrganizationsScreenQuery>} />;
}

/** Only admins add organizations; others get the not-found page. */
export function NewOrganizationRoute() {
  return session.hasRole('ADMIN') ? <NewOrganizationScreen /> : <NotFoundScreen />;
}

/** /organizations/:id?tab=…: one query for the header, the form, the summaries and the three tabs. */
export const organizationLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('Organization', params.id, request);
  void loadOrganizationScreen();
  return preloadLazyRouteQuery<OrganizationScreenQuery>(
    'organization',
    () => import('./__generated__/OrganizationScreenQuery.graphql'),
    { id },
  );
});

export const organizationShouldRevalidate = organizationsShouldRevalidate;

export function OrganizationRoute() {
  return <OrganizationScreen queryRef={useLoaderData() as PreloadedQuery<OrganizationScreenQuery>} />;
}
