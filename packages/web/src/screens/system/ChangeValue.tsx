import { Button, Text } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { excerptOf } from '../../format/words';
import { plainText } from '../../html';
import { fieldLabel, valueLabel, type ChangeContext } from './changeLabels';
import { ReferenceName, type LogReference } from './ReferenceName';

/** Characters of a text value shown before "Show all" (a help-center answer can be a page long). */
export const EXCERPT_LENGTH = 120;

export type KeyedReference = LogReference & { readonly key: string | null | undefined };

/** A long text (HTML taken down to its words) as an excerpt the reader may open; never rendered as markup. */
function LongText({ text }: { text: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const words = plainText(text);
  const excerpt = excerptOf(words, EXCERPT_LENGTH);
  if (!excerpt) return <>{words || '—'}</>;
  return (
    <>
      {open ? words : excerpt}{' '}
      <Button
        size="2xs"
        variant="plain"
        color="blue.fg"
        px="0"
        h="auto"
        minW="0"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage({ id: open ? 'system.value.showLess' : 'system.value.showAll' })}
      </Button>
    </>
  );
}

interface Shown {
  intl: IntlShape;
  context: ChangeContext;
  references: readonly KeyedReference[];
}

const joined = (parts: ReactNode[], separator: string) =>
  parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {part}
    </Fragment>
  ));

/** One value under `key`: an id the log names as its object, a flag in words, a text in words. */
function shownValue(value: unknown, key: string, shown: Shown, depth: number): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return shown.intl.formatMessage({ id: value ? 'common.yes' : 'common.no' });
  if (typeof value === 'number') {
    const reference = shown.references.find((ref) => ref.key === key && ref.logId === String(value));
    return reference ? <ReferenceName reference={reference} /> : shown.intl.formatNumber(value);
  }
  if (typeof value === 'string') return valueLabel(shown.intl, key, value) ?? <LongText text={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return joined(
      value.map((item) => shownValue(item, key, shown, depth + 1)),
      ', ',
    );
  }
  // a field's object (a setting per category) by labels, one level inside it in brackets, deeper as text
  if (depth > 1) return <LongText text={JSON.stringify(value)} />;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '—';
  const labelled = joined(
    entries.map(([inner, innerValue]) => (
      <Fragment key={inner}>
        {fieldLabel(shown.intl, inner, shown.context)}: {shownValue(innerValue, inner, shown, depth + 1)}
      </Fragment>
    )),
    depth === 0 ? '; ' : ', ',
  );
  return depth === 0 ? labelled : <>({labelled})</>;
}

/** A change's value (JSON text from the log) as a reader takes it in; null: the key was not there. */
export function ChangeValue({
  json,
  field,
  context,
  references,
}: {
  json: string | null | undefined;
  field: string;
  context: ChangeContext;
  references: readonly KeyedReference[];
}) {
  const intl = useIntl();
  if (json === null || json === undefined) return <>—</>;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return <LongText text={json} />;
  }
  return <Text as="span">{shownValue(value, field, { intl, context, references }, 0)}</Text>;
}
