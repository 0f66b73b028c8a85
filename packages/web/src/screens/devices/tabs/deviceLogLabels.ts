import type { IntlShape } from 'react-intl';
import { formatDateTime } from '../../../format/date';
import { keyAsWords } from '../../../format/words';

// A device-log row in the viewer's words: the events the platform's health job, ingest and seed write
// (device.logs.event.*), the row's type, and a line from its data. An event a newer platform writes and
// the catalog does not name yet shows as words.

const message = (intl: IntlShape, id: string, values?: Record<string, string>) =>
  Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }, values) : null;

/** battery-critical (older rows) and batteryCritical name one event. */
const eventKey = (event: string) => event.replace(/[-_]+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase());

export const deviceEventLabel = (intl: IntlShape, event: string) =>
  message(intl, `device.logs.event.${eventKey(event)}`) ?? keyAsWords(event);

export const deviceLogTypeLabel = (intl: IntlShape, type: string) =>
  message(intl, `device.logs.type.${type}`) ?? keyAsWords(type);

function parsed(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** What the row's data says in a line (battery level, why the device went offline); '' when nothing. */
export function deviceLogDetails(intl: IntlShape, event: string, data: string): string {
  const fields = parsed(data);
  const parts: string[] = [];
  if (typeof fields.battery === 'number')
    parts.push(
      intl.formatMessage({ id: 'device.logs.detail.battery' }, { battery: intl.formatNumber(fields.battery) }),
    );
  const lastSignal = [fields.lastSignalAt, fields.lastPing].find((value): value is string => typeof value === 'string');
  if (fields.reason === 'disconnected') parts.push(intl.formatMessage({ id: 'device.logs.detail.disconnected' }));
  else if (fields.reason === 'noSignal' || (eventKey(event) === 'offline' && lastSignal)) {
    parts.push(
      lastSignal
        ? intl.formatMessage({ id: 'device.logs.detail.noSignal' }, { time: formatDateTime(lastSignal) })
        : intl.formatMessage({ id: 'device.logs.detail.neverSignalled' }),
    );
  }
  return parts.join(' · ');
}
