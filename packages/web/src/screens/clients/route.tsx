import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { multiAlertIdOfSegments, nodeIdOfSegment } from '../../router/detailParams';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import { session } from '../../session/session';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import type { ClientScreenQuery } from './__generated__/ClientScreenQuery.graphql';
import type { ClientsScreenQuery } from './__generated__/ClientsScreenQuery.graphql';
import type { MultiAlertScreensEditQuery } from './multiAlerts/__generated__/MultiAlertScreensEditQuery.graphql';
import type { MultiAlertScreensNewQuery } from './multiAlerts/__generated__/MultiAlertScreensNewQuery.graphql';

// Screens are separate chunks; each loader starts its screen's download next to its query.
const loadClientsScreen = () => import('./ClientsScreen');
const loadClientScreen = () => import('./ClientScreen');
const loadMultiAlertScreens = () => import('./multiAlerts/MultiAlertScreens');
const ClientsScreen = lazy(() => loadClientsScreen().then((module) => ({ default: module.ClientsScreen })));
const NewClientScreen = lazy(() => import('./NewClientScreen').then((module) => ({ default: module.NewClientScreen })));
const ClientScreen = lazy(() => loadClientScreen().then((module) => ({ default: module.ClientScreen })));
const NewMultiAlertScreen = lazy(() =>
  loadMultiAlertScreens().then((module) => ({ default: module.NewMultiAlertScreen })),
);
const EditMultiAlertScreen = lazy(() =>
  loadMultiAlertScreens().then((module) => ({ default: module.EditMultiAlertScreen })),
);

/** Spec 9: 50 rows, newest first, unless the URL holds another state of the list (Back, reload). */
export const clientsLoader = signedInLoader(({ request }) => {
  void loadClientsScreen();
  return preloadLazyRouteQuery<ClientsScreenQuery>(
    'clients',
    () => import('./__generated__/ClientsScreenQuery.graphql'),
    tableVariablesFromUrl(request, {
      defaultOrder: { field: 'CREATED_AT', direction: 'DESC' },
    }) as ClientsScreenQuery['variables'],
  );
});

/** Sorting, searching or paging the list changes only the query string: the table refetches itself. */
export const clientsShouldRevalidate = clientShouldRevalidate;

export function ClientsRoute() {
  return <ClientsScreen queryRef={useLoaderData() as PreloadedQuery<ClientsScreenQuery>} />;
}

/** Only admins add clients; others get the not-found page. */
export function NewClientRoute() {
  return session.hasRole('ADMIN') ? <NewClientScreen /> : <NotFoundScreen />;
}

export const clientLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('Client', params.id, request);
  void loadClientScreen();
  return preloadLazyRouteQuery<ClientScreenQuery>('client', () => import('./__generated__/ClientScreenQuery.graphql'), {
    id,
  });
});

/** Switching tabs (?tab=) changes only the query string: the page's data is already there. */
export function clientShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function ClientRoute() {
  return <ClientScreen queryRef={useLoaderData() as PreloadedQuery<ClientScreenQuery>} />;
}

export const newMultiAlertLoader = signedInLoader(({ params, request }) => {
  const clientId = nodeIdOfSegment('Client', params.id, request);
  void loadMultiAlertScreens();
  return preloadLazyRouteQuery<MultiAlertScreensNewQuery>(
    'multiAlertNew',
    () => import('./multiAlerts/__generated__/MultiAlertScreensNewQuery.graphql'),
    { clientId },
  );
});

export function NewMultiAlertRoute() {
  return <NewMultiAlertScreen queryRef={useLoaderData() as PreloadedQuery<MultiAlertScreensNewQuery>} />;
}

export const editMultiAlertLoader = signedInLoader(({ params, request }) => {
  const id = multiAlertIdOfSegments(params.id, params.alertId, request);
  void loadMultiAlertScreens();
  return preloadLazyRouteQuery<MultiAlertScreensEditQuery>(
    'multiAlertEdit',
    () => import('./multiAlerts/__generated__/MultiAlertScreensEditQuery.graphql'),
    { id },
  );
});

export function EditMultiAlertRoute() {
  return <EditMultiAlertScreen queryRef={useLoaderData() as PreloadedQuery<MultiAlertScreensEditQuery>} />;
}
