import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../relay/ApiError';
import { renderWithProviders } from '../../test/render';
import { operationName, resolve, waitForVariables } from '../../test/tabKit';
import type { IncidentsScreenQuery } from './__generated__/IncidentsScreenQuery.graphql';
import { toIncidentsVariables } from './filters';
import { IncidentsScreen, incidentsScreenQuery } from './IncidentsScreen';

const LONG = 'Brandlarm i trapphus B, rök på plan tre, utrymning pågår enligt plan och räddningstjänsten är larmad';
const NETWORK = 'TmV0d29yazo0Mg';

const incident = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  status,
  kind: 'Network Alert',
  name: `Larm ${id}`,
  description: 'Kort text',
  networkName: 'Södermalm',
  network: { id: NETWORK },
  address: 'Götgatan 1, Stockholm',
  createdAt: '2026-06-07T08:09:00.000Z',
  viewerCanChangeStatus: status !== 'FINALIZED',
  ...extra,
});

const FIRST = [
  incident('i1', 'UNCONFIRMED', { description: LONG }),
  incident('i2', 'ONGOING', { kind: 'Panic Alert' }),
  incident('i3', 'FINALIZED'),
];
const SUMMARY = { unconfirmed: 4, ongoing: 2, finalized: 9 };

const page = (nodes: Record<string, unknown>[], endCursor: string | null, summary = SUMMARY) => ({
  summary,
  pageInfo: { hasNextPage: endCursor !== null, endCursor, hasPreviousPage: false, startCursor: null },
  edges: nodes.map((node) => ({ cursor: String(node.id), node })),
});

function renderDashboard(url: Record<string, unknown> = {}, nodes = FIRST) {
  const environment = createMockEnvironment();
  // the URL's keys, but q is the search
  const variables = toIncidentsVariables({ first: 50, ...url, search: url.q });
  const queryRef = loadQuery<IncidentsScreenQuery>(environment, incidentsScreenQuery, variables);
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { IncidentConnection: () => page(nodes, 'cursor-50') }),
  );
  const search = new URLSearchParams(
    Object.entries(url).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  ).toString();
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <IncidentsScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: `/incidents${search ? `?${search}` : ''}`,
      routes: [{ path: '/networks/:id', element: <p>network page</p> }],
    },
  );
  return { ...result, environment };
}

/** relay-test-utils' push of a subscription payload or error (left out of the shared type declaration). */
interface MockStream {
  nextValue(operation: OperationDescriptor, payload: GraphQLSingularResponse): void;
  reject(operation: OperationDescriptor, error: Error): void;
}

const subscriptionOf = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().find((operation) => operationName(operation) === 'useIncidentFeedSubscription');

async function feed(environment: MockEnvironment) {
  await waitFor(() => expect(subscriptionOf(environment)).toBeTruthy());
  return subscriptionOf(environment) as OperationDescriptor;
}

function send(
  environment: MockEnvironment,
  operation: OperationDescriptor,
  type: string,
  node: Record<string, unknown> | null,
  counters: Record<string, number>,
) {
  act(() =>
    (environment.mock as typeof environment.mock & MockStream).nextValue(
      operation,
      MockPayloadGenerator.generate(operation, {
        IncidentEvent: () => ({ type, incident: node, counters: { confirmed: 0, ...counters } }),
      }),
    ),
  );
}

const rowNames = () =>
  screen.getAllByTestId('incident-row').map((row) => within(row).getAllByRole('cell')[2]!.textContent);
const count = (status: string) => screen.getByTestId(`summary-${status}-count`).textContent;

describe('IncidentsScreen', { timeout: 30_000 }, () => {
  it('shows the boxes with the summary, the rows with colours, network, truncated description; a row opens its network', async () => {
    const { router } = renderDashboard();
    const rows = await screen.findAllByTestId('incident-row');
    expect(rows).toHaveLength(3);
    expect(['UNCONFIRMED', 'ONGOING', 'FINALIZED'].map(count)).toEqual(['4', '2', '9']);
    expect(
      ['UNCONFIRMED', 'ONGOING', 'FINALIZED'].map((s) => screen.getByTestId(`summary-${s}`).dataset.palette),
    ).toEqual(['red', 'yellow', 'green']);
    const badges = rows.map((row) => row.querySelector('[data-status]')!);
    expect(badges.map((badge) => badge.getAttribute('data-palette'))).toEqual(['red', 'yellow', 'green']);
    expect(within(rows[0]!).getByText('Brandlarm i trapphus B,…')).toBeTruthy();
    act(() => fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Show all' })));
    const lines = [...within(rows[0]!).getByTestId('incident-description-full').children].map(
      (l) => l.textContent ?? '',
    );
    expect(lines.join(' ')).toBe(LONG);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(44);
    expect(within(rows[1]!).getByText('Panic alert')).toBeTruthy();
    expect(within(rows[2]!).getByText(/^2026-06-07 \d\d:09$/)).toBeTruthy();
    const link = within(rows[1]!).getByRole('link', { name: 'Södermalm' });
    expect(link.getAttribute('href')).toBe('/networks/42?tab=incidents');
    // finalized: no status action
    expect(within(rows[2]!).queryByRole('button', { name: /Change status/ })).toBeNull();
    act(() => fireEvent.click(within(rows[2]!).getByText('Larm i3')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/networks/42'));
    expect(router.state.location.search).toBe('?tab=incidents');
  });

  it('a summary box filters by its status and a second click clears it', async () => {
    const { environment, router } = renderDashboard();
    await screen.findAllByTestId('incident-row');
    const ongoing = screen.getByTestId('summary-ONGOING');
    act(() => fireEvent.click(ongoing));
    const filtered = await waitForVariables(environment, { status: 'ONGOING' });
    expect(operationName(filtered)).toBe('IncidentsScreenRefetchQuery');
    expect(filtered.request.variables).toMatchObject({ first: 50, after: null, view: 'COMPREHENSIVE' });
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('ONGOING');
    resolve(environment, { incidents: page([incident('i2', 'ONGOING')], null) });
    await waitFor(() => expect(screen.getAllByTestId('incident-row')).toHaveLength(1));
    expect(screen.getByTestId('summary-ONGOING').getAttribute('aria-pressed')).toBe('true');

    act(() => fireEvent.click(screen.getByTestId('summary-ONGOING')));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBeNull());
    // the unfiltered first page was read before: it comes back from the store
    await waitFor(() => expect(screen.getAllByTestId('incident-row')).toHaveLength(3));
    expect(screen.getByTestId('summary-ONGOING').getAttribute('aria-pressed')).toBe('false');
  });

  it('toolbar: view, search and dates go to the URL and the query', async () => {
    const { environment, router } = renderDashboard();
    await screen.findAllByTestId('incident-row');
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'View' }), { target: { value: 'OPERATIONAL' } }));
    await waitForVariables(environment, { view: 'OPERATIONAL' });
    act(() => fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-05-01' } }));
    await waitForVariables(environment, { view: 'OPERATIONAL', startDate: '2026-05-01' });
    act(() => fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'brand' } }));
    await waitForVariables(environment, { view: 'OPERATIONAL', startDate: '2026-05-01', search: 'brand' });
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('view'), params.get('startDate'), params.get('q')]).toEqual([
      'OPERATIONAL',
      '2026-05-01',
      'brand',
    ]);
  });

  it('pages older then newer over the page stack, back to the same first page', async () => {
    const { environment, router } = renderDashboard();
    await screen.findAllByTestId('incident-row');
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Older' })));
    await waitForVariables(environment, { after: 'cursor-50' });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    resolve(environment, { incidents: page([incident('i51', 'CONFIRMED', { name: 'Äldre larm' })], null) });
    expect(await screen.findByText('Äldre larm')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Newer' })));
    await waitFor(() => expect(rowNames()).toEqual(['Larm i1', 'Larm i2', 'Larm i3']));
    expect(new URLSearchParams(router.state.location.search).get('after')).toBeNull();
  });

  it('a CREATED event joins the top of the first page and the boxes count it', async () => {
    const { environment } = renderDashboard();
    await screen.findAllByTestId('incident-row');
    const subscription = await feed(environment);
    expect(subscription.request.variables).toEqual({ view: 'COMPREHENSIVE', networkId: null });
    send(environment, subscription, 'CREATED', incident('i0', 'UNCONFIRMED', { name: 'Nytt larm' }), {
      unconfirmed: 5,
      ongoing: 2,
      finalized: 9,
    });
    await waitFor(() => expect(rowNames()).toEqual(['Nytt larm', 'Larm i1', 'Larm i2', 'Larm i3']));
    expect(count('UNCONFIRMED')).toBe('5');
  });

  it('a CREATED event the status filter leaves out only changes the counts', async () => {
    const { environment } = renderDashboard({ status: 'FINALIZED' }, [incident('i3', 'FINALIZED')]);
    await screen.findAllByTestId('incident-row');
    const subscription = await feed(environment);
    send(environment, subscription, 'CREATED', incident('i0', 'UNCONFIRMED', { name: 'Nytt larm' }), {
      unconfirmed: 5,
      ongoing: 2,
      finalized: 9,
    });
    await waitFor(() => expect(count('UNCONFIRMED')).toBe('5'));
    expect(rowNames()).toEqual(['Larm i3']);
  });

  it('under a search the event counters are not the boxes: the page is asked again quietly', async () => {
    const { environment } = renderDashboard({ q: 'brand' });
    await screen.findAllByTestId('incident-row');
    const subscription = await feed(environment);
    send(environment, subscription, 'CREATED', incident('i0', 'UNCONFIRMED', { name: 'Nytt larm' }), {
      unconfirmed: 50,
      ongoing: 2,
      finalized: 9,
    });
    await waitFor(() =>
      expect(operationName(environment.mock.getMostRecentOperation())).toBe('IncidentsScreenRefetchQuery'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ search: 'brand', after: null });
    expect(count('UNCONFIRMED')).toBe('4');
    resolve(environment, {
      incidents: page([incident('i0', 'UNCONFIRMED', { name: 'Nytt brandlarm' }), ...FIRST], 'cursor-50', {
        ...SUMMARY,
        unconfirmed: 5,
      }),
    });
    await waitFor(() => expect(count('UNCONFIRMED')).toBe('5'));
    expect(rowNames()[0]).toBe('Nytt brandlarm');
  });

  it('a STATUS event updates the row and the counts', async () => {
    const { environment } = renderDashboard();
    await screen.findAllByTestId('incident-row');
    const subscription = await feed(environment);
    send(environment, subscription, 'STATUS', incident('i1', 'ONGOING', { description: LONG }), {
      unconfirmed: 3,
      ongoing: 3,
      finalized: 9,
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('incident-row')[0]!.querySelector('[data-status]')!.textContent).toBe('Ongoing'),
    );
    expect([count('UNCONFIRMED'), count('ONGOING')]).toEqual(['3', '3']);
    expect(rowNames()).toEqual(['Larm i1', 'Larm i2', 'Larm i3']);
  });

  it('away from the first page a new incident shows a banner instead of moving rows; Show opens the first page', async () => {
    const { environment, router } = renderDashboard();
    await screen.findAllByTestId('incident-row');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Older' })));
    await waitForVariables(environment, { after: 'cursor-50' });
    resolve(environment, { incidents: page([incident('i51', 'CONFIRMED', { name: 'Äldre larm' })], null) });
    await screen.findByText('Äldre larm');
    const subscription = await feed(environment);
    const counts = { unconfirmed: 5, ongoing: 2, finalized: 9 };
    send(environment, subscription, 'CREATED', incident('i0', 'UNCONFIRMED', { name: 'Nytt larm' }), counts);
    send(environment, subscription, 'CREATED', incident('i00', 'UNCONFIRMED', { name: 'Nyare larm' }), {
      ...counts,
      unconfirmed: 6,
    });
    const banner = await screen.findByTestId('new-incidents-banner');
    expect(banner.textContent).toContain('2 new incidents');
    expect(rowNames()).toEqual(['Äldre larm']);
    expect(count('UNCONFIRMED')).toBe('6');
    act(() => fireEvent.click(within(banner).getByRole('button', { name: 'Show' })));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('new-incidents-banner')).toBeNull());
  });

  it('a BULK event reloads the page from the server', async () => {
    const { environment } = renderDashboard();
    await screen.findAllByTestId('incident-row');
    const subscription = await feed(environment);
    send(environment, subscription, 'BULK', null, { unconfirmed: 40, ongoing: 2, finalized: 9 });
    await waitFor(() =>
      expect(operationName(environment.mock.getMostRecentOperation())).toBe('IncidentsScreenRefetchQuery'),
    );
    resolve(environment, {
      incidents: page([incident('i9', 'UNCONFIRMED', { name: 'Importerat' })], null, { ...SUMMARY, unconfirmed: 40 }),
    });
    await waitFor(() => expect(rowNames()).toEqual(['Importerat']));
    expect(count('UNCONFIRMED')).toBe('40');
  });

  it('says so when the server refuses the live feed (too many streams open for the account)', async () => {
    const { environment } = renderDashboard();
    const subscription = await feed(environment);
    act(() =>
      (environment.mock as typeof environment.mock & MockStream).reject(
        subscription,
        new ApiError([
          {
            message: 'At most 10 live incident streams',
            extensions: { code: 'TOO_MANY_STREAMS', errorCode: 'TOO_MANY_STREAMS' },
          },
        ]),
      ),
    );
    expect(
      await screen.findByText(
        'Live updates are off: this account has too many incident views open. Close other tabs or windows and reload the page.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId('incident-row')).toHaveLength(3);
  });

  it('changes a status through the row menu and shows the refusal', async () => {
    const { environment } = renderDashboard();
    const rows = await screen.findAllByTestId('incident-row');
    act(() => fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Change status of Larm i2' })));
    const items = await screen.findAllByRole('menuitemradio');
    // the current status, then forwards only: ongoing may become confirmed or finalized
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Ongoing', 'true'],
      ['Confirmed', 'false'],
      ['Finalized', 'false'],
    ]);
    act(() => fireEvent.click(screen.getByRole('menuitemradio', { name: 'Finalized' })));
    await waitFor(() =>
      expect(operationName(environment.mock.getMostRecentOperation())).toBe('IncidentStatusMenuMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'i2', status: 'FINALIZED' });
    resolve(environment, {
      setIncidentStatus: {
        incident: null,
        errors: [{ field: 'status', code: 'INVALID_TRANSITION', message: 'Invalid transition' }],
      },
    });
    expect(await screen.findByText(/Could not change the status: the incident has already moved on/)).toBeTruthy();
    expect(rows[1]!.querySelector('[data-status]')!.textContent).toBe('Ongoing');

    act(() => fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Change status of Larm i2' })));
    const confirmed = await screen.findByRole('menuitemradio', { name: 'Confirmed' });
    act(() => fireEvent.click(confirmed));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'i2', status: 'CONFIRMED' }),
    );
    resolve(environment, {
      setIncidentStatus: {
        incident: {
          id: 'i2',
          status: 'CONFIRMED',
          statusChangedAt: '2026-06-07T09:00:00.000Z',
          viewerCanChangeStatus: true,
        },
        errors: [],
      },
    });
    expect(await screen.findByText('Status changed to Confirmed')).toBeTruthy();
    expect(screen.getAllByTestId('incident-row')[1]!.querySelector('[data-status]')!.textContent).toBe('Confirmed');
  });
});
