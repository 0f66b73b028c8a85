import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../relay/ApiError';
import { renderWithProviders } from '../../../test/render';
import type { UsersScreenQuery } from './__generated__/UsersScreenQuery.graphql';
import { toUsersVariables } from './filters';
import { UsersScreen, usersScreenQuery } from './UsersScreen';

const PEOPLE = [
  { displayName: 'Astrid Lindqvist', email: 'astrid@vakt.test', username: 'astrid', roles: ['CLIENT_ADMIN'] },
  { displayName: 'Björn Sandberg', email: 'bjorn@vakt.test', username: 'bjorn', roles: ['USER'] },
  { displayName: 'Carmen Ruiz', email: 'carmen@vakt.test', username: null, roles: ['ORGANIZATION_ADMIN'] },
];

function renderUsers({
  roles = ['ADMIN'],
  rows = 3,
  total = 120,
  path = '/users',
  deleted = false,
}: { roles?: string[]; rows?: number; total?: number; path?: string; deleted?: boolean } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<UsersScreenQuery>(
    environment,
    usersScreenQuery,
    toUsersVariables({
      first: 50,
      after: null,
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
      search: null,
      deleted: deleted ? '1' : null,
    }) as UsersScreenQuery['variables'],
  );
  let n = 0;
  const resolve = () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: (context: unknown) => {
          if ((context as { path?: readonly string[] }).path?.[0] === 'viewer') return { id: 'viewer', roles };
          const i = n++;
          const person = PEOPLE[i % PEOPLE.length]!;
          return {
            id: `user-${i}`,
            ...person,
            client: i === 2 ? null : { id: 'client-1', name: 'Nacka Hemtjänst' },
            subscription: i === 1 ? null : 'MAXI',
            status: i === 1 ? 'AWAITING_ACTIVATION' : 'ACTIVE',
            appVersion: i === 0 ? '3.2.1' : null,
            os: i === 0 ? 'ios' : null,
            lastActionAt: '2026-03-04T08:15:00.000Z',
            createdAt: '2026-01-07T05:10:22.543Z',
            deactivatedAt: deleted ? '2026-05-01T10:00:00.000Z' : null,
          };
        },
        UserConnection: () => ({
          totalCount: total,
          pageInfo: { hasNextPage: total > rows, endCursor: 'cursor-50' },
          edges: Array.from({ length: rows }, () => ({})),
        }),
      }),
    );
  resolve();
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <UsersScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path,
      routes: [
        { path: '/users/:id', element: <p>profile page</p> },
        { path: '/users/new', element: <p>new user</p> },
      ],
    },
  );
  const lastOperation = () => environment.mock.getMostRecentOperation();
  return { ...result, lastOperation, resolve };
}

afterEach(() => vi.restoreAllMocks());

describe('UsersScreen', () => {
  it('lists the users with their columns, the total and the default order', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    for (const header of [
      'Name',
      'E-mail',
      'Username',
      'Roles',
      'Client',
      'Subscription',
      'Status',
      'App version / OS',
      'Last active',
      'Created',
    ])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: /Deleted/ })).toBeNull();
    expect(rows[1]!.textContent).toContain('Astrid Lindqvist');
    expect(rows[1]!.textContent).toContain('Client admin');
    expect(rows[1]!.textContent).toContain('Nacka Hemtjänst');
    expect(rows[1]!.textContent).toContain('3.2.1 · ios');
    expect(rows[2]!.textContent).toContain('Awaiting activation');
    expect(rows[2]!.textContent).toContain('None');
    expect(screen.getByTestId('table-range').textContent).toBe('1–3 of 120');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Created/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByRole('button', { name: 'Active users' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches to the deleted users: the filter goes to the URL and the query, with the deleted column', async () => {
    const { lastOperation, router } = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Deleted users' })));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('users.deleted')).toBe('1'));
    await waitFor(() =>
      expect(lastOperation().request.variables).toMatchObject({ filter: { deactivated: true }, after: null }),
    );
  });

  it('shows the deleted list a URL asks for, with when each user was deleted', async () => {
    renderUsers({ deleted: true, path: '/users?users.deleted=1' });
    const table = await screen.findByRole('table', { name: 'Deleted users' });
    expect(within(table).getByRole('columnheader', { name: /^Deleted/ })).toBeTruthy();
    expect(within(table).getAllByText('Deleted').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('button', { name: 'Deleted users' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by role and subscription, and searches, with server variables kept in the URL', async () => {
    const { lastOperation, router } = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'CLIENT_ADMIN' } }));
    await waitFor(() =>
      expect(lastOperation().request.variables).toMatchObject({
        filter: { deactivated: false, role: 'CLIENT_ADMIN' },
      }),
    );
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Subscription' }), { target: { value: 'MEGA' } }));
    await waitFor(() =>
      expect(lastOperation().request.variables).toMatchObject({
        filter: { deactivated: false, role: 'CLIENT_ADMIN', subscription: 'MEGA' },
      }),
    );
    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Users' }), { target: { value: 'lind' } }),
    );
    await waitFor(() => expect(lastOperation().request.variables).toMatchObject({ search: 'lind' }), {
      timeout: 5000,
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('users.role')).toBe('CLIENT_ADMIN');
    expect(search.get('users.subscription')).toBe('MEGA');
    expect(search.get('users.q')).toBe('lind');
  });

  it('sorts by a column', async () => {
    const { lastOperation } = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    act(() => fireEvent.click(screen.getByRole('button', { name: /^E-mail/ })));
    await waitFor(() =>
      expect(lastOperation().request.variables).toMatchObject({ orderBy: { field: 'EMAIL', direction: 'ASC' } }),
    );
  });

  it('opens the profile of a row', async () => {
    const { router } = renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    act(() => fireEvent.click(within(table).getAllByRole('row')[2]!));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/user-1'));
  });

  it('offers Add user to those who may create users', async () => {
    renderUsers({ roles: ['CLIENT_ADMIN'] });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe('/users/new');
  });

  it('says why an empty list is empty', async () => {
    renderUsers({ rows: 0, total: 0 });
    expect(await screen.findByText(/No users yet/)).toBeTruthy();
  });

  it('says there are no deleted users', async () => {
    renderUsers({ rows: 0, total: 0, deleted: true, path: '/users?users.deleted=1' });
    expect(await screen.findByText(/No deleted users/)).toBeTruthy();
  });

  it('says "No matches" when a search finds nothing', async () => {
    renderUsers({ rows: 0, total: 0, path: '/users?users.q=zzz' });
    expect(await screen.findByText('No matches')).toBeTruthy();
  });

  it('exports with the list filters, shows progress, then downloads the link it gets', async () => {
    const { lastOperation, environment } = renderUsers({ path: '/users?users.role=USER&users.q=björn' });
    await screen.findByRole('table', { name: 'Users' });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Export users' })));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('UsersScreenExportMutation'));
    expect(lastOperation().request.variables).toEqual({
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
      search: 'björn',
      filter: { deactivated: false, role: 'USER' },
      // the reader's clock and the console's language for the file
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: 'EN',
    });
    const busy = screen.getByRole('button', { name: /Preparing the file/ }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { exportUsers: { url: '/downloads/abc123', expiresAt: '2026-05-01T10:01:00.000Z' } },
      }),
    );
    await waitFor(() => expect(clicks).toEqual(['/downloads/abc123']));
    expect((screen.getByRole('button', { name: 'Export users' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a translated error when the export fails', async () => {
    const { lastOperation, environment } = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Export users' })));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('UsersScreenExportMutation'));
    act(() =>
      environment.mock.rejectMostRecentOperation(
        new ApiError([{ message: 'forbidden', extensions: { code: 'FORBIDDEN' } }]),
      ),
    );
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
  });
});
