import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resolve, waitForOperation } from '../../test/tabKit';
import type { SensorDeviceScreenQuery } from './__generated__/SensorDeviceScreenQuery.graphql';
import { SensorDeviceScreen, sensorDeviceScreenQuery } from './SensorDeviceScreen';

vi.mock('../../ui/map/VaktMap', () => ({ VaktMap: () => <div data-testid="map" /> }));

const SENSOR_ID = 'U2Vuc29yRGV2aWNlOlNFTiAx';

function renderSensor({ search = '', sensor = {} as Record<string, unknown>, found = true } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SensorDeviceScreenQuery>(environment, sensorDeviceScreenQuery, { id: SENSOR_ID });
  environment.mock.resolveMostRecentOperation((operation) =>
    found
      ? MockPayloadGenerator.generate(operation, {
          User: () => ({ id: 'viewer', roles: ['ADMIN'] }),
          Network: () => ({ type: 'PUBLIC' }),
          SensorDevice: () => ({
            id: SENSOR_ID,
            name: 'Rökdetektor kök',
            serialNumber: 'SEN 1/A',
            isOnline: false,
            deleted: false,
            testModeEnabled: true,
            lastReceivedSignalAt: null,
            battery: 18,
            relaysCount: 1,
            relaysEnabled: false,
            client: { id: 'Q2xpZW50OjI', name: 'Nacka kommun' },
            viewerCan: { edit: true, delete: true },
            ...sensor,
          }),
        })
      : { data: { viewer: { id: 'viewer', roles: ['ADMIN'] }, node: null } },
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <SensorDeviceScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: `/collactivate-devices/${SENSOR_ID}${search}`,
      routes: [{ path: '/collactivate-devices', element: <p>sensor list</p> }],
    },
  );
}

describe('SensorDeviceScreen', { timeout: 30_000 }, () => {
  it('shows the sensor: name, offline, test mode, client, battery and relays, its form and the six tabs', async () => {
    renderSensor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rökdetektor kök' })).toBeTruthy();
    const header = screen.getByTestId('sensor-header');
    expect(within(screen.getByTestId('sensor-online')).getAllByText('Offline').length).toBeGreaterThan(0);
    expect(within(header).getByText('Test mode')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Nacka kommun' }).getAttribute('href')).toBe('/clients/2');
    expect(within(header).getByText('18%')).toBeTruthy();
    expect(within(header).getByText('Off')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sensor device settings' })).toBeTruthy();
    expect(
      within(screen.getByTestId('sensor-tabs'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Networks', 'Relays', 'Logs', 'Alert settings', 'Notification settings', 'Sensor portal']);
    expect(screen.getByRole('tab', { name: 'Networks' }).getAttribute('aria-selected')).toBe('true');
  });

  it('the tab is kept in ?tab=; alert settings and the sensor portal open in a new tab', async () => {
    const { router } = renderSensor({ search: '?tab=alert-settings' });
    const link = await screen.findByRole('link', { name: /Open alert settings/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // the serial number goes into the other frontend's address, encoded
    expect(link.getAttribute('href')).toMatch(/\/collactivate-devices\/SEN%201%2FA\/alert-settings$/);
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Sensor portal' })));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('sensor-portal'));
    const portal = await screen.findByRole('link', { name: /Open the sensor portal/ });
    expect(portal.getAttribute('target')).toBe('_blank');
    expect(portal.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { environment, router } = renderSensor();
    await screen.findByRole('heading', { level: 1, name: 'Rökdetektor kök' });
    act(() => fireEvent.click(within(screen.getByTestId('sensor-header')).getByRole('button', { name: 'Delete' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/Rökdetektor kök is removed with its network links/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    const remove = await waitForOperation(environment, 'SensorDeviceScreenDeleteMutation');
    expect(remove.request.variables).toEqual({ id: SENSOR_ID });
    resolve(environment, { deleteSensorDevice: { deletedId: SENSOR_ID } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/collactivate-devices'));
    expect(await screen.findByText('Rökdetektor kök was removed')).toBeTruthy();
  });

  it('a sensor the viewer cannot see is not found', async () => {
    renderSensor({ found: false });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
  });
});
