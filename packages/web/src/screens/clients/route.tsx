import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { preloadRouteQuery } from '../../relay/preload';
import { signedInLoader } from '../../router/signedInLoader';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import { session } from '../../session/session';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import clientScreenQuery, { type ClientScreenQuery } from './__generated__/ClientScreenQuery.graphql';
import clientsScreenQuery, { type ClientsScreenQuery } from './__generated__/ClientsScreenQuery.graphql';
import multiAlertEditQuery, { type MultiAlertScreensEditQuery } from './multiAlerts/__generated__/MultiAlertScreensEditQuery.graphql';
import multiAlertNewQuery, { type MultiAlertScreensNewQuery } from './multiAlerts/__generated__/MultiAlertScreensNewQuery.graphql';

// Screens are separate chunks that download while their query is in flight.
const ClientsScreen = lazy(() => import('./ClientsScreen').then((module) => ({ default: module.ClientsScreen })));
const NewClientScreen = lazy(() => import('./NewClientScreen').then((module) => ({ default: module.NewClientScreen })));
const ClientScreen = lazy(() => import('./ClientScreen').then((module) => ({ default: module.ClientScreen })));
const NewMultiAlertScreen = lazy(() => import('./multiAlerts/MultiAlertScreens').then((module) => ({ default: module.NewMultiAlertScreen })));
const EditMultiAlertScreen = lazy(() => import('./multiAlerts/MultiAlertScreens').then((module) => ({ default: module.EditMultiAlertScreen })));

/** Spec 9: 50 rows, newest first, unless the URL holds another state of the list (Back, reload). */
export const clientsLoader = signedInLoader(({ request }) =>
  preloadRouteQuery<ClientsScreenQuery>(
    'clients',
    clientsScreenQuery,
    tableVariablesFromUrl(request, { defaultOrder: { field: 'CREATED_AT', direction: 'DESC' } }) as ClientsScreenQuery['variables'],
  ),
);

/** Sorting, searching or paging the list changes only the query string: the table refetches itself. */
export const clientsShouldRevalidate = clientShouldRevalidate;

export function ClientsRoute() {
  return <ClientsScreen queryRef={useLoaderData() as PreloadedQuery<ClientsScreenQuery>} />;
}

/** Only admins add clients; others get the not-found page. */
export function NewClientRoute() {
  return session.hasRole('ADMIN') ? <NewClientScreen /> : <NotFoundScreen />;
}

export const clientLoader = signedInLoader(({ params }) =>
  preloadRouteQuery<ClientScreenQuery>('client', clientScreenQuery, { id: params.id ?? '' }),
);

/** Switching tabs (?tab=) changes only the query string: the page's data is already there. */
export function clientShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function ClientRoute() {
  return <ClientScreen queryRef={useLoaderData() as PreloadedQuery<ClientScreenQuery>} />;
}

export const newMultiAlertLoader = signedInLoader(({ params }) =>
  preloadRouteQuery<MultiAlertScreensNewQuery>('multiAlertNew', multiAlertNewQuery, { clientId: params.id ?? '' }),
);

export function NewMultiAlertRoute() {
  return <NewMultiAlertScreen queryRef={useLoaderData() as PreloadedQuery<MultiAlertScreensNewQuery>} />;
}

export const editMultiAlertLoader = signedInLoader(({ params }) =>
  preloadRouteQuery<MultiAlertScreensEditQuery>('multiAlertEdit', multiAlertEditQuery, { id: params.alertId ?? '' }),
);

export function EditMultiAlertRoute() {
  return <EditMultiAlertScreen queryRef={useLoaderData() as PreloadedQuery<MultiAlertScreensEditQuery>} />;
}
