import { Input } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FormField, InlineErrors, useFieldErrors, type FieldErrors } from './form';

function TestForm({ rejectWith }: { rejectWith: FieldErrors }) {
  const { errors, setErrors, formRef } = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(rejectWith);
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <FormField label="Name" errors={errors.name}>
        <Input name="name" />
      </FormField>
      <FormField label="E-mail" errors={errors.email}>
        <Input name="email" />
      </FormField>
      <FormField label="Phone" errors={errors.phone}>
        <Input name="phone" />
      </FormField>
      <InlineErrors errors={errors.networks} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a rejected save', () => {
  it('moves focus to the first invalid field in page order, again on every rejection', async () => {
    renderWithProviders(
      <TestForm rejectWith={{ phone: ['Enter a valid phone number.'], email: ['Enter a valid e-mail address.'] }} />,
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    save.focus();
    act(() => fireEvent.click(save));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' })));
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');

    save.focus();
    act(() => fireEvent.click(save));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' })));
  });

  it('leaves focus alone when nothing is invalid', async () => {
    renderWithProviders(<TestForm rejectWith={{}} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    save.focus();
    act(() => fireEvent.click(save));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(save);
  });
});
