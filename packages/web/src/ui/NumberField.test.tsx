import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { typeDigits } from '../test/typeDigits';
import { hasNumberOutOfRange, inRange, NumberField, parseNumber } from './NumberField';

function Harness({ onSave }: { onSave: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(100);
  return (
    <form
      aria-label="Radius form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (hasNumberOutOfRange(event.currentTarget)) return;
        onSave(value);
      }}
    >
      <NumberField label="Radius" value={value} onChange={setValue} range={{ min: 10, max: 100000, integer: true }} />
      <output data-testid="value">{String(value)}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('NumberField', () => {
  it('keeps every keystroke as typed and reports the number it holds', async () => {
    renderWithProviders(<Harness onSave={() => {}} />);
    const input = (await screen.findByRole('textbox', { name: 'Radius' })) as HTMLInputElement;
    expect(input.value).toBe('100');
    typeDigits(input, '500');
    expect(input.value).toBe('500');
    expect(screen.getByTestId('value').textContent).toBe('500');
    typeDigits(input, '2500');
    expect(input.value).toBe('2500');
    expect(screen.getByTestId('value').textContent).toBe('2500');
    typeDigits(input, '12a');
    expect(input.value).toBe('12a');
    expect(screen.getByTestId('value').textContent).toBe('null');
  });

  it('shows the range message after leaving the field, never clamping, and refuses the save', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);
    const input = (await screen.findByRole('textbox', { name: 'Radius' })) as HTMLInputElement;
    typeDigits(input, '5');
    // while typing, no message yet: 5 may become 50
    expect(screen.queryByText('Enter a whole number from 10 to 100000.')).toBeNull();
    fireEvent.blur(input);
    expect(input.value).toBe('5');
    expect(screen.getByText('Enter a whole number from 10 to 100000.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    typeDigits(input, '50');
    expect(screen.queryByText('Enter a whole number from 10 to 100000.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(50);
  });

  it('shows the message on save even when the field was never left', async () => {
    renderWithProviders(<Harness onSave={() => {}} />);
    const input = (await screen.findByRole('textbox', { name: 'Radius' })) as HTMLInputElement;
    typeDigits(input, '250000');
    fireEvent.submit(screen.getByRole('form', { name: 'Radius form' }));
    expect(input.value).toBe('250000');
    expect(screen.getByText('Enter a whole number from 10 to 100000.')).toBeTruthy();
  });

  it('says the range in the viewer language', async () => {
    renderWithProviders(<Harness onSave={() => {}} />, { language: 'sv' });
    const input = (await screen.findByRole('textbox', { name: 'Radius' })) as HTMLInputElement;
    typeDigits(input, '5');
    fireEvent.blur(input);
    expect(screen.getByText('Ange ett heltal från 10 till 100000.')).toBeTruthy();
  });

  it('parses a decimal comma and refuses anything else', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' 40 ')).toBe(40);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1e3')).toBeNull();
    expect(inRange(10.5, { min: 10, max: 20, integer: true })).toBe(false);
    expect(inRange(10.5, { min: 10, max: 20 })).toBe(true);
  });
});
