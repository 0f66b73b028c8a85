import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import '../../test/tabKit';
import type { DevicesScreenQuery } from './__generated__/DevicesScreenQuery.graphql';
import { DevicesScreen, devicesScreenQuery } from './DevicesScreen';
import { toDevicesVariables } from './filters';

const ROWS = [
  {
    id: 'RGV2aWNlOjE',
    detailId: 'RGV2aWNlOjE',
    name: 'Grind norr',
    dalmId: 'D-1',
    location: 'Storgatan 1',
    clientOwnerName: 'Nacka kommun',
    ownerName: 'Anna Berg',
    lastReceivedSignalAt: '2026-02-03T04:05:00.000Z',
    relaysCount: 2,
    relaysEnabled: true,
    testModeEnabled: true,
    isOnline: true,
    status: 'ALARM',
    createdAt: '2026-01-01T10:00:00.000Z',
  },
  {
    id: 'RGV2aWNlOjI',
    detailId: 'RGV2aWNlOjI',
    name: 'Port syd',
    dalmId: 'D-2',
    location: null,
    clientOwnerName: null,
    ownerName: 'Bo Ek',
    lastReceivedSignalAt: null,
    relaysCount: 0,
    relaysEnabled: null,
    testModeEnabled: false,
    isOnline: false,
    status: 'INACTIVE',
    createdAt: '2026-01-02T10:00:00.000Z',
  },
];

function renderDevices() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<DevicesScreenQuery>(
    environment,
    devicesScreenQuery,
    toDevicesVariables({
      first: 50,
      after: null,
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
      search: null,
    }) as DevicesScreenQuery['variables'],
  );
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'viewer', roles: ['ADMIN'] }),
      DeviceConnection: () => ({
        totalCount: 2,
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: ROWS.map((node, index) => ({ cursor: `c${index}`, node })),
      }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <DevicesScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: '/devices', routes: [{ path: '/devices/:id', element: <p>device page</p> }] },
  );
  return { ...result, environment };
}

afterEach(() => vi.useRealTimers());

describe('DevicesScreen', { timeout: 20_000 }, () => {
  it('shows the spec columns: owner, relays, test mode, online dot, status', async () => {
    renderDevices();
    const table = await screen.findByRole('table', { name: 'Addsecure devices' });
    const north = within(table).getByRole('row', { name: /Grind norr/ });
    expect(within(north).getByText('Nacka kommun')).toBeTruthy(); // the client owner before the owner
    expect(within(north).getByText('Test mode')).toBeTruthy();
    expect(within(north).getByText('Online')).toBeTruthy();
    expect(within(north).getByText('Alarm')).toBeTruthy();
    expect(within(north).getByText('On')).toBeTruthy();
    expect(within(north).getByText(/^2026-02-03 \d\d:05$/)).toBeTruthy();
    const south = within(table).getByRole('row', { name: /Port syd/ });
    expect(within(south).getByText('Bo Ek')).toBeTruthy();
    expect(within(south).getByText('Offline')).toBeTruthy();
    expect(within(south).getByText('Unknown')).toBeTruthy();
    expect(within(south).queryByText('Test mode')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add device' }).getAttribute('href')).toBe('/devices/new');
  });

  it('a filter refetches with DeviceFilter; a row opens the device page', async () => {
    const { environment, router } = renderDevices();
    await screen.findByRole('table', { name: 'Addsecure devices' });
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Connection' }), { target: { value: 'false' } }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        filter: { online: false },
      }),
    );
    expect(router.state.location.search).toContain('devices.online=false');
    act(() => fireEvent.click(screen.getByText('Port syd')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/2'));
  });

  it('asks again every 15 s while visible', async () => {
    // only the interval is faked: testing-library's own waits keep real timeouts
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment } = renderDevices();
    await screen.findByRole('table', { name: 'Addsecure devices' });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(15_000));
    const poll = environment.mock.getMostRecentOperation();
    expect(poll.request.node.operation.name).toBe('DevicesScreenTableRefetchQuery');
    expect(poll.request.variables).toMatchObject({ first: 50, orderBy: { field: 'CREATED_AT', direction: 'DESC' } });
    // one request at a time
    act(() => vi.advanceTimersByTime(15_000));
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });
});
