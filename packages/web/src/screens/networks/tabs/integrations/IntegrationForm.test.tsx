import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../../i18n/language';
import { renderWithProviders } from '../../../../test/render';
import type { IntegrationFormTestQuery } from './__generated__/IntegrationFormTestQuery.graphql';
import { IntegrationDialog } from './IntegrationForm';
import { toIntegrationInput, validateIntegration, BLANK_INTEGRATION, formField } from './rules';
import { filterSiaCodes } from './SiaCodePicker';

// jsdom has no CSS.escape; the dialog's focus trap calls it when a combobox inside opens its list
const css = globalThis as { CSS?: { escape?: (value: string) => string } };
css.CSS ??= {};
css.CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

// a loaded machine (two cores, several test runs) renders slower than the library's 1 s default
configure({ asyncUtilTimeout: 5000 });

/** A queued resolver's answer for other operations: they stay pending for the test to answer. */
const unanswered = null as unknown as GraphQLSingularResponse;

const testQuery = graphql`
  query IntegrationFormTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Integration @alias(as: "integration") {
        ...IntegrationForm_integration
      }
    }
  }
`;

/** A slice of the platform's table, with the languages it answers. */
const SIA_CODES = [
  ['BA', 'Burglary Alarm', 'Inbrottslarm', 'Alarma de robo'],
  ['BR', 'Burglary Restoral', 'Inbrottszon återställd', 'Restauración de robo'],
  ['RX', 'Manual Test', 'Manuellt test', 'Prueba manual'],
  ['UA', 'Untyped Zone Alarm', 'Larm från zon av okänd typ', 'Alarma de zona sin tipo'],
  ['UB', 'Untyped Zone Bypass', 'Zon av okänd typ förbikopplad', 'Anulación de zona sin tipo'],
  ['UH', 'Untyped Alarm Restore', 'Larm av okänd typ återställt', 'Restauración de alarma sin tipo'],
  ['UR', 'Untyped Zone Restoral', 'Zon av okänd typ återställd', 'Restauración de zona sin tipo'],
  ['UX', 'Undefined', 'Odefinierat larmtillstånd', 'Indefinido'],
  ['UZ', 'Untyped Zone Trouble', 'Fel i zon av okänd typ', 'Avería de zona sin tipo'],
].map(([code, en, sv, es]) => ({
  code,
  names: [
    { language: 'en', name: en },
    { language: 'sv', name: sv },
    { language: 'es', name: es },
  ],
}));

const operationName = (environment: MockEnvironment) =>
  environment.mock.getMostRecentOperation().request.node.operation.name;

/** Answers the SIA code table whenever the form asks for it. */
function answerSiaCodes(environment: MockEnvironment) {
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.operation.name === 'IntegrationFormSiaCodesQuery'
      ? { data: { siaCodes: SIA_CODES } }
      : unanswered,
  );
}

function renderNew({ language = 'en' as Language } = {}) {
  const environment = createMockEnvironment();
  answerSiaCodes(environment);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const result = renderWithProviders(
    <IntegrationDialog networkId="network-1" integration={null} onClose={onClose} onSaved={onSaved} />,
    { environment, language },
  );
  return { ...result, environment, onSaved, onClose };
}

function EditDialog({
  queryRef,
  onSaved,
}: {
  queryRef: PreloadedQuery<IntegrationFormTestQuery>;
  onSaved: () => void;
}) {
  const data = usePreloadedQuery<IntegrationFormTestQuery>(testQuery, queryRef);
  return data.node?.integration ? (
    <IntegrationDialog networkId="network-1" integration={data.node.integration} onClose={() => {}} onSaved={onSaved} />
  ) : null;
}

function renderEdit(integration: Record<string, unknown>) {
  const environment = createMockEnvironment();
  answerSiaCodes(environment);
  const queryRef = loadQuery<IntegrationFormTestQuery>(environment, testQuery, { id: 'integration-1' });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Integration: () => ({
        id: 'integration-1',
        ip: 'larm.example.se',
        port: 7000,
        description: 'Larmcentralen',
        line: null,
        uid: null,
        receiver: null,
        useDeviceId: false,
        pinSet: false,
        encryption: { enabled: false, keySet: false, keyBits: null, keySetAt: null },
        siaCodes: {
          create: 'BA',
          confirm: 'UB',
          recall: 'UH',
          restore: 'UR',
          deviceTestModeEnabled: 'UX',
          deviceTestModeDisabled: 'UZ',
          deviceEnabled: 'UX',
          deviceDisabled: 'UZ',
        },
        ...integration,
      }),
    }),
  );
  const onSaved = vi.fn();
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <EditDialog queryRef={queryRef} onSaved={onSaved} />
    </Suspense>,
    { environment },
  );
  return { ...result, environment, onSaved };
}

const dialog = () => screen.getByTestId('integration-dialog');
const textbox = (name: string) =>
  within(dialog()).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const queryTextbox = (name: string) => within(dialog()).queryByRole('textbox', { name: new RegExp(`^${name}`) });
const kindSelect = () => within(dialog()).getByRole('combobox', { name: /^Kind/ }) as HTMLSelectElement;
const siaPicker = (event: string) =>
  within(dialog()).getByRole('combobox', { name: new RegExp(`^${event}`) }) as HTMLInputElement;
const save = () => within(dialog()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('integration rules', () => {
  it("checks each kind's own settings, ip, port and description", () => {
    const manitou = { ...BLANK_INTEGRATION, ip: '10.0.0.5', port: '7000', description: 'ARC', line: '3', uid: '1234' };
    expect(validateIntegration(manitou)).toEqual({});
    // the account of every frame: a manitou integration without it could deliver nothing
    expect(validateIntegration({ ...manitou, uid: '' })).toEqual({ uid: 'REQUIRED' });
    expect(validateIntegration({ ...manitou, line: '' })).toEqual({ line: 'REQUIRED' });
    expect(validateIntegration({ ...manitou, line: 'XYZ' })).toEqual({ line: 'INVALID' });
    expect(validateIntegration({ ...manitou, uid: '12' })).toEqual({ uid: 'INVALID' });
    expect(validateIntegration({ ...manitou, port: '70000', ip: 'not a host', description: ' ' })).toEqual({
      port: 'INVALID',
      ip: 'INVALID',
      description: 'REQUIRED',
    });
    const shortxml = { ...manitou, kind: 'SHORTXML' as const, line: '', uid: 'TX-1' };
    expect(validateIntegration(shortxml)).toEqual({ pin: 'REQUIRED' });
    expect(validateIntegration(shortxml, { pinSet: true })).toEqual({});
    expect(validateIntegration({ ...shortxml, pin: 'a b c d' })).toEqual({ pin: 'INVALID' });
    const guardtools = { ...manitou, kind: 'GUARDTOOLS' as const, line: '', uid: '' };
    expect(validateIntegration(guardtools)).toEqual({ uid: 'REQUIRED' });
    expect(
      validateIntegration(
        { ...guardtools, uid: 'abc', siaCodes: { ...manitou.siaCodes, create: 'QQ' } },
        { knownCodes: new Set(['UA', 'UB', 'UH', 'UR', 'UX', 'UZ']) },
      ),
    ).toEqual({ 'siaCodes.create': 'UNKNOWN_SIA_CODE' });
  });

  it("sends only the kind's own settings, hex upper-case, and leaves an empty PIN out", () => {
    const values = {
      ...BLANK_INTEGRATION,
      ip: ' 10.0.0.5 ',
      port: '7000',
      description: 'ARC',
      line: '3a',
      uid: 'ab12',
      pin: 'x',
    };
    expect(toIntegrationInput(values)).toMatchObject({
      ip: '10.0.0.5',
      port: 7000,
      line: '3A',
      uid: 'AB12',
      pin: null,
      useDeviceId: null,
    });
    expect(toIntegrationInput({ ...values, kind: 'SHORTXML', uid: 'tx-1', pin: '' })).toMatchObject({
      line: null,
      receiver: null,
      uid: 'tx-1',
      pin: null,
    });
  });

  it('reads field paths as the gateway and the platform name them', () => {
    expect(formField('input.line')).toBe('line');
    expect(formField('input.siaCodes.create')).toBe('siaCodes.create');
    expect(formField('settings.sia_code_device_test_mode_enabled')).toBe('siaCodes.deviceTestModeEnabled');
    expect(formField('settings.use_device_id')).toBe('useDeviceId');
  });

  it('finds SIA codes by code first, then by description, ignoring case and accents', () => {
    const options = SIA_CODES.map(({ code, names }) => ({ code, name: names[1]!.name }));
    expect(filterSiaCodes(options, 'u').map((option) => option.code)).toEqual([
      'UA',
      'UB',
      'UH',
      'UR',
      'UX',
      'UZ',
      'RX',
    ]);
    expect(filterSiaCodes(options, 'aterstall').map((option) => option.code)).toEqual(['BR', 'UH', 'UR']);
  });
});

describe('IntegrationForm', { timeout: 20_000 }, () => {
  it('shows the fields of each kind', async () => {
    renderNew();
    await screen.findByTestId('integration-dialog');
    await waitFor(() => expect(kindSelect().value).toBe('MANITOU'));
    expect(textbox('Line')).toBeTruthy();
    expect(textbox('Account')).toBeTruthy();
    expect(textbox('Receiver number')).toBeTruthy();
    expect(within(dialog()).queryByLabelText(/PIN code/)).toBeNull();

    fireEvent.change(kindSelect(), { target: { value: 'SHORTXML' } });
    expect(within(dialog()).getByLabelText(/^PIN code/)).toBeTruthy();
    expect(textbox('Transmitter code')).toBeTruthy();
    expect(queryTextbox('Line')).toBeNull();
    expect(queryTextbox('Receiver number')).toBeNull();

    fireEvent.change(kindSelect(), { target: { value: 'GUARDTOOLS' } });
    expect(textbox('Account')).toBeTruthy();
    expect(textbox('Receiver number')).toBeTruthy();
    expect(within(dialog()).getByText('Use the device id as account')).toBeTruthy();
    expect(within(dialog()).queryByLabelText(/PIN code/)).toBeNull();
    expect(queryTextbox('Line')).toBeNull();
  });

  it('shows the default SIA codes with their descriptions and creates a manitou integration', async () => {
    const { environment, onSaved } = renderNew();
    await screen.findByTestId('integration-dialog');
    await waitFor(() => expect(siaPicker('Incident created').value).toBe('UA — Untyped Zone Alarm'));
    expect(siaPicker('Device test mode off').value).toBe('UZ — Untyped Zone Trouble');
    expect(within(dialog()).getAllByText('Default: UA — Untyped Zone Alarm')).toHaveLength(1);

    // Save with nothing filled: every required field says so
    act(() => fireEvent.click(save()));
    expect(await within(dialog()).findAllByText('This field is required.')).toHaveLength(5); // ip, port, description, line, account

    fireEvent.change(textbox('IP address'), { target: { value: '127.0.0.1' } });
    fireEvent.change(textbox('Port'), { target: { value: '7001' } });
    fireEvent.change(textbox('Description'), { target: { value: 'Larmcentral Syd' } });
    fireEvent.change(textbox('Line'), { target: { value: '3' } });
    fireEvent.change(textbox('Account'), { target: { value: '1234ab' } });
    await waitFor(() => expect(within(dialog()).queryByText('This field is required.')).toBeNull());
    act(() => fireEvent.click(save()));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationFormCreateMutation'));
    const variables = environment.mock.getMostRecentOperation().request.variables;
    expect(variables).toEqual({
      networkId: 'network-1',
      input: {
        kind: 'MANITOU',
        ip: '127.0.0.1',
        port: 7001,
        description: 'Larmcentral Syd',
        line: '3',
        uid: '1234AB',
        receiver: '',
        useDeviceId: null,
        pin: null,
        siaCodes: {
          create: 'UA',
          confirm: 'UB',
          recall: 'UH',
          restore: 'UR',
          deviceTestModeEnabled: 'UX',
          deviceTestModeDisabled: 'UZ',
          deviceEnabled: 'UX',
          deviceDisabled: 'UZ',
        },
        encryption: false,
        keyBits: null,
      },
    });
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          IntegrationPayload: () => ({ errors: [] }),
          Integration: () => ({ id: 'integration-9' }),
        }),
      ),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('integration-9'));
    expect(await screen.findByText('The integration was added.')).toBeTruthy();
  });

  it("puts the platform's field errors on their fields, translated, and keeps what was typed", async () => {
    const { environment, onSaved } = renderNew();
    await screen.findByTestId('integration-dialog');
    await waitFor(() => expect(siaPicker('Incident created').value).toContain('UA'));
    fireEvent.change(textbox('IP address'), { target: { value: 'larm.example.se' } });
    fireEvent.change(textbox('Port'), { target: { value: '7001' } });
    fireEvent.change(textbox('Description'), { target: { value: 'Larmcentral Syd' } });
    fireEvent.change(textbox('Line'), { target: { value: 'FF' } });
    fireEvent.change(textbox('Account'), { target: { value: 'ABCD' } });
    act(() => fireEvent.click(save()));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationFormCreateMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          createIntegration: {
            integration: null,
            errors: [
              { field: 'input.ip', code: 'INVALID', message: 'The value is not valid.' },
              { field: 'input.siaCodes.restore', code: 'UNKNOWN_SIA_CODE', message: 'Unknown SIA code.' },
              { field: 'input.line', code: 'REQUIRED', message: 'This field is required.' },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('An error occurred when saving the integration.')).toBeTruthy();
    const ipField = textbox('IP address').closest('[role="group"], .chakra-field__root') ?? dialog();
    expect(within(ipField as HTMLElement).getByText('The value is not valid.')).toBeTruthy();
    expect(within(dialog()).getByText('This is not a code of the SIA code list.')).toBeTruthy();
    expect(textbox('IP address').getAttribute('aria-invalid')).toBe('true');
    expect(siaPicker('Incident restored').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Line').value).toBe('FF');
    expect(onSaved).not.toHaveBeenCalled();
    // typing again clears the platform's error on that field
    fireEvent.change(textbox('IP address'), { target: { value: '10.1.1.1' } });
    await waitFor(() => expect(textbox('IP address').getAttribute('aria-invalid')).toBeNull());
  });

  it("the platform's outbound policy refusing the address (NOT_ALLOWED) reads as such on the IP address field", async () => {
    const { environment, onSaved } = renderNew();
    await screen.findByTestId('integration-dialog');
    await waitFor(() => expect(siaPicker('Incident created').value).toContain('UA'));
    fireEvent.change(textbox('IP address'), { target: { value: '127.0.0.1' } });
    fireEvent.change(textbox('Port'), { target: { value: '7001' } });
    fireEvent.change(textbox('Description'), { target: { value: 'Larmcentral Syd' } });
    fireEvent.change(textbox('Line'), { target: { value: 'FF' } });
    fireEvent.change(textbox('Account'), { target: { value: 'ABCD' } });
    act(() => fireEvent.click(save()));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationFormCreateMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          createIntegration: {
            integration: null,
            errors: [{ field: 'input.ip', code: 'NOT_ALLOWED', message: '127.0.0.1:7001 is not allowed: ...' }],
          },
        },
      }),
    );
    const ipField = textbox('IP address').closest('[role="group"], .chakra-field__root') ?? dialog();
    expect(
      await within(ipField as HTMLElement).findByText(
        'This address is not allowed: it is in a private, local or reserved network. An operator can allow-list an address on a private network.',
      ),
    ).toBeTruthy();
    expect(textbox('IP address').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a shortxml integration with a PIN says "PIN set", never shows it, and keeps it when left empty', async () => {
    const { environment } = renderEdit({ kind: 'SHORTXML', uid: 'SOS-TX-7', pinSet: true });
    await screen.findByTestId('integration-dialog');
    await waitFor(() => expect(textbox('Transmitter code').value).toBe('SOS-TX-7'));
    expect(within(dialog()).getByTestId('pin-set').textContent).toContain('PIN set');
    const pin = within(dialog()).getByLabelText(/^New PIN code/) as HTMLInputElement;
    expect(pin.value).toBe('');
    expect(pin.type).toBe('password');
    expect(save().disabled).toBe(true); // unchanged
    fireEvent.change(textbox('Description'), { target: { value: 'SOS Alarm' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    act(() => fireEvent.click(save()));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationFormUpdateMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      id: 'integration-1',
      input: { kind: 'SHORTXML', uid: 'SOS-TX-7', pin: null, line: null, description: 'SOS Alarm' },
    });
  });

  it('edits a guardtools integration: its stored codes, account and "use the device id"', async () => {
    const { environment } = renderEdit({ kind: 'GUARDTOOLS', uid: '00AB12', receiver: '2' });
    await screen.findByTestId('integration-dialog');
    await waitFor(() => expect(siaPicker('Incident created').value).toBe('BA — Burglary Alarm'));
    expect(textbox('Account').value).toBe('00AB12');
    expect(textbox('Receiver number').value).toBe('2');
    fireEvent.click(within(dialog()).getByText('Use the device id as account'));
    await waitFor(() => expect(save().disabled).toBe(false));
    act(() => fireEvent.click(save()));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationFormUpdateMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      kind: 'GUARDTOOLS',
      uid: '00AB12',
      receiver: '2',
      useDeviceId: true,
      line: null,
      pin: null,
      siaCodes: { create: 'BA' },
    });
  });
});

describe('IntegrationForm in Swedish', { timeout: 20_000 }, () => {
  it('shows the SIA descriptions in Swedish and picks one by typing part of it', async () => {
    const { environment } = renderNew({ language: 'sv' });
    await screen.findByTestId('integration-dialog');
    const created = () => within(dialog()).getByRole('combobox', { name: /^Händelse skapad/ }) as HTMLInputElement;
    await waitFor(() => expect(created().value).toBe('UA — Larm från zon av okänd typ'));
    expect(within(dialog()).getAllByText('Standard: UA — Larm från zon av okänd typ')).toHaveLength(1);

    act(() => created().focus());
    fireEvent.change(created(), { target: { value: 'inbrott' } });
    const list = within(dialog()).getByRole('listbox', { name: 'Händelse skapad' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['BA — Inbrottslarm', 'BR — Inbrottszon återställd']);
    fireEvent.keyDown(created(), { key: 'ArrowDown' });
    fireEvent.keyDown(created(), { key: 'Enter' });
    await waitFor(() => expect(created().value).toBe('BR — Inbrottszon återställd'));
    expect(within(dialog()).queryByRole('listbox')).toBeNull();

    // a code typed and left counts as picked
    const recalled = within(dialog()).getByRole('combobox', { name: /^Händelse återkallad/ }) as HTMLInputElement;
    act(() => recalled.focus());
    fireEvent.change(recalled, { target: { value: 'rx' } });
    act(() => recalled.blur());
    await waitFor(() => expect(recalled.value).toBe('RX — Manuellt test'));

    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^IP-adress/ }), { target: { value: '10.0.0.9' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Port/ }), { target: { value: '9000' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Beskrivning/ }), { target: { value: 'Larm' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Linje/ }), { target: { value: '1' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Konto/ }), { target: { value: '1234' } });
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Spara' })));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationFormCreateMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables.input.siaCodes).toMatchObject({
      create: 'BR',
      recall: 'RX',
      confirm: 'UB',
    });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          createIntegration: {
            integration: null,
            errors: [{ field: 'input.siaCodes.create', code: 'UNKNOWN_SIA_CODE', message: 'x' }],
          },
        },
      }),
    );
    expect(await within(dialog()).findByText('Det här är inte en kod i SIA-kodlistan.')).toBeTruthy();
    expect(await screen.findByText('Ett fel uppstod när integrationen skulle sparas.')).toBeTruthy();
  });
});

describe('IntegrationForm: SIA DC-09 encryption', { timeout: 20_000 }, () => {
  it('encryption: turned on for a new integration, the save sends it with the key size; the generated key is shown once, with Copy, then the dialog goes on', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { environment, onSaved } = renderNew();
    await screen.findByTestId('integration-dialog');
    await waitFor(() => expect(siaPicker('Incident created').value).toContain('UA'));
    expect(within(dialog()).getByTestId('encryption-key-state').textContent).toBe(
      'No key yet: saving with encryption on generates one and shows it once.',
    );
    fireEvent.change(textbox('IP address'), { target: { value: 'larm.example.se' } });
    fireEvent.change(textbox('Port'), { target: { value: '7001' } });
    fireEvent.change(textbox('Description'), { target: { value: 'Krypterad larmcentral' } });
    fireEvent.change(textbox('Line'), { target: { value: '3' } });
    fireEvent.change(textbox('Account'), { target: { value: 'E256' } });
    fireEvent.click(within(dialog()).getByText('Encrypt the frames (AES)'));
    await waitFor(() =>
      expect(
        (within(dialog()).getByRole('checkbox', { name: 'Encrypt the frames (AES)' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    fireEvent.change(within(dialog()).getByRole('combobox', { name: /^Key size/ }), { target: { value: '256' } });
    act(() => fireEvent.click(save()));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationFormCreateMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      uid: 'E256',
      encryption: true,
      keyBits: 256,
    });
    const key = '00112233445566778899AABBCCDDEEFF00112233445566778899AABBCCDDEEFF';
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          IntegrationPayload: () => ({ errors: [], encryptionKey: key }),
          Integration: () => ({ id: 'integration-7' }),
        }),
      ),
    );
    expect((await within(dialog()).findByTestId('encryption-key')).textContent).toBe(key);
    expect(within(dialog()).getByText('Copy the key now')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(key));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'I have copied the key' }));
    expect(onSaved).toHaveBeenCalledWith('integration-7');
  });

  it('an integration with a key says so and never shows it; "Generate a new key" asks first, then shows the new key once', async () => {
    const { environment } = renderEdit({
      kind: 'MANITOU',
      line: '3',
      uid: 'E128',
      encryption: { enabled: true, keySet: true, keyBits: 192, keySetAt: '2026-03-07T09:05:04Z' },
    });
    await screen.findByTestId('integration-dialog');
    expect(within(dialog()).getByTestId('encryption-key-state').textContent).toMatch(
      /^A 192-bit key is stored \(since 2026-03-07 \d\d:05:04\)\. It is never shown again\.$/,
    );
    expect((within(dialog()).getByRole('combobox', { name: /^Key size/ }) as HTMLSelectElement).value).toBe('192');
    expect(within(dialog()).queryByTestId('encryption-key')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Generate a new key' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Replace the encryption key?');
    // the nested dialog's portal may still be aria-hidden by the outer one's focus trap in jsdom: by text
    const yes = within(confirm).getByText('Generate a new key', { selector: 'button' });
    act(() => fireEvent.click(yes));
    await waitFor(() => expect(operationName(environment)).toBe('IntegrationEncryptionRotateMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: 'integration-1',
      input: { keyBits: 192 },
    });
    const key = 'AB'.repeat(24);
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          IntegrationPayload: () => ({ errors: [], encryptionKey: key }),
          Integration: () => ({ id: 'integration-1' }),
          IntegrationEncryption: () => ({
            enabled: true,
            keySet: true,
            keyBits: 192,
            keySetAt: '2026-03-08T10:00:00Z',
          }),
        }),
      ),
    );
    expect((await within(dialog()).findByTestId('encryption-key')).textContent).toBe(key);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'I have copied the key' }));
    // Back to the form: the key is gone from the screen, the stored one is the new one.
    await waitFor(() => expect(within(dialog()).queryByTestId('encryption-key')).toBeNull());
    expect(within(dialog()).getByTestId('encryption-key-state').textContent).toMatch(/since 2026-03-08/);
  });

  it('encryption in Swedish and Spanish; a short-XML integration has none', async () => {
    renderNew({ language: 'sv' });
    await screen.findByTestId('integration-dialog');
    expect(within(dialog()).getByText('Kryptera meddelandena (AES)')).toBeTruthy();
    fireEvent.change(within(dialog()).getByRole('combobox', { name: /^Typ/ }), { target: { value: 'SHORTXML' } });
    await waitFor(() => expect(within(dialog()).queryByText('Kryptera meddelandena (AES)')).toBeNull());
    cleanup();
    renderNew({ language: 'es' });
    await screen.findByTestId('integration-dialog');
    expect(within(dialog()).getByText('Cifrar los mensajes (AES)')).toBeTruthy();
    expect(toIntegrationInput({ ...BLANK_INTEGRATION, kind: 'SHORTXML', encryption: true })).toMatchObject({
      encryption: null,
      keyBits: null,
    });
  });
});
