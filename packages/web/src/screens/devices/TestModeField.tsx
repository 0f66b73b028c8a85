import { HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SwitchField } from '../../ui/form';
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
  const [text, setText] = useState(() => String(amountOf(timeoutMs, unit)));
  // a value from outside (a reset after save, another device) shows as it is
  useEffect(() => {
    if (toTimeoutMs(Number(text), unit) !== timeoutMs) {
      const next = timeoutMs === 0 ? unit : unitOf(timeoutMs);
      setUnit(next);
      setText(String(amountOf(timeoutMs, next)));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of the value
  }, [timeoutMs]);

  const commitAmount = (raw: string) => {
    const ms = toTimeoutMs(raw.trim() === '' ? 0 : Number(raw), unit);
    setText(raw.trim() === '' ? raw : String(amountOf(ms, unit)));
    if (ms !== timeoutMs) onChange({ enabled, timeoutMs: ms });
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
            <Input
              id={amountId}
              type="number"
              inputMode="numeric"
              size="sm"
              w="24"
              min={0}
              max={UNIT_MAX[unit]}
              value={text}
              disabled={disabled}
              onChange={(event) => commitAmount(event.target.value)}
              onBlur={() => setText(String(amountOf(timeoutMs, unit)))}
            />
            <NativeSelect.Root size="sm" w="32" disabled={disabled}>
              <NativeSelect.Field
                id={unitId}
                aria-label={t('device.testMode.unit')}
                value={unit}
                onChange={(event) => {
                  const next = event.currentTarget.value as TimeoutUnit;
                  setUnit(next);
                  setText('0');
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
