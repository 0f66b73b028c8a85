import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { nodeIdOfSegment } from '../../router/detailParams';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { RouteError } from '../../shell/RouteError';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { FlicButtonScreenQuery } from './__generated__/FlicButtonScreenQuery.graphql';
import type { FlicButtonsScreenQuery } from './__generated__/FlicButtonsScreenQuery.graphql';
import type { FlicHubScreenQuery } from './__generated__/FlicHubScreenQuery.graphql';
import type { FlicHubsScreenQuery } from './__generated__/FlicHubsScreenQuery.graphql';
import type { NewFlicDeviceScreenQuery } from './__generated__/NewFlicDeviceScreenQuery.graphql';
import { DEFAULT_BUTTON_ORDER, DEFAULT_HUB_ORDER } from './flicOrder';

// Screens are separate chunks; each loader starts its screen's download next to its query.
const loadHubsScreen = () => import('./FlicHubsScreen');
const loadButtonsScreen = () => import('./FlicButtonsScreen');
const loadNewScreen = () => import('./NewFlicDeviceScreen');
const loadHubScreen = () => import('./FlicHubScreen');
const loadButtonScreen = () => import('./FlicButtonScreen');
const FlicHubsScreen = lazy(() => loadHubsScreen().then((module) => ({ default: module.FlicHubsScreen })));
const FlicButtonsScreen = lazy(() => loadButtonsScreen().then((module) => ({ default: module.FlicButtonsScreen })));
const NewFlicDeviceScreen = lazy(() => loadNewScreen().then((module) => ({ default: module.NewFlicDeviceScreen })));
const FlicHubScreen = lazy(() => loadHubScreen().then((module) => ({ default: module.FlicHubScreen })));
const FlicButtonScreen = lazy(() => loadButtonScreen().then((module) => ({ default: module.FlicButtonScreen })));

/** Sorting, searching, paging or switching tabs changes only the query string: the page refetches itself. */
export function flicShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** /flic-hubs: 50 rows, newest first, unless the URL holds another state of the list. */
export const flicHubsLoader = signedInLoader(({ request }) => {
  void loadHubsScreen();
  return preloadLazyRouteQuery<FlicHubsScreenQuery>(
    'flicHubs',
    () => import('./__generated__/FlicHubsScreenQuery.graphql'),
    tableVariablesFromUrl(request, { defaultOrder: DEFAULT_HUB_ORDER }) as FlicHubsScreenQuery['variables'],
  );
});

export function FlicHubsRoute() {
  return <FlicHubsScreen queryRef={useLoaderData() as PreloadedQuery<FlicHubsScreenQuery>} />;
}

/** /flic-buttons: 50 rows, last ping first (spec 002 section 2). */
export const flicButtonsLoader = signedInLoader(({ request }) => {
  void loadButtonsScreen();
  return preloadLazyRouteQuery<FlicButtonsScreenQuery>(
    'flicButtons',
    () => import('./__generated__/FlicButtonsScreenQuery.graphql'),
    tableVariablesFromUrl(request, { defaultOrder: DEFAULT_BUTTON_ORDER }) as FlicButtonsScreenQuery['variables'],
  );
});

export function FlicButtonsRoute() {
  return <FlicButtonsScreen queryRef={useLoaderData() as PreloadedQuery<FlicButtonsScreenQuery>} />;
}

/** /flic-hubs/new and /flic-buttons/new (?hub=<FlicHub id> preselects a button's hub). */
const newFlicLoader = (type: 'HUB' | 'BUTTON') =>
  signedInLoader(({ request }) => {
    void loadNewScreen();
    const hubId = type === 'BUTTON' ? new URL(request.url).searchParams.get('hub') : null;
    return preloadLazyRouteQuery<NewFlicDeviceScreenQuery>(
      type === 'HUB' ? 'newFlicHub' : 'newFlicButton',
      () => import('./__generated__/NewFlicDeviceScreenQuery.graphql'),
      { hubId: hubId ?? '', withHub: Boolean(hubId) },
    );
  });

function NewFlicRoute({ type }: { type: 'HUB' | 'BUTTON' }) {
  return (
    <NewFlicDeviceScreen
      key={type}
      type={type}
      queryRef={useLoaderData() as PreloadedQuery<NewFlicDeviceScreenQuery>}
    />
  );
}

/** /flic-hubs/:id?tab=…: one query for the heading, the form and the five tabs. */
export const flicHubLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('FlicHub', params.id, request);
  void loadHubScreen();
  return preloadLazyRouteQuery<FlicHubScreenQuery>(
    'flicHub',
    () => import('./__generated__/FlicHubScreenQuery.graphql'),
    { id },
  );
});

export function FlicHubRoute() {
  return <FlicHubScreen queryRef={useLoaderData() as PreloadedQuery<FlicHubScreenQuery>} />;
}

/** /flic-buttons/:id?tab=…: one query for the heading, the form and the five tabs. */
export const flicButtonLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('FlicButton', params.id, request);
  void loadButtonScreen();
  return preloadLazyRouteQuery<FlicButtonScreenQuery>(
    'flicButton',
    () => import('./__generated__/FlicButtonScreenQuery.graphql'),
    { id },
  );
});

export function FlicButtonRoute() {
  return <FlicButtonScreen queryRef={useLoaderData() as PreloadedQuery<FlicButtonScreenQuery>} />;
}

/** The area's pages (issue 11); routes.tsx spreads them into the shell's children. */
export const flicRoutes: RouteObject[] = [
  {
    path: 'flic-hubs',
    loader: flicHubsLoader,
    shouldRevalidate: flicShouldRevalidate,
    element: <FlicHubsRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'flic-hubs/new',
    loader: newFlicLoader('HUB'),
    element: <NewFlicRoute type="HUB" />,
    errorElement: <RouteError />,
  },
  {
    path: 'flic-hubs/:id',
    loader: flicHubLoader,
    shouldRevalidate: flicShouldRevalidate,
    element: <FlicHubRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'flic-buttons',
    loader: flicButtonsLoader,
    shouldRevalidate: flicShouldRevalidate,
    element: <FlicButtonsRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'flic-buttons/new',
    loader: newFlicLoader('BUTTON'),
    shouldRevalidate: flicShouldRevalidate,
    element: <NewFlicRoute type="BUTTON" />,
    errorElement: <RouteError />,
  },
  {
    path: 'flic-buttons/:id',
    loader: flicButtonLoader,
    shouldRevalidate: flicShouldRevalidate,
    element: <FlicButtonRoute />,
    errorElement: <RouteError />,
  },
];
