import { Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../ui/form';
import { useDeviceSearch } from '../../../ui/Pickers';
import { SearchPicker } from '../../../ui/SearchPicker';
import type { DeviceOutputs } from './rules';

/** Per device of the client: which of its outputs the alert switches. */
export function DeviceOutputControl({
  clientId,
  value,
  onChange,
  disabled,
  categoryName,
}: {
  clientId: string;
  value: DeviceOutputs[];
  onChange: (value: DeviceOutputs[]) => void;
  disabled?: boolean;
  categoryName: string;
}) {
  const intl = useIntl();
  const search = useDeviceSearch({ clientId });
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="3">
      {value.map((entry) => (
        <Box
          key={entry.device.id}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          data-testid={`device-outputs-${entry.device.id}`}
        >
          <HStack justify="space-between" mb="2">
            <Text fontWeight="medium" fontSize="sm">
              {entry.device.label}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              disabled={disabled}
              onClick={() => onChange(value.filter((other) => other.device.id !== entry.device.id))}
              aria-label={intl.formatMessage({ id: 'common.removeNamed' }, { name: entry.device.label })}
            >
              {t('common.remove')}
            </Button>
          </HStack>
          {entry.device.outputs.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('policy.deviceOutputs.none')}
            </Text>
          ) : (
            <Wrap gap="4">
              {entry.device.outputs.map((output) => (
                <CheckboxField
                  key={output.code}
                  label={output.name}
                  disabled={disabled}
                  checked={entry.outputCodes.includes(output.code)}
                  onChange={(checked) =>
                    onChange(
                      value.map((other) =>
                        other.device.id === entry.device.id
                          ? {
                              ...other,
                              outputCodes: checked
                                ? [...other.outputCodes, output.code]
                                : other.outputCodes.filter((code) => code !== output.code),
                            }
                          : other,
                      ),
                    )
                  }
                />
              ))}
            </Wrap>
          )}
        </Box>
      ))}
      <SearchPicker
        label={intl.formatMessage({ id: 'policy.deviceOutputs.add' }, { category: categoryName })}
        placeholder={t('policy.deviceOutputs.addPlaceholder')}
        selected={value.map((entry) => entry.device)}
        showSelected={false}
        disabled={disabled}
        search={search}
        onChange={(devices) => {
          const added = devices.filter((device) => !value.some((entry) => entry.device.id === device.id));
          onChange([...value, ...added.map((device) => ({ device, outputCodes: [] }))]);
        }}
      />
    </Stack>
  );
}
