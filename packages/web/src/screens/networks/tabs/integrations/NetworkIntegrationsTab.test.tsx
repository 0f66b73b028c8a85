import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../i18n/language';
import { renderWithProviders } from '../../../../test/render';
import { toaster } from '../../../../ui/toaster';
import { NetworkIntegrationsTab } from '../NetworkIntegrationsTab';
import type { NetworkIntegrationsTabTestQuery } from './__generated__/NetworkIntegrationsTabTestQuery.graphql';

// jsdom has no CSS.escape; Chakra's dialog focus trap calls it
const css = globalThis as { CSS?: { escape?: (value: string) => string } };
css.CSS ??= {};
css.CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

// a loaded machine (two cores, several test runs) renders slower than the library's 1 s default
configure({ asyncUtilTimeout: 5000 });

/** A queued resolver's answer for other operations: they stay pending for the test to answer. */
const unanswered = null as unknown as GraphQLSingularResponse;

const testQuery = graphql`
  query NetworkIntegrationsTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Network @alias(as: "network") {
        ...NetworkIntegrationsTab_network
      }
    }
  }
`;

function Tab({ queryRef }: { queryRef: PreloadedQuery<NetworkIntegrationsTabTestQuery> }) {
  const data = usePreloadedQuery<NetworkIntegrationsTabTestQuery>(testQuery, queryRef);
  return data.node?.network ? <NetworkIntegrationsTab network={data.node.network} /> : null;
}

/** A local time as the platform sends it (ISO, UTC): the console shows it in local time. */
const at = (...parts: [number, number, number, number, number, number]) =>
  new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]).toISOString();

const INTEGRATIONS = [
  {
    id: 'integration-1',
    kind: 'MANITOU',
    ip: '127.0.0.1',
    port: 7001,
    description: 'Larmcentral Syd',
    status: 'PENDING',
    statusReason: null as string | null,
    createdAt: at(2026, 3, 1, 8, 0, 0),
    updatedAt: at(2026, 3, 7, 9, 5, 4),
  },
  {
    id: 'integration-2',
    kind: 'SHORTXML',
    ip: 'sos.example.se',
    port: 9000,
    description: 'SOS Access',
    status: 'ERROR',
    statusReason: null as string | null,
    createdAt: at(2026, 2, 1, 8, 0, 0),
    updatedAt: null,
  },
];

const operationName = (environment: MockEnvironment) =>
  environment.mock.getMostRecentOperation().request.node.operation.name;

function renderTab({ edit = true, language = 'en' as Language } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NetworkIntegrationsTabTestQuery>(environment, testQuery, { id: 'network-1' });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Network: () => ({
        id: 'network-1',
        viewerCan: { edit, delete: false },
        integrationStatus: 'ERROR',
        integrationStatuses: ['PENDING', 'ERROR'],
        integrations: INTEGRATIONS,
      }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <Tab queryRef={queryRef} />
    </Suspense>,
    { environment, language, path: '/networks/network-1?tab=integrations' },
  );
  return { ...result, environment };
}

/** The details panel's query for an integration, answered with a log of `entries`. */
function answerDetails(environment: MockEnvironment, integration = INTEGRATIONS[0]!, entries = 2) {
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        node: {
          __typename: 'Integration',
          ...integration,
          logs: {
            totalCount: entries,
            pageInfo: { hasNextPage: false, endCursor: entries ? String(entries) : null },
            edges: Array.from({ length: entries }, (_, index) => ({
              cursor: String(index + 1),
              node: {
                id: `log-${entries - index}`,
                createdAt: at(2026, 3, 7, 9, 5, 4 - index),
                message: `test alarm RX attempt ${entries - index} seq 0007: ACK sent <LF>1A2B0040"SIA-DCS"0007L3#1234AB[#1234AB|NRX]_08:05:04,03-07-2026<CR>`,
              },
            })),
          },
        },
      },
    }),
  );
}

const ATTEMPT = {
  attempt: 1,
  outcome: 'ACK',
  sentAt: at(2026, 3, 7, 9, 6, 10),
  elapsedMs: 3,
  frame: '<LF>C1A40042"SIA-DCS"0008L3#1234AB[#1234AB|NRX]_08:06:10,03-07-2026<CR>',
  answer: '<LF>7A2E0020"ACK"0008L3#1234AB[]<CR>',
};

describe('NetworkIntegrationsTab', { timeout: 20_000 }, () => {
  // at most four toasts show at once: one test's toasts must not hold back the next one's
  afterEach(() => toaster.remove());

  it('lists the integrations with kind, address, status in colour and update time; the first one shows its log', async () => {
    const { environment } = renderTab();
    const table = await screen.findByRole('table', { name: 'Integrations' });
    const rows = within(table).getAllByTestId('integration-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Larmcentral Syd');
    expect(rows[0]!.textContent).toContain('Manitou');
    expect(rows[0]!.textContent).toContain('127.0.0.1:7001');
    expect(rows[0]!.textContent).toContain('2026-03-07 09:05:04');
    expect(within(rows[0]!).getByTestId('integration-status').getAttribute('data-status')).toBe('PENDING');
    expect(within(rows[1]!).getByTestId('integration-status').textContent).toBe('Error');
    expect(rows[1]!.textContent).toContain('Short XML');

    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ id: 'integration-1' });
    answerDetails(environment);
    const log = await screen.findByRole('table', { name: 'Integration log' });
    const times = within(log)
      .getAllByTestId('log-time')
      .map((cell) => cell.textContent);
    expect(times).toEqual(['2026-03-07 09:05:04', '2026-03-07 09:05:03']);
    expect(within(log).getAllByTestId('log-message')[0]!.textContent).toContain('attempt 2 seq 0007: ACK');
  });

  it('pages the log on the server: Next asks for the entries after the last one shown', async () => {
    const { environment } = renderTab();
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          node: {
            __typename: 'Integration',
            ...INTEGRATIONS[0],
            logs: {
              totalCount: 12,
              pageInfo: { hasNextPage: true, endCursor: 'cursor-10' },
              edges: Array.from({ length: 10 }, (_, index) => ({
                cursor: `cursor-${index + 1}`,
                node: {
                  id: `log-${12 - index}`,
                  createdAt: at(2026, 3, 7, 9, 5, 50 - index),
                  message: `entry ${12 - index}`,
                },
              })),
            },
          },
        },
      }),
    );
    const log = await screen.findByRole('table', { name: 'Integration log' });
    expect(within(log).getAllByTestId('log-message')).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationLogRefetchQuery'));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      id: 'integration-1',
      first: 10,
      after: 'cursor-10',
    });
  });

  it('sends a test alarm: progress while it runs, ACK in green with the frames, then the log again', async () => {
    const { environment } = renderTab();
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    answerDetails(environment, INTEGRATIONS[0], 0);
    expect(await screen.findByText('Nothing has been sent yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send test alarm' }));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsTestAlarmMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'integration-1' });
    expect(screen.getByTestId('test-alarm').textContent).toContain(
      "Sending a test alarm to 127.0.0.1:7001 and waiting for the receiver's answer",
    );

    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendTestAlarm: {
            integration: {
              id: 'integration-1',
              status: 'SUCCESS',
              updatedAt: at(2026, 3, 7, 9, 6, 10),
              network: { id: 'network-1', integrationStatus: 'ERROR', integrationStatuses: ['SUCCESS', 'ERROR'] },
            },
            outcome: 'ACK',
            sequence: 8,
            attempts: [ATTEMPT],
            errors: [],
          },
        },
      }),
    );
    const outcome = await screen.findByTestId('test-alarm-outcome');
    expect(outcome.getAttribute('data-outcome')).toBe('ACK');
    expect(outcome.getAttribute('data-result')).toBe('success');
    expect(outcome.textContent).toContain('ACK');
    expect(outcome.textContent).toContain('sequence 0008');
    expect(outcome.textContent).toContain('acknowledged the test alarm');
    const attempt = screen.getByTestId('test-alarm-attempt');
    expect(attempt.textContent).toContain('Attempt 1: ACK after 3 ms (sent 2026-03-07 09:06:10)');
    const blocks = attempt.querySelectorAll('pre');
    expect(blocks[0]!.textContent).toBe(ATTEMPT.frame);
    expect(blocks[1]!.textContent).toBe(ATTEMPT.answer);
    // the status in the list follows the answer
    const first = within(screen.getByRole('table', { name: 'Integrations' })).getAllByTestId('integration-row')[0]!;
    expect(within(first).getByTestId('integration-status').getAttribute('data-status')).toBe('SUCCESS');
    // and the log is asked for again
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationLogRefetchQuery'));
    expect(await screen.findByText('The receiver acknowledged the test alarm.')).toBeTruthy();
  });

  it('a receiver that refused the account: the reason beside the status in the list, and in the details what to do; a test alarm NAKed says so, in Swedish', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<NetworkIntegrationsTabTestQuery>(environment, testQuery, { id: 'network-1' });
    const refused = { ...INTEGRATIONS[0]!, status: 'ERROR', statusReason: 'ACCOUNT_REFUSED' };
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Network: () => ({
          id: 'network-1',
          viewerCan: { edit: true, delete: false },
          integrationStatus: 'ERROR',
          integrationStatuses: ['ERROR', 'ERROR'],
          integrations: [refused, INTEGRATIONS[1]],
        }),
      }),
    );
    renderWithProviders(
      <Suspense fallback="loading">
        <Tab queryRef={queryRef} />
      </Suspense>,
      { environment, language: 'sv', path: '/networks/network-1?tab=integrations' },
    );
    const rows = within(await screen.findByRole('table', { name: 'Integrationer' })).getAllByTestId('integration-row');
    expect(within(rows[0]!).getByTestId('integration-status-reason').textContent).toBe('Mottagaren avvisade kontot');
    // An error without a known reason shows only the status.
    expect(within(rows[1]!).queryByTestId('integration-status-reason')).toBeNull();
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    answerDetails(environment, refused, 0);
    expect((await screen.findByTestId('integration-status-help')).textContent).toContain(
      'Kontrollera kontonumret och nyckeln med larmcentralen',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Skicka testlarm' }));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsTestAlarmMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendTestAlarm: {
            integration: {
              id: 'integration-1',
              status: 'ERROR',
              statusReason: 'ACCOUNT_REFUSED',
              updatedAt: at(2026, 3, 7, 9, 6, 20),
              network: { id: 'network-1', integrationStatus: 'ERROR', integrationStatuses: ['ERROR', 'ERROR'] },
            },
            outcome: 'NAK',
            sequence: 9,
            attempts: [{ ...ATTEMPT, outcome: 'NAK', answer: '"NAK"' }],
            errors: [],
          },
        },
      }),
    );
    const outcome = await screen.findByTestId('test-alarm-outcome');
    expect(outcome.textContent).toContain('den tar inte emot det här kontot');
  });

  it('explains a receiver that does not answer, in Spanish', async () => {
    const { environment } = renderTab({ language: 'es' });
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    answerDetails(environment, INTEGRATIONS[0], 0);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar alarma de prueba' }));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsTestAlarmMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendTestAlarm: {
            integration: {
              id: 'integration-1',
              status: 'ERROR',
              updatedAt: at(2026, 3, 7, 9, 6, 20),
              network: { id: 'network-1', integrationStatus: 'ERROR', integrationStatuses: ['ERROR', 'ERROR'] },
            },
            outcome: 'TIMEOUT',
            sequence: 9,
            attempts: [
              { ...ATTEMPT, outcome: 'TIMEOUT', elapsedMs: 5000, answer: null },
              { ...ATTEMPT, attempt: 2, outcome: 'TIMEOUT', elapsedMs: 5001, answer: null },
            ],
            errors: [],
          },
        },
      }),
    );
    const outcome = await screen.findByTestId('test-alarm-outcome');
    expect(outcome.getAttribute('data-result')).toBe('error');
    expect(outcome.textContent).toContain('Sin respuesta');
    expect(outcome.textContent).toContain('El receptor en 127.0.0.1:7001 no respondió a tiempo');
    expect(screen.getAllByTestId('test-alarm-attempt')).toHaveLength(2);
    expect(screen.getAllByText('(sin respuesta)')).toHaveLength(2);
  });

  it('names the fields an incomplete integration lacks', async () => {
    const { environment } = renderTab();
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    answerDetails(environment, INTEGRATIONS[0], 0);
    fireEvent.click(await screen.findByRole('button', { name: 'Send test alarm' }));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsTestAlarmMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendTestAlarm: {
            integration: null,
            outcome: null,
            sequence: null,
            attempts: [],
            errors: [{ field: 'settings.uid', code: 'REQUIRED', message: 'This field is required.' }],
          },
        },
      }),
    );
    const errors = await screen.findByTestId('test-alarm-errors');
    expect(errors.textContent).toContain('Account (UID): This field is required.');
  });

  it('a shortxml integration sends its test alarm too; a refusal by the centre is explained as such', async () => {
    const { environment } = renderTab();
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    answerDetails(environment, INTEGRATIONS[0], 0);
    fireEvent.click(await screen.findByRole('button', { name: 'Show the log of SOS Access' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ id: 'integration-2' }),
    );
    answerDetails(environment, INTEGRATIONS[1], 0);
    await waitFor(
      () => expect((screen.getByRole('button', { name: 'Send test alarm' }) as HTMLButtonElement).disabled).toBe(false),
      { timeout: 5000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send test alarm' }));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsTestAlarmMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'integration-2' });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendTestAlarm: {
            integration: {
              id: 'integration-2',
              status: 'ERROR',
              updatedAt: at(2026, 3, 7, 9, 6, 30),
              network: { id: 'network-1', integrationStatus: 'ERROR', integrationStatuses: ['SUCCESS', 'ERROR'] },
            },
            outcome: 'NAK',
            sequence: 0,
            attempts: [{ ...ATTEMPT, outcome: 'NAK', frame: '<alarmrequest>…', answer: '<alarmresponse>…' }],
            errors: [],
          },
        },
      }),
    );
    const outcome = await screen.findByTestId('test-alarm-outcome');
    expect(outcome.getAttribute('data-result')).toBe('error');
    expect(outcome.textContent).toContain('refused the test alarm: check the PIN code and the transmitter code');
    expect(outcome.textContent).not.toContain('clock');
  });

  it('deletes an integration after confirmation', async () => {
    const { environment } = renderTab();
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    answerDetails(environment, INTEGRATIONS[0], 0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete SOS Access' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete the integration SOS Access? Its log is deleted with it.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(operationName(environment)).toBe('NetworkIntegrationsTabDeleteMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'integration-2' });
    act(() =>
      environment.mock.resolveMostRecentOperation({ data: { deleteIntegration: { deletedId: 'integration-2' } } }),
    );
    expect(await screen.findByText('The integration was deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Integrations' })).getAllByTestId('integration-row'),
      ).toHaveLength(1),
    );
    // the network's statuses are read again
    await waitFor(() => expect(operationName(environment)).toBe('NetworkIntegrationsTabRefetchQuery'));
  });

  it('shows no add, edit or delete to a viewer who may not edit', async () => {
    renderTab({ edit: false });
    await screen.findByRole('table', { name: 'Integrations' });
    expect(screen.queryByRole('button', { name: 'Add integration' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('opens the edit dialog with the integration', async () => {
    const { environment } = renderTab();
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationDetailsQuery'));
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.operation.name === 'IntegrationFormSiaCodesQuery'
        ? { data: { siaCodes: [{ code: 'UA', names: [{ language: 'en', name: 'Untyped Zone Alarm' }] }] } }
        : unanswered,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Larmcentral Syd' }));
    const dialog = await screen.findByTestId('integration-dialog');
    expect(within(dialog).getByText('Edit integration')).toBeTruthy();
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /^Description/ }) as HTMLInputElement).value).toBe(
        'Larmcentral Syd',
      ),
    );
  });
});
