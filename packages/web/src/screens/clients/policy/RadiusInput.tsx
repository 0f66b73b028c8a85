import { NumberField } from '../../../ui/NumberField';
import { RADIUS_RANGE } from '../validation';

/**
 * A safety radius in whole metres, 10 to 100000, exactly as typed: NaN while the field holds no number.
 * The form refuses to save while it is out of range (hasNumberOutOfRange); the field says why.
 */
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
  return (
    <NumberField
      value={Number.isNaN(value) ? null : value}
      onChange={(next) => onChange(next ?? Number.NaN)}
      range={RADIUS_RANGE}
      label={label}
      disabled={disabled}
    />
  );
}
