import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

const STATUS_COLORS: Record<string, string> = { OK: 'green', INACTIVE: 'gray', ALARM: 'red' };

export function DeviceStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'} variant="subtle">
      {intl.formatMessage({ id: `device.status.${status}` })}
    </Badge>
  );
}

/** Test mode on: an info badge (spec 002 section 4); nothing when off. */
export function TestModeBadge({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  if (!enabled) return null;
  return (
    <Badge colorPalette="blue" variant="subtle">
      {intl.formatMessage({ id: 'device.testMode.badge' })}
    </Badge>
  );
}
