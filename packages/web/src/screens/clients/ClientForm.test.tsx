import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { fieldText } from '../../test/fieldText';
import { renderWithProviders } from '../../test/render';
import { toaster } from '../../ui/toaster';
import { ClientForm, emptyClient, toClientInput, type ClientFormValues } from './ClientForm';

const NACKA = { id: 'T3JnYW5pemF0aW9uOjQ', label: 'Nacka Kommun' };
const SOLNA = { id: 'T3JnYW5pemF0aW9uOjU', label: 'Solna Stad' };
/** A Swedish number without the country code: the user form's test types the same one. */
const NATIONAL_PHONE = '070-123 45 67';

function renderForm(initial: ClientFormValues, organizationPicker = true) {
  const environment = createMockEnvironment();
  const onSave = vi.fn(async (values: ClientFormValues) => {
    void values;
    return [] as { field: string; code: string; message: string }[];
  });
  renderWithProviders(<ClientForm initial={initial} onSave={onSave} organizationPicker={organizationPicker} />, {
    environment,
  });
  return { environment, onSave };
}

/** Answers the picker's search with these organizations once it asks. */
async function answerSearch(
  environment: ReturnType<typeof createMockEnvironment>,
  organizations: { id: string; label: string }[],
) {
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('OrganizationPickerSearchQuery'),
  );
  const operation = environment.mock.getMostRecentOperation();
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: { searchOrganizations: organizations.map(({ id, label }) => ({ id, name: label })) },
    }),
  );
  return operation.request.variables;
}

afterEach(() => toaster.remove());

describe('ClientForm: the organization picker (admins)', { timeout: 20_000 }, () => {
  it('searches organizations (searchOrganizations), picks one and saves its id', async () => {
    const { environment, onSave } = renderForm({ ...emptyClient, name: 'Solna Skolor', organization: null });
    expect(screen.getByText('No organization')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Organization' });
    act(() => fireEvent.focus(picker));
    expect(await answerSearch(environment, [])).toEqual({ query: null });
    act(() => fireEvent.change(picker, { target: { value: 'nac' } }));
    // the debounced search asks for the text typed
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ query: 'nac' }));
    await answerSearch(environment, [NACKA]);
    const option = await screen.findByRole('option', { name: 'Nacka Kommun' });
    act(() => fireEvent.click(option));
    expect(within(screen.getByRole('group', { name: 'Organization' })).getByText('Nacka Kommun')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const values = onSave.mock.calls[0]![0];
    expect(toClientInput(values)).toMatchObject({ name: 'Solna Skolor', organizationId: NACKA.id });
  });

  it('moves a client to another organization, or takes it out of its organization', async () => {
    const { environment, onSave } = renderForm({ ...emptyClient, name: 'Nacka Skolor', organization: NACKA });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    act(() => fireEvent.focus(screen.getByRole('combobox', { name: 'Organization' })));
    await answerSearch(environment, [NACKA, SOLNA]);
    // the one picked is not offered again
    expect(screen.queryByRole('option', { name: 'Nacka Kommun' })).toBeNull();
    const solna = await screen.findByRole('option', { name: 'Solna Stad' });
    act(() => fireEvent.click(solna));
    await waitFor(() => expect(save.disabled).toBe(false));
    act(() => fireEvent.click(save));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(toClientInput(onSave.mock.calls[0]![0]).organizationId).toBe(SOLNA.id);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Solna Stad' })));
    await waitFor(() => expect(save.disabled).toBe(false));
    act(() => fireEvent.click(save));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(toClientInput(onSave.mock.calls[1]![0]).organizationId).toBeNull();
  });

  it('is not offered without organizationPicker, and the organization is then left as it is', async () => {
    const { onSave } = renderForm({ ...emptyClient, name: 'Nacka Skolor' }, false);
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Contact person/ }), { target: { value: 'Ida Ek' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(toClientInput(onSave.mock.calls[0]![0])).not.toHaveProperty('organizationId');
    // a client created inside an organization gets that organization whatever the form holds
    expect(toClientInput({ ...emptyClient, name: 'X', organization: null }, NACKA.id).organizationId).toBe(NACKA.id);
  });
});

describe('ClientForm: phones follow the platform phone rule', { timeout: 20_000 }, () => {
  it('says the expected form at the phone field, the same text as the user form, and saves once fixed', async () => {
    const { onSave } = renderForm({ ...emptyClient, name: 'Nacka Skolor' }, false);
    const phone = screen.getByRole('textbox', { name: /^Alarm central phone/ }) as HTMLInputElement;
    expect(fieldText(phone)).toBe(en['phoneField.hint']);
    fireEvent.change(phone, { target: { value: NATIONAL_PHONE } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(fieldText(phone)).toBe(en['fieldError.INVALID_PHONE']));
    expect(en['fieldError.INVALID_PHONE']).toContain('+46 70 123 45 67');
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(phone));

    fireEvent.change(phone, { target: { value: '+46 8-123 456 00' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(toClientInput(onSave.mock.calls[0]![0]).alarmCentralPhone).toBe('+46 8-123 456 00');
  });

  it('keeps a number saved under an earlier rule while it is unchanged; a changed one must follow the rule', async () => {
    const { onSave } = renderForm({ ...emptyClient, name: 'Nacka Skolor', contactPhone: NATIONAL_PHONE }, false);
    const phone = screen.getByRole('textbox', { name: /^Contact phone/ }) as HTMLInputElement;
    fireEvent.change(screen.getByRole('textbox', { name: /^Contact person/ }), { target: { value: 'Ida Ek' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(toClientInput(onSave.mock.calls[0]![0]).contactPhone).toBe(NATIONAL_PHONE);

    fireEvent.change(phone, { target: { value: '070-123 45 68' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(fieldText(phone)).toBe(en['fieldError.INVALID_PHONE']));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
