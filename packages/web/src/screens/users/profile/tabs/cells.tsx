import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../../format/date';

/** A timestamp in the product's format (YYYY-MM-DD HH:mm), or a dash. */
export const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

/** Yes / No as a badge with its word (not colour only). */
export function YesNo({ value }: { value: boolean | null | undefined }) {
  const intl = useIntl();
  if (value === null || value === undefined) return <>—</>;
  return (
    <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle">
      {intl.formatMessage({ id: value ? 'common.yes' : 'common.no' })}
    </Badge>
  );
}
