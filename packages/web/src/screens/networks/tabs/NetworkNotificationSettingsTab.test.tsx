import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { NetworkNotificationSettingsTabTestQuery } from './__generated__/NetworkNotificationSettingsTabTestQuery.graphql';
import { NetworkNotificationSettingsTab } from './NetworkNotificationSettingsTab';
import { NETWORK_ID, renderTab, resolve, waitForOperation } from './testKit';

const query = graphql`
  query NetworkNotificationSettingsTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Network @alias(as: "network") {
        ...NetworkNotificationSettingsTab_network
      }
    }
  }
`;

const none = { clientAdmin: false, clientUsers: false, networkAdmin: false, networkUsers: false };
const SETTINGS = [
  { type: 'integration-failed', email: true, push: true, sound: true, recipients: { ...none, networkAdmin: true } },
  { type: 'integration-success', email: false, push: false, sound: false, recipients: none },
];

function renderNotifications({ edit = true } = {}) {
  return renderTab<NetworkNotificationSettingsTabTestQuery>(
    query,
    (data) => (data.node?.network ? <NetworkNotificationSettingsTab network={data.node.network} /> : null),
    { Network: () => ({ id: NETWORK_ID, viewerCan: { edit, delete: false }, notificationSettings: SETTINGS }) },
  );
}

const box = (row: HTMLElement, name: string) => within(row).getByRole('checkbox', { name }) as HTMLInputElement;

describe('NetworkNotificationSettingsTab', { timeout: 20_000 }, () => {
  it('shows integration-failed and integration-success with e-mail, push, sound and the four recipient groups', async () => {
    renderNotifications();
    const failed = await screen.findByTestId('notification-integration-failed');
    const success = screen.getByTestId('notification-integration-success');
    expect(within(failed).getByText('Integration failed')).toBeTruthy();
    expect(within(success).getByText('Integration works again')).toBeTruthy();
    expect(box(failed, 'E-mail for Integration failed').checked).toBe(true);
    expect(box(failed, 'Network admins for Integration failed').checked).toBe(true);
    expect(box(failed, 'Client users for Integration failed').checked).toBe(false);
    // no push: no sound
    expect(box(success, 'Sound for Integration works again').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('push off forces sound off; Save sends both types', async () => {
    const { environment } = renderNotifications();
    const failed = await screen.findByTestId('notification-integration-failed');
    const success = screen.getByTestId('notification-integration-success');
    act(() => fireEvent.click(box(success, 'Client admins for Integration works again')));
    await waitFor(() => expect(box(success, 'Client admins for Integration works again').checked).toBe(true));
    // the push change last: its consequence (sound disabled) is rendered from the form's state, so once it
    // shows, both changes are in the state Save sends (a checkbox's DOM state alone can run ahead of it)
    act(() => fireEvent.click(box(failed, 'Push for Integration failed')));
    await waitFor(() => expect(box(failed, 'Sound for Integration failed').disabled).toBe(true));
    expect(box(failed, 'Sound for Integration failed').checked).toBe(false);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const operation = await waitForOperation(environment, 'NetworkNotificationSettingsTabSaveMutation');
    expect(operation.request.variables).toEqual({
      id: NETWORK_ID,
      input: [
        { ...SETTINGS[0], push: false, sound: false },
        { ...SETTINGS[1], recipients: { ...none, clientAdmin: true } },
      ],
    });
    resolve(environment, {
      updateNetworkNotificationSettings: {
        network: { id: NETWORK_ID, viewerCan: { edit: true }, notificationSettings: SETTINGS },
        errors: [],
      },
    });
    expect(await screen.findByText('Notification settings saved.')).toBeTruthy();
  });

  it('a refused save says so', async () => {
    const { environment } = renderNotifications();
    const failed = await screen.findByTestId('notification-integration-failed');
    act(() => fireEvent.click(box(failed, 'Client users for Integration failed')));
    await waitFor(() => expect(box(failed, 'Client users for Integration failed').checked).toBe(true));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitForOperation(environment, 'NetworkNotificationSettingsTabSaveMutation');
    resolve(environment, {
      updateNetworkNotificationSettings: {
        network: null,
        errors: [{ field: '1.type', code: 'DUPLICATE', message: 'duplicate' }],
      },
    });
    expect(await screen.findByText('Notification settings failed to save.')).toBeTruthy();
  });

  it('read-only without edit rights', async () => {
    renderNotifications({ edit: false });
    const failed = await screen.findByTestId('notification-integration-failed');
    expect(box(failed, 'E-mail for Integration failed').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
