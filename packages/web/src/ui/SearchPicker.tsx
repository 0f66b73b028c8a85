import { Box, Button, CloseButton, HStack, Input, Spinner, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from './useDebouncedValue';

export interface PickerOption {
  id: string;
  label: string;
  description?: string | null;
}

interface Props<T extends PickerOption> {
  label: string;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Finds options for a text (the server's search call). */
  search: (text: string) => Promise<T[]>;
  disabled?: boolean;
  /** Only one value (document picker). */
  single?: boolean;
  /** Show the picked options as tags (default); off for pickers that act at once (add existing user). */
  showSelected?: boolean;
  placeholder?: string;
}

/**
 * Search-as-you-type over a server search call; picked options show as removable tags.
 * Used for the policy's users, networks, devices and document, SAML networks and add-existing.
 */
export function SearchPicker<T extends PickerOption>({
  label,
  selected,
  onChange,
  search,
  disabled,
  single,
  showSelected = true,
  placeholder,
}: Props<T>) {
  const intl = useIntl();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const query = useDebouncedValue(text, 250);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    search(query.trim())
      .then((found) => live && setOptions(found))
      .catch(() => live && setOptions([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [query, open, search]);

  const chosen = new Set(selected.map((option) => option.id));
  const available = options.filter((option) => !chosen.has(option.id));

  const pick = (option: T) => {
    onChange(single ? [option] : [...selected, option]);
    setText('');
    if (single) setOpen(false);
  };

  return (
    <Stack gap="2">
      {showSelected && selected.length > 0 && (
        <Wrap gap="1.5" role="group" aria-label={label}>
          {selected.map((option) => (
            <Tag.Root key={option.id} size="md" variant="subtle" colorPalette="blue">
              <Tag.Label>{option.label}</Tag.Label>
              {!disabled && (
                <Tag.EndElement>
                  <CloseButton
                    size="2xs"
                    aria-label={intl.formatMessage({ id: 'picker.remove' }, { name: option.label })}
                    onClick={() => onChange(selected.filter((other) => other.id !== option.id))}
                  />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Box position="relative">
        <Input
          size="sm"
          value={text}
          disabled={disabled}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={label}
          placeholder={placeholder ?? intl.formatMessage({ id: 'picker.placeholder' })}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 200)}
        />
        {open && !disabled && (
          <Box
            id={listId}
            // A listbox must hold options (axe: aria-required-children); while searching or with no match
            // the frame only says so, as a live status.
            role={available.length ? 'listbox' : 'status'}
            aria-label={label}
            position="absolute"
            zIndex="dropdown"
            top="100%"
            left="0"
            right="0"
            mt="1"
            bg="bg"
            borderWidth="1px"
            borderRadius="md"
            shadow="md"
            maxH="60"
            overflowY="auto"
          >
            {loading && available.length === 0 ? (
              <HStack p="2" gap="2">
                <Spinner size="xs" />
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage({ id: 'picker.searching' })}
                </Text>
              </HStack>
            ) : available.length === 0 ? (
              <Text p="2" fontSize="sm" color="fg.muted">
                {intl.formatMessage({ id: 'table.noMatches' })}
              </Text>
            ) : (
              available.map((option) => (
                <Button
                  key={option.id}
                  role="option"
                  aria-selected={false}
                  variant="ghost"
                  size="sm"
                  w="full"
                  justifyContent="start"
                  fontWeight="normal"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option.label}
                  {option.description && (
                    <Text as="span" color="fg.muted" ms="2" fontSize="xs">
                      {option.description}
                    </Text>
                  )}
                </Button>
              ))
            )}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
