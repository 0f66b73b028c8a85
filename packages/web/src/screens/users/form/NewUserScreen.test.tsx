import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { NewUserScreenQuery } from './__generated__/NewUserScreenQuery.graphql';
import { NewUserScreen, newUserScreenQuery } from './NewUserScreen';

vi.mock('../../clients/ClientMap', () => ({ ClientMap: () => null }));
vi.mock('../import/ImportUsersWizard', () => ({
  ImportUsersWizard: ({ open, clientId }: { open: boolean; clientId: string }) =>
    open ? <div role="dialog" aria-label="import wizard" data-client={clientId} /> : null,
}));

function renderNewUser(clientId: string | null, client: Record<string, unknown> | null = null) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NewUserScreenQuery>(environment, newUserScreenQuery, {
    clientId: clientId ?? '',
    withClient: clientId !== null,
  });
  environment.mock.resolveMostRecentOperation({
    data: {
      viewer: { id: 'viewer', roles: ['CLIENT_ADMIN'] },
      ...(clientId !== null ? { client: client && { __typename: 'Client', ...client } } : {}),
    },
  });
  return renderWithProviders(
    <Suspense fallback="loading">
      <NewUserScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: clientId ? `/clients/${clientId}/users/new` : '/users/new' },
  );
}

describe('NewUserScreen', () => {
  it('/users/new: the form with the roles the viewer may give, no import', async () => {
    renderNewUser(null);
    expect(await screen.findByRole('heading', { name: 'Add user' })).toBeTruthy();
    const role = screen.getByRole('combobox', { name: /^Role/ }) as HTMLSelectElement;
    expect([...role.options].map((option) => option.value)).toEqual(['USER', 'CLIENT_ADMIN']);
    expect(screen.queryByRole('button', { name: 'Import users' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Add user · Vakt'));
  });

  it("from a client: the client preselected, the import wizard and the template's download link", async () => {
    renderNewUser('client-8', { id: 'client-8', name: 'Huddinge Bibliotek', organization: { id: 'o', name: 'MT AB' } });
    expect(await screen.findByText(/A new user of Huddinge Bibliotek/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Client' }).textContent).toContain('Huddinge Bibliotek');
    expect((screen.getByRole('textbox', { name: 'Organization' }) as HTMLInputElement).value).toBe('MT AB');
    const template = screen.getByRole('link', { name: 'Template download' });
    expect(template.getAttribute('href')).toBe('/templates/users-import-template.xlsx');
    expect(template.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'import wizard' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Import users' })));
    expect(screen.getByRole('dialog', { name: 'import wizard' }).getAttribute('data-client')).toBe('client-8');
  });

  it('a client that does not exist (or is out of scope) is the not-found page', async () => {
    renderNewUser('client-404', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'User' })).toBeNull();
  });
});
