import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export const DESCRIPTION_PREVIEW = 24;
export const DESCRIPTION_LINE = 44;

/** A description cut at 24 characters (with an ellipsis), or null when it is short enough. */
export function truncateDescription(text: string): string | null {
  const chars = [...text];
  return chars.length > DESCRIPTION_PREVIEW ? `${chars.slice(0, DESCRIPTION_PREVIEW).join('').trimEnd()}…` : null;
}

/** The full description in lines of at most 44 characters (broken at spaces where it can). */
export function descriptionLines(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while ([...rest].length > DESCRIPTION_LINE) {
      if (line) lines.push(line);
      line = '';
      lines.push([...rest].slice(0, DESCRIPTION_LINE).join(''));
      rest = [...rest].slice(DESCRIPTION_LINE).join('');
    }
    if (!rest) continue;
    const next = line ? `${line} ${rest}` : rest;
    if ([...next].length > DESCRIPTION_LINE) {
      lines.push(line);
      line = rest;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Spec 001 section 9: the first 24 characters, Show all opens the whole text in lines of 44. */
export function IncidentDescription({ text }: { text: string | null | undefined }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!text) return <>—</>;
  const short = truncateDescription(text);
  if (!short) return <>{text}</>;
  return (
    <Box>
      {open ? (
        <Box data-testid="incident-description-full">
          {descriptionLines(text).map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </Box>
      ) : (
        <Text title={text}>{short}</Text>
      )}
      <Button size="2xs" variant="plain" px="0" colorPalette="blue" onClick={() => setOpen(!open)} aria-expanded={open}>
        {intl.formatMessage({ id: open ? 'networks.incidents.showLess' : 'networks.incidents.showMore' })}
      </Button>
    </Box>
  );
}
