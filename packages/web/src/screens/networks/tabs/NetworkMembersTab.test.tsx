import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { NetworkMembersTabTestQuery } from './__generated__/NetworkMembersTabTestQuery.graphql';
import { NetworkMembersTab } from './NetworkMembersTab';
import { connection, NETWORK_ID, renderTab, resolve, waitForOperation, waitForVariables } from './testKit';

const query = graphql`
  query NetworkMembersTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Network @alias(as: "network") {
        ...NetworkMembersTab_network
      }
    }
  }
`;

const member = (id: string, name: string, memberType: string, extra: Record<string, unknown> = {}) => ({
  user: { id, displayName: name, email: `${name.split(' ')[0]!.toLowerCase()}@vakt.test` },
  memberType,
  joined: '2026-03-04T08:09:00.000Z',
  isActive: true,
  status: 'ACTIVE',
  ...extra,
});

const MEMBERS = [
  member('VXNlcjox', 'Olle Ägare', 'OWNER'),
  member('VXNlcjoy', 'Eva Berg', 'ADMIN', { isActive: false }),
  member('VXNlcjoz', 'Per Lind', 'MEMBER', { status: 'AWAITING_ACTIVATION' }),
];

function renderMembers({ edit = true, client = true, members = MEMBERS, search = '' } = {}) {
  return renderTab<NetworkMembersTabTestQuery>(
    query,
    (data) => (data.node?.network ? <NetworkMembersTab network={data.node.network} /> : null),
    {
      Network: () => ({
        id: NETWORK_ID,
        name: 'Nattpatrullen',
        viewerCan: { edit, delete: false },
        client: client ? { id: 'Q2xpZW50OjI', name: 'Södermalms Skolor' } : null,
      }),
      NetworkMemberConnection: () => connection(members),
    },
    { search },
  );
}

/** What the tab's refetch answers: the network with a page of members. */
const refetched = (members = MEMBERS) => ({
  node: {
    __typename: 'Network',
    id: NETWORK_ID,
    name: 'Nattpatrullen',
    viewerCan: { edit: true },
    client: { id: 'Q2xpZW50OjI', name: 'Södermalms Skolor' },
    members: connection(members),
  },
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('NetworkMembersTab', { timeout: 20_000 }, () => {
  it('lists members with their e-mail, joined time, activity, member type and status; the owner has no controls', async () => {
    renderMembers();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const owner = row('Olle Ägare');
    expect(within(owner).getByText('olle@vakt.test')).toBeTruthy();
    expect(within(owner).getByText(/^2026-03-04 \d\d:09$/)).toBeTruthy();
    expect(within(owner).getByTestId('member-owner').textContent).toBe('Owner');
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button', { name: 'Remove Olle Ägare' })).toBeNull();
    expect(within(owner).getByRole('link', { name: 'Olle Ägare' }).getAttribute('href')).toBe('/users/1');

    const eva = row('Eva Berg');
    expect((within(eva).getByRole('combobox', { name: 'Member type of Eva Berg' }) as HTMLSelectElement).value).toBe(
      'ADMIN',
    );
    expect(within(eva).getByText('No')).toBeTruthy();
    expect(within(row('Per Lind')).getByText('Awaiting activation')).toBeTruthy();
    expect(within(row('Per Lind')).getByRole('button', { name: 'Remove Per Lind' })).toBeTruthy();
  });

  it('clicking a member opens the user profile', async () => {
    const { router } = renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    act(() => fireEvent.click(within(row('Eva Berg')).getByText('eva@vakt.test')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'));
  });

  it('changes a member to admin with setNetworkMemberType', async () => {
    const { environment } = renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    const select = within(row('Per Lind')).getByRole('combobox', { name: 'Member type of Per Lind' });
    act(() => fireEvent.change(select, { target: { value: 'ADMIN' } }));
    const operation = await waitForOperation(environment, 'NetworkMembersTabTypeMutation');
    expect(operation.request.variables).toEqual({ id: NETWORK_ID, userId: 'VXNlcjoz', memberType: 'ADMIN' });
    resolve(environment, { setNetworkMemberType: { member: { memberType: 'ADMIN' }, errors: [] } });
    expect(await screen.findByText('Member type of Per Lind saved.')).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('ADMIN');
  });

  it('puts the member type back and says why when the server refuses the change', async () => {
    const { environment } = renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    const select = within(row('Eva Berg')).getByRole('combobox', { name: 'Member type of Eva Berg' });
    act(() => fireEvent.change(select, { target: { value: 'MEMBER' } }));
    await waitForOperation(environment, 'NetworkMembersTabTypeMutation');
    resolve(environment, {
      setNetworkMemberType: {
        member: null,
        errors: [{ field: 'memberType', code: 'OWNER_CANNOT_BE_CHANGED', message: 'owner' }],
      },
    });
    expect(await screen.findByText("The owner's member type cannot be changed.")).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('ADMIN');
  });

  it('removes a member after confirmation, and shows the owner message when the server refuses', async () => {
    const { environment } = renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    act(() => fireEvent.click(within(row('Per Lind')).getByRole('button', { name: 'Remove Per Lind' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Per Lind leaves Nattpatrullen and no longer receives its alerts.')).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    const operation = await waitForOperation(environment, 'NetworkMembersTabRemoveMutation');
    expect(operation.request.variables).toEqual({ id: NETWORK_ID, userId: 'VXNlcjoz' });
    resolve(environment, {
      removeNetworkMember: {
        network: null,
        errors: [{ field: 'userId', code: 'OWNER_CANNOT_BE_REMOVED', message: 'owner' }],
      },
    });
    expect(await screen.findByText('The owner cannot be removed.')).toBeTruthy();
  });

  it('a removal the server accepts reloads the page of members', async () => {
    const { environment } = renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    act(() => fireEvent.click(within(row('Eva Berg')).getByRole('button', { name: 'Remove Eva Berg' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    await waitForOperation(environment, 'NetworkMembersTabRemoveMutation');
    resolve(environment, { removeNetworkMember: { network: { id: NETWORK_ID, userCount: 2 }, errors: [] } });
    expect(await screen.findByText('Eva Berg was removed from the network.')).toBeTruthy();
    const reload = await waitForOperation(environment, 'NetworkMembersTabRefetchQuery');
    expect(reload.request.variables).toMatchObject({ id: NETWORK_ID, first: 50, after: null });
  });

  it('adds several users picked from the users outside the network in one call', async () => {
    const { environment } = renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    const addButton = () => screen.getByRole('button', { name: /^Add( \d+ members?)?$/ }) as HTMLButtonElement;
    expect(addButton().disabled).toBe(true);
    const picker = screen.getByRole('combobox', { name: 'Add members' });
    act(() => fireEvent.focus(picker));
    act(() => fireEvent.change(picker, { target: { value: 'kim' } }));
    const search = await waitForVariables(environment, { query: 'kim' });
    expect(search.request.variables).toEqual({ query: 'kim', excludeNetworkId: NETWORK_ID, networkId: null });
    resolve(environment, {
      searchUsers: [
        { id: 'VXNlcjo5', displayName: 'Kim Ek', email: 'kim@vakt.test' },
        { id: 'VXNlcjoxMA', displayName: 'Kim Al', email: 'kim.al@vakt.test' },
      ],
    });
    const first = await screen.findByRole('option', { name: /Kim Ek/ });
    act(() => fireEvent.click(first));
    await waitFor(() => expect(addButton().textContent).toBe('Add 1 member'));
    // the list stays open with the other match
    const second = await screen.findByRole('option', { name: /Kim Al/ });
    act(() => fireEvent.click(second));
    await waitFor(() => expect(addButton().textContent).toBe('Add 2 members'));
    act(() => fireEvent.click(addButton()));
    const add = await waitForOperation(environment, 'NetworkMembersTabAddMutation');
    expect(add.request.variables).toEqual({ id: NETWORK_ID, userIds: ['VXNlcjo5', 'VXNlcjoxMA'] });
    resolve(environment, { addNetworkMembers: { network: { id: NETWORK_ID, userCount: 5 }, errors: [] } });
    expect(await screen.findByText('2 members added.')).toBeTruthy();
    await waitFor(() => expect(addButton().textContent).toBe('Add'));
    await waitForOperation(environment, 'NetworkMembersTabRefetchQuery');
  });

  it('adds every member of the client after confirmation', async () => {
    const { environment } = renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add all members of the client' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/Every active user of Södermalms Skolor joins this network/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Add all' })));
    const operation = await waitForOperation(environment, 'NetworkMembersTabFromClientMutation');
    expect(operation.request.variables).toEqual({ id: NETWORK_ID, clientId: 'Q2xpZW50OjI' });
    resolve(environment, { addNetworkMembersFromClient: { network: { id: NETWORK_ID, userCount: 9 }, errors: [] } });
    await waitForOperation(environment, 'NetworkMembersTabRefetchQuery');
    resolve(environment, refetched());
    expect(await screen.findByText('The members of Södermalms Skolor were added.')).toBeTruthy();
  });

  it('without a client there is no "add all"; without edit rights nothing can be changed', async () => {
    renderMembers({ client: false, edit: false });
    await screen.findByRole('table', { name: 'Members' });
    expect(screen.queryByRole('button', { name: 'Add all members of the client' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add members' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(
      (within(row('Eva Berg')).getByRole('combobox', { name: 'Member type of Eva Berg' }) as HTMLSelectElement)
        .disabled,
    ).toBe(true);
  });

  it('sorts by e-mail, first and last name through the URL (members.sort)', async () => {
    const { environment, router } = renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'E-mail' })));
    let refetch = await waitForOperation(environment, 'NetworkMembersTabRefetchQuery');
    expect(refetch.request.variables).toMatchObject({ orderBy: { field: 'EMAIL', direction: 'ASC' } });
    expect(new URLSearchParams(router.state.location.search).get('members.sort')).toBe('EMAIL.asc');
    resolve(environment, refetched());

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Last name' })));
    refetch = await waitForVariables(environment, { orderBy: { field: 'LAST_NAME', direction: 'ASC' } });
    expect(refetch.request.variables).toMatchObject({ id: NETWORK_ID, after: null });
    expect(new URLSearchParams(router.state.location.search).get('members.sort')).toBe('LAST_NAME.asc');
    resolve(environment, refetched());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Last name/ }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('an empty network explains what members are and how to add them', async () => {
    renderMembers({ members: [] });
    expect(await screen.findByText('This network has no members yet')).toBeTruthy();
    expect(screen.getByText(/Members receive the network's alerts. Add users with the picker above/)).toBeTruthy();
  });
});
