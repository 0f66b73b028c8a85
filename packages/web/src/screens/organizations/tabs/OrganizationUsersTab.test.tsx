import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../relay/ApiError';
import type { OrganizationUsersTabTestQuery } from './__generated__/OrganizationUsersTabTestQuery.graphql';
import { OrganizationUsersTab } from './OrganizationUsersTab';
import { connection, ORGANIZATION_ID, renderTab, resolve, waitForOperation, waitForVariables } from './testKit';

const query = graphql`
  query OrganizationUsersTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Organization @alias(as: "organization") {
        ...OrganizationUsersTab_organization
      }
    }
  }
`;

const user = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  user: { id, displayName: name, email: `${name.split(' ')[0]!.toLowerCase()}@vakt.test` },
  createdAt: '2026-03-04T08:09:00.000Z',
  isActive: true,
  appVersion: '3.2.1',
  os: 'ios',
  isAdmin: false,
  status: 'ACTIVE',
  subscription: 'MINI',
  ...extra,
});

const USERS = [
  user('VXNlcjox', 'Olle Berg', { isAdmin: true }),
  user('VXNlcjoy', 'Eva Lind', { isActive: false, appVersion: null, os: null, subscription: null }),
  user('VXNlcjoz', 'Per Ek', { status: 'AWAITING_ACTIVATION' }),
];

function renderUsers({ manageUsers = true, users = USERS } = {}) {
  return renderTab<OrganizationUsersTabTestQuery>(
    query,
    (data) => (data.node?.organization ? <OrganizationUsersTab organization={data.node.organization} /> : null),
    {
      Organization: () => ({ id: ORGANIZATION_ID, name: 'Stadsmissionen', viewerCan: { manageUsers } }),
      OrganizationUserConnection: () => connection(users),
    },
  );
}

const refetched = (users = USERS) => ({
  node: {
    __typename: 'Organization',
    id: ORGANIZATION_ID,
    name: 'Stadsmissionen',
    viewerCan: { manageUsers: true },
    users: connection(users),
  },
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('OrganizationUsersTab', { timeout: 20_000 }, () => {
  it('lists the users with e-mail, created, active, app version, OS, admin, status and subscription', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users of the organization' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'E-mail',
      'Created',
      'Active',
      'App version',
      'OS',
      'Admin',
      'Status',
      'Subscription',
      'Actions',
    ]);
    const olle = row('Olle Berg');
    expect(within(olle).getByText('olle@vakt.test')).toBeTruthy();
    expect(within(olle).getByText(/^2026-03-04 \d\d:\d\d$/)).toBeTruthy();
    expect(within(olle).getByText('3.2.1')).toBeTruthy();
    expect(within(olle).getByText('ios')).toBeTruthy();
    expect(within(olle).getByText('Mini')).toBeTruthy();
    expect(within(olle).getByRole('link', { name: 'Olle Berg' }).getAttribute('href')).toBe('/users/1');
    expect(
      (within(olle).getByRole('checkbox', { name: 'Organization admin: Olle Berg' }) as HTMLInputElement).checked,
    ).toBe(true);
    const eva = row('Eva Lind');
    expect(within(eva).getByText('No')).toBeTruthy();
    expect(within(row('Per Ek')).getByText('Awaiting activation')).toBeTruthy();
  });

  it('clicking a row opens the user profile', async () => {
    const { router } = renderUsers();
    await screen.findByRole('table', { name: 'Users of the organization' });
    act(() => fireEvent.click(within(row('Eva Lind')).getByText('eva@vakt.test')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'));
  });

  it('makes a user organization admin with setOrganizationUserAdmin', async () => {
    const { environment } = renderUsers();
    await screen.findByRole('table', { name: 'Users of the organization' });
    const toggle = within(row('Per Ek')).getByRole('checkbox', { name: 'Organization admin: Per Ek' });
    act(() => fireEvent.click(toggle));
    const operation = await waitForOperation(environment, 'OrganizationUsersTabAdminMutation');
    expect(operation.request.variables).toEqual({ id: ORGANIZATION_ID, userId: 'VXNlcjoz', isAdmin: true });
    resolve(environment, { setOrganizationUserAdmin: { organizationUser: { isAdmin: true }, errors: [] } });
    expect(await screen.findByText('Admin setting of Per Ek saved.')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('puts the flag back and says why when the platform refuses (own admin role)', async () => {
    const { environment } = renderUsers();
    await screen.findByRole('table', { name: 'Users of the organization' });
    const toggle = within(row('Olle Berg')).getByRole('checkbox', { name: 'Organization admin: Olle Berg' });
    act(() => fireEvent.click(toggle));
    await waitForOperation(environment, 'OrganizationUsersTabAdminMutation');
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    resolve(environment, {
      setOrganizationUserAdmin: {
        organizationUser: null,
        errors: [{ field: 'isAdmin', code: 'CANNOT_CHANGE_OWN_ADMIN', message: 'own' }],
      },
    });
    expect(await screen.findByText('You cannot take away your own organization admin role.')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('removes a user after confirmation and reloads the page of users', async () => {
    const { environment } = renderUsers();
    await screen.findByRole('table', { name: 'Users of the organization' });
    act(() => fireEvent.click(within(row('Eva Lind')).getByRole('button', { name: 'Remove Eva Lind' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/Eva Lind leaves Stadsmissionen/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    const operation = await waitForOperation(environment, 'OrganizationUsersTabRemoveMutation');
    expect(operation.request.variables).toEqual({ id: ORGANIZATION_ID, userId: 'VXNlcjoy' });
    resolve(environment, {
      removeUserFromOrganization: { removedId: 'VXNlcjoy', organization: { id: ORGANIZATION_ID, userCount: 2 } },
    });
    expect(await screen.findByText('Eva Lind was removed from the organization.')).toBeTruthy();
    const reload = await waitForOperation(environment, 'OrganizationUsersTabRefetchQuery');
    expect(reload.request.variables).toMatchObject({ id: ORGANIZATION_ID, first: 50, after: null });
  });

  it('a refused removal (yourself) says so and keeps the row', async () => {
    const { environment } = renderUsers();
    await screen.findByRole('table', { name: 'Users of the organization' });
    act(() => fireEvent.click(within(row('Olle Berg')).getByRole('button', { name: 'Remove Olle Berg' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    await waitForOperation(environment, 'OrganizationUsersTabRemoveMutation');
    act(() =>
      environment.mock.rejectMostRecentOperation(
        new ApiError([{ message: 'self', extensions: { code: 'CONFLICT', errorCode: 'CANNOT_REMOVE_SELF' } }]),
      ),
    );
    expect(await screen.findByText('You cannot remove yourself from the organization.')).toBeTruthy();
    expect(row('Olle Berg')).toBeTruthy();
  });

  it('sorts by e-mail through the URL and searches', async () => {
    const { environment, router } = renderUsers();
    await screen.findByRole('table', { name: 'Users of the organization' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'E-mail' })));
    const refetch = await waitForOperation(environment, 'OrganizationUsersTabRefetchQuery');
    expect(refetch.request.variables).toMatchObject({ orderBy: { field: 'EMAIL', direction: 'ASC' } });
    expect(new URLSearchParams(router.state.location.search).get('users.sort')).toBe('EMAIL.asc');
    resolve(environment, refetched());
    const search = screen.getByRole('searchbox');
    act(() => fireEvent.change(search, { target: { value: 'eva' } }));
    await waitForVariables(environment, { search: 'eva' });
  });

  it('without manageUsers the admin flags are read only and nobody can be removed', async () => {
    renderUsers({ manageUsers: false });
    await screen.findByRole('table', { name: 'Users of the organization' });
    expect(
      (within(row('Per Ek')).getByRole('checkbox', { name: 'Organization admin: Per Ek' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('an organization without users says so', async () => {
    renderUsers({ users: [] });
    expect(await screen.findByText('This organization has no users yet')).toBeTruthy();
  });
});
