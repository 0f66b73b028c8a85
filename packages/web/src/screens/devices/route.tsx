import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { nodeIdOfSegment } from '../../router/detailParams';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { RouteError } from '../../shell/RouteError';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { DeviceScreenQuery } from './__generated__/DeviceScreenQuery.graphql';
import type { DevicesScreenQuery } from './__generated__/DevicesScreenQuery.graphql';
import type { NewDeviceScreenQuery } from './__generated__/NewDeviceScreenQuery.graphql';
import { DEFAULT_DEVICE_ORDER, DEVICE_FILTERS, DEVICES_URL_PREFIX, toDevicesVariables } from './filters';

// Screens are separate chunks; each loader starts its screen's download next to its query.
const loadDevicesScreen = () => import('./DevicesScreen');
const loadNewDeviceScreen = () => import('./NewDeviceScreen');
const loadDeviceScreen = () => import('./DeviceScreen');
const DevicesScreen = lazy(() => loadDevicesScreen().then((module) => ({ default: module.DevicesScreen })));
const NewDeviceScreen = lazy(() => loadNewDeviceScreen().then((module) => ({ default: module.NewDeviceScreen })));
const DeviceScreen = lazy(() => loadDeviceScreen().then((module) => ({ default: module.DeviceScreen })));

/** 50 rows, newest first, unless the URL holds another state of the list (Back, reload). */
export const devicesLoader = signedInLoader(({ request }) => {
  void loadDevicesScreen();
  return preloadLazyRouteQuery<DevicesScreenQuery>(
    'devices',
    () => import('./__generated__/DevicesScreenQuery.graphql'),
    toDevicesVariables(
      tableVariablesFromUrl(request, {
        defaultOrder: DEFAULT_DEVICE_ORDER,
        prefix: DEVICES_URL_PREFIX,
        filters: DEVICE_FILTERS,
      }),
    ) as DevicesScreenQuery['variables'],
  );
});

/** Sorting, searching, filtering, paging or switching tabs changes only the query string. */
export function devicesShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function DevicesRoute() {
  return <DevicesScreen queryRef={useLoaderData() as PreloadedQuery<DevicesScreenQuery>} />;
}

export const newDeviceLoader = signedInLoader(() => {
  void loadNewDeviceScreen();
  return preloadLazyRouteQuery<NewDeviceScreenQuery>(
    'newDevice',
    () => import('./__generated__/NewDeviceScreenQuery.graphql'),
    {},
  );
});

export function NewDeviceRoute() {
  return <NewDeviceScreen queryRef={useLoaderData() as PreloadedQuery<NewDeviceScreenQuery>} />;
}

/** /devices/:id?tab=…: one query for the header, the form and the seven tabs. */
export const deviceLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('Device', params.id, request);
  void loadDeviceScreen();
  return preloadLazyRouteQuery<DeviceScreenQuery>('device', () => import('./__generated__/DeviceScreenQuery.graphql'), {
    id,
  });
});

export function DeviceRoute() {
  return <DeviceScreen queryRef={useLoaderData() as PreloadedQuery<DeviceScreenQuery>} />;
}

/** The area's pages (issue 11); routes.tsx spreads them into the shell's children. */
export const deviceRoutes: RouteObject[] = [
  {
    path: 'devices',
    loader: devicesLoader,
    shouldRevalidate: devicesShouldRevalidate,
    element: <DevicesRoute />,
    errorElement: <RouteError />,
  },
  { path: 'devices/new', loader: newDeviceLoader, element: <NewDeviceRoute />, errorElement: <RouteError /> },
  {
    path: 'devices/:id',
    loader: deviceLoader,
    shouldRevalidate: devicesShouldRevalidate,
    element: <DeviceRoute />,
    errorElement: <RouteError />,
  },
];
