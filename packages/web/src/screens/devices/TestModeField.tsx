import { HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SwitchField } from '../../ui/form';
import { inRange, NumberField } from '../../ui/NumberField';
import { amountOf, toTimeoutMs, UNIT_MAX, unitOf, type TimeoutUnit } from './testMode';

/**
 * Test mode on/off and, only while on, its automatic-disable timeout with an hours/minutes unit: at most
 * 4 hours or 240 minutes, a unit change resets the value to 0, 0 = never. `onChange` gets milliseconds.
 */
export function TestModeField({
  enabled,
  timeoutMs,
  disabled,
  onChange,
}: {
  enabled: boolean;
  timeoutMs: number;
  disabled?: boolean;
  onChange: (next: { enabled: boolean; timeoutMs: number }) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const amountId = useId();
  const unitId = useId();
  const [unit, setUnit] = useState<TimeoutUnit>(() => unitOf(timeoutMs));
  // the amount exactly as typed; the device gets milliseconds only while it is inside the unit's range
  const [amount, setAmount] = useState<number | null>(() => amountOf(timeoutMs, unit));
  const range = { min: 0, max: UNIT_MAX[unit], integer: true };
  // a value from outside (a reset after save, another device) shows as it is
  useEffect(() => {
    if (amount !== null && inRange(amount, range) && toTimeoutMs(amount, unit) === timeoutMs) return;
    if (amount !== null && !inRange(amount, range)) return;
    const next = timeoutMs === 0 ? unit : unitOf(timeoutMs);
    setUnit(next);
    setAmount(amountOf(timeoutMs, next));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of the value
  }, [timeoutMs]);

  const changeAmount = (next: number | null) => {
    setAmount(next);
    if (next !== null && inRange(next, range)) {
      const ms = toTimeoutMs(next, unit);
      if (ms !== timeoutMs) onChange({ enabled, timeoutMs: ms });
    }
  };

  return (
    <Stack gap="2">
      <SwitchField
        label={t('device.testMode.label')}
        checked={enabled}
        disabled={disabled}
        onChange={(checked) => onChange({ enabled: checked, timeoutMs })}
      />
      {enabled && (
        <Stack gap="1">
          <HStack gap="2" align="center" wrap="wrap">
            <Text asChild fontSize="sm">
              <label htmlFor={amountId}>{t('device.testMode.timeout')}</label>
            </Text>
            <NumberField
              id={amountId}
              w="24"
              value={amount}
              range={range}
              disabled={disabled}
              onChange={changeAmount}
            />
            <NativeSelect.Root size="sm" w="32" disabled={disabled}>
              <NativeSelect.Field
                id={unitId}
                aria-label={t('device.testMode.unit')}
                value={unit}
                onChange={(event) => {
                  const next = event.currentTarget.value as TimeoutUnit;
                  setUnit(next);
                  setAmount(0);
                  onChange({ enabled, timeoutMs: 0 });
                }}
              >
                <option value="hours">{t('device.testMode.unit.hours')}</option>
                <option value="minutes">{t('device.testMode.unit.minutes')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('device.testMode.help', { max: UNIT_MAX[unit] })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
