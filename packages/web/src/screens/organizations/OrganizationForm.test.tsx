import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { fieldText } from '../../test/fieldText';
import { renderWithProviders } from '../../test/render';
import { toaster } from '../../ui/toaster';
import {
  emptyOrganization,
  OrganizationForm,
  toOrganizationInput,
  type OrganizationFormValues,
} from './OrganizationForm';

const saved: OrganizationFormValues = {
  name: 'Nacka Kommun',
  contactName: 'Karin Berg',
  contactEmail: 'karin@nacka.test',
  contactPhone: '+46 8 718 80 00',
  registrationNumber: '212000-0167',
  description: 'Municipality east of Stockholm.',
};

function renderForm(props: Partial<Parameters<typeof OrganizationForm>[0]> = {}) {
  const onSave = props.onSave ?? vi.fn(async () => []);
  renderWithProviders(<OrganizationForm initial={saved} {...props} onSave={onSave} />, { language: 'en' });
  const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
  const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  return { onSave, input, saveButton };
}

afterEach(() => toaster.remove());

describe('OrganizationForm', { timeout: 20_000 }, () => {
  it('shows the fields; Save stays off until something changed, and off again when it is changed back', async () => {
    const { input, saveButton } = renderForm();
    expect(input('Name').value).toBe('Nacka Kommun');
    expect(input('Registration number').value).toBe('212000-0167');
    expect(input('Contact person').value).toBe('Karin Berg');
    expect(input('Contact e-mail').value).toBe('karin@nacka.test');
    expect(input('Contact phone').value).toBe('+46 8 718 80 00');
    const description = input('Description');
    expect(description.getAttribute('rows')).toBe('7');
    expect(description.getAttribute('maxlength')).toBe('300');
    expect(screen.getByTestId('description-counter').textContent).toBe('31 / 300');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(input('Contact person'), { target: { value: 'Anna Berg' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(input('Contact person'), { target: { value: 'Karin Berg' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(description, { target: { value: 'x'.repeat(120) } });
    expect(screen.getByTestId('description-counter').textContent).toBe('120 / 300');
  });

  it('refuses an empty name, a bad e-mail and a bad phone before asking the platform', async () => {
    const { input, saveButton, onSave } = renderForm();
    fireEvent.change(input('Name'), { target: { value: '   ' } });
    fireEvent.change(input('Contact e-mail'), { target: { value: 'karin@nacka' } });
    fireEvent.change(input('Contact phone'), { target: { value: '070-123 45 67' } });
    act(() => fireEvent.click(saveButton()));
    expect(await screen.findByText("Enter the organization's name.")).toBeTruthy();
    expect(screen.getByText('Invalid e-mail address.')).toBeTruthy();
    expect(fieldText(input('Contact phone'))).toBe(en['fieldError.INVALID_PHONE']);
    expect(onSave).not.toHaveBeenCalled();
    // focus goes to the first field to fix
    await waitFor(() => expect(document.activeElement).toBe(input('Name')));
  });

  it("shows the platform's field errors next to their fields and keeps what was typed", async () => {
    const onSave = vi.fn(async () => [
      { field: 'name', code: 'REQUIRED', message: 'name is required' },
      { field: 'contactEmail', code: 'INVALID_EMAIL', message: 'not an e-mail' },
      { field: 'registrationNumber', code: 'TOO_LONG', message: 'too long' },
    ]);
    const { input, saveButton } = renderForm({ onSave });
    fireEvent.change(input('Registration number'), { target: { value: '5566-7788' } });
    act(() => fireEvent.click(saveButton()));
    expect(await screen.findByText("Enter the organization's name.")).toBeTruthy();
    expect(screen.getByText('Invalid e-mail address.')).toBeTruthy();
    expect(screen.getByText('The text is too long.')).toBeTruthy();
    expect(await screen.findByText('Oups! Something went wrong. Contact support for help.')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({ ...saved, registrationNumber: '5566-7788' });
    expect(input('Registration number').value).toBe('5566-7788');
    expect(saveButton().disabled).toBe(false);
  });

  it('saves the changed values, says so, and is unchanged again afterwards', async () => {
    const { input, saveButton, onSave } = renderForm();
    fireEvent.change(input('Name'), { target: { value: 'Nacka Kommun AB' } });
    act(() => fireEvent.click(saveButton()));
    expect(await screen.findByText('Organization saved.')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({ ...saved, name: 'Nacka Kommun AB' });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(input('Name').value).toBe('Nacka Kommun AB');
  });

  it('is read-only for viewers who may not edit: no Save, fields cannot be typed in', async () => {
    const { input, onSave } = renderForm({ readOnly: true });
    expect(screen.getByTestId('organization-read-only').textContent).toMatch(/Only admins/);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    for (const name of [
      'Name',
      'Registration number',
      'Contact person',
      'Contact e-mail',
      'Contact phone',
      'Description',
    ])
      expect(input(name).readOnly).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Organization details' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends empty texts as null and trims the rest', () => {
    expect(toOrganizationInput({ ...emptyOrganization, name: '  Solna Stad ', contactEmail: ' ' })).toEqual({
      name: 'Solna Stad',
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      registrationNumber: null,
      description: null,
    });
  });
});
