import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../i18n/en.json';
import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { fieldText } from '../../../test/fieldText';
import { renderWithProviders } from '../../../test/render';
import type { UserFormTestQuery } from './__generated__/UserFormTestQuery.graphql';
import { UserForm } from './UserForm';
import { creatableRoles, validateUser } from './rules';

vi.mock('../../clients/ClientMap', () => ({ ClientMap: () => null }));

/** A Swedish number without the country code: the client form's test types the same one. */
const NATIONAL_PHONE = '070-123 45 67';

const testQuery = graphql`
  query UserFormTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on User @alias(as: "user") {
        ...UserForm_user
      }
    }
  }
`;

function EditForm({ queryRef }: { queryRef: PreloadedQuery<UserFormTestQuery> }) {
  const data = usePreloadedQuery<UserFormTestQuery>(testQuery, queryRef);
  return data.node?.user ? <UserForm user={data.node.user} /> : null;
}

const operationName = (environment: MockEnvironment) =>
  environment.mock.getMostRecentOperation().request.node.operation.name;

function renderNew({ viewerRoles = ['ADMIN'], clientId }: { viewerRoles?: string[]; clientId?: string } = {}) {
  const environment = createMockEnvironment();
  const result = renderWithProviders(
    <UserForm user={null} viewerRoles={viewerRoles} clientId={clientId} clientName={clientId && 'Nacka Hemtjänst'} />,
    {
      environment,
      path: '/users/new',
      routes: [
        { path: '/users/:id', element: <p>profile page</p> },
        { path: '/clients/:id', element: <p>client page</p> },
      ],
    },
  );
  return { ...result, environment };
}

function renderEdit(viewerCan: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<UserFormTestQuery>(environment, testQuery, { id: 'user-7' });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({
        id: 'user-7',
        email: 'eva@vakt.test',
        username: 'eva',
        firstName: 'Eva',
        lastName: 'Berg',
        description: 'Nattvakt',
        phoneNumber: '+46701234567',
        roles: ['CLIENT_ADMIN'],
        language: 'SV',
        subscription: 'MEGA',
        status: 'ACTIVE',
        client: { id: 'client-1', name: 'Nacka Hemtjänst', organization: { name: 'Region Sthlm' } },
        clients: [],
        organization: { name: 'Region Sthlm' },
        latitude: 59.33,
        longitude: 18.07,
        samlEnabled: false,
        twoFaEnabled: true,
        deactivatedAt: null,
        viewerCan: {
          edit: true,
          delete: true,
          assignableRoles: ['ADMIN', 'CLIENT_ADMIN', 'MULTI_CLIENT_ADMIN', 'ORGANIZATION_ADMIN', 'USER'],
          changeSubscription: true,
          changeClients: true,
          resetPassword: true,
          viewDevices: true,
          ...viewerCan,
        },
        ...user,
      }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <EditForm queryRef={queryRef} />
    </Suspense>,
    { environment, path: '/users/user-7', routes: [{ path: '/users', element: <p>users list</p> }] },
  );
  return { ...result, environment };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
const optionValues = (element: HTMLSelectElement) => [...element.options].map((option) => option.value);
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('user form rules', () => {
  it('gives each viewer role the roles the platform allows it to give', () => {
    expect(creatableRoles(['ADMIN'])).toEqual([
      'USER',
      'CLIENT_ADMIN',
      'MULTI_CLIENT_ADMIN',
      'ORGANIZATION_ADMIN',
      'ADMIN',
    ]);
    expect(creatableRoles(['ORGANIZATION_ADMIN'])).toEqual(['USER', 'CLIENT_ADMIN', 'MULTI_CLIENT_ADMIN']);
    expect(creatableRoles(['MULTI_CLIENT_ADMIN'])).toEqual(['USER', 'CLIENT_ADMIN']);
    expect(creatableRoles(['CLIENT_ADMIN'])).toEqual(['USER', 'CLIENT_ADMIN']);
    expect(creatableRoles(['USER'])).toEqual([]);
  });

  it('checks e-mail, username, phone, description, client and coordinates', () => {
    const valid = {
      email: 'a@b.se',
      username: 'a',
      phoneNumber: '+46701234567',
      description: '',
      role: 'USER' as const,
      clientId: 'c',
      latitude: '',
      longitude: '',
    };
    expect(validateUser(valid)).toEqual({});
    expect(validateUser({ ...valid, email: '' })).toEqual({ email: 'REQUIRED' });
    expect(validateUser({ ...valid, email: 'a@b' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(validateUser({ ...valid, username: ' ' })).toEqual({ username: 'REQUIRED' });
    for (const bad of [NATIONAL_PHONE, '46701234567', '+0701234567', '+12345', '+1234567890123456'])
      expect(validateUser({ ...valid, phoneNumber: bad })).toEqual({ phoneNumber: 'INVALID_PHONE' });
    for (const good of ['', '+46 70 123 45 67', '+46-8-123 456 00', '+123456', '+123456789012345'])
      expect(validateUser({ ...valid, phoneNumber: good })).toEqual({});
    // a number saved under an earlier rule passes while unchanged
    expect(validateUser({ ...valid, phoneNumber: NATIONAL_PHONE, savedPhoneNumber: NATIONAL_PHONE })).toEqual({});
    expect(validateUser({ ...valid, description: 'x'.repeat(301) })).toEqual({ description: 'TOO_LONG' });
    expect(validateUser({ ...valid, clientId: null })).toEqual({ clientId: 'REQUIRED' });
    expect(validateUser({ ...valid, clientId: null, role: 'ADMIN' })).toEqual({});
    expect(validateUser({ ...valid, clientId: null, role: 'ORGANIZATION_ADMIN' })).toEqual({});
    // an admin or organization-admin may leave any user's client empty; a client-admin may not
    expect(validateUser({ ...valid, clientId: null, viewerRoles: ['ORGANIZATION_ADMIN'] })).toEqual({});
    expect(validateUser({ ...valid, clientId: null, viewerRoles: ['ADMIN'] })).toEqual({});
    expect(validateUser({ ...valid, clientId: null, viewerRoles: ['CLIENT_ADMIN'] })).toEqual({ clientId: 'REQUIRED' });
    expect(validateUser({ ...valid, latitude: '91', longitude: '18' })).toEqual({ latitude: 'INVALID' });
    expect(validateUser({ ...valid, latitude: '59.3' })).toEqual({ longitude: 'REQUIRED' });
  });
});

describe('UserForm: a new user', { timeout: 20_000 }, () => {
  it('offers the roles the viewer may give', () => {
    renderNew({ viewerRoles: ['ADMIN'] });
    expect(optionValues(select('Role'))).toEqual([
      'USER',
      'CLIENT_ADMIN',
      'MULTI_CLIENT_ADMIN',
      'ORGANIZATION_ADMIN',
      'ADMIN',
    ]);
  });

  it('an organization-admin cannot give the admin or organization-admin role', () => {
    renderNew({ viewerRoles: ['ORGANIZATION_ADMIN'] });
    expect(optionValues(select('Role'))).toEqual(['USER', 'CLIENT_ADMIN', 'MULTI_CLIENT_ADMIN']);
  });

  it('a client-admin gives client-admin or user', () => {
    renderNew({ viewerRoles: ['CLIENT_ADMIN'] });
    expect(optionValues(select('Role'))).toEqual(['USER', 'CLIENT_ADMIN']);
  });

  it('starts with MAXI, active, and Save off until something changes', () => {
    renderNew();
    expect(select('Subscription').value).toBe('MAXI');
    expect(select('Status').value).toBe('ACTIVE');
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Networks' })).toBeTruthy();
  });

  it('shows the rules live: e-mail pattern, phone pattern, required username and client; Save off while wrong', async () => {
    renderNew({ viewerRoles: ['CLIENT_ADMIN'] });
    fireEvent.change(field('E-mail'), { target: { value: 'eva@' } });
    fireEvent.blur(field('E-mail'));
    expect(await screen.findByText('Invalid e-mail address.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    // fields not touched yet are named next to Save, not marked
    expect(screen.getByTestId('form-todo').textContent).toContain('Username');
    expect(screen.getByTestId('form-todo').textContent).toContain('Client');

    // the phone: the client form's text for the same number, at the field
    expect(fieldText(field('Phone'))).toBe(en['phoneField.hint']);
    fireEvent.change(field('Phone'), { target: { value: NATIONAL_PHONE } });
    await waitFor(() => expect(fieldText(field('Phone'))).toBe(en['fieldError.INVALID_PHONE']));
    fireEvent.change(field('Phone'), { target: { value: '+46 70 123 45 67' } });
    await waitFor(() => expect(screen.queryByText(en['fieldError.INVALID_PHONE'])).toBeNull());

    fireEvent.change(field('Username'), { target: { value: 'eva' } });
    fireEvent.change(field('Username'), { target: { value: '' } });
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('needs no client for an admin or organization-admin user, nor from an admin or organization-admin', async () => {
    for (const viewer of ['ADMIN', 'ORGANIZATION_ADMIN']) {
      const { environment, unmount } = renderNew({ viewerRoles: [viewer] });
      fireEvent.change(field('E-mail'), { target: { value: 'ola@vakt.test' } });
      fireEvent.change(field('Username'), { target: { value: 'ola' } });
      // a plain user without a client: the field says it may stay empty, nothing is missing
      expect(select('Role').value).toBe('USER');
      expect(screen.getByText(en['users.field.clientOptional'])).toBeTruthy();
      await waitFor(() => expect(operationName(environment)).toBe('UserFormEmailQuery'), { timeout: 5000 });
      act(() => environment.mock.resolveMostRecentOperation({ data: { userEmailAvailability: 'AVAILABLE' } }));
      expect(screen.queryByTestId('form-todo')).toBeNull();
      await waitFor(() => expect(saveButton().disabled).toBe(false));
      unmount();
    }
    // a client-admin's user always needs one
    renderNew({ viewerRoles: ['CLIENT_ADMIN'] });
    fireEvent.change(field('E-mail'), { target: { value: 'ola@vakt.test' } });
    fireEvent.change(field('Username'), { target: { value: 'ola' } });
    await waitFor(() => expect(screen.getByTestId('form-todo').textContent).toContain('Client'));
  });

  it('asks the platform whether the e-mail is taken and says so', async () => {
    const { environment } = renderNew({ viewerRoles: ['ADMIN'] });
    fireEvent.change(field('E-mail'), { target: { value: 'taken@vakt.test' } });
    await waitFor(() => expect(operationName(environment)).toBe('UserFormEmailQuery'), { timeout: 5000 });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      email: 'taken@vakt.test',
      exceptUserId: null,
    });
    act(() => environment.mock.resolveMostRecentOperation({ data: { userEmailAvailability: 'EXISTS' } }));
    expect(await screen.findByText('A user with this e-mail address already exists.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('says only "cannot be used" of an e-mail held outside the viewer\'s scope', async () => {
    const { environment } = renderNew({ viewerRoles: ['CLIENT_ADMIN'] });
    fireEvent.change(field('E-mail'), { target: { value: 'elsewhere@vakt.test' } });
    await waitFor(() => expect(operationName(environment)).toBe('UserFormEmailQuery'), { timeout: 5000 });
    act(() => environment.mock.resolveMostRecentOperation({ data: { userEmailAvailability: 'UNAVAILABLE' } }));
    expect(await screen.findByText('This e-mail address cannot be used. Choose another one.')).toBeTruthy();
    expect(screen.queryByText('A user with this e-mail address already exists.')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('counts the description live', () => {
    renderNew();
    expect(screen.getByTestId('description-counter').textContent).toBe('0 / 300');
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Nattvakt' } });
    expect(screen.getByTestId('description-counter').textContent).toBe('8 / 300');
  });

  it("shows the platform's field errors next to their fields and keeps what was typed", async () => {
    const { environment } = renderNew({ clientId: 'client-1' });
    fireEvent.change(field('E-mail'), { target: { value: 'ola@vakt.test' } });
    fireEvent.change(field('Username'), { target: { value: 'ola' } });
    fireEvent.change(field('Phone'), { target: { value: '+46701234567' } });
    await waitFor(() => expect(operationName(environment)).toBe('UserFormEmailQuery'), { timeout: 5000 });
    act(() => environment.mock.resolveMostRecentOperation({ data: { userEmailAvailability: 'AVAILABLE' } }));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    await waitFor(() => expect(operationName(environment)).toBe('UserFormCreateMutation'));
    const { input } = environment.mock.getMostRecentOperation().request.variables as {
      input: Record<string, unknown>;
    };
    expect(input).toMatchObject({
      email: 'ola@vakt.test',
      username: 'ola',
      role: 'USER',
      subscription: 'MAXI',
      status: 'ACTIVE',
      clientId: 'client-1',
      networkIds: [],
      phoneNumber: '+46701234567',
      latitude: null,
    });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          createUser: {
            user: null,
            errors: [
              { field: 'email', code: 'EMAIL_EXISTS', message: 'exists' },
              { field: 'roles', code: 'ROLE_NOT_ALLOWED', message: 'no' },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('A user with this e-mail address already exists.')).toBeTruthy();
    expect(screen.getByText('You may not give this role.')).toBeTruthy();
    expect(field('E-mail').value).toBe('ola@vakt.test');
    expect(field('Username').value).toBe('ola');
    expect(await screen.findByText('The user was not saved. Check the marked fields.')).toBeTruthy();
    // focus goes to the first field to fix
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));
  });

  it('Save and new: creates, says so and clears the form for the next one', async () => {
    const { environment } = renderNew({ clientId: 'client-1' });
    fireEvent.change(field('E-mail'), { target: { value: 'ola@vakt.test' } });
    fireEvent.change(field('Username'), { target: { value: 'ola' } });
    await waitFor(() => expect(operationName(environment)).toBe('UserFormEmailQuery'), { timeout: 5000 });
    act(() => environment.mock.resolveMostRecentOperation({ data: { userEmailAvailability: 'AVAILABLE' } }));
    const saveAndNew = screen.getByRole('button', { name: 'Save and new' }) as HTMLButtonElement;
    await waitFor(() => expect(saveAndNew.disabled).toBe(false));
    act(() => fireEvent.click(saveAndNew));
    await waitFor(() => expect(operationName(environment)).toBe('UserFormCreateMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          UserPayload: () => ({ errors: [] }),
          User: () => ({ id: 'user-99', email: 'ola@vakt.test', roles: ['USER'] }),
        }),
      ),
    );
    expect(await screen.findByText('The user was created.')).toBeTruthy();
    expect(field('E-mail').value).toBe('');
    expect(field('Username').value).toBe('');
    // the client stays picked for the next user
    expect(screen.getByRole('group', { name: 'Client' }).textContent).toContain('Nacka Hemtjänst');
  });

  it('Save: after creating goes to the new user, or back to the client it was added from', async () => {
    const { environment, router } = renderNew({ clientId: 'client-1' });
    fireEvent.change(field('E-mail'), { target: { value: 'ola@vakt.test' } });
    fireEvent.change(field('Username'), { target: { value: 'ola' } });
    await waitFor(() => expect(operationName(environment)).toBe('UserFormEmailQuery'), { timeout: 5000 });
    act(() => environment.mock.resolveMostRecentOperation({ data: { userEmailAvailability: 'AVAILABLE' } }));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    await waitFor(() => expect(operationName(environment)).toBe('UserFormCreateMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          UserPayload: () => ({ errors: [] }),
          User: () => ({ id: 'user-99', email: 'ola@vakt.test', roles: ['USER'] }),
        }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/client-1'));
  });
});

describe('UserForm: an existing user', { timeout: 20_000 }, () => {
  it('shows the saved values, keeps Save off until changed', async () => {
    renderEdit();
    await screen.findByRole('form', { name: 'User' });
    expect(field('E-mail').value).toBe('eva@vakt.test');
    expect(select('Role').value).toBe('CLIENT_ADMIN');
    expect(select('Language').value).toBe('SV');
    expect(select('Subscription').value).toBe('MEGA');
    expect(screen.getByRole('group', { name: 'Client' }).textContent).toContain('Nacka Hemtjänst');
    expect((screen.getByRole('textbox', { name: 'Organization' }) as HTMLInputElement).value).toBe('Region Sthlm');
    expect(screen.queryByRole('combobox', { name: 'Networks' })).toBeNull();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(field('First name'), { target: { value: 'Evelina' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.change(field('First name'), { target: { value: 'Eva' } });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('disables the subscription for a viewer who may not change it, and offers only the assignable roles', async () => {
    renderEdit({ changeSubscription: false, assignableRoles: ['CLIENT_ADMIN', 'USER'], delete: false });
    await screen.findByRole('form', { name: 'User' });
    expect(select('Subscription').disabled).toBe(true);
    expect(optionValues(select('Role'))).toEqual(['USER', 'CLIENT_ADMIN']);
    expect(select('Role').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('locks the role when the viewer may give none', async () => {
    renderEdit({ assignableRoles: [] });
    await screen.findByRole('form', { name: 'User' });
    expect(select('Role').disabled).toBe(true);
    expect(select('Role').value).toBe('CLIENT_ADMIN');
  });

  it("a multi-client-admin's clients are editable by admins only", async () => {
    renderEdit(
      { changeClients: false },
      { roles: ['MULTI_CLIENT_ADMIN'], clients: [{ id: 'client-2', name: 'Solna Fastigheter' }] },
    );
    await screen.findByRole('form', { name: 'User' });
    const clients = screen.getByRole('combobox', { name: 'Administered clients' }) as HTMLInputElement;
    expect(clients.disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Administered clients' }).textContent).toContain('Solna Fastigheter');
    expect(screen.getByText('Only an administrator changes these.')).toBeTruthy();
  });

  it('saves the changes and says so', async () => {
    const { environment } = renderEdit();
    await screen.findByRole('form', { name: 'User' });
    fireEvent.change(field('Last name'), { target: { value: 'Lund' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    await waitFor(() => expect(operationName(environment)).toBe('UserFormUpdateMutation'));
    const variables = environment.mock.getMostRecentOperation().request.variables as {
      id: string;
      input: Record<string, unknown>;
    };
    expect(variables.id).toBe('user-7');
    expect(variables.input).toMatchObject({ lastName: 'Lund', subscription: 'MEGA', role: 'CLIENT_ADMIN' });
    expect(variables.input).not.toHaveProperty('networkIds');
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          UserPayload: () => ({ errors: [] }),
          User: () => ({ id: 'user-7', lastName: 'Lund' }),
        }),
      ),
    );
    expect(await screen.findByText('The user was saved.')).toBeTruthy();
  });

  it('saves a user whose phone was saved under an earlier rule while it is unchanged; a changed one must follow the rule', async () => {
    const { environment } = renderEdit({}, { phoneNumber: NATIONAL_PHONE });
    await screen.findByRole('form', { name: 'User' });
    fireEvent.change(field('Last name'), { target: { value: 'Lund' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.change(field('Phone'), { target: { value: '070-123 45 68' } });
    await waitFor(() => expect(fieldText(field('Phone'))).toBe(en['fieldError.INVALID_PHONE']));
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(field('Phone'), { target: { value: NATIONAL_PHONE } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    await waitFor(() => expect(operationName(environment)).toBe('UserFormUpdateMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      lastName: 'Lund',
      phoneNumber: NATIONAL_PHONE,
    });
  });

  it('turns single sign-on on for an existing user and shows why the platform refuses it, keeping the switch', async () => {
    const { environment } = renderEdit();
    await screen.findByRole('form', { name: 'User' });
    const sso = screen.getByRole('checkbox', { name: 'Single sign-on only (no password)' }) as HTMLInputElement;
    expect(sso.checked).toBe(false);
    act(() => fireEvent.click(sso));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    await waitFor(() => expect(operationName(environment)).toBe('UserFormUpdateMutation'));
    const { input } = environment.mock.getMostRecentOperation().request.variables as { input: Record<string, unknown> };
    expect(input.samlEnabled).toBe(true);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          updateUser: {
            user: null,
            errors: [{ field: 'samlEnabled', code: 'SSO_NOT_CONFIGURED', message: 'No identity provider' }],
          },
        },
      }),
    );
    expect(await screen.findByText(/has no identity provider yet/)).toBeTruthy();
    expect(sso.checked).toBe(true);
  });

  it('offers no single sign-on switch on a new user', () => {
    renderNew();
    expect(screen.queryByRole('checkbox', { name: 'Single sign-on only (no password)' })).toBeNull();
  });

  it('deletes after the confirmation, says so and goes to the users list', async () => {
    const { environment, router } = renderEdit();
    await screen.findByRole('form', { name: 'User' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText(/eva@vakt.test will be deleted/)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await waitFor(() => expect(operationName(environment)).toBe('UserFormDeleteMutation'), { timeout: 5000 });
    act(() => environment.mock.resolveMostRecentOperation({ data: { deleteUser: { deletedId: 'user-7' } } }));
    await waitFor(() => expect(document.body.textContent).toContain('The user was deleted'), { timeout: 8000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});
