import { Box, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../i18n/errorMessage';
import type { AddOutcome } from './refusedPicks';
import { SearchPicker, type PickerOption } from './SearchPicker';
import { notify } from './toaster';

export interface AddSeveralProps {
  label: string;
  placeholder: string;
  /** The server's search of what may be added (a `...Candidates` field or a filtered search). */
  search: (text: string) => Promise<PickerOption[]>;
  /** Adds the picks in one call; see AddOutcome for what becomes of them. */
  onAdd: (picked: PickerOption[]) => Promise<AddOutcome>;
  /** The button's text for `count` picks; "Add" / "Add 3" when left out. */
  buttonLabel?: (count: number) => string;
}

/**
 * The one "add existing" control of the console's member tabs: pick several (shown as tags), then add them in
 * one call with the button. Added: the picks are cleared. Refused picks named by the platform come off the
 * picker and the others stay, to add again; any other failure keeps them all (an error toast says why).
 */
export function AddSeveral({ label, placeholder, search, onAdd, buttonLabel }: AddSeveralProps) {
  const intl = useIntl();
  const [picked, setPicked] = useState<PickerOption[]>([]);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    if (picked.length === 0 || adding) return;
    setAdding(true);
    try {
      const outcome = await onAdd(picked);
      if (outcome === true) setPicked([]);
      else if (outcome) setPicked((now) => now.filter((option) => !outcome.unpick.includes(option.id)));
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
        {buttonLabel
          ? buttonLabel(picked.length)
          : intl.formatMessage({ id: 'picker.addButton' }, { count: picked.length })}
      </Button>
    </HStack>
  );
}
