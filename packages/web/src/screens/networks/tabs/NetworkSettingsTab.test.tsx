import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { NetworkSettingsTabTestQuery } from './__generated__/NetworkSettingsTabTestQuery.graphql';
import { NetworkSettingsTab, rangeMetres, toggleRange, type SettingsValues } from './NetworkSettingsTab';
import { NETWORK_ID, renderTab, resolve, waitForOperation, waitForVariables } from './testKit';
import { typeDigits } from '../../../test/typeDigits';

const query = graphql`
  query NetworkSettingsTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Network @alias(as: "network") {
        ...NetworkSettingsTab_network
      }
    }
  }
`;

const SETTINGS = {
  enableNotificationRange: false,
  notificationRange: 0,
  notifySelectedUsersOutsideOfRange: [{ id: 'VXNlcjoy', displayName: 'Eva Berg', email: 'eva@vakt.test' }],
  disallowMemberPosts: false,
  disallowMemberComments: true,
  onlyNotifyAdmins: false,
  displayMemberLocation: false,
  confirmIncidents: false,
  enableDynamicEmergencyAlert: false,
  enableDynamicPanicAlert: false,
  enableDynamicNetworkAlert: false,
  enableDynamicSafeAssistAlert: false,
  enableClustering: null as boolean | null,
  excludeFromOperationalView: false,
  allowSOSAlerts: true,
  allowPublicAlerts: true,
};

function renderSettings(settings: Partial<typeof SETTINGS> = {}, { edit = true } = {}) {
  return renderTab<NetworkSettingsTabTestQuery>(
    query,
    (data) => (data.node?.network ? <NetworkSettingsTab network={data.node.network} /> : null),
    {
      Network: () => ({ id: NETWORK_ID, viewerCan: { edit, delete: false } }),
      NetworkSettings: () => ({ ...SETTINGS, ...settings }),
    },
  );
}

const toggle = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('NetworkSettingsTab', { timeout: 20_000 }, () => {
  it('shows every flag with its value and help, clustering as three choices, the selected users', async () => {
    renderSettings();
    await screen.findByRole('form', { name: 'Network settings' });
    expect(toggle('Members cannot comment').checked).toBe(true);
    expect(toggle('Members cannot post').checked).toBe(false);
    expect(toggle('Allow SOS alerts').checked).toBe(true);
    expect(toggle('Dynamic Safe Assist alerts').checked).toBe(false);
    expect(screen.getByText('A new incident stays unconfirmed until an admin confirms it.')).toBeTruthy();
    expect(radio('Use the device settings').checked).toBe(true);
    expect(radio('On').checked).toBe(false);
    expect(
      within(screen.getByRole('group', { name: 'Users notified outside of the range' })).getByText('Eva Berg'),
    ).toBeTruthy();
    // the range is off: no range field; nothing changed: Save is off
    expect(toggle('Limit notifications to a range').checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Range (km)' })).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('turning the range on gives 10 km; Save sends every setting, clustering null for the device settings', async () => {
    const { environment } = renderSettings();
    await screen.findByRole('form', { name: 'Network settings' });
    // The switch's DOM state can run ahead of the form's state under load; Save turning on is the
    // form's own answer that this first change is in it.
    act(() => fireEvent.click(toggle('Notify admins only')));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(toggle('Limit notifications to a range')));
    const km = (await screen.findByRole('textbox', { name: 'Range (km)' })) as HTMLInputElement;
    expect(km.value).toBe('10');
    act(() => fireEvent.change(km, { target: { value: '25.5' } }));
    await waitFor(() => expect(km.value).toBe('25.5'));
    act(() => fireEvent.click(saveButton()));
    const operation = await waitForOperation(environment, 'NetworkSettingsTabSaveMutation');
    expect(operation.request.variables).toEqual({
      id: NETWORK_ID,
      input: {
        ...Object.fromEntries(Object.entries(SETTINGS).filter(([key]) => key !== 'notifySelectedUsersOutsideOfRange')),
        enableNotificationRange: true,
        notificationRange: 25500,
        onlyNotifyAdmins: true,
        enableClustering: null,
        notifySelectedUsersOutsideOfRange: ['VXNlcjoy'],
      },
    });
    resolve(environment, {
      updateNetworkSettings: {
        network: {
          id: NETWORK_ID,
          settings: { ...SETTINGS, enableNotificationRange: true, notificationRange: 25500, onlyNotifyAdmins: true },
        },
        errors: [],
      },
    });
    expect(await screen.findByText('Network settings saved.')).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('turning the range off sends 0; clustering On sends true', async () => {
    const { environment } = renderSettings({ enableNotificationRange: true, notificationRange: 40000 });
    const km = (await screen.findByRole('textbox', { name: 'Range (km)' })) as HTMLInputElement;
    expect(km.value).toBe('40');
    act(() => fireEvent.click(radio('On')));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(toggle('Limit notifications to a range')));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Range (km)' })).toBeNull());
    act(() => fireEvent.click(saveButton()));
    const operation = await waitForOperation(environment, 'NetworkSettingsTabSaveMutation');
    expect(operation.request.variables.input).toMatchObject({
      enableNotificationRange: false,
      notificationRange: 0,
      enableClustering: true,
    });
  });

  it('refuses a range outside 10..100 km before sending', async () => {
    const { environment } = renderSettings({ enableNotificationRange: true, notificationRange: 40000 });
    const km = (await screen.findByRole('textbox', { name: 'Range (km)' })) as HTMLInputElement;
    typeDigits(km, '25');
    expect(km.value).toBe('25');
    typeDigits(km, '150');
    expect(km.value).toBe('150');
    act(() => fireEvent.click(saveButton()));
    expect(await screen.findByText('The range must be between 10 and 100 km.')).toBeTruthy();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.operation.name)).not.toContain(
      'NetworkSettingsTabSaveMutation',
    );
  });

  it("shows the server's field errors translated at their fields", async () => {
    const { environment } = renderSettings({ enableNotificationRange: true, notificationRange: 40000 });
    await screen.findByRole('form', { name: 'Network settings' });
    act(() => fireEvent.click(toggle('Allow public alerts')));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    await waitForOperation(environment, 'NetworkSettingsTabSaveMutation');
    resolve(environment, {
      updateNetworkSettings: {
        network: null,
        errors: [
          { field: 'notificationRange', code: 'OUT_OF_RANGE', message: 'out of range' },
          { field: 'notifySelectedUsersOutsideOfRange', code: 'NOT_FOUND', message: 'no such user' },
        ],
      },
    });
    expect(await screen.findByText('The range must be between 10 and 100 km.')).toBeTruthy();
    expect(screen.getByText('It does not exist.')).toBeTruthy();
    expect(screen.getByText('The settings were not saved: correct the marked fields.')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it('a failed save shows the generic error message and keeps the changes', async () => {
    const { environment } = renderSettings();
    await screen.findByRole('form', { name: 'Network settings' });
    act(() => fireEvent.click(toggle('Members cannot post')));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    await waitForOperation(environment, 'NetworkSettingsTabSaveMutation');
    act(() => environment.mock.rejectMostRecentOperation(new Error('boom')));
    expect(
      (await screen.findAllByText('Oups! Something went wrong. Contact support for help.')).length,
    ).toBeGreaterThan(0);
    expect(toggle('Members cannot post').checked).toBe(true);
    expect(saveButton().disabled).toBe(false);
  });

  it('picks users within the network for the outside-of-range list', async () => {
    const { environment } = renderSettings();
    await screen.findByRole('form', { name: 'Network settings' });
    const picker = screen.getByRole('combobox', { name: 'Users notified outside of the range' });
    act(() => fireEvent.focus(picker));
    act(() => fireEvent.change(picker, { target: { value: 'per' } }));
    const search = await waitForVariables(environment, { query: 'per' });
    expect(search.request.variables).toEqual({ query: 'per', networkId: NETWORK_ID, excludeNetworkId: null });
    resolve(environment, { searchUsers: [{ id: 'VXNlcjoz', displayName: 'Per Lind', email: 'per@vakt.test' }] });
    const option = await screen.findByRole('option', { name: /Per Lind/ });
    act(() => fireEvent.click(option));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    const operation = await waitForOperation(environment, 'NetworkSettingsTabSaveMutation');
    expect(operation.request.variables.input).toMatchObject({
      notifySelectedUsersOutsideOfRange: ['VXNlcjoy', 'VXNlcjoz'],
    });
  });

  it('read-only without edit rights', async () => {
    renderSettings({}, { edit: false });
    await screen.findByRole('form', { name: 'Network settings' });
    expect(toggle('Members cannot post').disabled).toBe(true);
    expect(radio('Off').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('You can view these settings but not change them.')).toBeTruthy();
  });

  it('range rules: 10 km when turned on empty, kept when it had a value, emptied when off; 10..100 km only', () => {
    const base = { enableNotificationRange: false, rangeKm: '' } as SettingsValues;
    expect(toggleRange(base, true).rangeKm).toBe('10');
    expect(toggleRange({ ...base, rangeKm: '30' }, true).rangeKm).toBe('30');
    expect(toggleRange({ ...base, enableNotificationRange: true, rangeKm: '30' }, false).rangeKm).toBe('');
    expect(rangeMetres('10')).toBe(10000);
    expect(rangeMetres('100')).toBe(100000);
    expect(rangeMetres('12,5')).toBe(12500);
    expect(rangeMetres('9.99')).toBeNull();
    expect(rangeMetres('100.01')).toBeNull();
    expect(rangeMetres('')).toBeNull();
  });
});
