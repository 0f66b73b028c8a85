import { Box, Input, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

export interface SiaCodeOption {
  code: string;
  /** The description in the console's language ("Untyped Zone Alarm"). */
  name: string;
}

/** "UA — Untyped Zone Alarm"; the code alone when the table does not know it. */
export const siaLabel = (code: string, options: readonly SiaCodeOption[]) => {
  const option = options.find((candidate) => candidate.code === code);
  return option ? `${option.code} — ${option.name}` : code;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Codes starting with the text first, then descriptions containing it. */
export function filterSiaCodes(options: readonly SiaCodeOption[], text: string): SiaCodeOption[] {
  const query = fold(text.trim());
  if (!query) return [...options];
  const byCode = options.filter((option) => fold(option.code).startsWith(query));
  const byName = options.filter(
    (option) => !byCode.includes(option) && fold(`${option.code} — ${option.name}`).includes(query),
  );
  return [...byCode, ...byName];
}

interface Props {
  /** Accessible name of the list (the field's label names the input). */
  label: string;
  value: string;
  options: readonly SiaCodeOption[];
  onChange: (code: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  name?: string;
}

/**
 * A searchable select over the SIA code table (ARIA combobox with a list): the input shows the chosen
 * "UA — Untyped Zone Alarm"; typing filters by code or description; arrows, Enter and Escape work as
 * in a native select. Leaving the field with a typed two-letter code of the table picks it.
 */
export function SiaCodePicker({ label, value, options, onChange, onBlur, disabled, name }: Props) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null); // null: not searching, the input shows the value
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const matches = useMemo(() => filterSiaCodes(options, text ?? ''), [options, text]);
  const shown = text ?? siaLabel(value, options);

  const close = () => {
    setOpen(false);
    setText(null);
  };
  const pick = (option: SiaCodeOption | undefined) => {
    if (option) onChange(option.code);
    close();
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, to));
    setActive(next);
    listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            matches.findIndex((option) => option.code === value),
          ),
        );
        return;
      }
      move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      // inside a form: pick, never submit
      if (open) {
        event.preventDefault();
        pick(matches[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation(); // the dialog around stays open
        close();
      }
    }
  };
  const leave = () => {
    // a typed code of the table counts as picked
    const typed = text?.trim().toUpperCase();
    const exact = typed ? options.find((option) => option.code === typed) : undefined;
    if (exact) onChange(exact.code);
    close();
    onBlur?.();
  };

  const activeId = open && matches[active] ? `${listId}-${matches[active].code}` : undefined;
  return (
    <Box position="relative" w="full">
      <Input
        size="sm"
        name={name}
        value={shown}
        disabled={disabled}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        data-code={value}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={leave}
      />
      {open && !disabled && (
        <Box
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          position="absolute"
          zIndex="dropdown"
          top="100%"
          left="0"
          right="0"
          mt="1"
          maxH="60"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
        >
          {matches.length === 0 && (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              {intl.formatMessage({ id: 'networks.integrations.sia.noMatches' })}
            </Text>
          )}
          {matches.map((option, index) => (
            <Box
              key={option.code}
              id={`${listId}-${option.code}`}
              data-index={index}
              role="option"
              aria-selected={option.code === value}
              px="3"
              py="1.5"
              fontSize="sm"
              cursor="pointer"
              bg={index === active ? 'bg.emphasized' : undefined}
              fontWeight={option.code === value ? 'semibold' : undefined}
              onMouseDown={(event) => event.preventDefault()} // keep the focus in the input
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(option)}
            >
              {option.code} — {option.name}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
