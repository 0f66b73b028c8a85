import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { stockholmToday } from '../../format/date';
import { renderWithProviders } from '../../test/render';
import type { DashboardScreenQuery } from './__generated__/DashboardScreenQuery.graphql';
import { DashboardScreen, dashboardScreenQuery } from './DashboardScreen';

const counts = { users: 1234, clients: 12, devices: 56, networks: 7, incidents: 200, comments: 31, integrations: 4 };
const point = (timestamp: string) => ({ timestamp, ...counts });

function renderDashboard(options: { incidents?: boolean; hourlyDate?: string } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<DashboardScreenQuery>(environment, dashboardScreenQuery, {
    hourlyDate: options.hourlyDate ?? '2026-11-22',
  });
  // loadQuery goes to the network directly, so the pending operation is resolved rather than queued
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      StatCounts: () => counts,
      IncidentStatusCounts: () => ({ unconfirmed: 1, ongoing: 3, confirmed: 0, finalized: 196 }),
      StatPoint: (_, generateId) => point(`2026-0${(generateId() % 9) + 1}-01T00:00:00.000Z`),
      HourlyStatPoint: (_, generateId) => ({
        hour: generateId() % 24,
        incidents: 2,
        timestamp: '2026-11-22T00:00:00.000Z',
      }),
      SubscriptionCount: (_, generateId) => ({ tier: ['MICRO', 'MINI', 'MEDI'][generateId() % 3], count: 10 }),
      IncidentConnection: () => ({
        edges: options.incidents === false ? [] : [{ node: { id: 'SW5jaWRlbnQ6MQ==' } }],
      }),
      Incident: () => ({
        kind: 'Emergency Alert',
        status: 'ONGOING',
        networkName: 'Södermalm',
        address: 'Götgatan 1',
        createdAt: '2026-11-22T08:15:00.000Z',
      }),
    }),
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <DashboardScreen queryRef={queryRef} />
    </Suspense>,
    { environment },
  );
}

describe('DashboardScreen', () => {
  it('shows the seven counts from the payload', async () => {
    renderDashboard();
    const users = await screen.findByTestId('count-users');
    expect(users.textContent).toContain('1,234');
    expect(screen.getByTestId('count-clients').textContent).toContain('12');
    expect(screen.getByTestId('count-devices').textContent).toContain('56');
    expect(screen.getByTestId('count-networks').textContent).toContain('7');
    expect(screen.getByTestId('count-incidents').textContent).toContain('200');
    expect(screen.getByTestId('count-comments').textContent).toContain('31');
    expect(screen.getByTestId('count-integrations').textContent).toContain('4');
  });

  it('links the cards to their areas; comments and integrations do not navigate', async () => {
    const { router } = renderDashboard();
    await screen.findByTestId('count-users');
    const hrefs = Object.fromEntries(
      ['users', 'clients', 'devices', 'networks', 'incidents', 'comments', 'integrations'].map((kind) => [
        kind,
        within(screen.getByTestId(`count-${kind}`))
          .queryByRole('link')
          ?.getAttribute('href') ?? null,
      ]),
    );
    expect(hrefs).toEqual({
      users: '/users',
      clients: '/clients',
      devices: '/devices',
      networks: '/networks',
      incidents: '/',
      comments: null,
      integrations: null,
    });
    fireEvent.click(within(screen.getByTestId('count-clients')).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
  });

  it('shows incident statuses with counts and percentages', async () => {
    renderDashboard();
    const unconfirmed = await screen.findByTestId('incident-status-unconfirmed');
    expect(unconfirmed.textContent).toContain('Unconfirmed');
    expect(unconfirmed.textContent).toContain('0.5%');
    expect(screen.getByTestId('incident-status-ongoing').textContent).toContain('2%');
    expect(screen.getByTestId('incident-status-finalized').textContent).toContain('196');
    expect(screen.getByTestId('incident-status-finalized').textContent).toContain('98%');
  });

  it('lists the latest incidents', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Latest incidents' });
    expect(table.textContent).toContain('SOS emergency'); // the platform's 'Emergency Alert', in the UI language
    expect(table.textContent).toContain('Ongoing');
    expect(table.textContent).toContain('Södermalm');
    expect(table.textContent).toContain('Götgatan 1');
  });

  it('explains an empty incident list', async () => {
    renderDashboard({ incidents: false });
    expect(await screen.findByText('No incidents yet')).toBeTruthy();
  });

  it("today's hourly chart is the past 24 hours; an earlier day is that day", async () => {
    const today = renderDashboard({ hourlyDate: stockholmToday() });
    expect(await screen.findByText(/^\d+ incidents? in the past 24 hours \(Stockholm time\)\.$/)).toBeTruthy();
    today.unmount();
    renderDashboard({ hourlyDate: '2026-11-22' });
    expect(await screen.findByText(/^\d+ incidents? on the chosen day \(Stockholm time\)\.$/)).toBeTruthy();
  });

  it('refetches the history with the chosen range', async () => {
    const { environment } = renderDashboard();
    const button = await screen.findByRole('button', { name: '30 days' });
    expect(screen.getByRole('button', { name: '1 year' }).getAttribute('aria-pressed')).toBe('true');
    act(() => fireEvent.click(button));
    await waitFor(() =>
      expect(environment.mock.getAllOperations().map((operation) => operation.request.variables)).toContainEqual({
        range: 'DAYS_30',
      }),
    );
  });
});
