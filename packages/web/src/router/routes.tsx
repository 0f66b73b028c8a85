import { redirect, type RouteObject } from 'react-router-dom';
import {
  ClientRoute,
  clientLoader,
  clientShouldRevalidate,
  ClientsRoute,
  clientsLoader,
  clientsShouldRevalidate,
  EditMultiAlertRoute,
  editMultiAlertLoader,
  NewClientRoute,
  NewMultiAlertRoute,
  newMultiAlertLoader,
} from '../screens/clients/route';
import { DashboardRoute, dashboardLoader } from '../screens/dashboard/route';
import { deviceRoutes } from '../screens/devices/route';
import { documentRoutes } from '../screens/documents/route';
import { flicRoutes } from '../screens/flic/route';
import { helpCenterRoutes } from '../screens/helpCenter/route';
import { incidentRoutes } from '../screens/incidents/route';
import {
  NetworkRoute,
  networkLoader,
  networkShouldRevalidate,
  NetworksRoute,
  networksLoader,
  networksShouldRevalidate,
  NewNetworkRoute,
  newNetworkLoader,
} from '../screens/networks/route';
import {
  NewOrganizationClientScreen,
  newOrganizationClientLoader,
} from '../screens/organizations/NewOrganizationClientScreen';
import {
  NewOrganizationRoute,
  OrganizationRoute,
  organizationLoader,
  organizationShouldRevalidate,
  OrganizationsRoute,
  organizationsLoader,
  organizationsShouldRevalidate,
} from '../screens/organizations/route';
import { NewUserRoute, newUserLoader } from '../screens/users/form/route';
import { UsersRoute, usersLoader, usersShouldRevalidate } from '../screens/users/list/route';
import { ProfileRoute, profileLoader, profileShouldRevalidate } from '../screens/users/profile/route';
import { releaseNoteRoutes } from '../screens/releaseNotes/route';
import { reportRoutes } from '../screens/reports/route';
import { sensorRoutes } from '../screens/sensors/route';
import { statisticsRoutes } from '../screens/statistics/route';
import { SystemRoute, systemLoader, systemShouldRevalidate } from '../screens/system/route';
import { loginPathFor } from '../session/returnPath';
import { session } from '../session/session';
import type { ShellQuery } from '../shell/__generated__/ShellQuery.graphql';
import { AppRoot, preloadShell, type RootData } from '../shell/AppRoot';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { FullPageSpinner } from '../shell/PageFallback';
import { RouteError } from '../shell/RouteError';
import { preloadLazySessionQuery } from './lazyQuery';
import { pathTabRoute } from './pathTabs';

async function rootLoader({ request }: { request: Request }): Promise<RootData | Response> {
  const url = new URL(request.url);
  if (!session.isSignedIn()) {
    if (url.pathname !== '/') return redirect(loginPathFor(url));
    return { shell: null };
  }
  // a deep link is its own landing: no jump to the last visited path afterwards
  if (url.pathname !== '/') session.consumeLanding();
  preloadShell();
  return {
    shell: await preloadLazySessionQuery<ShellQuery>(
      'shell',
      () => import('../shell/__generated__/ShellQuery.graphql'),
      {
        isAdmin: session.hasRole('ADMIN'),
      },
    ),
  };
}

// Each page route preloads its query in its loader; later areas (clients, users, networks) add theirs here.
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // the root decides login vs shell, so it must re-run on every navigation (it is cheap: the shell
    // query is cached per session); by default a parent loader re-runs only when its params change
    shouldRevalidate: () => true,
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, loader: dashboardLoader, element: <DashboardRoute />, errorElement: <RouteError /> },
      {
        path: 'organizations',
        loader: organizationsLoader,
        shouldRevalidate: organizationsShouldRevalidate,
        element: <OrganizationsRoute />,
        errorElement: <RouteError />,
      },
      { path: 'organizations/new', element: <NewOrganizationRoute />, errorElement: <RouteError /> },
      {
        path: 'organizations/:id',
        loader: organizationLoader,
        shouldRevalidate: organizationShouldRevalidate,
        element: <OrganizationRoute />,
        errorElement: <RouteError />,
      },
      {
        path: 'organizations/:id/clients/new',
        loader: newOrganizationClientLoader,
        element: <NewOrganizationClientScreen />,
        errorElement: <RouteError />,
      },
      {
        path: 'clients',
        loader: clientsLoader,
        shouldRevalidate: clientsShouldRevalidate,
        element: <ClientsRoute />,
        errorElement: <RouteError />,
      },
      { path: 'clients/new', element: <NewClientRoute />, errorElement: <RouteError /> },
      {
        path: 'clients/:id',
        loader: clientLoader,
        shouldRevalidate: clientShouldRevalidate,
        element: <ClientRoute />,
        errorElement: <RouteError />,
      },
      {
        path: 'clients/:id/multi-alerts/new',
        loader: newMultiAlertLoader,
        element: <NewMultiAlertRoute />,
        errorElement: <RouteError />,
      },
      {
        path: 'clients/:id/multi-alerts/:alertId',
        loader: editMultiAlertLoader,
        element: <EditMultiAlertRoute />,
        errorElement: <RouteError />,
      },
      {
        path: 'users',
        loader: usersLoader,
        shouldRevalidate: usersShouldRevalidate,
        element: <UsersRoute />,
        errorElement: <RouteError />,
      },
      { path: 'users/new', loader: newUserLoader, element: <NewUserRoute />, errorElement: <RouteError /> },
      {
        path: 'clients/:id/users/new',
        loader: newUserLoader,
        element: <NewUserRoute />,
        errorElement: <RouteError />,
      },
      {
        path: 'users/:id',
        loader: profileLoader,
        shouldRevalidate: profileShouldRevalidate,
        element: <ProfileRoute />,
        errorElement: <RouteError />,
      },
      {
        path: 'networks',
        loader: networksLoader,
        shouldRevalidate: networksShouldRevalidate,
        element: <NetworksRoute />,
        errorElement: <RouteError />,
      },
      { path: 'networks/new', loader: newNetworkLoader, element: <NewNetworkRoute />, errorElement: <RouteError /> },
      {
        path: 'clients/:id/networks/new',
        loader: newNetworkLoader,
        element: <NewNetworkRoute />,
        errorElement: <RouteError />,
      },
      {
        path: 'networks/:id',
        loader: networkLoader,
        shouldRevalidate: networkShouldRevalidate,
        element: <NetworkRoute />,
        errorElement: <RouteError />,
      },
      {
        path: 'system',
        loader: systemLoader,
        shouldRevalidate: systemShouldRevalidate,
        element: <SystemRoute />,
        errorElement: <RouteError />,
      },
      // Devices (issue 11): /devices, /flic-hubs, /flic-buttons, /collactivate-devices
      ...deviceRoutes,
      ...flicRoutes,
      ...sensorRoutes,
      ...documentRoutes,
      ...releaseNoteRoutes,
      ...helpCenterRoutes,
      ...incidentRoutes,
      ...reportRoutes,
      ...statisticsRoutes,
      // a tab written as a path segment: replaced by the page's ?tab= address
      pathTabRoute('organizations', 'Organization', 'organization'),
      pathTabRoute('clients', 'Client', 'client'),
      pathTabRoute('users', 'User', 'user'),
      pathTabRoute('networks', 'Network', 'network'),
      pathTabRoute('devices', 'Device', 'device'),
      pathTabRoute('flic-hubs', 'FlicHub', 'flicHub'),
      pathTabRoute('flic-buttons', 'FlicButton', 'flicButton'),
      pathTabRoute('collactivate-devices', 'SensorDevice', 'sensor'),
      // not remembered as the last visited path: landing there after sign-in would help no one
      { path: '*', element: <NotFoundScreen />, handle: { rememberPath: false } },
    ],
  },
];
