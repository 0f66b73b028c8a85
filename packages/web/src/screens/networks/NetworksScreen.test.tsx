import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { NetworksScreenQuery } from './__generated__/NetworksScreenQuery.graphql';
import { toNetworksVariables } from './filters';
import { NetworksScreen, networksScreenQuery } from './NetworksScreen';

const globalId = (id: number) => btoa(`Network:${id}`).replace(/=+$/, '');

const NETWORKS = [
  {
    name: 'Nacka hemtjänst',
    status: 'ACTIVE',
    address: 'Storgatan 1, Nacka',
    integrationStatuses: ['SUCCESS', 'ERROR'],
    client: { id: 'client-1', name: 'Nacka kommun' },
    userCount: 12,
    deviceCount: 3,
    relaysCount: 2,
    relaysEnabled: true,
  },
  {
    name: 'Skolor Söder',
    status: 'CLOSED',
    address: null,
    integrationStatuses: [],
    client: null,
    userCount: 0,
    deviceCount: 0,
    relaysCount: 0,
    relaysEnabled: null,
  },
  {
    name: 'Vårdcentral Väst',
    status: 'ARCHIVED',
    address: 'Kungsgatan 5',
    integrationStatuses: ['PENDING'],
    client: { id: 'client-2', name: 'Region Väst' },
    userCount: 1200,
    deviceCount: 7,
    relaysCount: 4,
    relaysEnabled: false,
  },
  {
    name: 'Gamla hemtjänsten',
    status: 'DELETED',
    address: 'Ringvägen 2',
    integrationStatuses: [],
    client: { id: 'client-1', name: 'Nacka kommun' },
    userCount: 0,
    deviceCount: 0,
    relaysCount: 0,
    relaysEnabled: null,
  },
];

function renderNetworks({
  roles = ['ADMIN'],
  rows = 3,
  total = 75,
  path = '/networks',
  canDelete = true,
}: { roles?: string[]; rows?: number; total?: number; path?: string; canDelete?: boolean } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NetworksScreenQuery>(
    environment,
    networksScreenQuery,
    toNetworksVariables({
      first: 50,
      after: null,
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
      search: null,
    }) as NetworksScreenQuery['variables'],
  );
  let n = 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'viewer', roles }),
      Network: () => {
        const i = n++;
        return {
          id: globalId(100 + i),
          number: 100 + i,
          ...NETWORKS[i % NETWORKS.length],
          createdAt: '2026-01-07T05:10:22.543Z',
          viewerCan: { delete: canDelete },
        };
      },
      NetworkConnection: () => ({
        totalCount: total,
        pageInfo: { hasNextPage: total > rows, endCursor: 'cursor-50' },
        edges: Array.from({ length: rows }, () => ({})),
      }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <NetworksScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path,
      routes: [
        { path: '/networks/:id', element: <p>network page</p> },
        { path: '/networks/new', element: <p>new network</p> },
        { path: '/clients/:id', element: <p>client page</p> },
      ],
    },
  );
  const lastOperation = () => environment.mock.getMostRecentOperation();
  return { ...result, lastOperation };
}

afterEach(() => vi.restoreAllMocks());

describe('NetworksScreen', () => {
  it('lists the networks with the columns of spec 2, status badges, integration icons and relays', async () => {
    renderNetworks();
    const table = await screen.findByRole('table', { name: 'Networks' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    for (const header of [
      'ID',
      'Name',
      'Address',
      'Integration',
      'Client',
      'Users',
      'Devices',
      'Relays',
      'Created',
      'Actions',
    ])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeTruthy();
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!).slice(0, 3)).toEqual(['100', 'Nacka hemtjänst', 'Storgatan 1, Nacka']);
    // the worst status of an error and a success is the error
    const integration = (row: HTMLElement) => {
      const cell = within(row).getAllByRole('cell')[3]!;
      return [
        cell.querySelector('[data-status]')?.getAttribute('data-status'),
        [...cell.querySelectorAll('span')].at(-1)?.textContent,
      ];
    };
    expect(integration(rows[1]!)).toEqual(['ERROR', 'Integration error']);
    expect(within(rows[1]!).getByRole('link', { name: 'Nacka kommun' }).getAttribute('href')).toBe('/clients/client-1');
    expect(cells(rows[1]!)[7]).toBe('2Enabled');
    // a closed network without integrations, client or relays
    expect(within(rows[2]!).getByText('Closed')).toBeTruthy();
    expect(integration(rows[2]!)).toEqual(['NONE', 'No integration']);
    expect(cells(rows[2]!)[2]).toBe('—');
    expect(cells(rows[2]!)[7]).toBe('0Unknown');
    expect(within(rows[3]!).getByText('Archived')).toBeTruthy();
    expect(integration(rows[3]!)).toEqual(['PENDING', 'Integration pending']);
    expect(cells(rows[3]!)[5]).toBe('1,200');
    expect(cells(rows[3]!)[7]).toBe('4Not all enabled');
    expect(within(rows[1]!).queryByText('Active')).toBeNull();
    expect(screen.getByTestId('table-range').textContent).toBe('1–3 of 75');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Created/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByRole('link', { name: 'Add network' }).getAttribute('href')).toBe('/networks/new');
  });

  it('sorts by name on the server', async () => {
    const { lastOperation, router } = renderNetworks();
    await screen.findByRole('table', { name: 'Networks' });
    act(() => fireEvent.click(screen.getByRole('button', { name: /^Name/ })));
    await waitFor(() =>
      expect(lastOperation().request.variables).toMatchObject({ orderBy: { field: 'NAME', direction: 'ASC' } }),
    );
    expect(new URLSearchParams(router.state.location.search).get('networks.sort')).toBe('NAME.asc');
  });

  it('searches and filters by status and type, kept in the URL', async () => {
    const { lastOperation, router } = renderNetworks();
    await screen.findByRole('table', { name: 'Networks' });
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'CLOSED' } }));
    await waitFor(() => expect(lastOperation().request.variables).toMatchObject({ filter: { status: 'CLOSED' } }));
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'PRIVATE' } }));
    await waitFor(() =>
      expect(lastOperation().request.variables).toMatchObject({ filter: { status: 'CLOSED', type: 'PRIVATE' } }),
    );
    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Networks' }), { target: { value: 'nacka' } }),
    );
    await waitFor(() => expect(lastOperation().request.variables).toMatchObject({ search: 'nacka' }), {
      timeout: 5000,
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('networks.status')).toBe('CLOSED');
    expect(search.get('networks.type')).toBe('PRIVATE');
    expect(search.get('networks.q')).toBe('nacka');
  });

  it('filters by a client picked in the client picker', async () => {
    const { environment, lastOperation, router } = renderNetworks();
    await screen.findByRole('table', { name: 'Networks' });
    const group = screen.getByRole('group', { name: 'Filter networks' });
    act(() => fireEvent.focus(within(group).getByRole('combobox', { name: 'Client' })));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('UserPickersClientsQuery'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { searchClients: [{ id: 'client-9', name: 'Täby kommun', organization: null }] },
      }),
    );
    const option = await screen.findByRole('option', { name: /Täby kommun/ });
    act(() => fireEvent.click(option));
    await waitFor(() => expect(lastOperation().request.variables).toMatchObject({ filter: { clientId: 'client-9' } }));
    expect(new URLSearchParams(router.state.location.search).get('networks.client')).toBe('client-9');
  });

  it('opens a network from its row', async () => {
    const { router } = renderNetworks();
    const table = await screen.findByRole('table', { name: 'Networks' });
    act(() => fireEvent.click(within(table).getAllByRole('row')[2]!));
    await waitFor(() => expect(router.state.location.pathname).toBe('/networks/101'));
  });

  it('lists deleted networks under their own status filter; a deleted row opens nothing and offers no delete', async () => {
    const { lastOperation, router } = renderNetworks({ rows: 4 });
    const table = await screen.findByRole('table', { name: 'Networks' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Deleted' })).toBeTruthy();
    act(() => fireEvent.change(status, { target: { value: 'DELETED' } }));
    await waitFor(() => expect(lastOperation().request.variables).toMatchObject({ filter: { status: 'DELETED' } }));
    const deletedRow = within(table).getByRole('row', { name: /Gamla hemtjänsten/ });
    expect(within(deletedRow).getByText('Deleted')).toBeTruthy();
    expect(deletedRow.getAttribute('tabindex')).toBeNull();
    expect(within(deletedRow).queryByRole('button', { name: /^Delete / })).toBeNull();
    act(() => fireEvent.click(deletedRow));
    expect(router.state.location.pathname).toBe('/networks');
  });

  it('an admin deletes a network after confirming; the row leaves the list', async () => {
    const { environment, lastOperation } = renderNetworks();
    await screen.findByRole('table', { name: 'Networks' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Skolor Söder' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the network Skolor Söder?');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('NetworksScreenDeleteMutation'));
    expect(lastOperation().request.variables).toEqual({ id: globalId(101) });
    act(() => environment.mock.resolveMostRecentOperation({ data: { deleteNetwork: { deletedId: globalId(101) } } }));
    expect(await screen.findByText('The network Skolor Söder was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: /Skolor Söder/ })).toBeNull());
  });

  it('offers no delete to those who may not delete', async () => {
    renderNetworks({ roles: ['CLIENT_ADMIN'], canDelete: false });
    await screen.findByRole('table', { name: 'Networks' });
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add network' })).toBeTruthy();
  });

  it('says why an empty list is empty', async () => {
    renderNetworks({ rows: 0, total: 0 });
    expect(await screen.findByText('No networks yet.')).toBeTruthy();
  });
});
