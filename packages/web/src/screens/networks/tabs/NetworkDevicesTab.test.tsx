import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { NetworkDevicesTabTestQuery } from './__generated__/NetworkDevicesTabTestQuery.graphql';
import { NetworkDevicesTab } from './NetworkDevicesTab';
import { connection, NETWORK_ID, renderTab, resolve, waitForOperation, waitForVariables } from './testKit';

const query = graphql`
  query NetworkDevicesTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Network @alias(as: "network") {
        ...NetworkDevicesTab_network
      }
    }
  }
`;

const device = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'DALM',
  detailId: id,
  name,
  dalmId: `DALM-${id}`,
  location: 'Entré',
  ownerName: 'Södermalms Skolor',
  serialNumber: `SN-${id}`,
  status: 'OK',
  isOnline: true,
  lastReceivedSignalAt: null,
  ...extra,
});

function renderDevices({ edit = true, client = true, devices = [device('RGV2aWNlOjE', 'Larmknapp 1')] } = {}) {
  return renderTab<NetworkDevicesTabTestQuery>(
    query,
    (data) => (data.node?.network ? <NetworkDevicesTab network={data.node.network} /> : null),
    {
      Network: () => ({
        id: NETWORK_ID,
        name: 'Nattpatrullen',
        viewerCan: { edit, delete: false },
        client: client ? { id: 'Q2xpZW50OjI' } : null,
      }),
      DeviceConnection: () => connection(devices),
    },
  );
}

describe('NetworkDevicesTab', { timeout: 20_000 }, () => {
  it("shows the client devices tab's columns and opens a device's own page by its kind", async () => {
    const { router } = renderDevices({
      devices: [
        device('RGV2aWNlOjE', 'Larmknapp 1'),
        device('RGV2aWNlOjI', 'Hubb 2', {
          kind: 'HUB',
          detailId: 'RmxpY0h1YjpIVUItMg',
          dalmId: null,
          status: 'ALARM',
          isOnline: false,
          location: null,
        }),
        device('RGV2aWNlOjM', 'Rökdetektor', { kind: 'SENSOR', detailId: 'U2Vuc29yRGV2aWNlOlMz', dalmId: null }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Devices' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Kind',
      'DALM id',
      'Serial number',
      'Location',
      'Owner',
      'Status',
      'Connection',
      'Last signal',
      'Actions',
    ]);
    const hub = screen.getByRole('row', { name: /Hubb 2/ });
    expect(within(hub).getByText('Offline')).toBeTruthy();
    expect(within(hub).getByText('Flic hub')).toBeTruthy();
    expect(within(hub).getByText('SN-RGV2aWNlOjI')).toBeTruthy();
    // each name is a link to the device's page of its kind
    expect(screen.getByRole('link', { name: 'Larmknapp 1' }).getAttribute('href')).toBe('/devices/1');
    expect(screen.getByRole('link', { name: 'Rökdetektor' }).getAttribute('href')).toBe('/collactivate-devices/S3');
    act(() => fireEvent.click(within(hub).getByText('SN-RGV2aWNlOjI')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flic-hubs/HUB-2'));
  });

  it("searches through the URL (devices.q) and the server's search", async () => {
    const { environment, router } = renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Devices' }), { target: { value: 'hubb' } }),
    );
    const refetch = await waitForVariables(environment, { search: 'hubb' });
    expect(refetch.request.node.operation.name).toBe('NetworkDevicesTabRefetchQuery');
    expect(refetch.request.variables).toMatchObject({ id: NETWORK_ID, search: 'hubb', after: null });
    expect(new URLSearchParams(router.state.location.search).get('devices.q')).toBe('hubb');
  });

  it("adds devices of any kind picked among the network's client's devices not in it yet", async () => {
    const { environment } = renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    const picker = screen.getByRole('combobox', { name: 'Add devices' });
    expect(picker.getAttribute('placeholder')).toBe("Search the client's devices by name or DALM id");
    act(() => fireEvent.focus(picker));
    act(() => fireEvent.change(picker, { target: { value: 'knapp' } }));
    const search = await waitForVariables(environment, { query: 'knapp' });
    expect(search.request.node.operation.name).toBe('NetworkDevicesTabSearchQuery');
    expect(search.request.variables).toEqual({ query: 'knapp', clientId: 'Q2xpZW50OjI', excludeNetworkId: NETWORK_ID });
    resolve(environment, {
      searchDevices: [
        { id: 'RGV2aWNlOjc', kind: 'BUTTON', name: 'Larmknapp 7', dalmId: null, serialNumber: 'BTN-7' },
        { id: 'RGV2aWNlOjg', kind: 'DALM', name: 'Larmsändare 8', dalmId: 'D8', serialNumber: null },
      ],
    });
    expect(await screen.findByRole('option', { name: /Larmsändare 8.*Addsecure device · D8/ })).toBeTruthy();
    const option = await screen.findByRole('option', { name: /Larmknapp 7.*Flic button · BTN-7/ });
    act(() => fireEvent.click(option));
    const addButton = await screen.findByRole('button', { name: 'Add 1 device' });
    act(() => fireEvent.click(addButton));
    const add = await waitForOperation(environment, 'NetworkDevicesTabAddMutation');
    expect(add.request.variables).toEqual({ id: NETWORK_ID, deviceIds: ['RGV2aWNlOjc'] });
    resolve(environment, {
      addNetworkDevices: {
        network: { id: NETWORK_ID, deviceCount: 2, relaysCount: 0, relaysEnabled: null },
        errors: [],
      },
    });
    expect(await screen.findByText('1 device added.')).toBeTruthy();
  });

  it('a refused add says why', async () => {
    const { environment } = renderDevices({ client: false });
    await screen.findByRole('table', { name: 'Devices' });
    const picker = screen.getByRole('combobox', { name: 'Add devices' });
    expect(picker.getAttribute('placeholder')).toBe('Search devices by name or DALM id');
    act(() => fireEvent.focus(picker));
    const search = await waitForOperation(environment, 'NetworkDevicesTabSearchQuery');
    expect(search.request.variables).toMatchObject({ clientId: null, excludeNetworkId: NETWORK_ID });
    resolve(environment, {
      searchDevices: [{ id: 'RGV2aWNlOjk', kind: 'DALM', name: 'Annans knapp', dalmId: null, serialNumber: null }],
    });
    const option = await screen.findByRole('option', { name: /Annans knapp/ });
    act(() => fireEvent.click(option));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add 1 device' })));
    await waitForOperation(environment, 'NetworkDevicesTabAddMutation');
    resolve(environment, {
      addNetworkDevices: {
        network: null,
        errors: [{ field: 'ids', code: 'NOT_FOUND', message: 'not found', refused: [] }],
      },
    });
    expect(await screen.findByText('This item does not exist or you do not have access to it.')).toBeTruthy();
    // the pick stays for another try
    expect(within(screen.getByRole('group', { name: 'Add devices' })).getByText('Annans knapp')).toBeTruthy();
  });

  it('removes a device after confirmation', async () => {
    const { environment } = renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Larmknapp 1' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/Larmknapp 1 leaves Nattpatrullen/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    const remove = await waitForOperation(environment, 'NetworkDevicesTabRemoveMutation');
    expect(remove.request.variables).toEqual({ id: NETWORK_ID, deviceId: 'RGV2aWNlOjE' });
    resolve(environment, {
      removeNetworkDevice: {
        network: { id: NETWORK_ID, deviceCount: 0, relaysCount: 0, relaysEnabled: null },
        errors: [],
      },
    });
    expect(await screen.findByText('Larmknapp 1 was removed from the network.')).toBeTruthy();
  });

  it('an empty list explains itself; without edit rights there is no picker and no remove', async () => {
    renderDevices({ edit: false, devices: [] });
    expect(await screen.findByText('This network has no devices yet')).toBeTruthy();
    expect(
      screen.getByText("Alarms from the network's devices reach its members; an administrator adds them."),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Add devices' })).toBeNull();
  });
});
