import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/ApiError';
import { renderWithProviders } from '../../test/render';
import { toaster } from '../../ui/toaster';
import type { OrganizationScreenQuery } from './__generated__/OrganizationScreenQuery.graphql';
import { OrganizationScreen, organizationScreenQuery } from './OrganizationScreen';

// The tabs belong to their own tests; here each shows which organization it was given.
const { stub } = vi.hoisted(() => ({
  stub:
    (name: string) =>
    ({ organization }: { organization: unknown }) => (
      <p data-testid="tab-content">
        {name} {(organization as { id?: string }).id ? 'with the organization' : 'without'}
      </p>
    ),
}));
vi.mock('./tabs/OrganizationUsersTab', () => ({ OrganizationUsersTab: stub('users tab') }));
vi.mock('./tabs/OrganizationClientsTab', () => ({ OrganizationClientsTab: stub('clients tab') }));
vi.mock('./tabs/OrganizationSamlTab', () => ({ OrganizationSamlTab: stub('saml tab') }));

const ORGANIZATION_ID = btoa('Organization:4').replace(/=+$/, '');

function renderOrganization({
  tab,
  missing = false,
  organization = {},
}: { tab?: string; missing?: boolean; organization?: Record<string, unknown> } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<OrganizationScreenQuery>(environment, organizationScreenQuery, { id: ORGANIZATION_ID });
  environment.mock.resolveMostRecentOperation((operation) =>
    missing
      ? { data: { node: null } }
      : MockPayloadGenerator.generate(operation, {
          Organization: () => ({
            id: ORGANIZATION_ID,
            number: 4,
            name: 'Nacka Kommun',
            contactName: 'Karin Berg',
            contactEmail: 'karin@nacka.test',
            contactPhone: null,
            registrationNumber: '212000-0167',
            description: 'East of Stockholm.',
            createdAt: '2026-02-01T08:00:00.000Z',
            userCount: 41,
            clientCount: 3,
            networkSummary: { open: 2, public: 5, private: 11 },
            subscriptionSummary: [
              { tier: 'MICRO', count: 30 },
              { tier: 'MAXI', count: 9 },
              { tier: 'MACRO', count: 2 },
            ],
            viewerCan: {
              edit: true,
              delete: true,
              manageUsers: true,
              manageClients: true,
              saveSaml: true,
              changeDisplay: false,
            },
            ...organization,
          }),
        }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <OrganizationScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: `/organizations/${ORGANIZATION_ID}${tab ? `?tab=${tab}` : ''}`,
      routes: [{ path: '/organizations', element: <p>organizations list</p> }],
    },
  );
  return { ...result, environment };
}

const operationName = (environment: ReturnType<typeof createMockEnvironment>) =>
  environment.mock.getMostRecentOperation().request.node.operation.name;

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

describe('OrganizationScreen', { timeout: 20_000 }, () => {
  it('shows the name, the form with the fields and the two summary tables', async () => {
    renderOrganization();
    expect((await screen.findByTestId('organization-name')).textContent).toBe('Nacka Kommun');
    expect(document.title).toContain('Nacka Kommun');
    const form = screen.getByRole('form', { name: 'Organization details' });
    expect((within(form).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Nacka Kommun');
    expect((within(form).getByRole('textbox', { name: /^Registration number/ }) as HTMLInputElement).value).toBe(
      '212000-0167',
    );
    expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'All organizations' }).getAttribute('href')).toBe('/organizations');

    const networks = screen.getByRole('table', { name: 'Networks by type' });
    expect(
      within(networks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Open', 'Public', 'Private']);
    expect(
      within(networks)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '5', '11']);
    const subscriptions = screen.getByRole('table', { name: 'Users per subscription' });
    expect(
      within(subscriptions)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Micro', 'Mini', 'Medi', 'Maxi', 'Mega', 'Macro']);
    expect(
      within(subscriptions)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '0', '0', '9', '0', '2']);
  });

  it('saves the form through updateOrganization and shows the saved name in the header', async () => {
    const { environment } = renderOrganization();
    const form = await screen.findByRole('form', { name: 'Organization details' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Nacka Kommun AB' } });
    act(() => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(operationName(environment)).toBe('OrganizationDetailsUpdateMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: ORGANIZATION_ID,
      input: {
        name: 'Nacka Kommun AB',
        contactName: 'Karin Berg',
        contactEmail: 'karin@nacka.test',
        contactPhone: null,
        registrationNumber: '212000-0167',
        description: 'East of Stockholm.',
      },
    });
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          OrganizationPayload: () => ({ errors: [] }),
          Organization: () => ({
            id: ORGANIZATION_ID,
            name: 'Nacka Kommun AB',
            contactName: 'Karin Berg',
            contactEmail: 'karin@nacka.test',
            contactPhone: null,
            registrationNumber: '212000-0167',
            description: 'East of Stockholm.',
            viewerCan: { edit: true },
          }),
        }),
      ),
    );
    expect(await screen.findByText('Organization saved.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('organization-name').textContent).toBe('Nacka Kommun AB'));
  });

  it('is read-only without viewerCan.edit, and has no Delete without viewerCan.delete', async () => {
    renderOrganization({
      organization: {
        viewerCan: {
          edit: false,
          delete: false,
          manageUsers: false,
          manageClients: false,
          saveSaml: false,
          changeDisplay: true,
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Organization details' });
    expect((within(form).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).readOnly).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByTestId('organization-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
  });

  it('asks what happens to the clients on delete, says how many, and sends the choice', async () => {
    const { environment, router } = renderOrganization();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete organization' })));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The organization has 3 clients. What happens to them?');
    const keep = within(dialog).getByRole('radio', { name: 'Keep the 3 clients, without an organization' });
    let remove = within(dialog).getByRole('radio', { name: 'Delete the 3 clients too, with their settings' });
    expect((keep as HTMLInputElement).checked).toBe(true);
    // a choice made and cancelled is not the next opening's choice
    act(() => fireEvent.click(remove));
    await waitFor(() => expect((remove as HTMLInputElement).checked).toBe(true));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete organization' })));
    dialog = await screen.findByRole('alertdialog');
    expect(
      (within(dialog).getByRole('radio', { name: 'Keep the 3 clients, without an organization' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    remove = within(dialog).getByRole('radio', { name: 'Delete the 3 clients too, with their settings' });
    act(() => fireEvent.click(remove));
    await waitFor(() => expect((remove as HTMLInputElement).checked).toBe(true));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(operationName(environment)).toBe('OrganizationDeleteDialogMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: ORGANIZATION_ID,
      clients: 'DELETE',
    });
    act(() =>
      environment.mock.resolveMostRecentOperation({ data: { deleteOrganization: { deletedId: ORGANIZATION_ID } } }),
    );
    expect(await screen.findByText('Nacka Kommun has been deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
  });

  it('keeps the clients by default, and asks nothing about clients when there are none', async () => {
    const first = renderOrganization();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete organization' })));
    const dialog = await screen.findByRole('alertdialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(operationName(first.environment)).toBe('OrganizationDeleteDialogMutation'));
    expect(first.environment.mock.getMostRecentOperation().request.variables.clients).toBe('DETACH');
    first.unmount();

    const second = renderOrganization({ organization: { clientCount: 0 } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete organization' })));
    const empty = await screen.findByRole('alertdialog');
    expect(within(empty).queryByRole('radio')).toBeNull();
    expect(empty.textContent).toContain('Its users keep their accounts');
    act(() => fireEvent.click(within(empty).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(operationName(second.environment)).toBe('OrganizationDeleteDialogMutation'));
    expect(second.environment.mock.getMostRecentOperation().request.variables.clients).toBeNull();
  });

  it('says when the organization got clients the page did not know about, and stays', async () => {
    const { environment, router } = renderOrganization({ organization: { clientCount: 0 } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete organization' })));
    const dialog = await screen.findByRole('alertdialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(operationName(environment)).toBe('OrganizationDeleteDialogMutation'));
    act(() =>
      environment.mock.rejectMostRecentOperation(
        new ApiError([
          {
            message: 'The organization has clients',
            extensions: { code: 'CONFLICT', errorCode: 'ORGANIZATION_HAS_CLIENTS' },
          },
        ]),
      ),
    );
    expect(await screen.findByText(/The organization has clients that this page did not show/)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/organizations/${ORGANIZATION_ID}`);
  });

  it('has the users, clients and saml tabs, users first, each given the organization', async () => {
    renderOrganization();
    await screen.findByTestId('organization-tabs');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Users', 'Clients', 'SAML']);
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('tab-content').textContent).toBe('users tab with the organization');
  });

  it('switches tabs, keeping the tab in the query string (replaced, not pushed)', async () => {
    const { router } = renderOrganization({ tab: 'saml' });
    await screen.findByTestId('organization-tabs');
    expect(screen.getByRole('tab', { name: 'SAML' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('tab-content').textContent).toBe('saml tab with the organization');
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Clients' })));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=clients'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('clients tab with the organization')).toBeTruthy();
  });

  it('falls back to the users tab for an unknown tab, and shows not-found for an unknown organization', async () => {
    const first = renderOrganization({ tab: 'nonsense' });
    await screen.findByTestId('organization-tabs');
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    first.unmount();
    renderOrganization({ missing: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('organization-tabs')).toBeNull();
  });
});
