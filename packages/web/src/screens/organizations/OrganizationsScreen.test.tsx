import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { toaster } from '../../ui/toaster';
import type { OrganizationsScreenQuery } from './__generated__/OrganizationsScreenQuery.graphql';
import { OrganizationsScreen, organizationsScreenQuery } from './OrganizationsScreen';

const NAMES = ['Stockholms Stad', 'Nacka Kommun', 'Region Uppsala'];

function renderOrganizations({
  roles = ['ADMIN'],
  rows = 3,
  totalCount = 75,
  path = '/organizations',
  search = null,
}: { roles?: string[]; rows?: number; totalCount?: number; path?: string; search?: string | null } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<OrganizationsScreenQuery>(environment, organizationsScreenQuery, {
    first: 50,
    after: null,
    orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    search,
  });
  let n = 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'viewer', roles }),
      OrganizationConnection: () => ({
        totalCount,
        pageInfo: { hasNextPage: rows < totalCount, endCursor: 'cursor-50' },
        edges: Array.from({ length: rows }, () => ({})),
      }),
      Organization: () => {
        const i = n++;
        return {
          id: `organization-${i}`,
          name: NAMES[i % NAMES.length],
          userCount: 120 + i,
          clientCount: 3 + i,
          displayed: i !== 1,
          createdAt: '2026-03-07T09:10:22.543Z',
          // the viewer may show or hide only organizations in its scope as an organization-admin
          viewerCan: { changeDisplay: i !== 2 },
        };
      },
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <OrganizationsScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path,
      routes: [
        { path: '/organizations/:id', element: <p>organization page</p> },
        { path: '/organizations/new', element: <p>new organization</p> },
      ],
    },
  );
  const lastOperation = () => environment.mock.getMostRecentOperation();
  return { ...result, lastVariables: () => lastOperation().request.variables, lastOperation };
}

afterEach(() => toaster.remove());

describe('OrganizationsScreen', { timeout: 20_000 }, () => {
  it('lists name, users, clients and created, newest first, with the total', async () => {
    renderOrganizations();
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Users', 'Clients', 'Created']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Stockholms Stad', '120', '3']);
    // spec 002 section 9: YYYY-MM-DD HH:mm (the browser's time zone)
    expect(cells[3]).toMatch(/^2026-03-07 \d\d:10$/);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Created/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByTestId('table-range').textContent).toBe('1–3 of 75');
    expect(document.title).toContain('Organizations');
  });

  it('sorts by each column and searches with server variables, kept in the URL', async () => {
    const { lastVariables, router } = renderOrganizations();
    await screen.findByRole('table', { name: 'Organizations' });
    const search = () => new URLSearchParams(router.state.location.search);

    act(() => fireEvent.click(screen.getByRole('button', { name: /^Name/ })));
    await waitFor(() =>
      expect(lastVariables()).toMatchObject({ orderBy: { field: 'NAME', direction: 'ASC' }, after: null }),
    );
    await waitFor(() => expect(search().get('sort')).toBe('NAME.asc'));

    act(() => fireEvent.click(screen.getByRole('button', { name: /^Users/ })));
    await waitFor(() => expect(lastVariables()).toMatchObject({ orderBy: { field: 'USER_COUNT', direction: 'ASC' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: /^Clients/ })));
    await waitFor(() =>
      expect(lastVariables()).toMatchObject({ orderBy: { field: 'CLIENT_COUNT', direction: 'ASC' } }),
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: /^Clients/ })));
    await waitFor(() =>
      expect(lastVariables()).toMatchObject({ orderBy: { field: 'CLIENT_COUNT', direction: 'DESC' } }),
    );

    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Organizations' }), {
        target: { value: 'nacka' },
      }),
    );
    await waitFor(() => expect(lastVariables()).toMatchObject({ search: 'nacka', after: null }), { timeout: 5000 });
    await waitFor(() => expect(search().get('q')).toBe('nacka'), { timeout: 5000 });
  });

  it('pages with the end cursor', async () => {
    const { lastVariables, router } = renderOrganizations();
    await screen.findByRole('table', { name: 'Organizations' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(lastVariables()).toMatchObject({ after: 'cursor-50', first: 50 }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('opens an organization from its row', async () => {
    const { router } = renderOrganizations();
    const table = await screen.findByRole('table', { name: 'Organizations' });
    act(() => fireEvent.click(within(table).getByText('Nacka Kommun')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/organization-1'));
    expect(await screen.findByText('organization page')).toBeTruthy();
  });

  it('admin: the add button, no show/hide boxes', async () => {
    renderOrganizations({ roles: ['ADMIN'] });
    await screen.findByRole('table', { name: 'Organizations' });
    expect(screen.getByRole('link', { name: 'Add organization' }).getAttribute('href')).toBe('/organizations/new');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save display settings' })).toBeNull();
  });

  it('client-admin: neither add nor show/hide', async () => {
    renderOrganizations({ roles: ['CLIENT_ADMIN'] });
    await screen.findByRole('table', { name: 'Organizations' });
    expect(screen.queryByRole('link', { name: 'Add organization' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save display settings' })).toBeNull();
  });

  it('organization-admin: show/hide boxes per row, Save sends only the changed rows', async () => {
    const { environment, lastOperation } = renderOrganizations({ roles: ['ORGANIZATION_ADMIN'] });
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(screen.queryByRole('link', { name: 'Add organization' })).toBeNull();
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Show');
    const save = screen.getByRole('button', { name: 'Save display settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const shown = screen.getByRole('checkbox', { name: 'Show Stockholms Stad in my list' }) as HTMLInputElement;
    const hidden = screen.getByRole('checkbox', { name: 'Show Nacka Kommun in my list' }) as HTMLInputElement;
    const outOfReach = screen.getByRole('checkbox', { name: 'Show Region Uppsala in my list' }) as HTMLInputElement;
    expect([shown.checked, hidden.checked, outOfReach.disabled]).toEqual([true, false, true]);

    // a change and its undo leave nothing to save
    act(() => fireEvent.click(shown));
    await waitFor(() => expect(save.disabled).toBe(false));
    act(() => fireEvent.click(shown));
    await waitFor(() => expect(save.disabled).toBe(true));

    act(() => fireEvent.click(shown));
    act(() => fireEvent.click(hidden));
    await waitFor(() => expect(save.disabled).toBe(false));
    act(() => fireEvent.click(save));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('OrganizationsScreenDisplayMutation'));
    expect(lastOperation().request.variables).toEqual({
      input: { hide: ['organization-0'], display: ['organization-1'] },
    });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          setOrganizationsDisplay: {
            organizations: [
              { id: 'organization-0', displayed: false },
              { id: 'organization-1', displayed: true },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('Display settings has been updated!')).toBeTruthy();
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(shown.checked).toBe(false);
    expect(hidden.checked).toBe(true);
  });

  it('organization-admin: a failed save says so and keeps the choice', async () => {
    const { environment } = renderOrganizations({ roles: ['ORGANIZATION_ADMIN'] });
    await screen.findByRole('table', { name: 'Organizations' });
    const hidden = screen.getByRole('checkbox', { name: 'Show Nacka Kommun in my list' }) as HTMLInputElement;
    act(() => fireEvent.click(hidden));
    const save = screen.getByRole('button', { name: 'Save display settings' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    act(() => fireEvent.click(save));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
        'OrganizationsScreenDisplayMutation',
      ),
    );
    act(() => environment.mock.rejectMostRecentOperation(new Error('upstream down')));
    expect(await screen.findByText('Display setting has failed to update!')).toBeTruthy();
    expect(hidden.checked).toBe(true);
    expect(save.disabled).toBe(false);
  });

  it('explains an empty list, and says "No matches" for an empty search', async () => {
    const first = renderOrganizations({ rows: 0, totalCount: 0, roles: ['ADMIN'] });
    expect(await screen.findByText(/No organizations yet\. Add one/)).toBeTruthy();
    first.unmount();
    const second = renderOrganizations({ rows: 0, totalCount: 0, roles: ['CLIENT_ADMIN'] });
    expect(await screen.findByText(/You see your own organization and the organizations of your clients/)).toBeTruthy();
    second.unmount();
    renderOrganizations({ rows: 0, totalCount: 0, path: '/organizations?q=zzz', search: 'zzz' });
    expect(await screen.findByText('No matches')).toBeTruthy();
  });
});
