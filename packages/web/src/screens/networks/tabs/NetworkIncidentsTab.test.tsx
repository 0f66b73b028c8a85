import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { NetworkIncidentsTabTestQuery } from './__generated__/NetworkIncidentsTabTestQuery.graphql';
import { descriptionLines, truncateDescription } from '../../incidents/IncidentDescription';
import { NetworkIncidentsTab } from './NetworkIncidentsTab';
import { NETWORK_ID, operationName, renderTab, resolve, waitForVariables } from './testKit';

/** relay-test-utils' push of a subscription payload (left out of the shared type declaration). */
interface MockStream {
  nextValue(operation: OperationDescriptor, payload: GraphQLSingularResponse): void;
}

const query = graphql`
  query NetworkIncidentsTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Network @alias(as: "network") {
        ...NetworkIncidentsTab_network
      }
    }
  }
`;

const LONG = 'Brandlarm i trapphus B, rök på plan tre, utrymning pågår enligt plan och räddningstjänsten är larmad';

const incident = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  status,
  kind: 'Network Alert',
  name: `Larm ${id}`,
  description: 'Kort text',
  networkName: 'Södermalm',
  network: { id: NETWORK_ID },
  address: 'Götgatan 1, Stockholm',
  createdAt: '2026-06-07T08:09:00.000Z',
  viewerCanChangeStatus: status !== 'FINALIZED',
  ...extra,
});

const page = (incidents: Record<string, unknown>[], endCursor: string | null, hasNextPage: boolean) => ({
  pageInfo: { hasNextPage, endCursor, hasPreviousPage: false, startCursor: null },
  edges: incidents.map((node) => ({ cursor: String(node.id), node })),
});

const FIRST = [
  incident('i1', 'UNCONFIRMED', { description: LONG }),
  incident('i2', 'ONGOING', { kind: 'Panic Alert', description: null, address: null }),
  incident('i3', 'FINALIZED'),
];

function renderIncidents(incidents = FIRST, hasNextPage = true) {
  return renderTab<NetworkIncidentsTabTestQuery>(
    query,
    (data) => (data.node?.network ? <NetworkIncidentsTab network={data.node.network} /> : null),
    {
      Network: () => ({ id: NETWORK_ID }),
      IncidentConnection: () => page(incidents, hasNextPage ? 'cursor-20' : null, hasNextPage),
    },
  );
}

const refetched = (incidents: Record<string, unknown>[], endCursor: string | null, hasNextPage: boolean) => ({
  node: { __typename: 'Network', id: NETWORK_ID, incidents: page(incidents, endCursor, hasNextPage) },
});

describe('NetworkIncidentsTab', { timeout: 20_000 }, () => {
  it('shows status in words and colour, kind, name, description cut at 24 characters, address and created', async () => {
    renderIncidents();
    const rows = await screen.findAllByTestId('incident-row');
    expect(rows).toHaveLength(3);
    const badges = rows.map((row) => row.querySelector('[data-status]')!);
    expect(badges.map((badge) => badge.textContent)).toEqual(['Unconfirmed', 'Ongoing', 'Finalized']);
    // the spec's colours: unconfirmed red, ongoing amber, finalized green
    expect(badges.map((badge) => badge.getAttribute('data-palette'))).toEqual(['red', 'yellow', 'green']);
    expect(within(rows[0]!).getByText('Network alert')).toBeTruthy();
    expect(within(rows[1]!).getByText('Panic alert')).toBeTruthy();
    expect(within(rows[0]!).getByText('Brandlarm i trapphus B,…')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^2026-06-07 \d\d:09$/)).toBeTruthy();
    expect(within(rows[2]!).getByText('Kort text')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: 'Show all' })).toBeNull();
    act(() => fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Show all' })));
    const full = await within(rows[0]!).findByTestId('incident-description-full');
    const lines = [...full.children].map((line) => line.textContent ?? '');
    expect(lines.join(' ')).toBe(LONG);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(44);
    // the dashboard's table without its network column: the rows are this network's
    expect(screen.queryByRole('columnheader', { name: 'Network' })).toBeNull();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    // the status action where the viewer may change it (not for finalized)
    expect(within(rows[1]!).getByRole('button', { name: 'Change status of Larm i2' })).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: /Change status/ })).toBeNull();
  });

  it('pages older and newer over the cursors, kept in the URL (incidents.after)', async () => {
    const { environment, router } = renderIncidents();
    await screen.findAllByTestId('incident-row');
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Older' })));
    const older = await waitForVariables(environment, { after: 'cursor-20' });
    expect(older.request.variables).toMatchObject({ id: NETWORK_ID, first: 20, after: 'cursor-20' });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('incidents.after')).toBe('cursor-20');
    expect(params.get('incidents.page')).toBe('2');
    resolve(environment, refetched([incident('i21', 'CONFIRMED', { name: 'Äldre larm' })], null, false));
    expect(await screen.findByText('Äldre larm')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Newer' })));
    // the newest page comes back (from the store: it was read before)
    expect(await screen.findByText('Larm i1')).toBeTruthy();
    expect(screen.queryByText('Äldre larm')).toBeNull();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('incidents.after')).toBeNull());
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('live: a new incident of the network joins the top, a status change updates its row', async () => {
    const { environment } = renderIncidents();
    await screen.findAllByTestId('incident-row');
    const feed = await waitFor(() => {
      const operation = environment.mock
        .getAllOperations()
        .find((pending) => operationName(pending) === 'useIncidentFeedSubscription');
      expect(operation).toBeTruthy();
      return operation!;
    });
    expect(feed.request.variables).toEqual({ view: null, networkId: NETWORK_ID });
    const push = (type: string, node: Record<string, unknown>) =>
      act(() =>
        (environment.mock as typeof environment.mock & MockStream).nextValue(
          feed,
          MockPayloadGenerator.generate(feed, {
            IncidentEvent: () => ({
              type,
              incident: node,
              counters: { unconfirmed: 0, ongoing: 0, confirmed: 0, finalized: 0 },
            }),
          }),
        ),
      );
    push('CREATED', incident('i0', 'UNCONFIRMED', { name: 'Nytt larm' }));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('incident-row').map((row) => within(row).getAllByRole('cell')[2]!.textContent),
      ).toEqual(['Nytt larm', 'Larm i1', 'Larm i2', 'Larm i3']),
    );
    push('STATUS', incident('i2', 'CONFIRMED', { kind: 'Panic Alert', description: null, address: null }));
    await waitFor(() =>
      expect(screen.getAllByTestId('incident-row')[2]!.querySelector('[data-status]')!.textContent).toBe('Confirmed'),
    );
  });

  it('explains a network without incidents', async () => {
    renderIncidents([], false);
    expect(await screen.findByText('No incidents in this network yet')).toBeTruthy();
    expect(screen.getByText(/Alerts raised in the network are listed here/)).toBeTruthy();
  });

  it('cuts at 24 characters and breaks the full text in lines of at most 44', () => {
    expect(truncateDescription('123456789012345678901234')).toBeNull();
    expect(truncateDescription('1234567890123456789012345')).toBe('123456789012345678901234…');
    expect(descriptionLines('a'.repeat(50))).toEqual(['a'.repeat(44), 'a'.repeat(6)]);
    expect(descriptionLines(`${'b'.repeat(40)} cc dd`)).toEqual([`${'b'.repeat(40)} cc`, 'dd']);
  });
});
