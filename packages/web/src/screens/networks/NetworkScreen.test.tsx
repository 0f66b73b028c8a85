import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { NetworkScreenQuery } from './__generated__/NetworkScreenQuery.graphql';
import { NetworkScreen, networkScreenQuery } from './NetworkScreen';

// The tabs belong to their own tests; here each shows which network it was given. The map is maplibre
// (WebGL): a stand-in shows what it was given.
vi.mock('../../ui/map/VaktMap', () => ({
  VaktMap: (props: {
    label: string;
    markers: unknown[];
    circles: unknown[];
    noLocationText?: string;
    testId?: string;
  }) => (
    <div
      data-testid={props.testId}
      aria-label={props.label}
      data-markers={JSON.stringify(props.markers)}
      data-circles={JSON.stringify(props.circles)}
    >
      {props.markers.length === 0 && props.noLocationText}
    </div>
  ),
}));
const { stub } = vi.hoisted(() => ({
  stub:
    (name: string) =>
    ({ network }: { network: unknown }) => (
      <p data-testid="tab-content">
        {name} {(network as { id?: string }).id ? 'with the network' : 'without'}
      </p>
    ),
}));
vi.mock('./tabs/NetworkMembersTab', () => ({ NetworkMembersTab: stub('members tab') }));
vi.mock('./tabs/NetworkIntegrationsTab', () => ({ NetworkIntegrationsTab: stub('integrations tab') }));
vi.mock('./tabs/NetworkSettingsTab', () => ({ NetworkSettingsTab: stub('settings tab') }));
vi.mock('./tabs/NetworkDevicesTab', () => ({ NetworkDevicesTab: stub('devices tab') }));
vi.mock('./tabs/NetworkDocumentsTab', () => ({ NetworkDocumentsTab: stub('documents tab') }));
vi.mock('./tabs/NetworkIncidentsTab', () => ({ NetworkIncidentsTab: stub('incidents tab') }));
vi.mock('./tabs/NetworkRelaysTab', () => ({ NetworkRelaysTab: stub('relays tab') }));
vi.mock('./tabs/NetworkNotificationSettingsTab', () => ({
  NetworkNotificationSettingsTab: stub('notification settings tab'),
}));

const NETWORK_ID = btoa('Network:17').replace(/=+$/, '');

function renderNetwork({
  tab,
  missing = false,
  network = {},
}: { tab?: string; missing?: boolean; network?: Record<string, unknown> } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NetworkScreenQuery>(environment, networkScreenQuery, { id: NETWORK_ID });
  environment.mock.resolveMostRecentOperation((operation) =>
    missing
      ? { data: { viewer: { id: 'viewer', roles: ['ADMIN'] }, node: null } }
      : MockPayloadGenerator.generate(operation, {
          User: (context: unknown) =>
            (context as { path?: readonly string[] }).path?.[0] === 'viewer'
              ? { id: 'viewer', roles: ['ADMIN'] }
              : { id: 'user-5', displayName: 'Astrid Lindqvist', email: 'astrid@vakt.test' },
          Network: () => ({
            id: NETWORK_ID,
            number: 17,
            name: 'Nacka hemtjänst',
            type: 'OPEN',
            status: 'CLOSED',
            address: 'Storgatan 1, Nacka',
            description: null,
            latitude: 59.31,
            longitude: 18.16,
            logo: { url: '/files/logo.png' },
            client: { id: 'client-1', name: 'Nacka kommun' },
            settings: { enableNotificationRange: true, notificationRange: 25000 },
            viewerCan: { edit: true, delete: true },
            ...network,
          }),
        }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <NetworkScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: `/networks/${NETWORK_ID}${tab ? `?tab=${tab}` : ''}`,
      routes: [{ path: '/networks', element: <p>networks list</p> }],
    },
  );
  return { ...result, environment };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => vi.restoreAllMocks());

describe('NetworkScreen', { timeout: 20_000 }, () => {
  it('shows the header: name, type, status, logo, client and owner links', async () => {
    renderNetwork();
    expect((await screen.findByTestId('network-name')).textContent).toBe('Nacka hemtjänst');
    const header = screen.getByTestId('network-header');
    expect(within(header).getByText('Open')).toBeTruthy();
    expect(within(header).getByText('Closed')).toBeTruthy();
    expect(within(header).getByText('17')).toBeTruthy();
    expect(within(header).getByRole('img', { name: 'Logo of Nacka hemtjänst' }).getAttribute('src')).toBe(
      '/files/logo.png',
    );
    expect(within(header).getByRole('link', { name: 'Nacka kommun' }).getAttribute('href')).toBe('/clients/client-1');
    expect(
      within(header)
        .getByRole('link', { name: /Astrid Lindqvist/ })
        .getAttribute('href'),
    ).toBe('/users/user-5');
    expect(within(header).getByRole('link', { name: 'All networks' }).getAttribute('href')).toBe('/networks');
    expect(document.title).toContain('Nacka hemtjänst');
  });

  it('shows the network on its map, with its range circle, and its coordinates as text', async () => {
    renderNetwork();
    const map = await screen.findByTestId('network-page-map');
    expect(map.getAttribute('aria-label')).toBe('Map of Nacka hemtjänst');
    expect(JSON.parse(map.dataset.markers!)).toEqual([
      { id: 'network', latitude: 59.31, longitude: 18.16, title: 'Nacka hemtjänst' },
    ]);
    expect(JSON.parse(map.dataset.circles!)).toEqual([
      { id: 'range', latitude: 59.31, longitude: 18.16, radiusMeters: 25000, color: '#4CAF50' },
    ]);
    const header = screen.getByTestId('network-header');
    expect(within(header).getByText('59.31, 18.16')).toBeTruthy();
  });

  it('a network whose location was never set says so, in the header and on the map, with no marker', async () => {
    renderNetwork({ network: { latitude: null, longitude: null } });
    const map = await screen.findByTestId('network-page-map');
    expect(JSON.parse(map.dataset.markers!)).toEqual([]);
    expect(JSON.parse(map.dataset.circles!)).toEqual([]);
    expect(map.textContent).toBe('Location not set');
    expect(within(screen.getByTestId('network-header')).getByText('Location not set')).toBeTruthy();
  });

  it('has the eight tabs in the spec order, users first, each given the network', async () => {
    renderNetwork();
    await screen.findByTestId('network-tabs');
    expect(tabNames()).toEqual([
      'Users',
      'Integrations',
      'Settings',
      'Devices',
      'Documents',
      'Incidents',
      'Relays',
      'Notification settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('tab-content').textContent).toBe('members tab with the network');
  });

  it('keeps the tab in the query string, replacing the history entry', async () => {
    const { router } = renderNetwork({ tab: 'relays' });
    await screen.findByTestId('network-tabs');
    expect(screen.getByRole('tab', { name: 'Relays' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('tab-content').textContent).toBe('relays tab with the network');
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Notification settings' })));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notification-settings'));
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Integrations' })));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=integrations'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('integrations tab with the network')).toBeTruthy();
  });

  it('falls back to the users tab for an unknown tab', async () => {
    renderNetwork({ tab: 'nonsense' });
    await screen.findByTestId('network-tabs');
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the edit form from the header with the saved values and the saved range', async () => {
    renderNetwork();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
    const form = await screen.findByRole('form', { name: 'Network' });
    expect((within(form).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Nacka hemtjänst');
    expect((within(form).getByRole('combobox', { name: /^Address/ }) as HTMLInputElement).value).toBe(
      'Storgatan 1, Nacka',
    );
    expect(within(form).getByTestId('range-value').textContent).toBe('25 km');
    expect(within(form).getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe('/files/logo.png');
    act(() => fireEvent.click(within(form).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Network' })).toBeNull());
  });

  it('saves an edit with removeLogo when the logo was removed', async () => {
    const { environment } = renderNetwork();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
    const form = await screen.findByRole('form', { name: 'Network' });
    act(() => fireEvent.click(within(form).getByRole('button', { name: 'Remove logo' })));
    act(() => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('NetworkFormUpdateMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: NETWORK_ID,
      input: {
        name: 'Nacka hemtjänst',
        type: 'OPEN',
        description: null,
        address: 'Storgatan 1, Nacka',
        latitude: 59.31,
        longitude: 18.16,
        ownerId: 'user-5',
        clientId: 'client-1',
        removeLogo: true,
      },
    });
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          NetworkPayload: () => ({ errors: [] }),
          Network: () => ({ id: NETWORK_ID, name: 'Nacka hemtjänst', type: 'OPEN', status: 'CLOSED', logo: null }),
        }),
      ),
    );
    expect(await screen.findByText('The network was saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Network' })).toBeNull());
    expect(screen.queryByRole('img', { name: 'Logo of Nacka hemtjänst' })).toBeNull();
  });

  it('an admin deletes the network after confirming and goes back to the list', async () => {
    const { environment, router } = renderNetwork();
    await screen.findByTestId('network-header');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    const dialog = await screen.findByRole('alertdialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('NetworkScreenDeleteMutation'),
    );
    act(() => environment.mock.resolveMostRecentOperation({ data: { deleteNetwork: { deletedId: NETWORK_ID } } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/networks'));
  });

  it('offers neither edit nor delete without the rights', async () => {
    renderNetwork({ network: { viewerCan: { edit: false, delete: false } } });
    await screen.findByTestId('network-header');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the not-found page for an unknown or out-of-scope network', async () => {
    renderNetwork({ missing: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('network-tabs')).toBeNull();
    expect(screen.queryByTestId('network-header')).toBeNull();
  });
});
