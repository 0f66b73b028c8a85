import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { connection, nodeTabKit, resolve, waitForOperation } from '../../../test/tabKit';
import type { DevicesTabTestQuery } from './__generated__/DevicesTabTestQuery.graphql';
import { DevicesTab } from './DevicesTab';

const CLIENT_ID = 'Q2xpZW50OjI';

const query = graphql`
  query DevicesTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Client @alias(as: "client") {
        ...DevicesTab_client
      }
    }
  }
`;

const { renderTab } = nodeTabKit({
  typename: 'Client',
  id: CLIENT_ID,
  basePath: '/clients',
  routes: [
    { path: '/devices/new', element: <p>new device page</p> },
    { path: '/devices/:id', element: <p>dalm page</p> },
    { path: '/flic-buttons/:id', element: <p>button page</p> },
    { path: '/collactivate-devices/:id', element: <p>sensor page</p> },
  ],
});

const device = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'DALM',
  detailId: id,
  name,
  dalmId: null,
  location: 'Entré',
  ownerName: null,
  serialNumber: null,
  status: 'OK',
  isOnline: true,
  lastReceivedSignalAt: null,
  ...extra,
});

const DEVICES = [
  device('RGV2aWNlOjE', 'Larmsändare', { dalmId: 'DALM-1' }),
  device('RGV2aWNlOjI', 'Knapp i entrén', {
    kind: 'BUTTON',
    detailId: 'RmxpY0J1dHRvbjpCVE4tMg',
    serialNumber: 'BTN-2',
    isOnline: false,
  }),
  device('RGV2aWNlOjM', 'Rökdetektor', { kind: 'SENSOR', detailId: 'U2Vuc29yRGV2aWNlOlMz', serialNumber: 'S3' }),
];

function renderDevices({ edit = true, devices = DEVICES, addExisting = false, remove = false } = {}) {
  return renderTab<DevicesTabTestQuery>(
    query,
    (data) => (data.node?.client ? <DevicesTab client={data.node.client} /> : null),
    {
      Client: () => ({
        id: CLIENT_ID,
        name: 'Nacka kommun',
        viewerCan: { edit, delete: false, addExistingDevices: addExisting, removeDevices: remove },
      }),
      DeviceConnection: () => connection(devices),
    },
  );
}

describe("The client's devices tab", { timeout: 20_000 }, () => {
  it('lists every kind of device, each linking to its own page', async () => {
    const { router } = renderDevices();
    const table = await screen.findByRole('table', { name: 'Devices' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Larmsändare' }).getAttribute('href')).toBe('/devices/1');
    expect(screen.getByRole('link', { name: 'Knapp i entrén' }).getAttribute('href')).toBe('/flic-buttons/BTN-2');
    const button = screen.getByRole('row', { name: /Knapp i entrén/ });
    expect(within(button).getByText('Flic button')).toBeTruthy();
    expect(within(button).getByText('Offline')).toBeTruthy();
    // the whole row opens the page too
    act(() => fireEvent.click(within(screen.getByRole('row', { name: /Rökdetektor/ })).getByText('S3')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collactivate-devices/S3'));
    expect(await screen.findByText('sensor page')).toBeTruthy();
  });

  it('"Add device" goes to /devices/new', async () => {
    const { router } = renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Add device' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/new'));
  });

  it('an empty tab says what fills it; without edit rights there is no Add', async () => {
    renderDevices({ edit: false, devices: [] });
    expect(await screen.findByText('No devices yet')).toBeTruthy();
    expect(screen.getByText("The client's devices show here once they are added.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add device' })).toBeNull();
  });

  it("adds existing devices the client's candidates offer, together, and takes one out after confirmation", async () => {
    const { environment } = renderDevices({ addExisting: true, remove: true });
    await screen.findByRole('table', { name: 'Devices' });
    act(() => fireEvent.focus(screen.getByRole('combobox', { name: 'Add existing devices' })));
    const search = await waitForOperation(environment, 'DevicesTabCandidatesQuery');
    expect(search.request.variables).toEqual({ id: CLIENT_ID, query: null });
    resolve(environment, {
      node: {
        __typename: 'Client',
        id: CLIENT_ID,
        deviceCandidates: [
          { id: 'RGV2aWNlOjk', kind: 'SENSOR', name: 'Dörrsensor', dalmId: null, serialNumber: 'S9' },
          { id: 'RGV2aWNlOjg', kind: 'DALM', name: 'Växel', dalmId: 'DALM-8', serialNumber: null },
        ],
      },
    });
    const sensor = await screen.findByRole('option', { name: /Dörrsensor.*Sensor device · S9/ });
    act(() => fireEvent.click(sensor));
    act(() => fireEvent.click(screen.getByRole('option', { name: /Växel/ })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add 2 devices' })));
    const add = await waitForOperation(environment, 'DevicesTabAddMutation');
    expect(add.request.variables).toEqual({ id: CLIENT_ID, deviceIds: ['RGV2aWNlOjk', 'RGV2aWNlOjg'] });
    resolve(environment, { addDevicesToClient: { client: { id: CLIENT_ID, deviceCount: 5 }, errors: [] } });
    expect(await screen.findByText('2 devices were added to the client.')).toBeTruthy();
    await waitForOperation(environment, 'DevicesTabRefetchQuery');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Larmsändare' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Take the device out of the client?');
    expect(dialog.textContent).toContain('Larmsändare leaves Nacka kommun and is then without a client');
    fireEvent.keyDown(dialog, { key: 'Enter' });
    const removal = await waitForOperation(environment, 'DevicesTabRemoveMutation');
    expect(removal.request.variables).toEqual({ id: CLIENT_ID, deviceId: 'RGV2aWNlOjE' });
    resolve(environment, {
      removeDeviceFromClient: { removedId: 'RGV2aWNlOjE', client: { id: CLIENT_ID, deviceCount: 4 } },
    });
    expect(await screen.findByText('Larmsändare was taken out of the client.')).toBeTruthy();
  });

  it('names a refused device and keeps the other pick; without the rights there is no picker and no Remove', async () => {
    const first = renderDevices({ addExisting: true });
    await screen.findByRole('table', { name: 'Devices' });
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    act(() => fireEvent.focus(screen.getByRole('combobox', { name: 'Add existing devices' })));
    await waitForOperation(first.environment, 'DevicesTabCandidatesQuery');
    resolve(first.environment, {
      node: {
        __typename: 'Client',
        id: CLIENT_ID,
        deviceCandidates: [
          { id: 'RGV2aWNlOjk', kind: 'SENSOR', name: 'Dörrsensor', dalmId: null, serialNumber: 'S9' },
          { id: 'RGV2aWNlOjg', kind: 'DALM', name: 'Växel', dalmId: 'DALM-8', serialNumber: null },
        ],
      },
    });
    const sensor = await screen.findByRole('option', { name: /Dörrsensor/ });
    act(() => fireEvent.click(sensor));
    act(() => fireEvent.click(screen.getByRole('option', { name: /Växel/ })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add 2 devices' })));
    await waitForOperation(first.environment, 'DevicesTabAddMutation');
    resolve(first.environment, {
      addDevicesToClient: {
        client: null,
        errors: [
          {
            field: 'deviceIds',
            code: 'OWNER_NOT_IN_CLIENT',
            message: 'Nothing was added',
            refused: [{ pickedId: 'RGV2aWNlOjg', name: 'Växel', code: 'OWNER_NOT_IN_CLIENT' }],
          },
        ],
      },
    });
    expect(
      await screen.findByText(
        'Nothing was added. This pick was refused: Växel (its owner is not a member of this client). The other pick is still chosen: add it again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add 1 device' })).toBeTruthy();
    first.unmount();

    renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    expect(screen.queryByRole('combobox', { name: 'Add existing devices' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});
