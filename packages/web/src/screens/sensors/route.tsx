import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { nodeIdOfSegment } from '../../router/detailParams';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { RouteError } from '../../shell/RouteError';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { NewSensorDeviceScreenQuery } from './__generated__/NewSensorDeviceScreenQuery.graphql';
import type { SensorDeviceScreenQuery } from './__generated__/SensorDeviceScreenQuery.graphql';
import type { SensorDevicesScreenQuery } from './__generated__/SensorDevicesScreenQuery.graphql';
import { DEFAULT_SENSOR_ORDER } from './sensorOrder';

// Screens are separate chunks; each loader starts its screen's download next to its query.
const loadListScreen = () => import('./SensorDevicesScreen');
const loadNewScreen = () => import('./NewSensorDeviceScreen');
const loadDeviceScreen = () => import('./SensorDeviceScreen');
const SensorDevicesScreen = lazy(() => loadListScreen().then((module) => ({ default: module.SensorDevicesScreen })));
const NewSensorDeviceScreen = lazy(() => loadNewScreen().then((module) => ({ default: module.NewSensorDeviceScreen })));
const SensorDeviceScreen = lazy(() => loadDeviceScreen().then((module) => ({ default: module.SensorDeviceScreen })));

/** Sorting, searching, paging or switching tabs changes only the query string: the page refetches itself. */
export function sensorsShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** /collactivate-devices: 50 rows, newest first, unless the URL holds another state of the list. */
export const sensorDevicesLoader = signedInLoader(({ request }) => {
  void loadListScreen();
  return preloadLazyRouteQuery<SensorDevicesScreenQuery>(
    'sensorDevices',
    () => import('./__generated__/SensorDevicesScreenQuery.graphql'),
    tableVariablesFromUrl(request, { defaultOrder: DEFAULT_SENSOR_ORDER }) as SensorDevicesScreenQuery['variables'],
  );
});

function SensorDevicesRoute() {
  return <SensorDevicesScreen queryRef={useLoaderData() as PreloadedQuery<SensorDevicesScreenQuery>} />;
}

export const newSensorDeviceLoader = signedInLoader(() => {
  void loadNewScreen();
  return preloadLazyRouteQuery<NewSensorDeviceScreenQuery>(
    'newSensorDevice',
    () => import('./__generated__/NewSensorDeviceScreenQuery.graphql'),
    {},
  );
});

function NewSensorDeviceRoute() {
  return <NewSensorDeviceScreen queryRef={useLoaderData() as PreloadedQuery<NewSensorDeviceScreenQuery>} />;
}

/** /collactivate-devices/:id?tab=…: one query for the header, the form and the tabs. */
export const sensorDeviceLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('SensorDevice', params.id, request);
  void loadDeviceScreen();
  return preloadLazyRouteQuery<SensorDeviceScreenQuery>(
    'sensorDevice',
    () => import('./__generated__/SensorDeviceScreenQuery.graphql'),
    { id },
  );
});

function SensorDeviceRoute() {
  return <SensorDeviceScreen queryRef={useLoaderData() as PreloadedQuery<SensorDeviceScreenQuery>} />;
}

/** The area's pages (issue 11); routes.tsx spreads them into the shell's children. */
export const sensorRoutes: RouteObject[] = [
  {
    path: 'collactivate-devices',
    loader: sensorDevicesLoader,
    shouldRevalidate: sensorsShouldRevalidate,
    element: <SensorDevicesRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'collactivate-devices/new',
    loader: newSensorDeviceLoader,
    element: <NewSensorDeviceRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'collactivate-devices/:id',
    loader: sensorDeviceLoader,
    shouldRevalidate: sensorsShouldRevalidate,
    element: <SensorDeviceRoute />,
    errorElement: <RouteError />,
  },
];
