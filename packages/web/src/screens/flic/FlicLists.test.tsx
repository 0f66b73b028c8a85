import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { FlicButtonsScreenQuery } from './__generated__/FlicButtonsScreenQuery.graphql';
import type { FlicHubsScreenQuery } from './__generated__/FlicHubsScreenQuery.graphql';
import { FlicButtonsScreen, flicButtonsScreenQuery } from './FlicButtonsScreen';
import { FlicHubsScreen, flicHubsScreenQuery } from './FlicHubsScreen';

const HUBS = [
  {
    id: 'hub-1',
    name: 'Entré hubb',
    serialNumber: 'HUB-001',
    location: 'Storgatan 1',
    client: { id: 'client-1', name: 'Nacka kommun' },
    buttonCount: 3,
    isOnline: true,
    relaysEnabled: true,
    testModeEnabled: true,
    lastReceivedSignalAt: '2026-03-04T05:06:00.000Z',
    createdAt: '2026-01-02T03:04:00.000Z',
  },
  {
    id: 'hub-2',
    name: 'Lager',
    serialNumber: 'HUB-002',
    location: null,
    client: null,
    buttonCount: 0,
    isOnline: false,
    relaysEnabled: null,
    testModeEnabled: false,
    lastReceivedSignalAt: null,
    createdAt: '2026-01-01T03:04:00.000Z',
  },
];

const BUTTONS = [
  {
    id: 'button-1',
    name: 'Reception',
    serialNumber: 'BTN-1',
    firmwareVersion: '2.1.0',
    battery: 87,
    isOnline: true,
    lastPing: '2026-03-04T05:06:00.000Z',
  },
  {
    // connected by its own flag, but silent for 30 minutes: offline by the 15-minute rule
    id: 'button-3',
    name: 'Förråd',
    serialNumber: 'BTN-3',
    firmwareVersion: '2.1.0',
    battery: 50,
    isOnline: false,
    lastPing: '2026-03-04T04:36:00.000Z',
  },
  {
    id: 'button-2',
    name: 'Källare',
    serialNumber: 'BTN-2',
    firmwareVersion: null,
    battery: 0,
    isOnline: false,
    lastPing: null,
  },
];

function renderHubs({ roles = ['ADMIN'], hubs = HUBS } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<FlicHubsScreenQuery>(environment, flicHubsScreenQuery, {
    first: 50,
    after: null,
    orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    search: null,
  });
  let n = 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'viewer', roles }),
      FlicHub: () => hubs[n++ % hubs.length],
      FlicHubConnection: () => ({
        totalCount: hubs.length,
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: hubs.map(() => ({})),
      }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <FlicHubsScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: '/flic-hubs',
      routes: [
        { path: '/flic-hubs/:id', element: <p>hub page</p> },
        { path: '/clients/:id', element: <p>client page</p> },
      ],
    },
  );
  return { ...result, lastOperation: () => environment.mock.getMostRecentOperation() };
}

function renderButtons() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<FlicButtonsScreenQuery>(environment, flicButtonsScreenQuery, {
    first: 50,
    after: null,
    orderBy: { field: 'LAST_PING', direction: 'DESC' },
    search: null,
  });
  let n = 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'viewer', roles: ['CLIENT_ADMIN'] }),
      FlicButton: () => BUTTONS[n++ % BUTTONS.length],
      FlicButtonConnection: () => ({
        totalCount: 2,
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: BUTTONS.map(() => ({})),
      }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <FlicButtonsScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: '/flic-buttons', routes: [{ path: '/flic-buttons/:id', element: <p>button page</p> }] },
  );
  return { ...result, lastOperation: () => environment.mock.getMostRecentOperation() };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FlicHubsScreen', { timeout: 20_000 }, () => {
  it('lists the hubs with client, buttons, online dot, relays, test mode, last ping and created', async () => {
    renderHubs();
    const table = await screen.findByRole('table', { name: 'Flic hubs' });
    for (const header of [
      'Name',
      'Serial number',
      'Client',
      'Location',
      'Buttons',
      'Online',
      'Relays',
      'Test mode',
      'Last ping',
      'Created',
    ])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(cells(rows[1]!).slice(0, 8)).toEqual([
      'Entré hubb',
      'HUB-001',
      'Nacka kommun',
      'Storgatan 1',
      '3',
      'Online',
      'On',
      'Test mode',
    ]);
    expect(cells(rows[1]!)[8]).toMatch(/^2026-03-04 \d\d:06$/);
    expect(within(rows[1]!).getByRole('link', { name: 'Nacka kommun' }).getAttribute('href')).toBe('/clients/client-1');
    expect(cells(rows[2]!).slice(0, 9)).toEqual(['Lager', 'HUB-002', '—', '—', '0', 'Offline', 'Unknown', '—', '—']);
    expect(rows[1]!.querySelector('[data-online]')?.getAttribute('data-online')).toBe('true');
    expect(rows[2]!.querySelector('[data-online]')?.getAttribute('data-online')).toBe('false');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Created/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByRole('link', { name: 'Add hub' }).getAttribute('href')).toBe('/flic-hubs/new');
  });

  it('sorts and searches on the server, kept in the URL', async () => {
    const { lastOperation, router } = renderHubs();
    await screen.findByRole('table', { name: 'Flic hubs' });
    act(() => fireEvent.click(screen.getByRole('button', { name: /^Serial number/ })));
    await waitFor(() =>
      expect(lastOperation().request.variables).toMatchObject({
        orderBy: { field: 'SERIAL_NUMBER', direction: 'ASC' },
      }),
    );
    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Flic hubs' }), { target: { value: 'entré' } }),
    );
    await waitFor(() => expect(lastOperation().request.variables).toMatchObject({ search: 'entré' }), {
      timeout: 5000,
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('sort')).toBe('SERIAL_NUMBER.asc');
    expect(params.get('q')).toBe('entré');
  });

  it('opens a hub from its row', async () => {
    const { router } = renderHubs();
    const table = await screen.findByRole('table', { name: 'Flic hubs' });
    act(() => fireEvent.click(within(table).getAllByRole('row')[2]!));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flic-hubs/hub-2'));
  });

  it('asks again every 15 s while the page is visible, not while hidden, and shows the new state', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment, lastOperation } = renderHubs();
    const table = await screen.findByRole('table', { name: 'Flic hubs' });
    const before = environment.mock.getAllOperations().length;
    act(() => vi.advanceTimersByTime(14_000));
    expect(environment.mock.getAllOperations()).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1_000));
    expect(environment.mock.getAllOperations()).toHaveLength(before + 1);
    expect(lastOperation().request.node.operation.name).toBe('FlicHubsScreenTableRefetchQuery');
    expect(lastOperation().request.variables).toMatchObject({
      first: 50,
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    });
    // one request at a time: the next tick waits for the answer
    act(() => vi.advanceTimersByTime(15_000));
    expect(environment.mock.getAllOperations()).toHaveLength(before + 1);
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          FlicHub: () => ({ ...HUBS[0], isOnline: false }),
          FlicHubConnection: () => ({
            totalCount: 1,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [{}],
          }),
        }),
      ),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(cells(within(table).getAllByRole('row')[1]!)[5]).toBe('Offline');
    // hidden: no polling
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => vi.advanceTimersByTime(30_000));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    visibility.mockReturnValue('visible');
    act(() => vi.advanceTimersByTime(15_000));
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });

  it('says why an empty list is empty and offers no Add to a plain user', async () => {
    renderHubs({ roles: ['USER'], hubs: [] });
    expect(await screen.findByText('No Flic hubs yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add hub' })).toBeNull();
  });
});

describe('FlicButtonsScreen', { timeout: 20_000 }, () => {
  it('lists name, serial, firmware, battery percent (0 when empty), connected by the 15-minute rule and last ping, last ping first', async () => {
    renderButtons();
    const table = await screen.findByRole('table', { name: 'Flic buttons' });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[1]!).slice(0, 5)).toEqual(['Reception', 'BTN-1', '2.1.0', '87%', 'Connected']);
    expect(cells(rows[1]!)[5]).toMatch(/^2026-03-04 \d\d:06$/);
    expect(cells(rows[2]!).slice(0, 5)).toEqual(['Förråd', 'BTN-3', '2.1.0', '50%', 'Not connected']);
    expect(cells(rows[3]!)).toEqual(['Källare', 'BTN-2', '—', '0%', 'Not connected', '—']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Last ping/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByRole('link', { name: 'Add button' }).getAttribute('href')).toBe('/flic-buttons/new');
  });

  it('sorts by battery on the server and opens a button from its row', async () => {
    const { lastOperation, router } = renderButtons();
    const table = await screen.findByRole('table', { name: 'Flic buttons' });
    act(() => fireEvent.click(screen.getByRole('button', { name: /^Battery/ })));
    await waitFor(() =>
      expect(lastOperation().request.variables).toMatchObject({ orderBy: { field: 'BATTERY', direction: 'ASC' } }),
    );
    act(() => fireEvent.click(within(table).getAllByRole('row')[1]!));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flic-buttons/button-1'));
  });
});
