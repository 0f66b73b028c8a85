import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { toaster } from '../../ui/toaster';
import type { NewOrganizationClientScreenQuery } from './__generated__/NewOrganizationClientScreenQuery.graphql';
import { newOrganizationClientQuery } from './NewOrganizationClient';
import { NewOrganizationClientScreen } from './NewOrganizationClientScreen';
import { resolve, waitForOperation } from './tabs/testKit';

afterEach(() => toaster.remove());

const ORGANIZATION_ID = 'T3JnYW5pemF0aW9uOjc';

function renderScreen({ manageClients = true } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NewOrganizationClientScreenQuery>(environment, newOrganizationClientQuery, {
    organizationId: ORGANIZATION_ID,
  });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Node: () => ({ __typename: 'Organization', id: ORGANIZATION_ID }),
      Organization: () => ({ id: ORGANIZATION_ID, name: 'Stadsmissionen', viewerCan: { manageClients } }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <NewOrganizationClientScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: `/organizations/${ORGANIZATION_ID}/clients/new`,
      routes: [{ path: '/organizations/:id', element: <p>organization page</p> }],
    },
  );
  return { ...result, environment };
}

describe('NewOrganizationClientScreen', { timeout: 20_000 }, () => {
  it('creates the client inside the organization and opens its clients tab', async () => {
    const { environment, router } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Add client' })).toBeTruthy();
    expect(screen.getByTestId('new-client-organization').textContent).toBe('The client is created in Stadsmissionen.');
    expect(screen.getByRole('link', { name: 'Stadsmissionen' }).getAttribute('href')).toBe(
      '/organizations/7?tab=clients',
    );
    act(() => fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: ' Kista Vård ' } }));
    act(() =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Contact e-mail' }), { target: { value: 'info@kista.se' } }),
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const operation = await waitForOperation(environment, 'NewOrganizationClientScreenMutation');
    expect(operation.request.variables.input).toMatchObject({
      name: 'Kista Vård',
      contactEmail: 'info@kista.se',
      organizationId: ORGANIZATION_ID,
    });
    resolve(environment, {
      createClient: {
        client: { id: 'Q2xpZW50Ojk', name: 'Kista Vård', organization: { id: ORGANIZATION_ID, clientCount: 3 } },
        errors: [],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/7'));
    expect(router.state.location.search).toBe('?tab=clients');
  });

  it("shows the platform's field errors and stays", async () => {
    const { environment, router } = renderScreen();
    await screen.findByRole('heading', { name: 'Add client' });
    act(() => fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Kista' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitForOperation(environment, 'NewOrganizationClientScreenMutation');
    resolve(environment, {
      createClient: { client: null, errors: [{ field: 'name', code: 'TOO_LONG', message: 'long' }] },
    });
    expect(await screen.findByText('The text is too long.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/organizations/${ORGANIZATION_ID}/clients/new`);
  });

  it('a viewer who may not add clients to the organization gets the not-found page', async () => {
    renderScreen({ manageClients: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
