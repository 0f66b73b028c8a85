import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { NetworkRelaysTabTestQuery } from './__generated__/NetworkRelaysTabTestQuery.graphql';
import { NetworkRelaysTab } from './NetworkRelaysTab';
import { connection, NETWORK_ID, renderTab, resolve, waitForOperation } from './testKit';

const query = graphql`
  query NetworkRelaysTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Network @alias(as: "network") {
        ...NetworkRelaysTab_network
      }
    }
  }
`;

const relay = (id: string, name: string, enabled: boolean, kind = 'DALM') => ({
  id,
  device: { id: `device-${id}`, kind, detailId: `detail-${id}`, name },
  enabled,
  createdAt: '2026-02-03T04:05:00.000Z',
});

function renderRelays({
  edit = true,
  relays = [relay('UmVsYXk6MQ', 'Grind norr', true), relay('UmVsYXk6Mg', 'Port syd', false, 'HUB')],
} = {}) {
  return renderTab<NetworkRelaysTabTestQuery>(
    query,
    (data) => (data.node?.network ? <NetworkRelaysTab network={data.node.network} /> : null),
    {
      Network: () => ({ id: NETWORK_ID, viewerCan: { edit, delete: false } }),
      RelayConnection: () => connection(relays),
    },
  );
}

const switchOf = (name: string) =>
  screen.getByRole('checkbox', { name: `Relay of ${name} enabled` }) as HTMLInputElement;

describe('NetworkRelaysTab', { timeout: 20_000 }, () => {
  it("lists the device name (a link to the device's page), the enabled state in words and the created time", async () => {
    renderRelays();
    const table = await screen.findByRole('table', { name: 'Relays' });
    const north = within(table).getByRole('row', { name: /Grind norr/ });
    expect(within(north).getByRole('link', { name: 'Grind norr' }).getAttribute('href')).toBe(
      '/devices/detail-UmVsYXk6MQ',
    );
    // every kind opens its own page: a Flic hub's relay opens the hub
    expect(within(table).getByRole('link', { name: 'Port syd' }).getAttribute('href')).toBe(
      '/flic-hubs/detail-UmVsYXk6Mg',
    );
    expect(within(north).getByText('On')).toBeTruthy();
    expect(within(north).getByText(/^2026-02-03 \d\d:05$/)).toBeTruthy();
    expect(switchOf('Grind norr').checked).toBe(true);
    expect(switchOf('Port syd').checked).toBe(false);
    expect(within(within(table).getByRole('row', { name: /Port syd/ })).getByText('Off')).toBeTruthy();
  });

  it("the device's name opens the device's page", async () => {
    renderRelays();
    const table = await screen.findByRole('table', { name: 'Relays' });
    act(() => fireEvent.click(within(table).getByRole('link', { name: 'Grind norr' })));
    expect(await screen.findByText('device page')).toBeTruthy();
  });

  it('switching a relay sends setRelayEnabled and keeps the answer', async () => {
    const { environment } = renderRelays();
    await screen.findByRole('table', { name: 'Relays' });
    act(() => fireEvent.click(switchOf('Port syd')));
    const operation = await waitForOperation(environment, 'RelaysTableEnableMutation');
    expect(operation.request.variables).toEqual({ id: 'UmVsYXk6Mg', enabled: true });
    // while the server answers the switch shows the asked state and waits
    expect(switchOf('Port syd').checked).toBe(true);
    expect(switchOf('Port syd').disabled).toBe(true);
    resolve(environment, {
      setRelayEnabled: {
        relay: { id: 'UmVsYXk6Mg', enabled: true, network: { id: NETWORK_ID, relaysEnabled: true } },
        errors: [],
      },
    });
    expect(await screen.findByText('The relay of Port syd is on.')).toBeTruthy();
    await waitFor(() => expect(switchOf('Port syd').disabled).toBe(false));
    expect(switchOf('Port syd').checked).toBe(true);
  });

  it('a failed switch goes back and says so', async () => {
    const { environment } = renderRelays();
    await screen.findByRole('table', { name: 'Relays' });
    act(() => fireEvent.click(switchOf('Grind norr')));
    await waitForOperation(environment, 'RelaysTableEnableMutation');
    act(() => environment.mock.rejectMostRecentOperation(new Error('the gateway is away')));
    expect(await screen.findByText('Oups! Something went wrong. Contact support for help.')).toBeTruthy();
    await waitFor(() => expect(switchOf('Grind norr').checked).toBe(true));
  });

  it('without edit rights the switches cannot be changed', async () => {
    renderRelays({ edit: false });
    await screen.findByRole('table', { name: 'Relays' });
    expect(switchOf('Grind norr').disabled).toBe(true);
  });

  it('explains an empty list', async () => {
    renderRelays({ relays: [] });
    expect(await screen.findByText('This network has no relays')).toBeTruthy();
    expect(screen.getByText(/A relay appears when a device with relays is added/)).toBeTruthy();
  });
});
