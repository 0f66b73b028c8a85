import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { renderWithProviders } from '../../../test/render';
import { ImportUsersWizard } from './ImportUsersWizard';
import { generatedRows, HEADER_ROW, rowOf, xlsxOf } from './testFiles';

const CLIENT_ID = 'Q2xpZW50OjI';
const TOO_LONG = en['fieldError.TOO_LONG'];

async function pick(bytes: Uint8Array, name = 'users.xlsx') {
  const input = screen.getByTestId('import-file-input') as HTMLInputElement;
  const file = new File([bytes as Uint8Array<ArrayBuffer>], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  // jsdom's File may lack arrayBuffer(); the wizard reads the bytes with it
  if (!file.arrayBuffer) Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes.slice().buffer });
  fireEvent.change(input, { target: { files: [file] } });
}

async function answerCheck(environment: MockEnvironment, existingUsers: object[] = []) {
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0), { timeout: 5000 });
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('ImportUsersWizardCheckQuery');
  const variables = operation.request.variables;
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        userImportCheck: {
          existingUsers,
          existingNetworks: (variables.networkNames as string[])
            .filter((name) => name.toLowerCase() === 'north')
            .map(() => ({ id: 'TmV0d29yazox', name: 'North' })),
        },
        client: {
          __typename: 'Client',
          id: CLIENT_ID,
          name: 'Södermalms Skolor',
          createdAt: '2025-11-26T05:10:22.543Z',
        },
      },
    }),
  );
  return variables;
}

function renderWizard(onClose = vi.fn()) {
  const environment = createMockEnvironment();
  const view = renderWithProviders(<ImportUsersWizard clientId={CLIENT_ID} open onClose={onClose} />, {
    environment,
    path: '/clients/x/users/new',
    routes: [{ path: '/clients/:id', element: <p>client page</p> }],
  });
  return { ...view, onClose };
}

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

// each test reads real xlsx files with exceljs: slow on a shared 2-core machine
describe('ImportUsersWizard', { timeout: 30_000 }, () => {
  it('shows the errors of a file and keeps Next off until the file is fixed', async () => {
    const { environment } = renderWizard();
    expect(next().disabled).toBe(true);
    await pick(
      await xlsxOf([
        HEADER_ROW,
        rowOf({ email: 'ok@x.se', username: 'ok', firstName: 'O', lastName: 'K', networks: 'North' }),
        rowOf({
          email: 'bad-email',
          username: 'bad',
          firstName: 'B',
          lastName: 'D',
          phone: '0701234567',
          networks: 'Atlantis',
        }),
      ]),
    );
    const variables = await answerCheck(environment);
    // one check for the whole file, with only the well-formed e-mails
    expect(variables).toMatchObject({
      emails: ['ok@x.se'],
      usernames: ['ok', 'bad'],
      networkNames: ['North', 'Atlantis'],
    });
    expect(await screen.findByText(/2 users read/)).toBeTruthy();
    fireEvent.click(next());

    const table = await screen.findByTestId('import-rows');
    const bad = table.querySelector('[data-row="3"]') as HTMLElement;
    expect(bad.dataset.status).toBe('error');
    const marked = [...bad.querySelectorAll<HTMLElement>('[data-issue="error"]')].map((cell) => cell.dataset.field);
    expect(marked).toEqual(['email', 'phone', 'networks']);
    expect(within(bad).getByText('Not a valid e-mail address.')).toBeTruthy();
    // the phone rule in the words of every form
    expect(within(bad).getByText(en['fieldError.INVALID_PHONE'])).toBeTruthy();
    expect(within(bad).getByText('Not a network of this client: Atlantis.')).toBeTruthy();
    // the marked cells are reachable with the keyboard
    expect(bad.querySelectorAll('[data-issue] [tabindex="0"]')).toHaveLength(3);
    expect(
      within(screen.getByTestId('import-networks')).getByText(/Atlantis: not a network of this client/),
    ).toBeTruthy();
    const summary = within(screen.getByTestId('import-summary'));
    expect(summary.getByText('With errors').nextSibling?.textContent).toBe('1');
    expect(next().disabled).toBe(true);

    // back to step 1, load the fixed file
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await pick(
      await xlsxOf([
        HEADER_ROW,
        rowOf({ email: 'ok@x.se', username: 'ok', firstName: 'O', lastName: 'K', networks: 'North' }),
        rowOf({ email: 'good@x.se', username: 'good', firstName: 'G', lastName: 'D', phone: '+46701234567' }),
      ]),
    );
    await answerCheck(environment, [{ email: 'ok@x.se', username: null, inClient: true }]);
    await waitFor(() => expect(next().disabled).toBe(false));
    fireEvent.click(next());
    await screen.findByTestId('import-rows');
    expect(within(screen.getByTestId('import-summary')).getByText('Warnings (skipped)').nextSibling?.textContent).toBe(
      '1',
    );
    expect(next().disabled).toBe(false);
  });

  it('keeps the review step with the rows the platform refused (nothing imported)', async () => {
    const onClose = vi.fn();
    const { environment } = renderWizard(onClose);
    await pick(
      await xlsxOf([
        HEADER_ROW,
        rowOf({
          email: 'a@x.se',
          username: 'a',
          firstName: 'A',
          lastName: 'A',
          role: 'admin',
          active: 'X',
          networks: 'north',
        }),
        rowOf({ email: 'b@x.se', username: 'b', firstName: 'B', lastName: 'B' }),
      ]),
    );
    await answerCheck(environment, [{ email: 'b@x.se', username: null, inClient: false }]);
    await waitFor(() => expect(next().disabled).toBe(false));
    fireEvent.click(next());
    fireEvent.click(next());

    expect((screen.getByLabelText(/Client name/) as HTMLInputElement).value).toBe('Södermalms Skolor');
    expect(screen.getByLabelText(/Client name/).hasAttribute('readonly')).toBe(true);
    fireEvent.change(screen.getByLabelText(/Activated date/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Activated date is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Activated date/), { target: { value: '2026-01-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    const operation = await waitFor(() => {
      const op = environment.mock.getMostRecentOperation();
      expect(op.request.node.params.name).toBe('ImportUsersWizardImportMutation');
      return op;
    });
    expect(operation.request.variables).toMatchObject({
      clientId: CLIENT_ID,
      input: {
        activatedDate: '2026-01-15',
        clientName: null,
        users: [
          expect.objectContaining({
            row: 2,
            email: 'a@x.se',
            isAdmin: true,
            active: true,
            networkIds: ['TmV0d29yazox'],
            subscription: 'MAXI',
            language: 'EN',
          }),
          expect.objectContaining({ row: 3, email: 'b@x.se', isAdmin: false, active: false }),
        ],
      },
    });
    const payload = (fields: object) => ({
      data: {
        importUsers: {
          imported: [],
          skipped: [],
          errors: [],
          fieldErrors: [],
          client: { id: CLIENT_ID, name: 'Södermalms Skolor', userCount: 3 },
          ...fields,
        },
      },
    });
    // the platform refuses row 2: back on the review step, nothing written
    act(() =>
      environment.mock.resolveMostRecentOperation(
        payload({ errors: [{ row: 2, field: 'phoneNumber', code: 'INVALID_PHONE' }] }),
      ),
    );
    const table = await screen.findByTestId('import-rows');
    expect(table.querySelector('[data-row="2"]')?.getAttribute('data-status')).toBe('error');
    expect(screen.getByText(/The platform refused 1 row/)).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the outcome, lists skipped users and goes to the client on Complete!', async () => {
    const onClose = vi.fn();
    const { environment, router } = renderWizard(onClose);
    await pick(
      await xlsxOf([
        HEADER_ROW,
        rowOf({ email: 'a@x.se', username: 'a', firstName: 'A', lastName: 'A' }),
        rowOf({ email: 'b@x.se', username: 'b', firstName: 'B', lastName: 'B' }),
      ]),
    );
    await answerCheck(environment, [{ email: 'b@x.se', username: null, inClient: false }]);
    await waitFor(() => expect(next().disabled).toBe(false));
    fireEvent.click(next());
    fireEvent.click(next());
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Update client info' })));
    await waitFor(() => expect(screen.getByLabelText(/Client name/).hasAttribute('readonly')).toBe(false));
    fireEvent.change(screen.getByLabelText(/Client name/), { target: { value: 'Nya Skolor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const operation = await waitFor(() => {
      const op = environment.mock.getMostRecentOperation();
      expect(op.request.node.params.name).toBe('ImportUsersWizardImportMutation');
      return op;
    });
    expect(operation.request.variables.input.clientName).toBe('Nya Skolor');
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          importUsers: {
            imported: [{ id: 'VXNlcjo5', email: 'a@x.se' }],
            skipped: [{ row: 3, email: 'b@x.se', reasons: ['EMAIL_EXISTS'] }],
            errors: [],
            fieldErrors: [],
            client: { id: CLIENT_ID, name: 'Nya Skolor', userCount: 3 },
          },
        },
      }),
    );
    expect(await screen.findByText('1 user imported')).toBeTruthy();
    expect(
      within(screen.getByTestId('import-skipped')).getByText(
        'Row 3: b@x.se (A user with this e-mail already exists on the platform; the row is skipped.)',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete!' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/clients/2');
  });

  it('reads the first 1000 users of a longer file and says how many were left out', async () => {
    const { environment } = renderWizard();
    await pick(await xlsxOf([HEADER_ROW, ...generatedRows(1005)]));
    await answerCheck(environment);
    const notice = await screen.findByTestId('import-rows-ignored');
    expect(notice.textContent).toBe(
      'Only the first 1000 users were read (up to row 1001); 5 users below it were left out. Import them from a second file.',
    );
    expect(screen.getByText(/1,000 users read/)).toBeTruthy();
    await waitFor(() => expect(next().disabled).toBe(false));
  });

  it("shows the platform's client-info field errors on step 3", async () => {
    const { environment } = renderWizard();
    await pick(await xlsxOf([HEADER_ROW, rowOf({ email: 'a@x.se', username: 'a', firstName: 'A', lastName: 'A' })]));
    await answerCheck(environment);
    await waitFor(() => expect(next().disabled).toBe(false));
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
        'ImportUsersWizardImportMutation',
      ),
    );
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          importUsers: {
            imported: [],
            skipped: [],
            errors: [],
            fieldErrors: [
              { field: 'clientName', code: 'TOO_LONG', message: 'too long' },
              { field: 'activatedDate', code: 'REQUIRED', message: 'required' },
            ],
            client: null,
          },
        },
      }),
    );
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
    expect(screen.getByText('Activated date is required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
  });

  it('refuses a file that is not .xlsx and asks before closing once a file is loaded', async () => {
    const onClose = vi.fn();
    const { environment } = renderWizard(onClose);
    await pick(new TextEncoder().encode('E-mail;User name'), 'users.csv');
    expect(await screen.findByText(/Only .xlsx files can be imported/)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await pick(await xlsxOf([['nothing here'], ['a', 'b']]));
    expect(await screen.findByText(/Could not detect header row/)).toBeTruthy();

    await pick(await xlsxOf([HEADER_ROW, rowOf({ email: 'a@x.se', username: 'a', firstName: 'A', lastName: 'A' })]));
    await answerCheck(environment);
    await waitFor(() => expect(next().disabled).toBe(false));
    fireEvent.keyDown(screen.getByTestId('import-wizard'), { key: 'Escape' });
    expect(await screen.findByText('Close the import?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
