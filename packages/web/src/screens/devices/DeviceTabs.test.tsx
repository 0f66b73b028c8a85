import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { connection, nodeTabKit, resolve, waitForOperation } from '../../test/tabKit';
import type { DeviceTabsTestQuery } from './__generated__/DeviceTabsTestQuery.graphql';
import { DalmActiveAlertsTab, DalmAlertsTab } from './DalmTabs';
import { DeviceLogsTab } from './tabs/DeviceLogsTab';
import { DeviceNetworksTab } from './tabs/DeviceNetworksTab';
import { DeviceNotificationSettingsTab } from './tabs/DeviceNotificationSettingsTab';
import { DeviceRelaysTab } from './tabs/DeviceRelaysTab';

const DEVICE_ID = 'RGV2aWNlOjQy';

/* eslint-disable relay/must-colocate-fragment-spreads -- DalmActiveAlertsTab_device lives in DalmTabs.tsx, imported
   above; the rule looks for a module named after each fragment */
const query = graphql`
  query DeviceTabsTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Device @alias(as: "device") {
        ...DalmActiveAlertsTab_device
        ...DalmAlertsTab_device
        ...DeviceNetworksTab_device
        ...DeviceLogsTab_device
        ...DeviceNotificationSettingsTab_device
        ...DeviceRelaysTab_device
      }
    }
  }
`;

const { renderTab } = nodeTabKit({
  typename: 'Device',
  id: DEVICE_ID,
  basePath: '/devices',
  routes: [{ path: '/networks/:id', element: <p>network page</p> }],
});

const alert = (id: string, eventCode: string, sectionNumber: string) => ({
  id,
  alarmType: 'Burglary',
  eventCode,
  sectionNumber,
  message: 'Door',
  alarmDate: '2026-02-03T04:05:00.000Z',
});

const setting = (type: string) => ({
  type,
  email: true,
  push: true,
  sound: false,
  recipients: { clientAdmin: true, clientUsers: false, networkAdmin: false, networkUsers: false },
});

const relay = (id: string, networkId: string, name: string, enabled: boolean) => ({
  id,
  network: { id: networkId, name },
  enabled,
  createdAt: '2026-02-03T04:05:00.000Z',
});

function renderRelays(edit = true) {
  return renderTab<DeviceTabsTestQuery>(
    query,
    (data) => (data.node?.device ? <DeviceRelaysTab device={data.node.device} /> : null),
    {
      Device: () => ({ id: DEVICE_ID, viewerCan: { edit, delete: false } }),
      RelayConnection: () =>
        connection([
          relay('UmVsYXk6MQ', 'TmV0d29yazox', 'Skolor', true),
          relay('UmVsYXk6Mg', 'TmV0d29yazoy', 'Kontor', false),
        ]),
    },
  );
}

const relaySwitch = (name: string) =>
  screen.getByRole('checkbox', { name: `Relay to ${name} enabled` }) as HTMLInputElement;

describe('DALM device tabs', { timeout: 20_000 }, () => {
  it('active alerts: Reset asks, sends the event code and section, and the row leaves', async () => {
    const { environment } = renderTab<DeviceTabsTestQuery>(
      query,
      (data) => (data.node?.device ? <DalmActiveAlertsTab device={data.node.device} /> : null),
      {
        Device: () => ({
          id: DEVICE_ID,
          viewerCan: { edit: true, delete: true },
          activeAlerts: [alert('a1', 'BA', '3'), alert('a2', 'FA', '7')],
        }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Active alerts' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reset Burglary in section 3' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/event code BA in section 3/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' })));
    const mutation = await waitForOperation(environment, 'DalmActiveAlertsTabResetMutation');
    expect(mutation.request.variables).toEqual({ id: DEVICE_ID, sia: 'BA', section: '3' });
    resolve(environment, {
      resetDeviceAlert: {
        device: {
          __typename: 'Device',
          id: DEVICE_ID,
          status: 'ALARM',
          viewerCan: { edit: true, delete: true },
          activeAlerts: [alert('a2', 'FA', '7')],
        },
        errors: [],
      },
    });
    expect(await screen.findByText('The Burglary alert was reset.')).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).queryByText('BA')).toBeNull();
  });

  it('a reset alert reads "Ended" in the Alerts tab at once, without a reload', async () => {
    const { environment } = renderTab<DeviceTabsTestQuery>(
      query,
      (data) =>
        data.node?.device ? (
          <>
            <DalmActiveAlertsTab device={data.node.device} />
            <DalmAlertsTab device={data.node.device} />
          </>
        ) : null,
      {
        Device: () => ({
          id: DEVICE_ID,
          viewerCan: { edit: true, delete: true },
          activeAlerts: [alert('a1', 'BA', '3'), alert('a2', 'FA', '7')],
        }),
        DeviceAlertConnection: () =>
          connection([
            { ...alert('a1', 'BA', '3'), active: true },
            { ...alert('a2', 'FA', '7'), active: true },
          ]),
      },
    );
    const history = await screen.findByRole('table', { name: 'Alerts' });
    const stateOf = (code: string) =>
      within(within(history).getByRole('row', { name: new RegExp(code) }))
        .getAllByRole('cell')
        .at(-1)!.textContent;
    expect(stateOf('BA')).toBe('Active');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reset Burglary in section 3' })));
    const dialog = await screen.findByRole('alertdialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' })));
    await waitForOperation(environment, 'DalmActiveAlertsTabResetMutation');
    resolve(environment, {
      resetDeviceAlert: {
        device: {
          __typename: 'Device',
          id: DEVICE_ID,
          status: 'ALARM',
          viewerCan: { edit: true, delete: true },
          activeAlerts: [alert('a2', 'FA', '7')],
        },
        errors: [],
      },
    });
    await waitFor(() => expect(stateOf('BA')).toBe('Ended'));
    expect(stateOf('FA')).toBe('Active');
  });

  it('networks: lists the networks, removes one after confirmation', async () => {
    const { environment } = renderTab<DeviceTabsTestQuery>(
      query,
      (data) => (data.node?.device ? <DeviceNetworksTab device={data.node.device} /> : null),
      {
        Device: () => ({ id: DEVICE_ID, name: 'Grind norr', viewerCan: { edit: true, delete: true }, client: null }),
        DeviceNetworkConnection: () => ({
          ...connection([{ id: 'TmV0d29yazox', name: 'Skolor', type: 'PRIVATE', address: 'Skolgatan 1' }]),
          edges: [
            {
              cursor: 'c0',
              joinedAt: '2026-01-02T03:04:00.000Z',
              node: { id: 'TmV0d29yazox', name: 'Skolor', type: 'PRIVATE', address: 'Skolgatan 1' },
            },
          ],
        }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Networks of the device' });
    expect(within(table).getByText('Skolor')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Skolor' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Grind norr leaves the network Skolor/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    const mutation = await waitForOperation(environment, 'DeviceNetworksTabRemoveMutation');
    expect(mutation.request.variables).toEqual({ id: DEVICE_ID, networkId: 'TmV0d29yazox' });
  });

  it('logs: seconds in the time, a row opens its JSON pretty-printed', async () => {
    renderTab<DeviceTabsTestQuery>(
      query,
      (data) => (data.node?.device ? <DeviceLogsTab device={data.node.device} /> : null),
      {
        Device: () => ({ id: DEVICE_ID }),
        DeviceLogConnection: () =>
          connection([
            {
              id: 'l1',
              event: 'offline',
              type: 'warning',
              data: '{"battery":12,"connected":false}',
              createdAt: '2026-02-03T04:05:06.000Z',
            },
          ]),
      },
    );
    const table = await screen.findByRole('table', { name: 'Device log' });
    expect(within(table).getByText(/^2026-02-03 \d\d:05:06$/)).toBeTruthy();
    act(() => fireEvent.click(within(table).getByText('Offline')));
    const dialog = await screen.findByTestId('log-dialog');
    expect(within(dialog).getByRole('heading', { name: /^Offline at 2026-02-03/ })).toBeTruthy();
    expect(dialog.querySelector('pre')?.textContent).toBe('{\n  "battery": 12,\n  "connected": false\n}');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it.each([
    [
      'sv' as const,
      'Enhetslogg',
      [
        'Online|Info|—',
        'Offline|Varning|Ingen signal sedan 2026-02-03 03:50',
        'Online igen|Återställd|—',
        'Låg batterinivå|Varning|Batteri 19 %',
        'Kritisk batterinivå|Varning|Batteri 9 %',
        'Batteriet nästan tomt|Varning|Batteri 4 %',
        'Wi-Fi frånkopplat|Varning|—',
        'Ethernet frånkopplat|Varning|—',
        'Testläget avslutades|Info|—',
        'Larm|Larm|—',
        'Knapptryckning|Larm|—',
        'Kritisk batterinivå|Varning|Batteri 8 %',
        'Offline|Varning|Anslutningen förlorad',
        'Firmware updated|Notice|—',
      ],
    ],
    [
      'es' as const,
      'Registro del dispositivo',
      [
        'En línea|Información|—',
        'Sin conexión|Aviso|Sin señal desde 2026-02-03 03:50',
        'De nuevo en línea|Restablecido|—',
        'Batería baja|Aviso|Batería 19 %',
        'Batería crítica|Aviso|Batería 9 %',
        'Batería casi vacía|Aviso|Batería 4 %',
        'Wi-Fi desconectado|Aviso|—',
        'Ethernet desconectado|Aviso|—',
        'El modo de prueba terminó|Información|—',
        'Alarma|Alarma|—',
        'Botón pulsado|Alarma|—',
        'Batería crítica|Aviso|Batería 8 %',
        'Sin conexión|Aviso|Conexión perdida',
        'Firmware updated|Notice|—',
      ],
    ],
  ])(
    'logs in %s: every event the platform writes by its label; an unknown one as words',
    async (language, label, expected) => {
      const log = (event: string, type: string, data: object = {}) => ({
        id: `l-${event}-${JSON.stringify(data)}`,
        event,
        type,
        data: JSON.stringify(data),
        createdAt: '2026-02-03T04:05:06.000Z',
      });
      renderTab<DeviceTabsTestQuery>(
        query,
        (data) => (data.node?.device ? <DeviceLogsTab device={data.node.device} /> : null),
        {
          Device: () => ({ id: DEVICE_ID }),
          DeviceLogConnection: () =>
            connection([
              log('online', 'info', { connected: true }),
              log('offline', 'warning', {
                reason: 'noSignal',
                lastSignalAt: new Date(2026, 1, 3, 3, 50).toISOString(),
              }),
              log('restore', 'restore'),
              log('batteryLow', 'warning', { battery: 19, notification: 'battery-low' }),
              log('batteryCritical', 'warning', { battery: 9 }),
              log('batteryPanic', 'warning', { battery: 4 }),
              log('wifiDisconnected', 'warning', { notification: 'wifi-disconnected' }),
              log('ethernetDisconnected', 'warning'),
              log('testModeExpired', 'info', { expiredAt: '2026-02-03T04:00:00.000Z' }),
              log('alarm', 'alarm', { alarmType: 'Burglary' }),
              log('press', 'alarm'),
              // older rows spell the battery events with hyphens
              log('battery-critical', 'warning', { battery: 8 }),
              log('offline', 'warning', { reason: 'disconnected', connected: false }),
              log('firmwareUpdated', 'notice'),
            ]),
        },
        { language },
      );
      const table = await screen.findByRole('table', { name: label });
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 3)
            .map((cell) => cell.textContent)
            .join('|'),
        );
      expect(rows).toEqual(expected);
    },
  );

  it("notification settings: the kind's types only; saving sends the others back unchanged", async () => {
    const { environment } = renderTab<DeviceTabsTestQuery>(
      query,
      (data) => (data.node?.device ? <DeviceNotificationSettingsTab device={data.node.device} /> : null),
      {
        Device: () => ({
          id: DEVICE_ID,
          kind: 'DALM',
          viewerCan: { edit: true, delete: true },
          notificationSettings: [setting('device-disconnected'), setting('button-disconnected')],
        }),
      },
    );
    expect(await screen.findByText('Device disconnected')).toBeTruthy();
    expect(screen.queryByText('Button disconnected')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Push for Device disconnected' })));
    // push off disables sound: rendered from the form's state, so the change is in what Save sends
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Sound for Device disconnected' }) as HTMLInputElement).disabled,
      ).toBe(true),
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const mutation = await waitForOperation(environment, 'DeviceNotificationSettingsTabSaveMutation');
    expect(mutation.request.variables.input).toEqual([
      { ...setting('device-disconnected'), push: false, sound: false },
      setting('button-disconnected'),
    ]);
  });

  it("relays: one row per network, the network's name opens the network", async () => {
    renderRelays();
    const table = await screen.findByRole('table', { name: 'Relays of the device' });
    const school = within(table).getByRole('row', { name: /Skolor/ });
    expect(within(school).getByText('On')).toBeTruthy();
    expect(within(school).getByText(/^2026-02-03 \d\d:05$/)).toBeTruthy();
    expect(relaySwitch('Skolor').checked).toBe(true);
    expect(relaySwitch('Kontor').checked).toBe(false);
    act(() => fireEvent.click(within(table).getByRole('link', { name: 'Kontor' })));
    expect(await screen.findByText('network page')).toBeTruthy();
  });

  it('relays: the switch sends setRelayEnabled, waits, and keeps the answer', async () => {
    const { environment } = renderRelays();
    await screen.findByRole('table', { name: 'Relays of the device' });
    act(() => fireEvent.click(relaySwitch('Kontor')));
    const mutation = await waitForOperation(environment, 'RelaysTableEnableMutation');
    expect(mutation.request.variables).toEqual({ id: 'UmVsYXk6Mg', enabled: true });
    expect(relaySwitch('Kontor').checked).toBe(true);
    expect(relaySwitch('Kontor').disabled).toBe(true);
    resolve(environment, {
      setRelayEnabled: {
        relay: { id: 'UmVsYXk6Mg', enabled: true, network: { id: 'TmV0d29yazoy', relaysEnabled: true } },
        errors: [],
      },
    });
    expect(await screen.findByText('The relay to Kontor is on.')).toBeTruthy();
    await waitFor(() => expect(relaySwitch('Kontor').disabled).toBe(false));
    expect(relaySwitch('Kontor').checked).toBe(true);
  });

  it('relays: a refused switch goes back and says why', async () => {
    const { environment } = renderRelays();
    await screen.findByRole('table', { name: 'Relays of the device' });
    act(() => fireEvent.click(relaySwitch('Skolor')));
    await waitForOperation(environment, 'RelaysTableEnableMutation');
    expect(relaySwitch('Skolor').checked).toBe(false);
    resolve(environment, {
      setRelayEnabled: { relay: null, errors: [{ field: null, code: 'FORBIDDEN', message: 'not yours' }] },
    });
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    await waitFor(() => expect(relaySwitch('Skolor').checked).toBe(true));
    expect(relaySwitch('Skolor').disabled).toBe(false);
    expect(screen.queryByText('The relay to Skolor is off.')).toBeNull();
  });

  it('relays: without edit rights the switches cannot be changed', async () => {
    renderRelays(false);
    await screen.findByRole('table', { name: 'Relays of the device' });
    expect(relaySwitch('Skolor').disabled).toBe(true);
    expect(relaySwitch('Kontor').disabled).toBe(true);
  });
});
