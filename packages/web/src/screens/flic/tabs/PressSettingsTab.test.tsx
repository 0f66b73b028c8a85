import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders } from '../../../test/render';
import type { PressSettingsTab_device$key } from './__generated__/PressSettingsTab_device.graphql';
import { describe, expect, it, vi } from 'vitest';
import type { PressSettingsTabButtonTestQuery } from './__generated__/PressSettingsTabButtonTestQuery.graphql';
import { PressSettingsTab, SAVED_MESSAGE_MS } from './PressSettingsTab';
import { BUTTON_ID, HUB_ID, resolve, waitForOperation } from './testKit';

const hubQuery = graphql`
  query PressSettingsTabHubTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on FlicHub @alias(as: "hub") {
        ...PressSettingsTab_device
      }
    }
  }
`;

const buttonQuery = graphql`
  query PressSettingsTabButtonTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on FlicButton @alias(as: "button") {
        ...PressSettingsTab_device
      }
    }
  }
`;

const NETWORKS = [
  { id: 'net-1', name: 'Nacka hemtjänst' },
  { id: 'net-2', name: 'Skolor Söder' },
];

const setting = (press: string, extra: Record<string, unknown> = {}) => ({
  press,
  usePolicySettings: true,
  useHubSettings: false,
  alertType: 'NETWORK_ALERT',
  selectedNetworks: [],
  title: null,
  description: null,
  sound: 'DEFAULT',
  ...extra,
});

const SETTINGS = [
  setting('CLICK'),
  setting('DOUBLE_CLICK', {
    usePolicySettings: false,
    alertType: 'SOS_EMERGENCY',
    selectedNetworks: [NETWORKS[1]],
    title: 'Hjälp',
    description: 'Ring 112',
    sound: 'SIREN',
  }),
  setting('HOLD'),
];

/**
 * The test query answered by hand: relay-test-utils' generator drops or doubles fields that two sibling inline
 * fragments (on FlicHub and on FlicButton) both select.
 */
function renderDevice(
  typename: 'FlicButton' | 'FlicHub',
  { hub = true, settings = SETTINGS, edit = true }: { hub?: boolean; settings?: unknown[]; edit?: boolean } = {},
) {
  const environment = createMockEnvironment();
  const id = typename === 'FlicButton' ? BUTTON_ID : HUB_ID;
  const query = typename === 'FlicButton' ? buttonQuery : hubQuery;
  const queryRef = loadQuery<PressSettingsTabButtonTestQuery>(environment, query, { id });
  environment.mock.resolveMostRecentOperation({
    data: {
      node: {
        __typename: typename,
        __isAlarmDevice: typename,
        id,
        viewerCan: { edit },
        pressNetworks: { edges: NETWORKS.map((node) => ({ node })) },
        ...(typename === 'FlicButton' ? { hub: hub ? { id: HUB_ID } : null } : {}),
        pressSettings: settings,
      },
    },
  });
  function Screen() {
    const data = usePreloadedQuery<PressSettingsTabButtonTestQuery>(query, queryRef);
    const device = (data.node as { button?: PressSettingsTab_device$key; hub?: PressSettingsTab_device$key } | null)?.[
      typename === 'FlicButton' ? 'button' : 'hub'
    ];
    return device ? <PressSettingsTab device={device} /> : null;
  }
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <Screen />
    </Suspense>,
    { environment, path: '/flic-buttons/x' },
  );
  return { ...result, environment };
}

const renderButton = (options: { hub?: boolean; settings?: unknown[]; edit?: boolean } = {}) =>
  renderDevice('FlicButton', options);

const block = (name: string) => screen.getByRole('region', { name });
const toggle = (scope: HTMLElement, name: string) => within(scope).getByRole('checkbox', { name }) as HTMLInputElement;

describe('PressSettingsTab', { timeout: 30_000 }, () => {
  it('shows click, double click and hold with the stored settings; content read-only while policy settings are on', async () => {
    renderButton();
    const click = await screen.findByRole('region', { name: 'Click' });
    const double = block('Double click');
    expect(block('Hold')).toBeTruthy();
    // click: the policy's settings: hub settings shown (the button has a hub) but off, content read-only
    expect(toggle(click, 'Use policy settings').checked).toBe(true);
    expect(toggle(click, 'Use hub settings').disabled).toBe(true);
    expect((within(click).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).readOnly).toBe(true);
    expect((within(click).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).readOnly).toBe(true);
    expect(toggle(click, 'Nacka hemtjänst').disabled).toBe(true);
    expect((within(click).getByRole('combobox', { name: 'Alert type' }) as HTMLSelectElement).value).toBe(
      'NETWORK_ALERT',
    );
    expect(click.querySelector('[data-palette]')?.getAttribute('data-palette')).toBe('purple');
    // double click: its own settings, editable
    expect(toggle(double, 'Use policy settings').checked).toBe(false);
    expect(toggle(double, 'Use hub settings').disabled).toBe(false);
    expect((within(double).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Hjälp');
    expect((within(double).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).readOnly).toBe(false);
    expect(toggle(double, 'Skolor Söder').checked).toBe(true);
    expect(toggle(double, 'Nacka hemtjänst').checked).toBe(false);
    expect((within(double).getByRole('combobox', { name: 'Sound' }) as HTMLSelectElement).value).toBe('SIREN');
    expect(double.querySelector('[data-palette]')?.getAttribute('data-palette')).toBe('red');
  });

  it('hides the hub settings toggle for a button without a hub', async () => {
    renderButton({ hub: false });
    const click = await screen.findByRole('region', { name: 'Click' });
    expect(within(click).queryByRole('checkbox', { name: 'Use hub settings' })).toBeNull();
  });

  it('hub settings make the content read-only too', async () => {
    renderButton();
    const double = await screen.findByRole('region', { name: 'Double click' });
    act(() => fireEvent.click(toggle(double, 'Use hub settings')));
    await waitFor(() =>
      expect((within(double).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).readOnly).toBe(true),
    );
    expect(toggle(double, 'Skolor Söder').disabled).toBe(true);
    expect(within(double).getByText('Networks, title and description come from the hub.')).toBeTruthy();
  });

  it('saves the three blocks and says so for half a second', async () => {
    const { environment } = renderButton();
    const double = await screen.findByRole('region', { name: 'Double click' });
    const saveButton = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    act(() => fireEvent.click(toggle(double, 'Nacka hemtjänst')));
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    act(() =>
      fireEvent.change(within(double).getByRole('combobox', { name: 'Alert type' }), {
        target: { value: 'SAFE_ASSIST' },
      }),
    );
    act(() => fireEvent.change(within(double).getByRole('textbox', { name: 'Title' }), { target: { value: 'Larm' } }));
    act(() => fireEvent.click(saveButton));
    const mutation = await waitForOperation(environment, 'PressSettingsTabMutation');
    expect(mutation.request.variables).toEqual({
      id: BUTTON_ID,
      input: {
        click: {
          usePolicySettings: true,
          useHubSettings: false,
          alertType: 'NETWORK_ALERT',
          selectedNetworkIds: [],
          title: null,
          description: null,
          sound: 'DEFAULT',
        },
        doubleClick: {
          usePolicySettings: false,
          useHubSettings: false,
          alertType: 'SAFE_ASSIST',
          selectedNetworkIds: ['net-2', 'net-1'],
          title: 'Larm',
          description: 'Ring 112',
          sound: 'SIREN',
        },
        hold: {
          usePolicySettings: true,
          useHubSettings: false,
          alertType: 'NETWORK_ALERT',
          selectedNetworkIds: [],
          title: null,
          description: null,
          sound: 'DEFAULT',
        },
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      resolve(environment, {
        updatePressSettings: {
          hub: null,
          button: {
            id: BUTTON_ID,
            pressSettings: [
              SETTINGS[0],
              {
                ...SETTINGS[1],
                alertType: 'SAFE_ASSIST',
                title: 'Larm',
                selectedNetworks: [NETWORKS[1], NETWORKS[0]],
              },
              SETTINGS[2],
            ],
          },
          errors: [],
        },
      });
      // the mutation's promise settles in a microtask
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByRole('status').textContent).toBe('Alert settings saved');
      act(() => vi.advanceTimersByTime(SAVED_MESSAGE_MS - 1));
      expect(screen.getByRole('status').textContent).toBe('Alert settings saved');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
    expect(saveButton.disabled).toBe(true);
  });

  it('says the platform refusal in a danger alert', async () => {
    const { environment } = renderButton();
    const double = await screen.findByRole('region', { name: 'Double click' });
    act(() => fireEvent.click(toggle(double, 'Nacka hemtjänst')));
    const saveButton = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    act(() => fireEvent.click(saveButton));
    await waitForOperation(environment, 'PressSettingsTabMutation');
    resolve(environment, {
      updatePressSettings: {
        hub: null,
        button: null,
        errors: [{ field: 'doubleClick.selectedNetworkIds', code: 'NOT_IN_DEVICE_NETWORKS', message: 'x' }],
      },
    });
    expect((await screen.findByTestId('press-failure')).textContent).toContain(
      'Choose only networks that hold the device.',
    );
  });

  it('a hub: no hub settings toggle; a viewer who may not edit sees no Save', async () => {
    renderDevice('FlicHub', { edit: false });
    const click = await screen.findByRole('region', { name: 'Click' });
    expect(within(click).queryByRole('checkbox', { name: 'Use hub settings' })).toBeNull();
    expect(toggle(click, 'Use policy settings').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
