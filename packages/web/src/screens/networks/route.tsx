import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { nodeIdOfSegment } from '../../router/detailParams';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { NetworkScreenQuery } from './__generated__/NetworkScreenQuery.graphql';
import type { NetworksScreenQuery } from './__generated__/NetworksScreenQuery.graphql';
import type { NewNetworkScreenQuery } from './__generated__/NewNetworkScreenQuery.graphql';
import { DEFAULT_NETWORK_ORDER, NETWORK_FILTERS, NETWORKS_URL_PREFIX, toNetworksVariables } from './filters';

// Screens are separate chunks; each loader starts its screen's download next to its query.
const loadNetworksScreen = () => import('./NetworksScreen');
const loadNewNetworkScreen = () => import('./NewNetworkScreen');
const loadNetworkScreen = () => import('./NetworkScreen');
const NetworksScreen = lazy(() => loadNetworksScreen().then((module) => ({ default: module.NetworksScreen })));
const NewNetworkScreen = lazy(() => loadNewNetworkScreen().then((module) => ({ default: module.NewNetworkScreen })));
const NetworkScreen = lazy(() => loadNetworkScreen().then((module) => ({ default: module.NetworkScreen })));

/** Spec 9: 50 rows, newest first, unless the URL holds another state of the list (Back, reload). */
export const networksLoader = signedInLoader(({ request }) => {
  void loadNetworksScreen();
  return preloadLazyRouteQuery<NetworksScreenQuery>(
    'networks',
    () => import('./__generated__/NetworksScreenQuery.graphql'),
    toNetworksVariables(
      tableVariablesFromUrl(request, {
        defaultOrder: DEFAULT_NETWORK_ORDER,
        prefix: NETWORKS_URL_PREFIX,
        filters: NETWORK_FILTERS,
      }),
    ) as NetworksScreenQuery['variables'],
  );
});

/** Sorting, searching, filtering, paging or switching tabs changes only the query string. */
export function networksShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function NetworksRoute() {
  return <NetworksScreen queryRef={useLoaderData() as PreloadedQuery<NetworksScreenQuery>} />;
}

/** /networks/new, and /clients/:id/networks/new with that client preselected. */
export const newNetworkLoader = signedInLoader(({ params, request }) => {
  const clientId = params.id === undefined ? '' : nodeIdOfSegment('Client', params.id, request);
  void loadNewNetworkScreen();
  return preloadLazyRouteQuery<NewNetworkScreenQuery>(
    'newNetwork',
    () => import('./__generated__/NewNetworkScreenQuery.graphql'),
    { clientId, withClient: Boolean(clientId) },
  );
});

export function NewNetworkRoute() {
  return <NewNetworkScreen queryRef={useLoaderData() as PreloadedQuery<NewNetworkScreenQuery>} />;
}

/** /networks/:id?tab=…: one query for the header, the edit form and the eight tabs. */
export const networkLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('Network', params.id, request);
  void loadNetworkScreen();
  return preloadLazyRouteQuery<NetworkScreenQuery>(
    'network',
    () => import('./__generated__/NetworkScreenQuery.graphql'),
    { id },
  );
});

export const networkShouldRevalidate = networksShouldRevalidate;

export function NetworkRoute() {
  return <NetworkScreen queryRef={useLoaderData() as PreloadedQuery<NetworkScreenQuery>} />;
}
