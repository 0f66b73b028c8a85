import { Box, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../i18n/errorMessage';
import { SearchPicker, type PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';

/**
 * A picker that collects several users or devices (shown as tags) and adds them in one call with its
 * button. `onAdd` resolves true when they were added (the picks are then cleared); a rejection shows as
 * an error toast and keeps the picks.
 */
export function AddSeveral({
  label,
  placeholder,
  search,
  onAdd,
  buttonLabel,
}: {
  label: string;
  placeholder: string;
  search: (text: string) => Promise<PickerOption[]>;
  onAdd: (ids: string[]) => Promise<boolean>;
  buttonLabel: (count: number) => string;
}) {
  const intl = useIntl();
  const [picked, setPicked] = useState<PickerOption[]>([]);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    if (picked.length === 0 || adding) return;
    setAdding(true);
    try {
      if (await onAdd(picked.map((option) => option.id))) setPicked([]);
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <HStack align="end" gap="2" maxW="2xl" aria-busy={adding}>
      <Box flex="1">
        <SearchPicker
          label={label}
          placeholder={placeholder}
          selected={picked}
          onChange={setPicked}
          search={search}
          disabled={adding}
        />
      </Box>
      <Button size="sm" colorPalette="blue" disabled={picked.length === 0} loading={adding} onClick={() => void add()}>
        {buttonLabel(picked.length)}
      </Button>
    </HStack>
  );
}
