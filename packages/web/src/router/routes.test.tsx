import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { relayEnvironment } from '../relay/environment';
import { endSession } from '../session/endSession';
import { session } from '../session/session';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { routes } from './routes';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider>
        <RelayEnvironmentProvider environment={relayEnvironment.get()}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return router;
}

const user = { id: 'VXNlcjox', displayName: 'Ada', email: 'ada@vakt.test', roles: ['ADMIN'] as const, language: 'EN' };

describe('routes', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // queries stay in flight: these tests are about where the router goes and what it requests
    fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    relayEnvironment.reset();
  });
  afterEach(() => {
    session.clear({ keepLastVisited: false });
    vi.unstubAllGlobals();
  });
  // The routes start loading the signed-in shell's chunk and each screen's; on a slow machine a test can
  // end while such an import is still in flight, and its modules would then load after the environment is
  // torn down. Every chunk these tests' routes start is awaited before the file ends.
  afterAll(async () => {
    await Promise.all([
      import('../shell/SignedInApp'),
      import('../screens/dashboard/DashboardScreen'),
      import('../screens/users/profile/ProfileScreen'),
      import('../screens/organizations/OrganizationsScreen'),
      import('../screens/organizations/OrganizationScreen'),
      import('../screens/organizations/NewOrganizationClient'),
      import('../screens/devices/DevicesScreen'),
      import('../screens/devices/DeviceScreen'),
      import('../screens/devices/NewDeviceScreen'),
      import('../screens/flic/FlicHubsScreen'),
      import('../screens/flic/FlicHubScreen'),
      import('../screens/flic/FlicButtonsScreen'),
      import('../screens/flic/FlicButtonScreen'),
      import('../screens/flic/NewFlicDeviceScreen'),
      import('../screens/sensors/SensorDevicesScreen'),
      import('../screens/sensors/SensorDeviceScreen'),
      import('../screens/sensors/NewSensorDeviceScreen'),
    ]);
  });

  /** The variables each request sent, by operation name. */
  const variablesOf = (operation: string) =>
    fetchMock.mock.calls
      .map(([, init]) => JSON.parse(init.body) as { operationName?: string; variables: Record<string, unknown> })
      .filter((body) => body.operationName === operation)
      .map((body) => body.variables);

  // persisted documents travel as an id with their operation name; free-form ones as text
  const operationNames = () =>
    fetchMock.mock.calls.map(([, init]) => {
      const body = JSON.parse(init.body) as { operationName?: string; query?: string };
      return body.operationName ?? /(?:query|mutation) (\w+)/.exec(body.query ?? '')?.[1];
    });

  it('shows only the login when signed out, whatever the path', async () => {
    const router = renderApp('/users/VXNlcjox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a restored session landing at / to the last visited path, with one request per query', async () => {
    localStorage.setItem('lastVisitedPath', '/users/1');
    session.signIn('token', { ...user, roles: [...user.roles] });
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/1'));
    expect(operationNames().sort()).toEqual(['ProfileScreenQuery', 'ShellQuery']);
    expect(fetchMock.mock.calls[0][1].headers.authorization).toBe('Bearer token');
  });

  it('preloads one query per organization page', async () => {
    session.signIn('token', { ...user, roles: [...user.roles] });
    const router = renderApp('/organizations');
    await waitFor(() => expect(operationNames()).toContain('OrganizationsScreenQuery'));
    await router.navigate('/organizations/4');
    await waitFor(() => expect(operationNames()).toContain('OrganizationScreenQuery'));
    await router.navigate('/organizations/4/clients/new');
    await waitFor(() => expect(operationNames()).toContain('NewOrganizationClientScreenQuery'));
    expect(operationNames().sort()).toEqual([
      'NewOrganizationClientScreenQuery',
      'OrganizationScreenQuery',
      'OrganizationsScreenQuery',
      'ShellQuery',
    ]);
  });

  it('preloads one query per device page, for every kind of device', async () => {
    session.signIn('token', { ...user, roles: [...user.roles] });
    const router = renderApp('/devices');
    const pages = [
      ['/devices', 'DevicesScreenQuery'],
      ['/devices/new', 'NewDeviceScreenQuery'],
      ['/devices/7', 'DeviceScreenQuery'],
      ['/flic-hubs', 'FlicHubsScreenQuery'],
      ['/flic-hubs/FH-000101', 'FlicHubScreenQuery'],
      ['/flic-buttons', 'FlicButtonsScreenQuery'],
      ['/flic-buttons/FB-000201', 'FlicButtonScreenQuery'],
      ['/flic-buttons/new', 'NewFlicDeviceScreenQuery'],
      ['/collactivate-devices', 'SensorDevicesScreenQuery'],
      ['/collactivate-devices/CA-000301', 'SensorDeviceScreenQuery'],
      ['/collactivate-devices/new', 'NewSensorDeviceScreenQuery'],
    ] as const;
    for (const [path, operation] of pages) {
      await router.navigate(path);
      await waitFor(() => expect(operationNames()).toContain(operation));
    }
    expect(operationNames().sort()).toEqual([...pages.map(([, operation]) => operation), 'ShellQuery'].sort());
  });

  it('loads the shell query once per session, not per navigation', async () => {
    session.signIn('token', { ...user, roles: [...user.roles] });
    const router = renderApp('/');
    await waitFor(() => expect(operationNames()).toContain('DashboardScreenQuery'));
    await router.navigate('/users/1');
    await router.navigate('/');
    expect(operationNames().filter((name) => name === 'ShellQuery')).toHaveLength(1);
    expect(operationNames().filter((name) => name === 'ProfileScreenQuery')).toHaveLength(1);
  });

  it('shows the login after the session ends on a deep page, and Back cannot bring the page back', async () => {
    session.signIn('token', { ...user, roles: [...user.roles] });
    const router = renderApp('/');
    await router.navigate('/users/1');
    localStorage.setItem('lastVisitedPath', '/users/1');
    await endSession(router.navigate, { expired: true });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    // an expired session keeps the page to return to after signing in again
    expect(localStorage.getItem('lastVisitedPath')).toBe('/users/1');
    expect(localStorage.getItem('accessToken')).toBe(null);
  });

  it("asks the graph for the node the spec's address names: a numeric id or a serial number", async () => {
    session.signIn('token', { ...user, roles: [...user.roles] });
    const router = renderApp('/clients/2?tab=networks');
    await waitFor(() => expect(variablesOf('ClientScreenQuery')).toEqual([{ id: 'Q2xpZW50OjI' }]));
    await router.navigate('/flic-buttons/FB-010601');
    await waitFor(() => expect(variablesOf('FlicButtonScreenQuery')).toEqual([{ id: 'RmxpY0J1dHRvbjpGQi0wMTA2MDE' }]));
    await router.navigate('/clients/2/multi-alerts/7');
    await waitFor(() => expect(variablesOf('MultiAlertScreensEditQuery')).toEqual([{ id: 'TXVsdGlBbGVydDoyLzc' }]));
    expect(router.state.location.pathname + router.state.location.search).toBe('/clients/2/multi-alerts/7');
  });

  it('replaces an opaque id in the address with the canonical one, keeping the tab', async () => {
    session.signIn('token', { ...user, roles: [...user.roles] });
    const router = renderApp('/');
    await router.navigate('/clients/Q2xpZW50OjI?tab=networks');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/clients/2?tab=networks'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(variablesOf('ClientScreenQuery')).toEqual([{ id: 'Q2xpZW50OjI' }]);
    await router.navigate(`/flic-hubs/${'RmxpY0h1YjpGSC0wMDAxMDQ'}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/flic-hubs/FH-000104'));
    await router.navigate('/clients/Q2xpZW50OjI/multi-alerts/TXVsdGlBbGVydDoyLzc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/2/multi-alerts/7'));
  });

  it('opens a tab written as a path segment on the page, and an unknown one is not found', async () => {
    session.signIn('token', { ...user, roles: [...user.roles] });
    const router = renderApp('/organizations/1/saml');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/organizations/1?tab=saml'),
    );
    await router.navigate('/users/5/user-devices');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/users/5?tab=mobile-devices'),
    );
    await router.navigate('/users/VXNlcjo1/devices');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/users/5?tab=devices'),
    );
    await router.navigate('/users/5/nonsense');
    // no page of that name: the address stays and the route shows the not-found screen (e2e sees its heading)
    expect(router.state.location.pathname + router.state.location.search).toBe('/users/5/nonsense');
    expect((router.state.matches.at(-1)?.route.element as ReactElement).type).toBe(NotFoundScreen);
  });
});
