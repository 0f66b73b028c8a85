import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/language';
import { ApiError } from '../../relay/ApiError';
import { renderWithProviders } from '../../test/render';
import type { IncidentSummaryScreenQuery } from './__generated__/IncidentSummaryScreenQuery.graphql';
import { IncidentSummaryScreen, incidentSummaryScreenQuery } from './IncidentSummaryScreen';

const SIA_CODES = [
  {
    code: 'BA',
    names: [
      { language: 'en', name: 'Burglary Alarm' },
      { language: 'sv', name: 'Inbrottslarm' },
      { language: 'es', name: 'Alarma de robo' },
    ],
  },
  {
    code: 'FA',
    names: [
      { language: 'en', name: 'Fire Alarm' },
      { language: 'sv', name: 'Brandlarm' },
      { language: 'es', name: 'Alarma de incendio' },
    ],
  },
];

function renderReport({ language }: { language?: Language } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<IncidentSummaryScreenQuery>(environment, incidentSummaryScreenQuery, {});
  environment.mock.resolveMostRecentOperation({
    data: {
      incidentCounters: { unconfirmed: 3, ongoing: 1, confirmed: 12, finalized: 1240 },
      siaCodes: SIA_CODES,
    },
  });
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <IncidentSummaryScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      language,
      path: '/incident-summary',
      routes: [{ path: '/incidents', element: <p>all incidents page</p> }],
    },
  );
  const lastOperation = () => environment.mock.getMostRecentOperation();
  const operationCount = () => environment.mock.getAllOperations().length;
  return { ...result, lastOperation, operationCount };
}

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const button = (name: RegExp | string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const change = (element: HTMLElement, value: string) => act(() => fireEvent.change(element, { target: { value } }));

describe('IncidentSummaryScreen', { timeout: 20_000 }, () => {
  let clicks: string[];
  beforeEach(() => {
    // today in Stockholm is 2026-05-15
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-15T10:00:00Z'));
    clicks = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the overview counters per status and links to all incidents', async () => {
    const { router } = renderReport();
    const overview = await screen.findByRole('region', { name: 'Incident overview' });
    const count = (key: string) => within(within(overview).getByTestId(`overview-${key}`)).getByText(/\d/).textContent;
    expect(count('unconfirmed')).toBe('3');
    expect(count('ongoing')).toBe('1');
    expect(count('confirmed')).toBe('12');
    expect(count('finalized')).toBe('1,240');
    expect(within(overview).getByText('Finalized')).toBeTruthy();
    act(() => fireEvent.click(within(overview).getByRole('link', { name: 'All incidents' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
    expect(await screen.findByText('all incidents page')).toBeTruthy();
  });

  it('limits the dates to the last year, says what is wrong before sending and sends nothing', async () => {
    const { operationCount } = renderReport();
    await screen.findByRole('heading', { name: 'Incident summary' });
    const start = input(/Start date/);
    const end = input(/End date/);
    expect([start.min, start.max, end.min, end.max]).toEqual(['2025-05-15', '2026-05-15', '2025-05-15', '2026-05-15']);
    expect([start.value, end.value]).toEqual(['2026-04-15', '2026-05-15']);
    const sent = operationCount();

    change(start, '2025-05-14');
    expect(screen.getByText('Start date cannot be more than 1 year ago')).toBeTruthy();
    act(() => fireEvent.click(button('Export PDF')));
    expect(operationCount()).toBe(sent);
    expect(document.activeElement).toBe(start);

    change(start, '2026-05-10');
    change(end, '2026-05-01');
    expect(screen.queryByText('Start date cannot be more than 1 year ago')).toBeNull();
    expect(screen.getByText('Start date cannot be after end date')).toBeTruthy();

    change(end, '2026-05-16');
    expect(screen.getByText('Dates cannot be in the future')).toBeTruthy();
    act(() => fireEvent.click(button('Export Excel')));
    expect(operationCount()).toBe(sent);

    change(end, '2026-05-15');
    expect(screen.queryByText('Dates cannot be in the future')).toBeNull();
    expect(screen.queryByText('Start date cannot be after end date')).toBeNull();
  });

  it('asks for at least one alert type and offers SIA codes only with device alerts', async () => {
    renderReport();
    await screen.findByRole('heading', { name: 'Incident summary' });
    const sia = () => screen.getByRole('combobox', { name: 'SIA codes' }) as HTMLInputElement;
    expect(sia().disabled).toBe(true);
    expect(screen.getByText('Include device alerts to filter them by SIA code.')).toBeTruthy();
    const device = screen.getByRole('checkbox', { name: 'Device alert' }) as HTMLInputElement;
    expect(device.checked).toBe(false);
    act(() => fireEvent.click(device));
    await waitFor(() => expect(sia().disabled).toBe(false));
    expect(screen.getByText('Device alerts of these SIA event codes only. None chosen: every code.')).toBeTruthy();

    for (const name of ['SOS emergency', 'Public alert', 'Safe assist', 'Network alert', 'Summon', 'Device alert']) {
      act(() => fireEvent.click(screen.getByRole('checkbox', { name })));
      await waitFor(() => expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false));
    }
    expect(await screen.findByText('Choose at least one alert type')).toBeTruthy();
  });

  it('sends the chosen period, clients, types, SIA codes and language, shows progress, then downloads', async () => {
    const { lastOperation, environment } = renderReport();
    await screen.findByRole('heading', { name: 'Incident summary' });
    change(input(/Start date/), '2025-06-01');
    change(input(/End date/), '2026-04-30');

    act(() => fireEvent.focus(screen.getByRole('combobox', { name: 'Clients' })));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('UserPickersClientsQuery'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { searchClients: [{ id: 'client-2', name: 'Täby kommun', organization: null }] },
      }),
    );
    const taby = await screen.findByRole('option', { name: /Täby kommun/ });
    act(() => fireEvent.click(taby));

    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    act(() => fireEvent.click(box('Public alert')));
    await waitFor(() => expect(box('Public alert').checked).toBe(false));
    act(() => fireEvent.click(box('Device alert')));
    await waitFor(() => expect(box('Device alert').checked).toBe(true));
    act(() => fireEvent.focus(screen.getByRole('combobox', { name: 'SIA codes' })));
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'SIA codes' }), { target: { value: 'fire' } }));
    const fire = await screen.findByRole('option', { name: 'FA — Fire Alarm' });
    act(() => fireEvent.click(fire));
    change(screen.getByRole('combobox', { name: 'Language of the report' }), 'SV');

    act(() => fireEvent.click(button('Export Excel')));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('IncidentSummaryFormExportMutation'));
    expect(lastOperation().request.variables).toEqual({
      input: {
        startDate: '2025-06-01',
        endDate: '2026-04-30',
        clientIds: ['client-2'],
        alertTypes: ['SOS_EMERGENCY', 'SAFE_ASSIST', 'NETWORK_ALERT', 'SUMMON', 'DEVICE_ALERT'],
        siaCodes: ['FA'],
        format: 'XLSX',
        language: 'SV',
      },
    });
    // progress on the running export; neither export can start meanwhile
    const busy = button(/Creating the Excel file/);
    expect(busy.disabled).toBe(true);
    expect(button('Export PDF').disabled).toBe(true);

    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          exportIncidentSummary: {
            download: { url: '/downloads/incident-summary?token=abc', expiresAt: '2026-05-15T10:01:00Z' },
            errors: [],
          },
        },
      }),
    );
    await waitFor(() => expect(clicks).toEqual(['/downloads/incident-summary?token=abc']));
    expect(await screen.findByText('The Excel file is downloading.')).toBeTruthy();
    expect(button('Export Excel').disabled).toBe(false);
    expect(button('Export PDF').disabled).toBe(false);
  });

  it('sends every client (none chosen), no SIA codes without device alerts and the console language', async () => {
    const { lastOperation } = renderReport({ language: 'es' });
    await screen.findByRole('heading', { name: 'Informe de incidentes' });
    act(() => fireEvent.click(button('Exportar PDF')));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('IncidentSummaryFormExportMutation'));
    expect(lastOperation().request.variables.input).toEqual({
      startDate: '2026-04-15',
      endDate: '2026-05-15',
      clientIds: null,
      alertTypes: ['SOS_EMERGENCY', 'PUBLIC_ALERT', 'SAFE_ASSIST', 'NETWORK_ALERT', 'SUMMON'],
      siaCodes: null,
      format: 'PDF',
      language: 'ES',
    });
    expect(button(/Creando el PDF/).disabled).toBe(true);
  });

  it("shows the platform's field errors at their fields in the user's language and keeps the values", async () => {
    const { lastOperation, environment } = renderReport({ language: 'sv' });
    await screen.findByRole('heading', { name: 'Sammanställning av larm' });
    change(input(/Startdatum/), '2025-06-01');
    act(() => fireEvent.click(button('Exportera PDF')));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('IncidentSummaryFormExportMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          exportIncidentSummary: {
            download: null,
            errors: [
              { field: 'startDate', code: 'START_TOO_EARLY', message: 'Start date cannot be more than 1 year ago' },
              { field: 'clientIds', code: 'NOT_IN_SCOPE', message: 'Not in your scope' },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('Startdatum kan inte vara mer än 1 år tillbaka')).toBeTruthy();
    expect(screen.getByText('Du kan inte ta fram rapport för en eller flera av dessa kunder.')).toBeTruthy();
    expect(input(/Startdatum/).value).toBe('2025-06-01');
    expect(clicks).toEqual([]);
    // changing the date clears the platform's message about it
    change(input(/Startdatum/), '2025-06-02');
    expect(screen.queryByText('Startdatum kan inte vara mer än 1 år tillbaka')).toBeNull();
  });

  it("says 'Error exporting PDF' or 'Error exporting Excel' when the export fails, keeping the form", async () => {
    const { lastOperation, environment } = renderReport();
    await screen.findByRole('heading', { name: 'Incident summary' });
    change(input(/Start date/), '2025-09-01');
    act(() => fireEvent.click(button('Export PDF')));
    await waitFor(() => expect(lastOperation().request.node.operation.name).toBe('IncidentSummaryFormExportMutation'));
    act(() =>
      environment.mock.rejectMostRecentOperation(
        new ApiError([{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error exporting PDF')).toBeTruthy();
    expect(input(/Start date/).value).toBe('2025-09-01');
    expect(button('Export PDF').disabled).toBe(false);

    // too many incidents: the platform's answer is about the whole report, shown with the export's error
    act(() => fireEvent.click(button('Export Excel')));
    await waitFor(() => expect(lastOperation().request.variables.input.format).toBe('XLSX'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          exportIncidentSummary: {
            download: null,
            errors: [{ field: 'period', code: 'TOO_MANY', message: 'Narrow the period or the clients' }],
          },
        },
      }),
    );
    const tooMany = await screen.findByRole('alert');
    expect(within(tooMany).getByText('Error exporting Excel')).toBeTruthy();
    expect(
      within(tooMany).getByText('Too many incidents for one report: narrow the period or the clients.'),
    ).toBeTruthy();
    expect(clicks).toEqual([]);
  });
});
