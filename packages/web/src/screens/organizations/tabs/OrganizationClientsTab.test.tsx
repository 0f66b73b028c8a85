import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { OrganizationClientsTabTestQuery } from './__generated__/OrganizationClientsTabTestQuery.graphql';
import { OrganizationClientsTab } from './OrganizationClientsTab';
import { connection, ORGANIZATION_ID, renderTab, resolve, waitForOperation, waitForVariables } from './testKit';

const query = graphql`
  query OrganizationClientsTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Organization @alias(as: "organization") {
        ...OrganizationClientsTab_organization
      }
    }
  }
`;

const client = (id: string, name: string, userCount: number) => ({
  id,
  name,
  userCount,
  createdAt: '2026-02-01T10:00:00.000Z',
});

const CLIENTS = [client('Q2xpZW50OjE', 'Södermalms Skolor', 12), client('Q2xpZW50OjI', 'Kista Vård', 3)];

function renderClients({ manageClients = true, clients = CLIENTS } = {}) {
  return renderTab<OrganizationClientsTabTestQuery>(
    query,
    (data) => (data.node?.organization ? <OrganizationClientsTab organization={data.node.organization} /> : null),
    {
      Organization: () => ({ id: ORGANIZATION_ID, name: 'Stadsmissionen', viewerCan: { manageClients } }),
      OrganizationClientConnection: () => connection(clients),
    },
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const addButton = () => screen.getByRole('button', { name: /^Add( \d+ clients?)?$/ }) as HTMLButtonElement;

describe('OrganizationClientsTab', { timeout: 20_000 }, () => {
  it('lists the clients with their users and created date; rows link to the client', async () => {
    const { router } = renderClients();
    const table = await screen.findByRole('table', { name: 'Clients of the organization' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const skolor = row('Södermalms Skolor');
    expect(within(skolor).getByText('12')).toBeTruthy();
    expect(within(skolor).getByText(/^2026-02-01 \d\d:\d\d$/)).toBeTruthy();
    expect(within(skolor).getByRole('link', { name: 'Södermalms Skolor' }).getAttribute('href')).toBe('/clients/1');
    act(() => fireEvent.click(within(row('Kista Vård')).getByText('3')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/2'));
  });

  it('"New client" opens the new-client screen of the organization', async () => {
    const { router } = renderClients();
    await screen.findByRole('table', { name: 'Clients of the organization' });
    act(() => fireEvent.click(screen.getByRole('link', { name: 'New client' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/7/clients/new'));
  });

  it('adds picked clients with addClientsToOrganization; Add is off while nothing is picked', async () => {
    const { environment } = renderClients();
    await screen.findByRole('table', { name: 'Clients of the organization' });
    expect(addButton().disabled).toBe(true);
    const picker = screen.getByRole('combobox', { name: 'Add existing clients' });
    act(() => fireEvent.focus(picker));
    act(() => fireEvent.change(picker, { target: { value: 'nor' } }));
    const search = await waitForVariables(environment, { query: 'nor' });
    // The organization answers which clients it may take (the server leaves out its own).
    expect(search.request.node.operation.name).toBe('organizationPickersClientsQuery');
    expect(search.request.variables).toEqual({ id: ORGANIZATION_ID, query: 'nor' });
    resolve(environment, {
      node: {
        __typename: 'Organization',
        id: ORGANIZATION_ID,
        clientCandidates: [
          { id: 'Q2xpZW50OjM', name: 'Norrtälje Hem', organization: null },
          { id: 'Q2xpZW50OjQ', name: 'Norrort Omsorg', organization: { id: 'T3JnOjk', name: 'Röda Korset' } },
        ],
      },
    });
    const first = await screen.findByRole('option', { name: /Norrtälje Hem/ });
    expect(screen.getByRole('option', { name: /Norrort Omsorg.*Röda Korset/ })).toBeTruthy();
    act(() => fireEvent.click(first));
    await waitFor(() => expect(addButton().textContent).toBe('Add 1 client'));
    act(() => fireEvent.click(addButton()));
    const add = await waitForOperation(environment, 'OrganizationClientsTabAddMutation');
    expect(add.request.variables).toEqual({ id: ORGANIZATION_ID, clientIds: ['Q2xpZW50OjM'] });
    resolve(environment, {
      addClientsToOrganization: { organization: { id: ORGANIZATION_ID, clientCount: 3 }, errors: [] },
    });
    expect(await screen.findByText('1 client added.')).toBeTruthy();
    await waitForOperation(environment, 'OrganizationClientsTabRefetchQuery');
    await waitFor(() => expect(addButton().textContent).toBe('Add'));
  });

  it('a client of another organization the platform refuses is named and comes off the picker', async () => {
    const { environment } = renderClients();
    await screen.findByRole('table', { name: 'Clients of the organization' });
    const picker = screen.getByRole('combobox', { name: 'Add existing clients' });
    act(() => fireEvent.focus(picker));
    act(() => fireEvent.change(picker, { target: { value: 'nor' } }));
    await waitForVariables(environment, { query: 'nor' });
    resolve(environment, {
      node: {
        __typename: 'Organization',
        id: ORGANIZATION_ID,
        clientCandidates: [
          { id: 'Q2xpZW50OjQ', name: 'Norrort Omsorg', organization: { id: 'T3JnOjk', name: 'Röda' } },
        ],
      },
    });
    const option = await screen.findByRole('option', { name: /Norrort Omsorg/ });
    act(() => fireEvent.click(option));
    await waitFor(() => expect(addButton().textContent).toBe('Add 1 client'));
    act(() => fireEvent.click(addButton()));
    await waitForOperation(environment, 'OrganizationClientsTabAddMutation');
    resolve(environment, {
      addClientsToOrganization: {
        organization: null,
        errors: [
          {
            field: 'clientIds',
            code: 'CLIENT_IN_OTHER_ORGANIZATION',
            message: 'other',
            refused: [{ pickedId: 'Q2xpZW50OjQ', name: 'Norrort Omsorg', code: 'CLIENT_IN_OTHER_ORGANIZATION' }],
          },
        ],
      },
    });
    expect(
      await screen.findByText(
        'Nothing was added. This pick was refused: Norrort Omsorg (belongs to another organization: only an admin moves it).',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(addButton().textContent).toBe('Add'));
  });

  it('removes a client after confirmation: it stays, without organization', async () => {
    const { environment } = renderClients();
    await screen.findByRole('table', { name: 'Clients of the organization' });
    act(() => fireEvent.click(within(row('Kista Vård')).getByRole('button', { name: 'Remove Kista Vård' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(
      within(dialog).getByText('Kista Vård leaves Stadsmissionen. The client stays, without an organization.'),
    ).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    const operation = await waitForOperation(environment, 'OrganizationClientsTabRemoveMutation');
    expect(operation.request.variables).toEqual({ id: ORGANIZATION_ID, clientId: 'Q2xpZW50OjI' });
    resolve(environment, {
      removeClientFromOrganization: {
        removedId: 'Q2xpZW50OjI',
        organization: { id: ORGANIZATION_ID, clientCount: 1 },
      },
    });
    expect(await screen.findByText('Kista Vård was removed from the organization.')).toBeTruthy();
    await waitForOperation(environment, 'OrganizationClientsTabRefetchQuery');
  });

  it('without manageClients: no picker, no new client, no remove', async () => {
    renderClients({ manageClients: false });
    await screen.findByRole('table', { name: 'Clients of the organization' });
    expect(screen.queryByRole('combobox', { name: 'Add existing clients' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New client' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('an organization without clients says so', async () => {
    renderClients({ clients: [] });
    expect(await screen.findByText('This organization has no clients yet')).toBeTruthy();
  });
});
