import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { operationName, waitForVariables } from '../../test/tabKit';
import type { SensorDevicesScreenQuery } from './__generated__/SensorDevicesScreenQuery.graphql';
import { SensorDevicesScreen, sensorDevicesScreenQuery } from './SensorDevicesScreen';

const SENSORS = [
  {
    id: 'U2Vuc29yRGV2aWNlOlNFTi0x',
    name: 'Rökdetektor kök',
    serialNumber: 'SEN-1',
    siaId: 'FA',
    location: 'Köket',
    alertRemoteCenter: 'SOS Alarm',
    objectName: 'Kök',
    lastReceivedSignalAt: '2026-03-04T08:09:10.000Z',
    relaysCount: 2,
    relaysEnabled: true,
    testModeEnabled: true,
    isOnline: true,
  },
  {
    id: 'U2Vuc29yRGV2aWNlOlNFTi0y',
    name: 'Vattenlarm källare',
    serialNumber: 'SEN-2',
    siaId: null,
    location: 'Källaren',
    alertRemoteCenter: null,
    objectName: null,
    lastReceivedSignalAt: null,
    relaysCount: 0,
    relaysEnabled: null,
    testModeEnabled: false,
    isOnline: false,
  },
];

function renderSensors({ roles = ['ADMIN'], sensors = SENSORS } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SensorDevicesScreenQuery>(environment, sensorDevicesScreenQuery, {
    first: 50,
    after: null,
    orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    search: null,
  });
  let n = 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'viewer', roles }),
      SensorDevice: () => sensors[n++ % sensors.length],
      SensorDeviceConnection: () => ({
        totalCount: sensors.length,
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: sensors.map(() => ({})),
      }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <SensorDevicesScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: '/collactivate-devices',
      routes: [
        { path: '/collactivate-devices/new', element: <p>new sensor page</p> },
        { path: '/collactivate-devices/:id', element: <p>sensor page</p> },
      ],
    },
  );
  return result;
}

afterEach(() => vi.useRealTimers());

describe('SensorDevicesScreen', { timeout: 30_000 }, () => {
  it('lists the sensors with the columns of spec 2: relays badge, test mode badge and the online dot', async () => {
    renderSensors();
    const table = await screen.findByRole('table', { name: 'Sensor devices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim()),
    ).toEqual([
      'Name',
      'Serial number',
      'SIA id',
      'Location',
      'Alert remote center',
      'Object name',
      'Last signal',
      'Relays',
      'Relays status',
      'Test mode',
      'Online',
    ]);
    const kitchen = screen.getByRole('row', { name: /Rökdetektor kök/ });
    expect(within(kitchen).getByText('SEN-1')).toBeTruthy();
    expect(within(kitchen).getByText('SOS Alarm')).toBeTruthy();
    expect(within(kitchen).getByText(/^2026-03-04 \d\d:09$/)).toBeTruthy();
    expect(within(kitchen).getByText('Online')).toBeTruthy();
    expect(within(kitchen).getByText('Test mode')).toBeTruthy();
    expect(within(kitchen).getByText('On')).toBeTruthy();
    const cellar = screen.getByRole('row', { name: /Vattenlarm källare/ });
    expect(within(cellar).getByText('Offline')).toBeTruthy();
    expect(within(cellar).getByText('Off')).toBeTruthy();
    expect(cellar.querySelector('[data-online="false"]')).toBeTruthy();
    expect(cellar.querySelector('[data-relays="unknown"]')).toBeTruthy();
  });

  it('a row opens the sensor page; Add opens the new sensor form', async () => {
    const { router } = renderSensors();
    await screen.findByRole('table', { name: 'Sensor devices' });
    act(() => fireEvent.click(screen.getByText('Vattenlarm källare')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collactivate-devices/SEN-2'));
    act(() => void router.navigate('/collactivate-devices'));
    const add = await screen.findByRole('link', { name: 'Add sensor device' });
    act(() => fireEvent.click(add));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collactivate-devices/new'));
  });

  it('sorts and searches on the server, through the URL', async () => {
    const { environment, router } = renderSensors();
    await screen.findByRole('table', { name: 'Sensor devices' });
    act(() => fireEvent.click(screen.getByRole('button', { name: /Serial number/ })));
    const sorted = await waitForVariables(environment, { orderBy: { field: 'SERIAL_NUMBER', direction: 'ASC' } });
    expect(operationName(sorted)).toBe('SensorDevicesScreenTableRefetchQuery');
    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Sensor devices' }), {
        target: { value: 'kök' },
      }),
    );
    await waitForVariables(environment, { search: 'kök', after: null });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kök');
  });

  it('asks for the page again every 15 s while visible, one request at a time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment } = renderSensors();
    await screen.findByRole('table', { name: 'Sensor devices' });
    const before = environment.mock.getAllOperations().length;
    act(() => void vi.advanceTimersByTime(15_000));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(before + 1));
    const poll = environment.mock.getMostRecentOperation();
    expect(operationName(poll)).toBe('SensorDevicesScreenTableRefetchQuery');
    expect(poll.request.variables).toMatchObject({ first: 50, orderBy: { field: 'CREATED_AT', direction: 'DESC' } });
    // still unanswered: the next tick does not ask again
    act(() => void vi.advanceTimersByTime(15_000));
    expect(environment.mock.getAllOperations()).toHaveLength(before + 1);
    // the answer lands in place: the cellar sensor is online now
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SensorDevice: (() => {
            let i = 0;
            return () => ({ ...SENSORS[i % 2], ...(i++ % 2 === 1 ? { isOnline: true } : {}) });
          })(),
          SensorDeviceConnection: () => ({
            totalCount: 2,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [{}, {}],
          }),
        }),
      ),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Vattenlarm källare/ })).getByText('Online')).toBeTruthy(),
    );
  });

  it('an empty list says what fills it', async () => {
    renderSensors({ sensors: [] });
    expect(await screen.findByText('No sensor devices yet')).toBeTruthy();
    expect(screen.getByText('Add a sensor with its serial number to see it here.')).toBeTruthy();
  });
});
