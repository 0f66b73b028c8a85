import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { ClientsScreenQuery } from './__generated__/ClientsScreenQuery.graphql';
import { ClientsScreen, clientsScreenQuery } from './ClientsScreen';

const NAMES = ['Södermalms Skolor', 'Nacka Hemtjänst', 'Solna Fastigheter'];

function renderClients({
  roles = ['ADMIN'],
  rows = 3,
  hasNextPage = true,
  path = '/clients',
}: { roles?: string[]; rows?: number; hasNextPage?: boolean; path?: string } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ClientsScreenQuery>(environment, clientsScreenQuery, {
    first: 50,
    after: null,
    orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    search: null,
  });
  let n = 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'VXNlcjox', roles }),
      ClientConnection: () => ({
        totalCount: 120,
        pageInfo: { hasNextPage, endCursor: 'cursor-50' },
        edges: Array.from({ length: rows }, () => ({})),
      }),
      Client: () => {
        const i = n++;
        return {
          id: `client-${i}`,
          name: NAMES[i % NAMES.length],
          userCount: 10 + i,
          displayed: i !== 1,
          createdAt: '2026-01-07T05:10:22.543Z',
          viewerCan: {
            delete: i === 0,
            changeDisplay: true,
            edit: true,
            addExistingUsers: true,
            addExistingNetworks: true,
            saveSaml: true,
          },
        };
      },
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <ClientsScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path,
      routes: [
        { path: '/clients/:id', element: <p>client page</p> },
        { path: '/clients/new', element: <p>new client</p> },
      ],
    },
  );
  const lastVariables = () => environment.mock.getMostRecentOperation().request.variables;
  return { ...result, lastVariables };
}

describe('ClientsScreen and the DataTable', () => {
  it('lists the clients with their columns, the total and the default order', async () => {
    renderClients();
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table.textContent).toContain('Södermalms Skolor');
    for (const header of ['Name', 'Organization', 'Users', 'Devices', 'Networks', 'Created'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(screen.getByTestId('table-range').textContent).toBe('1–3 of 120');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Created/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect((screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement).value).toBe('50');
  });

  it('sorts, pages and searches with server variables', async () => {
    const { lastVariables } = renderClients();
    await screen.findByRole('table', { name: 'Clients' });

    act(() => fireEvent.click(screen.getByRole('button', { name: /^Name/ })));
    await waitFor(() =>
      expect(lastVariables()).toMatchObject({ orderBy: { field: 'NAME', direction: 'ASC' }, after: null, first: 50 }),
    );

    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } }));
    await waitFor(() =>
      expect(lastVariables()).toMatchObject({ first: 25, after: null, orderBy: { field: 'NAME', direction: 'ASC' } }),
    );

    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Clients' }), { target: { value: 'solna' } }),
    );
    await waitFor(() => expect(lastVariables()).toMatchObject({ search: 'solna', after: null, first: 25 }), {
      timeout: 5000,
    });
  });

  it('keeps sort, search and page in the URL, and follows the URL when it changes (Back, a link)', async () => {
    const { lastVariables, router } = renderClients();
    await screen.findByRole('table', { name: 'Clients' });
    const search = () => new URLSearchParams(router.state.location.search);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(search().get('after')).toBe('cursor-50');
    await waitFor(() => expect(lastVariables()).toMatchObject({ after: 'cursor-50' }));
    // a new order starts again at the first page
    act(() => fireEvent.click(screen.getByRole('button', { name: /^Name/ })));
    await waitFor(() => expect(search().get('sort')).toBe('NAME.asc'));
    expect(search().get('page')).toBeNull();
    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Clients' }), { target: { value: 'solna' } }),
    );
    await waitFor(() => expect(search().get('q')).toBe('solna'), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/clients');
    await waitFor(() =>
      expect(lastVariables()).toMatchObject({
        search: 'solna',
        orderBy: { field: 'NAME', direction: 'ASC' },
        after: null,
      }),
    );

    // the sidebar's link to the plain list: the table returns to its defaults (already in the store)
    await act(() => router.navigate('/clients'));
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search in Clients' }) as HTMLInputElement).value).toBe(''),
    );
    expect(screen.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByTestId('table-range').textContent).toBe('1–3 of 120');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(search().toString()).toBe('');
  });

  it('shows the state a URL holds (a reload or Back to a sorted, searched list)', async () => {
    renderClients({ path: '/clients?sort=NAME.desc&q=nacka&size=25' });
    await screen.findByRole('table', { name: 'Clients' });
    expect((screen.getByRole('searchbox', { name: 'Search in Clients' }) as HTMLInputElement).value).toBe('nacka');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect((screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement).value).toBe('25');
  });

  it('pages forward with the end cursor and back again', async () => {
    const { lastVariables } = renderClients();
    await screen.findByRole('table', { name: 'Clients' });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(lastVariables()).toMatchObject({ after: 'cursor-50', first: 50 }));
  });

  it('opens a row with a click or with Enter on the focused row', async () => {
    const { router } = renderClients();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const row = within(table).getAllByRole('row')[1]!;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/client-0'));
  });

  it('says "No matches" for an empty page', async () => {
    renderClients({ rows: 0, hasNextPage: false });
    expect(await screen.findByText('No matches')).toBeTruthy();
  });

  it('admin: the add button, delete where allowed, no show/hide boxes', async () => {
    renderClients({ roles: ['ADMIN'] });
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.getByRole('link', { name: 'Add client' }).getAttribute('href')).toBe('/clients/new');
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save display settings' })).toBeNull();
  });

  it('multi-client-admin: show/hide boxes and a save-display action, no add button', async () => {
    const { environment } = renderClients({ roles: ['MULTI_CLIENT_ADMIN'] });
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.queryByRole('link', { name: 'Add client' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Save display settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const box = screen.getByRole('checkbox', { name: 'Show Nacka Hemtjänst in my list' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    act(() => fireEvent.click(box));
    await waitFor(() => expect(save.disabled).toBe(false));
    act(() => fireEvent.click(save));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        input: { hide: [], display: ['client-1'] },
      }),
    );
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { setClientsDisplay: { clients: [{ id: 'client-1', displayed: true }] } },
      }),
    );
    expect(await screen.findByText('Display settings were updated.')).toBeTruthy();
  });

  it('client-admin: neither add nor show/hide', async () => {
    renderClients({ roles: ['CLIENT_ADMIN'] });
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.queryByRole('link', { name: 'Add client' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('deletes after the confirm dialog says yes', async () => {
    const { environment } = renderClients();
    await screen.findByRole('table', { name: 'Clients' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Södermalms Skolor' })));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('ClientsScreenDeleteMutation'),
    );
    act(() => environment.mock.resolveMostRecentOperation({ data: { deleteClient: { deletedId: 'client-0' } } }));
    expect(await screen.findByText('Client deleted.')).toBeTruthy();
  });
});
