import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { toaster } from '../../../ui/toaster';
import type { NotificationSettingsTabTestQuery } from './__generated__/NotificationSettingsTabTestQuery.graphql';
import { applyPushRule, NotificationSettingsTab } from './NotificationSettingsTab';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toaster.remove());

const query = graphql`
  query NotificationSettingsTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Client @alias(as: "client") {
        ...NotificationSettingsTab_client
      }
    }
  }
`;

const none = { clientAdmin: false, clientUsers: false, networkAdmin: false, networkUsers: false };
const SETTINGS = [
  { type: 'battery-low', email: true, push: true, sound: true, recipients: { ...none, clientAdmin: true } },
  { type: 'device-disconnected', email: false, push: false, sound: false, recipients: none },
];

function Tab({ queryRef }: { queryRef: PreloadedQuery<NotificationSettingsTabTestQuery> }) {
  const data = usePreloadedQuery<NotificationSettingsTabTestQuery>(query, queryRef);
  return data.node?.client ? <NotificationSettingsTab client={data.node.client} /> : null;
}

function renderTab() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NotificationSettingsTabTestQuery>(environment, query, { id: 'Q2xpZW50OjI' });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Client: () => ({ id: 'Q2xpZW50OjI', notificationSettings: SETTINGS }),
    }),
  );
  renderWithProviders(
    <Suspense fallback="loading">
      <Tab queryRef={queryRef} />
    </Suspense>,
    { environment, path: '/clients/Q2xpZW50OjI?tab=notifications' },
  );
  return environment;
}

const box = (row: HTMLElement, name: string) => within(row).getByRole('checkbox', { name }) as HTMLInputElement;

describe('client NotificationSettingsTab (the shared editor)', { timeout: 20_000 }, () => {
  it('shows the warning types in words; push off forces sound off; Save sends the list', async () => {
    const environment = renderTab();
    const battery = await screen.findByTestId('notification-battery-low');
    expect(within(battery).getByText('Battery low (20%)')).toBeTruthy();
    expect(box(battery, 'Client admins for Battery low (20%)').checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    act(() => fireEvent.click(box(battery, 'Push for Battery low (20%)')));
    await waitFor(() => expect(box(battery, 'Sound for Battery low (20%)').checked).toBe(false));
    act(() => fireEvent.click(save));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
        'NotificationSettingsTabSaveMutation',
      ),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: 'Q2xpZW50OjI',
      input: [{ ...SETTINGS[0], push: false, sound: false }, SETTINGS[1]],
    });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          updateClientNotificationSettings: {
            client: { id: 'Q2xpZW50OjI', notificationSettings: SETTINGS },
            errors: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Notification settings saved.')).toBeTruthy();
  });

  it('applyPushRule keeps sound with push and drops it without', () => {
    expect(applyPushRule({ ...SETTINGS[0]!, push: true }).sound).toBe(true);
    expect(applyPushRule({ ...SETTINGS[0]!, push: false }).sound).toBe(false);
  });
});
