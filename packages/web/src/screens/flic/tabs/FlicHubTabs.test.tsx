import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { FlicHubTabsTestQuery } from './__generated__/FlicHubTabsTestQuery.graphql';
import { FlicHubButtonsTab } from './FlicHubButtonsTab';
import { FlicHubEventLogTab } from './FlicEventLogTab';
import { HUB_ID, hubKit, resolve, waitForVariables } from './testKit';

const query = graphql`
  query FlicHubTabsTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on FlicHub @alias(as: "hub") {
        ...FlicHubButtonsTab_hub
        ...FlicEventLogTab_hub
      }
    }
  }
`;

const BUTTONS = [
  {
    id: 'button-1',
    name: 'Reception',
    serialNumber: 'BTN-1',
    battery: 64,
    connected: true,
    lastPing: '2026-03-04T05:06:07.000Z',
  },
  { id: 'button-2', name: 'Källare', serialNumber: 'BTN-2', battery: 0, connected: false, lastPing: null },
];

const alert = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Larm ${id}`,
  alarmType: 'SOS_Emergency',
  press: 'HOLD',
  alarmDate: '2026-03-04T05:06:07.000Z',
  device: { __typename: 'Device', id: `d-${id}`, name: 'Reception' },
  ...extra,
});

const page = (alerts: Record<string, unknown>[], endCursor: string | null, hasNextPage: boolean) => ({
  totalCount: alerts.length,
  pageInfo: { hasNextPage, endCursor, hasPreviousPage: false, startCursor: null },
  edges: alerts.map((node) => ({ cursor: String(node.id), node })),
});

function renderHubTabs({
  buttons = BUTTONS,
  alerts = [alert('a1'), alert('a2', { alarmType: 'Network_Alert', press: 'CLICK' })],
  edit = true,
} = {}) {
  return hubKit.renderTab<FlicHubTabsTestQuery>(
    query,
    (data) =>
      data.node?.hub ? (
        <>
          <FlicHubButtonsTab hub={data.node.hub} />
          <FlicHubEventLogTab hub={data.node.hub} />
        </>
      ) : null,
    {
      FlicHub: () => ({ id: HUB_ID, buttons, viewerCan: { edit, delete: edit } }),
      DeviceAlertConnection: () => page(alerts, 'cursor-20', true),
    },
  );
}

describe('Flic hub tabs', { timeout: 20_000 }, () => {
  it("lists the hub's buttons with battery, connected and last ping; a row opens the button, Add presets the hub", async () => {
    const { router } = renderHubTabs();
    const table = await screen.findByRole('table', { name: 'Buttons of the hub' });
    const rows = within(table).getAllByTestId('hub-button-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Reception', 'BTN-1', '64%', 'Connected', expect.stringMatching(/^2026-03-04 \d\d:06$/)],
      ['Källare', 'BTN-2', '0%', 'Not connected', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'Add button' }).getAttribute('href')).toBe(
      `/flic-buttons/new?hub=${encodeURIComponent(HUB_ID)}`,
    );
    act(() => fireEvent.keyDown(rows[1]!, { key: 'Enter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flic-buttons/button-2'));
  });

  it('explains a hub without buttons and offers no Add to a viewer who may not edit', async () => {
    renderHubTabs({ buttons: [], edit: false });
    expect(await screen.findByText('No buttons on this hub yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add button' })).toBeNull();
  });

  it('shows the alerts of the hub and its buttons (title, kind, press, device, created) and pages older/newer', async () => {
    const { environment, router } = renderHubTabs();
    const rows = await screen.findAllByTestId('flic-event-row');
    expect([...rows[0]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Larm a1',
      'SOS emergency',
      'Hold',
      'Reception',
      expect.stringMatching(/^2026-03-04 \d\d:06$/),
    ]);
    expect(rows[0]!.querySelector('[data-kind]')?.closest('td')?.textContent).toBe('SOS emergency');
    expect(within(rows[1]!).getByText('Network alert')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Older' })));
    const older = await waitForVariables(environment, { after: 'cursor-20' });
    expect(older.request.variables).toMatchObject({ id: HUB_ID, first: 20, after: 'cursor-20' });
    expect(new URLSearchParams(router.state.location.search).get('events.after')).toBe('cursor-20');
    resolve(environment, {
      node: { __typename: 'FlicHub', id: HUB_ID, alerts: page([alert('a21', { title: 'Äldre larm' })], null, false) },
    });
    expect(await screen.findByText('Äldre larm')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains an empty event log', async () => {
    renderHubTabs({ alerts: [] });
    expect(await screen.findByText('No alerts yet')).toBeTruthy();
  });
});
