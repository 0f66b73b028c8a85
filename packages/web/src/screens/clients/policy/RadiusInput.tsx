import { Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { clampRadius } from '../validation';

/** A radius in metres: 10 to 100000, clamped on key-up (and on leaving the field). */
export function RadiusInput({
  value,
  onChange,
  disabled,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const clamped = clampRadius(raw.trim() === '' ? Number.NaN : Number(raw));
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <Input
      type="number"
      inputMode="numeric"
      size="sm"
      w="36"
      min={10}
      max={100000}
      value={text}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => setText(event.target.value)}
      onKeyUp={(event) => commit(event.currentTarget.value)}
      onBlur={(event) => commit(event.currentTarget.value)}
    />
  );
}
