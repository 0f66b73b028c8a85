import { fireEvent } from '@testing-library/react';

/**
 * Types `text` into an input one key at a time, as a person does: each key appends to what the input
 * shows at that moment, so a field that rewrote a keystroke (a clamp to 10 after "5") shows the damage.
 */
export function typeDigits(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: '' } });
  for (const key of text) {
    fireEvent.keyDown(input, { key });
    fireEvent.change(input, { target: { value: input.value + key } });
    fireEvent.keyUp(input, { key });
  }
}
