import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** The document's type (public, private, back office) as a small coloured badge. */
export function DocumentTypeBadge({ type }: { type: string }) {
  const intl = useIntl();
  const palette = type === 'PUBLIC' ? 'green' : type === 'BACKOFFICE' ? 'purple' : 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {intl.formatMessage({ id: `documents.type.${type}` })}
    </Badge>
  );
}

/** A document whose file never arrived (the upload did not finish): no file to preview, download or send. */
export function NotReadyBadge() {
  const intl = useIntl();
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid="document-not-ready">
      {intl.formatMessage({ id: 'documents.notReady' })}
    </Badge>
  );
}
