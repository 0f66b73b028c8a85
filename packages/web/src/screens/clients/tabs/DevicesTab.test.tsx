import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { connection, nodeTabKit } from '../../../test/tabKit';
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

function renderDevices({ edit = true, devices = DEVICES } = {}) {
  return renderTab<DevicesTabTestQuery>(
    query,
    (data) => (data.node?.client ? <DevicesTab client={data.node.client} /> : null),
    {
      Client: () => ({ id: CLIENT_ID, viewerCan: { edit, delete: false } }),
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
});
