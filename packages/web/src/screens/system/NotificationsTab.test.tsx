import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../test/tabKit';
import { renderWithProviders } from '../../test/render';
import type { SystemScreenQuery } from './__generated__/SystemScreenQuery.graphql';
import { actionLogVariables } from './actionLogVariables';
import { SystemScreen, systemScreenQuery } from './SystemScreen';
import { readSystemState, updateSystemState } from './systemState';

const VERSIONS = {
  latest: [
    { os: 'ios', version: '2.3.0' },
    { os: 'android', version: '5.0.1' },
  ],
  inUse: [
    { os: 'ios', version: '2.3.0', users: 12 },
    { os: 'ios', version: '2.2.9', users: 1 },
  ],
};
const ACME = { id: 'Q2xpZW50OjI=', label: 'Acme Security' };
const BOB = { id: 'VXNlcjo3', label: 'Bob Builder' };

function renderTab({ roles = ['ADMIN'] } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SystemScreenQuery>(environment, systemScreenQuery, actionLogVariables({}));
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'VXNlcjox', roles }),
      SystemVersions: () => VERSIONS,
      ActionLogConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <SystemScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: '/system', routes: [{ path: '/release-notes', element: <p>release notes list</p> }] },
  );
  return result;
}

const click = (element: Element) => act(() => fireEvent.click(element));
const send = () => click(screen.getByRole('button', { name: 'Send' }));
const outcome = () => screen.findByTestId('notification-outcome');

describe('SystemScreen: system notifications', () => {
  beforeEach(() => localStorage.clear());

  it('opens on the notifications tab, before the actions log, with modes that exclude each other', async () => {
    renderTab();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['System notifications', 'Actions log']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');

    click(screen.getByRole('radio', { name: 'App update' }));
    const ios = await screen.findByTestId('app-update-ios');
    expect(ios.textContent).toContain('Latest: 2.3.0');
    expect(ios.textContent).toContain('In use: 2.3.0 (12 users), 2.2.9 (1 user)');
    expect(screen.getByTestId('app-update-android').textContent).toContain('No one in scope uses this app');
    click(screen.getByRole('checkbox', { name: 'iOS' }));
    expect(((await screen.findByRole('textbox', { name: 'iOS version' })) as HTMLInputElement).value).toBe('2.3.0');

    // another mode hides the OS choice: one mode per send
    click(screen.getByRole('radio', { name: 'Reminder' }));
    expect(await screen.findByRole('radio', { name: 'Make a test alarm' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'iOS' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'App update' }) as HTMLInputElement).checked).toBe(false);
    expect(readSystemState().mode).toBe('REMINDER');
  });

  it('asks for receivers before sending ("Please select users"), then hides the message after 3 seconds', async () => {
    const { environment } = renderTab();
    click(await screen.findByRole('radio', { name: 'Reminder' }));
    const location = (await screen.findByRole('radio', { name: 'Turn on location' })) as HTMLInputElement;
    click(location);
    await waitFor(() => expect(location.checked).toBe(true));
    // the radio shows checked before the screen's state has taken the choice: wait for the state
    await waitFor(() => expect(readSystemState().reminder).toBe('ENABLE_LOCATION'));
    send();
    const alert = await outcome();
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Please select users');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await waitFor(() => expect(screen.queryByTestId('notification-outcome')).toBeNull(), { timeout: 4500 });
  });

  it('sends a reminder to the chosen clients and users and shows the counts', async () => {
    updateSystemState({ mode: 'REMINDER', reminder: 'TEST_ALARM', clients: [ACME], users: [BOB] });
    const { environment } = renderTab();
    const clients = await screen.findByRole('group', { name: 'Clients' });
    expect(within(clients).getByText('Acme Security')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Users' })).getByText('Bob Builder')).toBeTruthy();
    send();
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('NotificationsTabReminderMutation');
    expect(operation.request.variables.input).toEqual({
      action: 'TEST_ALARM',
      releaseNoteId: null,
      receivers: { userIds: [BOB.id], clientIds: [ACME.id] },
    });
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { sendReminder: { users: 3, devices: 4, withoutDevice: 1, errors: [] } },
      }),
    );
    const alert = await outcome();
    expect(alert.getAttribute('role')).toBe('status');
    expect(alert.textContent).toBe('Sent to 3 users on 4 devices; 1 has no app.');
  });

  it('after a send the actions log is read again when it is opened (the send is a row of it)', async () => {
    updateSystemState({ mode: 'REMINDER', reminder: 'ENABLE_LOCATION', users: [BOB] });
    const { environment } = renderTab();
    await screen.findByRole('group', { name: 'Users' });
    send();
    await waitFor(() => environment.mock.getMostRecentOperation());
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { sendReminder: { users: 1, devices: 1, withoutDevice: 0, errors: [] } },
      }),
    );
    await outcome();
    click(screen.getByRole('tab', { name: 'Actions log' }));
    const reload = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('ActionLogTabRefetchQuery');
      return operation;
    });
    expect(reload.request.cacheConfig?.force).toBe(true);
  });

  it('shows the server’s RECEIVERS_REQUIRED as "Please select users"', async () => {
    updateSystemState({ mode: 'REMINDER', reminder: 'LOGOUT_NOTIFY', users: [BOB] });
    const { environment } = renderTab();
    await screen.findByRole('group', { name: 'Users' });
    send();
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables.input.action).toBe('LOGOUT_NOTIFY');
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendReminder: {
            users: 0,
            devices: 0,
            withoutDevice: 0,
            errors: [{ field: 'receivers', code: 'RECEIVERS_REQUIRED', message: 'Please select users' }],
          },
        },
      }),
    );
    expect((await outcome()).textContent).toBe('Please select users');
  });

  it('sends an app update with the version typed for the chosen OS (admins only)', async () => {
    updateSystemState({ mode: 'APP_UPDATE', os: { ios: true, android: false }, clients: [ACME] });
    const { environment } = renderTab();
    const version = await screen.findByRole('textbox', { name: 'iOS version' });
    act(() => fireEvent.change(version, { target: { value: '2.4' } }));
    send();
    expect((await outcome()).textContent).toBe('A version is three numbers: x.y.z');
    act(() => fireEvent.change(version, { target: { value: '2.4.0' } }));
    send();
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('NotificationsTabAppUpdateMutation');
    expect(operation.request.variables.input).toEqual({
      os: ['IOS'],
      iosVersion: '2.4.0',
      androidVersion: null,
      receivers: { userIds: [], clientIds: [ACME.id] },
    });
  });

  it('offers no app update to other roles', async () => {
    updateSystemState({ mode: 'APP_UPDATE', os: { ios: true, android: false } });
    renderTab({ roles: ['CLIENT_ADMIN'] });
    await screen.findByRole('radio', { name: 'Reminder' });
    expect(screen.queryByRole('radio', { name: 'App update' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'iOS' })).toBeNull();
  });

  it('sends the release note chosen on the release notes list, and opens the list in select mode to change it', async () => {
    updateSystemState({ mode: 'RELEASE_NOTE', releaseNote: { id: 'note-3', name: 'Console 2.4' }, users: [BOB] });
    const { environment, router } = renderTab();
    expect((await screen.findByTestId('chosen-release-note')).textContent).toBe('Release note: Console 2.4');
    send();
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables.input).toEqual({
      action: 'RELEASE_NOTES',
      releaseNoteId: 'note-3',
      receivers: { userIds: [BOB.id], clientIds: [] },
    });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { sendReminder: { users: 1, devices: 2, withoutDevice: 0, errors: [] } },
      }),
    );
    expect((await outcome()).textContent).toBe('Sent to 1 user on 2 devices; all of them have the app.');

    click(screen.getByRole('button', { name: 'Choose another' }));
    await screen.findByText('release notes list');
    expect(router.state.location.state).toEqual({ selectReleaseNote: true, returnTo: '/system?tab=notifications' });
  });
});
