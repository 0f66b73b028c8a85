import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stockholmToday } from '../../format/date';
import { renderWithProviders } from '../../test/render';
import type { AnalysisScreenQuery } from './__generated__/AnalysisScreenQuery.graphql';
import type { StatisticsScreenQuery } from './__generated__/StatisticsScreenQuery.graphql';
import { AnalysisScreen, analysisScreenQuery } from './AnalysisScreen';
import { addDays, presetPeriod } from './period';
import { StatisticsScreen, statisticsScreenQuery } from './StatisticsScreen';

const network = btoa('Network:4');
const statistics = {
  series: [
    { period: '2026-01-01', kind: 'Emergency Alert', status: 'FINALIZED', count: 5 },
    { period: '2026-01-01', kind: 'Summon', status: 'ONGOING', count: 2 },
    { period: '2026-02-01', kind: 'Emergency Alert', status: 'CONFIRMED', count: 3 },
  ],
  response: [
    {
      kind: 'Emergency Alert',
      count: 8,
      confirmedMedianS: 250,
      confirmedP90S: 7500,
      finalizedMedianS: 3600,
      finalizedP90S: null,
    },
  ],
  topNetworks: [{ network: { id: network }, networkName: 'Södermalm trygghet', clientName: 'Nacka', count: 7 }],
  subscriptions: [
    { period: '2026-01-01', tier: 'MAXI', count: 40 },
    { period: '2026-02-01', tier: 'MAXI', count: 42 },
  ],
};

function renderStatistics(
  path = '/statistics?from=2026-01-01&to=2026-02-28&interval=MONTH&clients=c1',
  data = statistics,
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<StatisticsScreenQuery>(environment, statisticsScreenQuery, {
    from: '2026-01-01',
    to: '2026-02-28',
    interval: 'MONTH',
    clientIds: ['c1'],
    pickedClients: ['c1'],
  });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: { incidentStatistics: data, pickedClients: [{ __typename: 'Client', id: 'c1', name: 'Nacka kommun' }] },
    }),
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <StatisticsScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path },
  );
}

describe('StatisticsScreen', () => {
  it('shows each chart with its table, response times as durations and networks linking to their page', async () => {
    renderStatistics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Incidents per kind: SOS emergency 8, Summon 2/ })).toBeTruthy();
    // the picked client is named from the page's one query
    expect(screen.getByRole('group', { name: 'Clients' }).textContent).toContain('Nacka kommun');

    const kindPanel = screen.getByRole('img', { name: /Incidents per kind/ }).closest('[aria-busy]') as HTMLElement;
    fireEvent.click(within(kindPanel).getByRole('button', { name: 'Show as table' }));
    const kinds = within(kindPanel).getByRole('table', { name: 'Incidents per kind' });
    expect(
      within(kinds)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PeriodSOS emergencySummonTotal', 'Jan 2026527', 'Feb 2026303']);

    const statusPanel = screen.getByRole('img', { name: /Incidents per status/ }).closest('[aria-busy]') as HTMLElement;
    fireEvent.click(within(statusPanel).getByRole('button', { name: 'Show as table' }));
    expect(within(statusPanel).getAllByRole('row')[1]!.textContent).toBe('Jan 202602057');

    const response = screen.getByRole('table', { name: 'Response times' });
    expect(within(response).getAllByRole('row')[1]!.textContent).toBe('SOS emergency84 min 10 s2 h 5 min1 h—');

    const top = screen.getByRole('table', { name: 'Top networks' });
    expect(within(top).getByRole('link', { name: 'Södermalm trygghet' }).getAttribute('href')).toBe(
      '/networks/4?tab=incidents',
    );
    expect(screen.getByRole('img', { name: 'Subscriptions over time: Maxi 42' })).toBeTruthy();
  });

  it('puts the filters into the URL: presets, interval, clients removed', async () => {
    const { router } = renderStatistics();
    await screen.findByRole('heading', { level: 1, name: 'Statistics' });
    const search = () => new URLSearchParams(router.state.location.search);
    fireEvent.click(screen.getByRole('button', { name: '3 months' }));
    await waitFor(() => expect(search().get('from')).toBe(presetPeriod('MONTHS_3').from));
    expect(search().get('to')).toBe(stockholmToday());
    fireEvent.change(screen.getByLabelText('Interval'), { target: { value: 'WEEK' } });
    await waitFor(() => expect(search().get('interval')).toBe('WEEK'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nacka kommun' }));
    await waitFor(() => expect(search().get('clients')).toBeNull());
  });

  it('keeps a reversed or future period typed without asking for it, and says why', async () => {
    const { router } = renderStatistics();
    await screen.findByRole('heading', { level: 1, name: 'Statistics' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Start date cannot be after end date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: addDays(stockholmToday(), 1) } });
    expect(await screen.findByText('Dates cannot be in the future')).toBeTruthy();
    expect(router.state.location.search).toContain('from=2026-01-01');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-03-01&to=2026-03-31'));
  });

  it('explains an empty period', async () => {
    renderStatistics(undefined, { series: [], response: [], topNetworks: [], subscriptions: [] });
    expect(await screen.findAllByText('Nothing in this period')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });
});

function renderAnalysis() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<AnalysisScreenQuery>(environment, analysisScreenQuery, {
    from: '2026-03-02',
    to: '2026-03-03',
    clientIds: null,
    pickedClients: [],
  });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        incidentAnalysis: {
          days: [
            { date: '2026-03-02', total: 4, unconfirmed: 1, ongoing: 0, confirmed: 1, finalized: 2 },
            { date: '2026-03-03', total: 0, unconfirmed: 0, ongoing: 0, confirmed: 0, finalized: 0 },
          ],
          heatmap: [
            { weekday: 1, hour: 8, count: 3 },
            { weekday: 7, hour: 23, count: 1 },
          ],
        },
        pickedClients: [],
      },
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <AnalysisScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: '/daily-statistics?from=2026-03-02&to=2026-03-03' },
  );
  return { ...result, environment };
}

describe('AnalysisScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the days with their statuses and the weekday x hour table, Monday first', async () => {
    renderAnalysis();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis' })).toBeTruthy();
    const days = screen.getByRole('table', { name: 'Day by day' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateTotalUnconfirmedOngoingConfirmedFinalized', 'Mon, Mar 2, 202641012', 'Tue, Mar 3, 202600000']);
    expect(screen.getByRole('img', { name: /busiest on Monday at 08:00 with 3 incidents/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('table', { name: 'Weekday and hour' })).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[0]!.textContent).toMatch(/^Weekday00010203/);
    expect(rows[1]!.textContent).toBe(`Monday${'00000000'}3${'0'.repeat(15)}`);
    expect(rows[7]!.textContent).toBe(`Sunday${'0'.repeat(23)}1`);
  });

  it('exports the period to Excel with progress, then downloads the link', async () => {
    const { environment } = renderAnalysis();
    await screen.findByRole('heading', { level: 1, name: 'Analysis' });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('AnalysisScreenExportMutation');
    expect(operation.request.variables).toEqual({ from: '2026-03-02', to: '2026-03-03', clientIds: null });
    expect((screen.getByRole('button', { name: /Preparing the file/ }) as HTMLButtonElement).disabled).toBe(true);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { exportIncidentAnalysis: { download: { url: '/downloads/incident-analysis?token=t1' }, errors: [] } },
      }),
    );
    await waitFor(() => expect(clicks).toEqual(['/downloads/incident-analysis?token=t1']));
    expect(await screen.findByText('The download has started')).toBeTruthy();
  });

  it('shows the server’s refusal of an export and downloads nothing', async () => {
    const { environment } = renderAnalysis();
    await screen.findByRole('heading', { level: 1, name: 'Analysis' });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          exportIncidentAnalysis: {
            download: null,
            errors: [{ field: 'from', code: 'RANGE_TOO_LONG', message: 'range too long' }],
          },
        },
      }),
    );
    expect(await screen.findByText('The period can be at most 1 year')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Export to Excel' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
