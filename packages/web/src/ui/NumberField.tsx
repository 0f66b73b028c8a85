import { Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

export interface NumberRange {
  min: number;
  max: number;
  /** whole numbers only (a radius in metres, minutes) */
  integer?: boolean;
}

/** The number a text holds ("2500", "12,5" with a decimal comma), or null for empty or anything else. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Whether a value is a number inside the range (and whole when it must be). */
export function inRange(value: number | null, { min, max, integer }: NumberRange): value is number {
  return (
    value !== null && Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value))
  );
}

/**
 * Whether a form holds a NumberField whose text is no number in its range: the form's submit refuses to
 * save while one does (the field shows why on the same submit) and focus goes to the first such field.
 */
export function hasNumberOutOfRange(form: HTMLFormElement | null): boolean {
  const invalid = form?.querySelector<HTMLInputElement>('input[data-number-field][data-out-of-range]');
  invalid?.focus();
  return Boolean(invalid);
}

/**
 * A number input that never rewrites what was typed: the text stays exactly as typed, `onChange` gets the
 * number it holds (null while it holds none), and a value outside the range shows its message next to the
 * field after leaving it and on the form's submit. Nothing is clamped: the form refuses to save instead
 * (hasNumberOutOfRange). A new value from outside (a reset after save, a unit change) replaces the text.
 */
export function NumberField({
  value,
  onChange,
  range,
  label,
  id,
  disabled,
  message: ownMessage,
  w = '36',
  size = 'sm',
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  range: NumberRange;
  /** the accessible name, when no <label> names the input (`id`) */
  label?: string;
  id?: string;
  disabled?: boolean;
  /** a message of the field's own instead of "Enter a number from {min} to {max}." */
  message?: string;
  w?: InputProps['w'];
  size?: InputProps['size'];
}) {
  const intl = useIntl();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => (value === null || Number.isNaN(value) ? '' : String(value)));
  const [touched, setTouched] = useState(false);
  // an outside change of the value (not the echo of what was typed) shows as it is
  useEffect(() => {
    const typed = parseNumber(text);
    if (typed === value || (typed === null && (value === null || Number.isNaN(value)))) return;
    setText(value === null || Number.isNaN(value) ? '' : String(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of the value
  }, [value]);
  // "on save": the enclosing form's submit shows the message too
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const show = () => setTouched(true);
    form.addEventListener('submit', show);
    return () => form.removeEventListener('submit', show);
  }, []);

  const valid = disabled || inRange(parseNumber(text), range);
  const showError = touched && !valid;
  const format = (number: number) => intl.formatNumber(number, { useGrouping: false });
  const message =
    ownMessage ??
    intl.formatMessage(
      { id: range.integer ? 'numberField.wholeRange' : 'numberField.range' },
      { min: format(range.min), max: format(range.max) },
    );
  return (
    <Stack gap="1">
      <Input
        ref={inputRef}
        id={id}
        type="text"
        inputMode={range.integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        size={size}
        w={w}
        value={text}
        disabled={disabled}
        aria-label={label}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
        data-number-field=""
        data-out-of-range={valid ? undefined : ''}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseNumber(event.target.value));
        }}
        onBlur={() => setTouched(true)}
      />
      {showError && (
        <Text id={errorId} color="fg.error" fontSize="sm" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
